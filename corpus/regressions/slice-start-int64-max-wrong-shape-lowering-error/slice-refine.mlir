func.func @main(%arg0: !torch.vtensor<[1,1,2],f32>) -> !torch.vtensor {
  %int2 = torch.constant.int 2
  %int9223372036854775807 = torch.constant.int 9223372036854775807
  %int-1 = torch.constant.int -1
  %int1 = torch.constant.int 1
  %0 = torch.aten.slice.Tensor %arg0, %int2, %int9223372036854775807, %int-1, %int1 : !torch.vtensor<[1,1,2],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor
  return %0 : !torch.vtensor
}
