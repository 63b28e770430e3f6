module {
  func.func @main(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %cst = stablehlo.constant dense<7.000000e+00> : tensor<1xf32>
    %c = stablehlo.constant dense<[[1, -1]]> : tensor<1x2xi64>
    %0 = "stablehlo.scatter"(%arg0, %c, %cst) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<2x3xf32>, tensor<1x2xi64>, tensor<1xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
