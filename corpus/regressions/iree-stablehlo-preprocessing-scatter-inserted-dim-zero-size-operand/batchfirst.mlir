// The same empty scatter with the updates already batch-first (update_window_dims = [1, 2]):
// ScatterMaterializeInsertedDim applies directly (inserted dim 1 follows the non-indexed dim 0) and
// fails the same way.
func.func @main(%arg0: tensor<?x0x?xf32>, %u: tensor<0x?x?xf32>) -> tensor<?x0x?xf32> {
  %c = stablehlo.constant dense<> : tensor<0x1xi64>
  %0 = "stablehlo.scatter"(%arg0, %c, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<?x0x?xf32>, tensor<0x1xi64>, tensor<0x?x?xf32>) -> tensor<?x0x?xf32>
  return %0 : tensor<?x0x?xf32>
}
