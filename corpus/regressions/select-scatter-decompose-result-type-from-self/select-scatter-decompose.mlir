func.func @f(%self: !torch.vtensor<[2,?],f32>, %src: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2,3],f32> {
  %int1 = torch.constant.int 1
  %int0 = torch.constant.int 0
  %0 = torch.aten.select_scatter %self, %src, %int1, %int0 : !torch.vtensor<[2,?],f32>, !torch.vtensor<[2],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}
