module {
  func.func @main(%arg0: !torch.vtensor<[0,3,2],i1>) -> !torch.vtensor<[0],unk> {
    %int-3 = torch.constant.int -3
    %int2 = torch.constant.int 2
    %int1 = torch.constant.int 1
    %none = torch.constant.none
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct  : () -> !torch.list<vtensor>
    %1 = torch.aten.cat %0, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[0],unk>
    %2 = torch.aten.empty_like %1, %none, %none, %none, %none, %none : !torch.vtensor<[0],unk>, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[0],unk>
    %3 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %4 = torch.prim.ListConstruct %int-3, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %5 = torch.aten.roll %2, %3, %4 : !torch.vtensor<[0],unk>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[0],unk>
    return %5 : !torch.vtensor<[0],unk>
  }
}
