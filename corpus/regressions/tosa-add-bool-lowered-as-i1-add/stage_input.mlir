module {
  func.func @main(%arg0: tensor<2x3xi1>, %arg1: tensor<2x3xi1>) -> tensor<2x3xi1> {
    %0 = tosa.add %arg0, %arg1 : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    return %0 : tensor<2x3xi1>
  }
}
