module {
  func.func @main(%arg0: tensor<1x4x2x3xf32>) -> tensor<1x1x4x6xf32> {
    %expanded = tensor.expand_shape %arg0 [[0], [1, 2], [3, 4], [5]] output_shape [1, 2, 2, 1, 2, 3] : tensor<1x4x2x3xf32> into tensor<1x2x2x1x2x3xf32>
    %0 = tensor.empty() : tensor<1x2x2x2x3x1xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<1x2x2x1x2x3xf32>) outs(%0 : tensor<1x2x2x2x3x1xf32>) permutation = [0, 1, 4, 2, 5, 3] 
    %collapsed = tensor.collapse_shape %transposed [[0], [1, 2], [3, 4, 5]] : tensor<1x2x2x2x3x1xf32> into tensor<1x4x6xf32>
    %expanded_0 = tensor.expand_shape %collapsed [[0], [1, 2], [3]] output_shape [1, 1, 4, 6] : tensor<1x4x6xf32> into tensor<1x1x4x6xf32>
    return %expanded_0 : tensor<1x1x4x6xf32>
  }
}
