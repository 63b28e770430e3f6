module {
  func.func @main(%arg0: !torch.vtensor<[?,3],si32>) -> (!torch.vtensor<[1,3],si32>, !torch.vtensor<[2,2,2],si32>) {
    %int2 = torch.constant.int 2
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %int-3 = torch.constant.int -3
    %none = torch.constant.none
    %int3 = torch.constant.int 3
    %0 = torch.aten.slice.Tensor %arg0, %int0, %int-3, %none, %int3 : !torch.vtensor<[?,3],si32>, !torch.int, !torch.int, !torch.none, !torch.int -> !torch.vtensor<[1,3],si32>
    %1 = torch.aten.unfold %arg0, %int1, %int2, %int1 : !torch.vtensor<[?,3],si32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,2,2],si32>
    return %0, %1 : !torch.vtensor<[1,3],si32>, !torch.vtensor<[2,2,2],si32>
  }
}
