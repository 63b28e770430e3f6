func.func @main(%arg0: !torch.vtensor<[8],si64>) -> !torch.vtensor<[8],si64> {
  %0 = torch.aten.neg %arg0 : !torch.vtensor<[8],si64> -> !torch.vtensor<[8],si64>
  return %0 : !torch.vtensor<[8],si64>
}
