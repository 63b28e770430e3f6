// A widening stablehlo.convert feeding a dynamically shaped stablehlo.concatenate (this is
// stage_input.mlir: torch-mlir's StableHLO for torch.cat of an int8 and an int32 tensor).
// Run: iree-compile --iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=generic --iree-input-type=stablehlo --iree-input-demote-f64-to-f32=false THIS -o /dev/null
// iree-compile 3.13.0rc20261016 (89ece87b): error: 'memref.alloca' op stack allocation size overflows 64 bits
//   (memref<9007199254740991x9007199254740991xi32>).
// Add --mlir-print-ir-after=iree-dispatch-creation-clone-producers-into-dispatch-regions to see the
// convert's linalg.generic cloned into the concatenate's dispatch, where it is only read by tensor.extract.
// With static shapes (tensor<2x3xi8>, tensor<2x4xi32>) it compiles; with stablehlo.negate (f32, not a
// bit-extend) in place of the convert it compiles.
func.func @main(%a: tensor<?x?xi8>, %b: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %0 = stablehlo.convert %a : (tensor<?x?xi8>) -> tensor<?x?xi32>
  %2 = stablehlo.concatenate %0, %b, dim = 1 : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>
  return %2 : tensor<?x?xi32>
}
