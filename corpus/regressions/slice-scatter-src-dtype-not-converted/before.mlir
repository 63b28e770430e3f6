module {
  func.func @main(%arg0: !torch.vtensor<[4,3],si16>, %arg1: !torch.vtensor<[2,3],si8>) -> !torch.vtensor<[4,3],si16> {
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %int3 = torch.constant.int 3
    %0 = torch.aten.slice_scatter %arg0, %arg1, %int0, %int1, %int3, %int1 : !torch.vtensor<[4,3],si16>, !torch.vtensor<[2,3],si8>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[4,3],si16>
    return %0 : !torch.vtensor<[4,3],si16>
  }
}
