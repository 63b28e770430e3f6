module {
  func.func @main(%arg0: tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>) {
    %c = stablehlo.constant dense<2147483646> : tensor<1xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<1x1xi64>
    %0 = "stablehlo.scatter"(%arg0, %c_0, %c) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      stablehlo.return %arg2 : tensor<i32>
    }) : (tensor<2xi32>, tensor<1x1xi64>, tensor<1xi32>) -> tensor<2xi32>
    return %arg0, %0 : tensor<2xi32>, tensor<2xi32>
  }
}
