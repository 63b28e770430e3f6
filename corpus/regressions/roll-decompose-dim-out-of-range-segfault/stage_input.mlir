module {
  func.func @main(%arg0: !torch.tensor {torch.type_bound = !torch.vtensor<[0,3,2],i1>}) -> !torch.tensor {
    %0 = torch.prim.ListConstruct %arg0, %arg0, %arg0 : (!torch.tensor, !torch.tensor, !torch.tensor) -> !torch.list<tensor>
    %int0 = torch.constant.int 0
    %1 = torch.aten.cat %0, %int0 : !torch.list<tensor>, !torch.int -> !torch.tensor
    %none = torch.constant.none
    %none_0 = torch.constant.none
    %none_1 = torch.constant.none
    %none_2 = torch.constant.none
    %none_3 = torch.constant.none
    %2 = torch.aten.empty_like %1, %none, %none_0, %none_1, %none_2, %none_3 : !torch.tensor, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.tensor
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %3 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int-3 = torch.constant.int -3
    %int2_4 = torch.constant.int 2
    %4 = torch.prim.ListConstruct %int-3, %int2_4 : (!torch.int, !torch.int) -> !torch.list<int>
    %5 = torch.aten.roll %2, %3, %4 : !torch.tensor, !torch.list<int>, !torch.list<int> -> !torch.tensor
    return %5 : !torch.tensor
  }
}
