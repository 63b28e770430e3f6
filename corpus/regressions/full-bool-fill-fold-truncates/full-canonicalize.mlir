func.func @main() -> !torch.vtensor<[1],i1> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int11 = torch.constant.int 11
  %none = torch.constant.none
  %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %1 = torch.aten.full %0, %int2, %int11, %none, %none, %none : !torch.list<int>, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[1],i1>
  return %1 : !torch.vtensor<[1],i1>
}
