module {
  func.func @main(%arg0: tensor<1x1x4xf16>) -> tensor<1x1x4xbf16> {
    %0 = tosa.cast %arg0 : (tensor<1x1x4xf16>) -> tensor<1x1x4xbf16>
    return %0 : tensor<1x1x4xbf16>
  }
}
