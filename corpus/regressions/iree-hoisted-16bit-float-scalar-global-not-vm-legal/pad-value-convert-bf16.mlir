// IREE alone, no torch-mlir: a bf16 pad value computed from an f32 constant.
// iree-compile --iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=generic \
//   --iree-input-type=stablehlo pad-value-convert-bf16.mlir -o /dev/null
// fails: "failed to legalize operation 'util.initializer'" / "conversion to vm.module failed".
// Vary one thing:
//   bf16 -> f16 everywhere:                       fails the same way (global @__hoisted_f16).
//   1.000000e-03 -> 5.000000e-01 (exact in bf16): compiles (the truncf folds, nothing is hoisted).
//   %1 = stablehlo.constant dense<1.000000e-03> : tensor<bf16> instead of %c/%0/%1: compiles.
//   --iree-opt-const-expr-hoisting=false:         compiles and runs right.
func.func @main(%x: tensor<2x4xbf16>) -> tensor<2x11xbf16> {
  %c = arith.constant dense<1.000000e-03> : tensor<1xf32>
  %0 = stablehlo.convert %c : (tensor<1xf32>) -> tensor<1xbf16>
  %1 = stablehlo.reshape %0 : (tensor<1xbf16>) -> tensor<bf16>
  %2 = stablehlo.pad %x, %1, low = [0, 4], high = [0, 3], interior = [0, 0] : (tensor<2x4xbf16>, tensor<bf16>) -> tensor<2x11xbf16>
  return %2 : tensor<2x11xbf16>
}
