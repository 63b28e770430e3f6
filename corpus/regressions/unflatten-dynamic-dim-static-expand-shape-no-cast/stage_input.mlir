module {
  func.func @main(%arg0: !torch.vtensor<[?,?],si32>) -> !torch.vtensor<[1,3,1,?],si32> {
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %int3 = torch.constant.int 3
    %int-1 = torch.constant.int -1
    %0 = torch.prim.ListConstruct %int1, %int3, %int-1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.unflatten.int %arg0, %int0, %0 : !torch.vtensor<[?,?],si32>, !torch.int, !torch.list<int> -> !torch.vtensor<[1,3,1,?],si32>
    return %1 : !torch.vtensor<[1,3,1,?],si32>
  }
}
