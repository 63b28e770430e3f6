module {
  func.func @main(%arg0: !torch.vtensor<[5],si8>) -> !torch.vtensor<[2,5],si8> {
    %0 = torch.prim.ListConstruct %arg0, %arg0 : (!torch.vtensor<[5],si8>, !torch.vtensor<[5],si8>) -> !torch.list<vtensor>
    %int0 = torch.constant.int 0
    %1 = torch.aten.stack %0, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor
    %none = torch.constant.none
    %none_0 = torch.constant.none
    %none_1 = torch.constant.none
    %none_2 = torch.constant.none
    %none_3 = torch.constant.none
    %2 = torch.aten.empty_like %1, %none, %none_0, %none_1, %none_2, %none_3 : !torch.vtensor, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor
    %3 = torch.tensor_static_info_cast %2 : !torch.vtensor to !torch.vtensor<[2,5],si8>
    return %3 : !torch.vtensor<[2,5],si8>
  }
}
