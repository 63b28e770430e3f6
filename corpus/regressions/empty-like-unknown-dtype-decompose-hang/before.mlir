module {
  func.func @main(%arg0: !torch.vtensor<[5],si8>) -> !torch.vtensor<[2,5],unk> {
    %none = torch.constant.none
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %arg0, %arg0 : (!torch.vtensor<[5],si8>, !torch.vtensor<[5],si8>) -> !torch.list<vtensor>
    %1 = torch.aten.stack %0, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2,5],unk>
    %2 = torch.aten.empty_like %1, %none, %none, %none, %none, %none : !torch.vtensor<[2,5],unk>, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2,5],unk>
    return %2 : !torch.vtensor<[2,5],unk>
  }
}
