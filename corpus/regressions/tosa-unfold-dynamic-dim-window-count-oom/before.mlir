module {
  func.func @main(%arg0: !torch.vtensor<[?],si32>) -> !torch.vtensor<[?,3],si32> {
    %int0 = torch.constant.int 0
    %int3 = torch.constant.int 3
    %int4 = torch.constant.int 4
    %0 = torch.aten.unfold %arg0, %int0, %int3, %int4 : !torch.vtensor<[?],si32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,3],si32>
    return %0 : !torch.vtensor<[?,3],si32>
  }
}
