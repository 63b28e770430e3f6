module {
  func.func @main(%arg0: tensor<2x1xf32>, %arg1: tensor<?x1xf32>) -> tensor<2x2xf32> {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 1 : (tensor<2x1xf32>, tensor<?x1xf32>) -> tensor<2x2xf32>
    return %0 : tensor<2x2xf32>
  }
}
