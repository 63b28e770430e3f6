// Run: torch-mlir-opt -convert-torch-to-stablehlo THIS
// torch.remainder(x, 3) and torch.remainder(x, y): PyTorch's remainder is a floor modulo (the result
// has the divisor's sign: remainder(-1, 3) == 2, remainder(-1.5, 2.0) == 0.5). Both become
// chlo.broadcast_rem (stablehlo.remainder), a truncated modulo (the dividend's sign: -1 and -1.5).
func.func @scalar(%arg0: !torch.vtensor<[4],si64>) -> !torch.vtensor<[4],si64> {
  %int3 = torch.constant.int 3
  %0 = torch.aten.remainder.Scalar %arg0, %int3 : !torch.vtensor<[4],si64>, !torch.int -> !torch.vtensor<[4],si64>
  return %0 : !torch.vtensor<[4],si64>
}
func.func @tensor(%arg0: !torch.vtensor<[4],f32>, %arg1: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %0 = torch.aten.remainder.Tensor %arg0, %arg1 : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}
