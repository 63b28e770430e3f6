func.func @f(%x: !torch.vtensor<[2,?,3],f32>) -> !torch.vtensor<[6,3],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %0 = torch.prims.collapse %x, %int0, %int1 : !torch.vtensor<[2,?,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[6,3],f32>
  return %0 : !torch.vtensor<[6,3],f32>
}
