func.func @main() -> !torch.vtensor<[3],si16> {
  %float2.5 = torch.constant.float 2.500000e+00
  %int2 = torch.constant.int 2
  %none = torch.constant.none
  %0 = torch.aten.arange %float2.5, %int2, %none, %none, %none : !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[3],si16>
  return %0 : !torch.vtensor<[3],si16>
}
