module {
  func.func @main(%arg0: !torch.vtensor<[?,?,0],f32>) -> !torch.vtensor<[?,0],f32> {
    %0 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %int-1 = torch.constant.int -1
    %int0 = torch.constant.int 0
    %1 = torch.prim.ListConstruct %int-1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.aten.view %arg0, %1 : !torch.vtensor<[?,?,0],f32>, !torch.list<int> -> !torch.vtensor<[?,0],f32>
    %3 = torch.aten.size.int %2, %int0 : !torch.vtensor<[?,0],f32>, !torch.int -> !torch.int
    %4 = torch.prim.ListConstruct %3, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %5 = torch.aten.broadcast_to %0, %4 : !torch.vtensor<[],f32>, !torch.list<int> -> !torch.vtensor<[?,0],f32>
    return %5 : !torch.vtensor<[?,0],f32>
  }
}
