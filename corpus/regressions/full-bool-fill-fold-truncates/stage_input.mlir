module {
  func.func @main(%arg0: tensor<1xf32>) -> tensor<1xi1> {
    %cst = arith.constant dense<false> : tensor<1xi1>
    return %cst : tensor<1xi1>
  }
}
