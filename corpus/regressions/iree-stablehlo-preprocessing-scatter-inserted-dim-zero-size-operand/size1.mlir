// The same slice_scatter form with the inserted dim of size 1 and one index (x[:, 0:1, :] = y):
// the materialized size-1 window fits, so the rewrite is valid.
func.func @main(%arg0: tensor<?x1x?xf32>, %arg1: tensor<?x1x?xf32>) -> tensor<?x1x?xf32> {
  %c = stablehlo.constant dense<0> : tensor<1x1xi64>
  %0 = "stablehlo.scatter"(%arg0, %c, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<?x1x?xf32>, tensor<1x1xi64>, tensor<?x1x?xf32>) -> tensor<?x1x?xf32>
  return %0 : tensor<?x1x?xf32>
}
