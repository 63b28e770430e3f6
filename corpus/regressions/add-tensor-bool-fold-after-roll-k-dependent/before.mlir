module {
  func.func @main(%arg0: tensor<2xi1>) -> tensor<2xi1> {
    %cst = arith.constant dense<false> : tensor<2xi1>
    return %cst : tensor<2xi1>
  }
}
