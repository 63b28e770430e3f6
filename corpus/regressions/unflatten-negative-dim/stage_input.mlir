module {
  func.func @main(%arg0: !torch.vtensor<[0,2],f32>) -> !torch.vtensor<[0,1,2],f32> {
    %int-1 = torch.constant.int -1
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.unflatten.int %arg0, %int-1, %0 : !torch.vtensor<[0,2],f32>, !torch.int, !torch.list<int> -> !torch.vtensor<[0,1,2],f32>
    return %1 : !torch.vtensor<[0,1,2],f32>
  }
}
