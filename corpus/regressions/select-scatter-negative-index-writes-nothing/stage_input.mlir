module {
  func.func @main(%arg0: tensor<5xi32>) -> tensor<5xi32> {
    return %arg0 : tensor<5xi32>
  }
}
