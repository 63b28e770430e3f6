// Run: torch-mlir-opt -canonicalize remainder-scalar-fold.mlir
// aten.remainder.Scalar on constant tensors. torch.remainder is a floor modulo (the result takes
// the divisor's sign): eager gives remainder(-1, 2) == 1 and remainder(-1.5, 2.0) == 0.5.
// AtenRemainderScalarOp::fold folds with APInt::srem / std::fmod (truncating): -1 and -1.5.
func.func @int() -> !torch.vtensor<[1],si64> {
  %int2 = torch.constant.int 2
  %0 = torch.vtensor.literal(dense<-1> : tensor<1xsi64>) : !torch.vtensor<[1],si64>
  %1 = torch.aten.remainder.Scalar %0, %int2 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1],si64>
  return %1 : !torch.vtensor<[1],si64>
}
func.func @float() -> !torch.vtensor<[1],f32> {
  %float2 = torch.constant.float 2.000000e+00
  %0 = torch.vtensor.literal(dense<-1.500000e+00> : tensor<1xf32>) : !torch.vtensor<[1],f32>
  %1 = torch.aten.remainder.Scalar %0, %float2 : !torch.vtensor<[1],f32>, !torch.float -> !torch.vtensor<[1],f32>
  return %1 : !torch.vtensor<[1],f32>
}
