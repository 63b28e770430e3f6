module {
  func.func @main(%arg0: tensor<4x2xui8>) -> tensor<4x2xui8> {
    %c = stablehlo.constant dense<255> : tensor<1x1xui8>
    %c_0 = stablehlo.constant dense<0> : tensor<1x1x1xi64>
    %0 = stablehlo.iota dim = 1 : tensor<1x1x1xi64>
    %1 = stablehlo.concatenate %c_0, %0, dim = 2 : (tensor<1x1x1xi64>, tensor<1x1x1xi64>) -> tensor<1x1x2xi64>
    %2 = "stablehlo.scatter"(%arg0, %1, %c) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<ui8>, %arg2: tensor<ui8>):
      %3 = stablehlo.add %arg1, %arg2 : tensor<ui8>
      stablehlo.return %3 : tensor<ui8>
    }) : (tensor<4x2xui8>, tensor<1x1x2xi64>, tensor<1x1xui8>) -> tensor<4x2xui8>
    return %2 : tensor<4x2xui8>
  }
}
