// A stablehlo.scatter (add) of a ui8 operand whose update is a splat ui8 stablehlo.constant (torch-mlir's
// FX importer makes every one-element constant a plain dense splat), with two batch dims of indices.
// Run: iree-compile --iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=generic --iree-input-type=stablehlo --iree-input-demote-f64-to-f32=false THIS -o /dev/null
// iree-compile 3.13.0rc20261016 (89ece87b): iree-stablehlo-to-stablehlo-preprocessing (ScatterCollapseBatch)
// collapses the update with tensor.collapse_shape; the canonicalize after convert-shape-to-std folds it:
//   error: 'arith.constant' op integer return type must be signless
//   %0 = "arith.constant"() <{value = dense<7> : tensor<2xui8>}> : () -> tensor<2xui8>
// Compiles: the same with i8 (dense<7> : tensor<1x2xi8>); the non-splat dense<[[255, 7]]> : tensor<1x2xui8>;
// the update as a function argument instead of a constant; the ui8 constant in a plain stablehlo.add.
func.func @main(%arg0: tensor<4x2xui8>) -> tensor<4x2xui8> {
  %c = stablehlo.constant dense<7> : tensor<1x2xui8>
  %i = stablehlo.constant dense<[[[0, 0], [1, 1]]]> : tensor<1x2x2xi64>
  %0 = "stablehlo.scatter"(%arg0, %i, %c) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
  ^bb0(%arg1: tensor<ui8>, %arg2: tensor<ui8>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<ui8>
    stablehlo.return %1 : tensor<ui8>
  }) : (tensor<4x2xui8>, tensor<1x2x2xi64>, tensor<1x2xui8>) -> tensor<4x2xui8>
  return %0 : tensor<4x2xui8>
}
