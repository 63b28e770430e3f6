module {
  func.func @main(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %c = stablehlo.constant dense<9223372036854775807> : tensor<3x3xi64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x3xf32>
    %0 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %1 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %2 = stablehlo.add %1, %c : tensor<3x3xi64>
    %3 = stablehlo.compare GE, %0, %2, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<3x3xi1>) -> tensor<3x3xi1>
    %5 = stablehlo.select %4, %arg0, %cst : tensor<3x3xi1>, tensor<3x3xf32>
    return %5 : tensor<3x3xf32>
  }
}
