module {
  func.func @main(%arg0: tensor<2x3xi8>, %arg1: tensor<1x3xi32>) -> tensor<3x3xi32> {
    %0 = tosa.cast %arg0 : (tensor<2x3xi8>) -> tensor<2x3xi32>
    %1 = tosa.concat %0, %arg1 {axis = 0 : i32} : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<3x3xi32>
    return %1 : tensor<3x3xi32>
  }
}
