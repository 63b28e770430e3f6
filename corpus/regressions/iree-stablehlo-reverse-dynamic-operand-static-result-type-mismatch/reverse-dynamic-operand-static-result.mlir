// iree-compile --iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=generic --iree-input-type=stablehlo reverse-dynamic-operand-static-result.mlir -o /dev/null
// iree-opt --pass-pipeline='builtin.module(func.func(iree-stablehlo-to-linalg-ext))' reverse-dynamic-operand-static-result.mlir
// error: 'linalg.generic' op expected type of operand #0 ('tensor<?x2xf32>') to match type of corresponding result ('tensor<4x2xf32>')
// With the result typed tensor<?x2xf32> (function result too), or %a typed tensor<4x2xf32>, it compiles.
func.func @main(%a: tensor<?x2xf32>) -> tensor<4x2xf32> {
  %0 = stablehlo.reverse %a, dims = [0] : (tensor<?x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
