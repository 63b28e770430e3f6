// iree-compile --iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=generic --iree-input-type=stablehlo concat-dynamic-operand-static-result.mlir -o /dev/null
// error: expected type to be 'tensor<2x1xf32>' or a rank-reduced version. (size mismatch)
// With the result typed tensor<?x2xf32> it compiles.
func.func @main(%a: tensor<2x1xf32>, %b: tensor<?x1xf32>) -> tensor<2x2xf32> {
  %0 = stablehlo.concatenate %a, %b, dim = 1 : (tensor<2x1xf32>, tensor<?x1xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
