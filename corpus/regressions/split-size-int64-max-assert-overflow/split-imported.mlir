module {
  func.func @main(%arg0: !torch.vtensor<[0,2],si8>) -> !torch.vtensor<[0,2],si8> {
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int1 = torch.constant.int 1
    %0 = torch.aten.split.Tensor %arg0, %int9223372036854775807, %int1 : !torch.vtensor<[0,2],si8>, !torch.int, !torch.int -> !torch.list<vtensor>
    %1 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[0,2],si8>
    return %1 : !torch.vtensor<[0,2],si8>
  }
}

