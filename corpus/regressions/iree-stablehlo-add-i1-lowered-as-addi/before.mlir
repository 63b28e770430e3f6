module {
  func.func @main(%arg0: tensor<2x4xi1>, %arg1: tensor<2x4xi1>) -> tensor<2x4xi1> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2x4xi1>
    return %0 : tensor<2x4xi1>
  }
}
