module {
  func.func @main(%arg0: tensor<2x3xf32>) -> tensor<2x1xf32> {
    %c = stablehlo.constant dense_resource<torch_tensor_2_1_torch.int64> : tensor<2x1xi64>
    %c_0 = stablehlo.constant dense<3> : tensor<2x1xi64>
    %0 = stablehlo.remainder %c, %c_0 : tensor<2x1xi64>
    %1 = stablehlo.iota dim = 0 : tensor<2x1x1xi64>
    %2 = stablehlo.reshape %0 : (tensor<2x1xi64>) -> tensor<2x1x1xi64>
    %3 = stablehlo.concatenate %1, %2, dim = 2 : (tensor<2x1x1xi64>, tensor<2x1x1xi64>) -> tensor<2x1x2xi64>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xf32>, tensor<2x1x2xi64>) -> tensor<2x1xf32>
    return %4 : tensor<2x1xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_1_torch.int64: "0x08000000FFFFFFFFFFFFFFFF0100000000000000"
    }
  }
#-}
