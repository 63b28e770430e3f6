module {
  func.func @main(%arg0: tensor<f32>, %arg1: tensor<i8>) -> tensor<f32> {
    %0 = tosa.cast %arg1 : (tensor<i8>) -> tensor<f32>
    return %0 : tensor<f32>
  }
}
