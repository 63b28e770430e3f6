module {
  func.func @main(%arg0: tensor<2x3xf32>) -> tensor<1xf32> {
    %c = stablehlo.constant dense<[[1, -1]]> : tensor<1x2xi64>
    %0 = "stablehlo.gather"(%arg0, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xf32>, tensor<1x2xi64>) -> tensor<1xf32>
    return %0 : tensor<1xf32>
  }
}
