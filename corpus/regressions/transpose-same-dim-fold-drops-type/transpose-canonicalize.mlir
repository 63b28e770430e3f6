func.func @main(%arg0: !torch.vtensor<[2],f32>) -> !torch.vtensor {
  %int-1 = torch.constant.int -1
  %0 = torch.aten.transpose.int %arg0, %int-1, %int-1 : !torch.vtensor<[2],f32>, !torch.int, !torch.int -> !torch.vtensor
  return %0 : !torch.vtensor
}
