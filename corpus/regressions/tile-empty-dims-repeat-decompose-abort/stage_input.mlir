module {
  func.func @main(%arg0: !torch.vtensor<[2],si8>) -> !torch.vtensor<[2,2],si8> {
    %0 = torch.prim.ListConstruct %arg0, %arg0 : (!torch.vtensor<[2],si8>, !torch.vtensor<[2],si8>) -> !torch.list<vtensor>
    %int0 = torch.constant.int 0
    %1 = torch.aten.stack %0, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor
    %2 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %3 = torch.aten.tile %1, %2 : !torch.vtensor, !torch.list<int> -> !torch.vtensor
    %4 = torch.tensor_static_info_cast %3 : !torch.vtensor to !torch.vtensor<[2,2],si8>
    return %4 : !torch.vtensor<[2,2],si8>
  }
}
