module {
  func.func @main(%arg0: !torch.vtensor<[0],f16>) -> !torch.vtensor<[0],f16> {
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %1 = torch.aten.unflatten.int %arg0, %int0, %0 : !torch.vtensor<[0],f16>, !torch.int, !torch.list<int> -> !torch.vtensor<[0],f16>
    return %1 : !torch.vtensor<[0],f16>
  }
}
