module {
  func.func @main(%arg0: !torch.vtensor<[?,2,3,?],si8>) -> !torch.vtensor<[18,3],si8> {
    %int18 = torch.constant.int 18
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int18, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.view %arg0, %0 : !torch.vtensor<[?,2,3,?],si8>, !torch.list<int> -> !torch.vtensor<[18,3],si8>
    return %1 : !torch.vtensor<[18,3],si8>
  }
}
