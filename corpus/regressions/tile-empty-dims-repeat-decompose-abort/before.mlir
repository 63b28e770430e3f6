module {
  func.func @main(%arg0: !torch.vtensor<[2],si8>) -> !torch.vtensor {
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %arg0, %arg0 : (!torch.vtensor<[2],si8>, !torch.vtensor<[2],si8>) -> !torch.list<vtensor>
    %1 = torch.aten.stack %0, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2,2],unk>
    %2 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %3 = torch.aten.tile %1, %2 : !torch.vtensor<[2,2],unk>, !torch.list<int> -> !torch.vtensor
    return %3 : !torch.vtensor
  }
}
