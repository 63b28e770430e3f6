func.func @main(%arg0: !torch.vtensor<[?],f32>, %arg1: !torch.vtensor<[4],i1>, %arg2: !torch.vtensor<[],f32>) -> !torch.vtensor<[?],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %0 = torch.aten.where.self %arg1, %arg2, %arg0 : !torch.vtensor<[4],i1>, !torch.vtensor<[],f32>, !torch.vtensor<[?],f32> -> !torch.vtensor<[?],f32>
  %1 = torch.aten.slice.Tensor %0, %int0, %int0, %int2, %int1 : !torch.vtensor<[?],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?],f32>
  return %1 : !torch.vtensor<[?],f32>
}
