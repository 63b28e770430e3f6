module {
  func.func @main(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<0xf32>
    %c = stablehlo.constant dense<0> : tensor<0x1xi64>
    %0 = "stablehlo.scatter"(%arg0, %c, %cst) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<3xf32>, tensor<0x1xi64>, tensor<0xf32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
}
