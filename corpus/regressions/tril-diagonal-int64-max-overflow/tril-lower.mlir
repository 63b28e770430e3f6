func.func @main(%arg0: !torch.vtensor<[3,3],f32>) -> !torch.vtensor<[3,3],f32> {
  %int9223372036854775807 = torch.constant.int 9223372036854775807
  %0 = torch.aten.tril %arg0, %int9223372036854775807 : !torch.vtensor<[3,3],f32>, !torch.int -> !torch.vtensor<[3,3],f32>
  return %0 : !torch.vtensor<[3,3],f32>
}
