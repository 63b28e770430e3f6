module {
  func.func @main(%arg0: !torch.vtensor<[?,?,0],f32>) -> !torch.vtensor<[?,0],f32> {
    %0 = torch.vtensor.literal(dense<1.000000e+00> : tensor<?x0xf32>) : !torch.vtensor<[?,0],f32>
    %int-1 = torch.constant.int -1
    %int0 = torch.constant.int 0
    %1 = torch.prim.ListConstruct %int-1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.aten.view %arg0, %1 : !torch.vtensor<[?,?,0],f32>, !torch.list<int> -> !torch.vtensor<[?,0],f32>
    return %0 : !torch.vtensor<[?,0],f32>
  }
}
