func.func @main(%arg0: !torch.vtensor<[2,3],f32>) -> !torch.vtensor {
  %int2 = torch.constant.int 2
  %int-1 = torch.constant.int -1
  %none = torch.constant.none
  %0 = torch.aten.repeat_interleave.self_int %arg0, %int2, %int-1, %none : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int, !torch.none -> !torch.vtensor
  return %0 : !torch.vtensor
}
