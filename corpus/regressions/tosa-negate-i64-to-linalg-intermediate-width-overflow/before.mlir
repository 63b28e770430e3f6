module {
  func.func @main(%arg0: tensor<2x3xi64>) -> tensor<2x3xi64> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi64>}> : () -> tensor<1xi64>
    %1 = tosa.negate %arg0, %0, %0 : (tensor<2x3xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2x3xi64>
    return %1 : tensor<2x3xi64>
  }
}
