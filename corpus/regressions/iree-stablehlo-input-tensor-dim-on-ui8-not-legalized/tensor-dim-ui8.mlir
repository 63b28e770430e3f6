// tensor.dim of an unsigned-integer tensor, as torch-mlir's StableHLO output has it for any dynamic
// uint8 input (here alone; stage_input.mlir feeds it to a stablehlo.real_dynamic_slice).
// Run: iree-compile --iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=generic --iree-input-type=stablehlo --iree-input-demote-f64-to-f32=false THIS -o /dev/null
// iree-compile 3.13.0rc20261016 (89ece87b), pass iree-stablehlo-to-iree-input:
//   error: failed to legalize operation 'tensor.dim' that was explicitly marked illegal
// With tensor<?x3xi8> in place of tensor<?x3xui8> it compiles.
func.func @main(%arg0: tensor<?x3xui8>) -> index {
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %arg0, %c0 : tensor<?x3xui8>
  return %dim : index
}
