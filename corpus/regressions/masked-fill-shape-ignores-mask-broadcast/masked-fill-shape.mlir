func.func @main(%arg0: !torch.vtensor<[2],f32>, %arg1: !torch.vtensor<[2,1],i1>) -> !torch.vtensor {
  %float1 = torch.constant.float 1.000000e+00
  %0 = torch.aten.masked_fill.Scalar %arg0, %arg1, %float1 : !torch.vtensor<[2],f32>, !torch.vtensor<[2,1],i1>, !torch.float -> !torch.vtensor
  return %0 : !torch.vtensor
}
