func.func @main(%operand: tensor<?x2xf32>, %indices: tensor<3x1xi64>, %updates: tensor<3x2xf32>) -> tensor<?x2xf32> {
  %0 = "stablehlo.scatter"(%operand, %indices, %updates) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<?x2xf32>, tensor<3x1xi64>, tensor<3x2xf32>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}
