module {
  func.func @main(%arg0: tensor<?x2xf32>) -> tensor<8xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : (tensor<?x2xf32>) -> tensor<4x2xf32>
    %1 = stablehlo.reshape %0 : (tensor<4x2xf32>) -> tensor<8xf32>
    return %1 : tensor<8xf32>
  }
}
