module {
  func.func @main(%arg0: tensor<2x3xi64>) -> tensor<2x3xi64> {
    %c = stablehlo.constant dense_resource<torch_tensor_2_3_torch.int64> : tensor<2x3xi64>
    %0 = stablehlo.slice %arg0 [0:2, 0:3] : (tensor<2x3xi64>) -> tensor<2x3xi64>
    %1 = stablehlo.reshape %c : (tensor<2x3xi64>) -> tensor<2x3x1xi64>
    %2 = stablehlo.iota dim = 1 : tensor<2x3x1xi64>
    %3 = stablehlo.concatenate %1, %2, dim = 2 : (tensor<2x3x1xi64>, tensor<2x3x1xi64>) -> tensor<2x3x2xi64>
    %4 = "stablehlo.scatter"(%arg0, %3, %0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %5 = stablehlo.add %arg1, %arg2 : tensor<i64>
      stablehlo.return %5 : tensor<i64>
    }) : (tensor<2x3xi64>, tensor<2x3x2xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    return %4 : tensor<2x3xi64>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_3_torch.int64: "0x08000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000"
    }
  }
#-}
