module {
  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %c = stablehlo.constant dense_resource<torch_tensor_2_torch.int64> : tensor<2xi64>
    %0 = stablehlo.slice %arg0 [0:2] : (tensor<4xf32>) -> tensor<2xf32>
    %1 = stablehlo.reshape %c : (tensor<2xi64>) -> tensor<2x1xi64>
    %2 = stablehlo.concatenate %1, dim = 1 : (tensor<2x1xi64>) -> tensor<2x1xi64>
    %3 = "stablehlo.scatter"(%arg0, %2, %0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<4xf32>, tensor<2x1xi64>, tensor<2xf32>) -> tensor<4xf32>
    return %3 : tensor<4xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.int64: "0x0800000001000000000000000300000000000000"
    }
  }
#-}
