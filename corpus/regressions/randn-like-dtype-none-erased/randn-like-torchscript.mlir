module {
  func.func @main(%arg0: !torch.tensor {torch.type_bound = !torch.vtensor<[3,4],f16>}) -> !torch.tensor {
    %0 = torch.prim.ListConstruct %arg0, %arg0 : (!torch.tensor, !torch.tensor) -> !torch.list<tensor>
    %int0 = torch.constant.int 0
    %1 = torch.aten.stack %0, %int0 : !torch.list<tensor>, !torch.int -> !torch.tensor
    %none = torch.constant.none
    %none_0 = torch.constant.none
    %none_1 = torch.constant.none
    %none_2 = torch.constant.none
    %none_3 = torch.constant.none
    %2 = torch.aten.randn_like %1, %none, %none_0, %none_1, %none_2, %none_3 : !torch.tensor, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.tensor
    return %2 : !torch.tensor
  }
}

