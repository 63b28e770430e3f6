module {
  func.func @main(%arg0: tensor<5x4xbf16>) -> tensor<5x4xbf16> {
    %cst = stablehlo.constant dense_resource<torch_tensor_5_torch.bfloat16> : tensor<5xbf16>
    %c = stablehlo.constant dense<3> : tensor<1x1xi64>
    %0 = stablehlo.reshape %cst : (tensor<5xbf16>) -> tensor<5x1xbf16>
    %1 = "stablehlo.scatter"(%arg0, %c, %0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
      stablehlo.return %arg2 : tensor<bf16>
    }) : (tensor<5x4xbf16>, tensor<1x1xi64>, tensor<5x1xbf16>) -> tensor<5x4xbf16>
    return %1 : tensor<5x4xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_5_torch.bfloat16: "0x0200000000800080803F0080833A"
    }
  }
#-}
