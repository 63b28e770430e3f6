module {
  func.func @main(%arg0: !torch.vtensor<[3],f32>) -> !torch.vtensor<[0],f32> {
    %int0 = torch.constant.int 0
    %int-1 = torch.constant.int -1
    %int1 = torch.constant.int 1
    %0 = torch.aten.slice.Tensor %arg0, %int0, %int-1, %int1, %int1 : !torch.vtensor<[3],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[0],f32>
    %1 = torch.aten.slice.Tensor %0, %int0, %int0, %int0, %int1 : !torch.vtensor<[0],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[0],f32>
    return %1 : !torch.vtensor<[0],f32>
  }
}
