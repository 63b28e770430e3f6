module {
  func.func @main(%arg0: tensor<3x4xi1>) -> tensor<3x4xi1> {
    %cst = arith.constant dense<false> : tensor<3x4xi1>
    return %cst : tensor<3x4xi1>
  }
}
