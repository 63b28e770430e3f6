module {
  func.func @main(%arg0: !torch.vtensor<[?,?,2],f16>) -> !torch.vtensor<[1,3,?,2],f16> {
    %int2 = torch.constant.int 2
    %int-4 = torch.constant.int -4
    %int-3 = torch.constant.int -3
    %int1 = torch.constant.int 1
    %int3 = torch.constant.int 3
    %int-1 = torch.constant.int -1
    %int0 = torch.constant.int 0
    %none = torch.constant.none
    %0 = torch.aten.full_like %arg0, %int0, %none, %none, %none, %none, %none : !torch.vtensor<[?,?,2],f16>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,?,2],f16>
    %1 = torch.aten.zeros_like %0, %none, %none, %none, %none, %none : !torch.vtensor<[?,?,2],f16>, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,?,2],f16>
    %2 = torch.prim.ListConstruct %int-1, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %3 = torch.aten.unflatten.int %1, %int0, %2 : !torch.vtensor<[?,?,2],f16>, !torch.int, !torch.list<int> -> !torch.vtensor<[?,3,?,2],f16>
    %4 = torch.prim.ListConstruct %int-1, %int1, %int-3, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %5 = torch.prim.ListConstruct %int3, %int-4, %int1, %int2 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %6 = torch.aten.roll %3, %4, %5 : !torch.vtensor<[?,3,?,2],f16>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[1,3,?,2],f16>
    return %6 : !torch.vtensor<[1,3,?,2],f16>
  }
}
