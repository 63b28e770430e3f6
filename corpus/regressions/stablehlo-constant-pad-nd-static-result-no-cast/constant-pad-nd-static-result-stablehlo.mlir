func.func @f(%x: !torch.vtensor<[?],f32>) -> !torch.vtensor<[5],f32> {
  %int1 = torch.constant.int 1
  %pad = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %float0 = torch.constant.float 0.000000e+00
  %0 = torch.aten.constant_pad_nd %x, %pad, %float0 : !torch.vtensor<[?],f32>, !torch.list<int>, !torch.float -> !torch.vtensor<[5],f32>
  return %0 : !torch.vtensor<[5],f32>
}
