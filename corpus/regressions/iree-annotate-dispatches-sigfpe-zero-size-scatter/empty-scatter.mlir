// A stablehlo.scatter with no updates (zero-size indices and updates): per the StableHLO spec the
// result is %arg0. This is what torch-mlir makes of index_copy(x, 0, empty index, empty source).
// Run: iree-compile --iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=generic --iree-input-type=stablehlo --iree-input-demote-f64-to-f32=false THIS -o /dev/null
// iree-compile 3.13.0rc20261016 (89ece87b): SIGFPE in IREE::Flow::getMainTensorForLinalgExtOp
// (iree-flow-annotate-dispatches); add --mlir-print-ir-before=iree-flow-annotate-dispatches to see
// the iree_linalg_ext.scatter over tensor<0xi8>, tensor<0xi32> that reaches it.
func.func @main(%arg0: tensor<2xi8>) -> tensor<2xi8> {
  %idx = stablehlo.constant dense<0> : tensor<0x1xi64>
  %upd = stablehlo.constant dense<0> : tensor<0xi8>
  %0 = "stablehlo.scatter"(%arg0, %idx, %upd) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<i8>, %b: tensor<i8>):
    stablehlo.return %b : tensor<i8>
  }) : (tensor<2xi8>, tensor<0x1xi64>, tensor<0xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}
