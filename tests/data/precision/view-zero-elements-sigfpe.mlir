module {
  func.func @main(%arg0: !torch.vtensor<[2,0],f32>) -> !torch.vtensor<[0,2],f32> {
    %int0 = torch.constant.int 0
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int0, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.view %arg0, %0 : !torch.vtensor<[2,0],f32>, !torch.list<int> -> !torch.vtensor<[0,2],f32>
    return %1 : !torch.vtensor<[0,2],f32>
  }
}
