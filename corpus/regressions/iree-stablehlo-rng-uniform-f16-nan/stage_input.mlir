module {
  func.func @main(%arg0: tensor<2x4xf32>) -> tensor<2x4xf16> {
    %cst = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %c = stablehlo.constant dense<[2, 4]> : tensor<2xi64>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<1xf64>
    %0 = stablehlo.convert %cst_0 : (tensor<1xf64>) -> tensor<1xf16>
    %1 = stablehlo.reshape %0 : (tensor<1xf16>) -> tensor<f16>
    %2 = stablehlo.convert %cst : (tensor<1xf64>) -> tensor<1xf16>
    %3 = stablehlo.reshape %2 : (tensor<1xf16>) -> tensor<f16>
    %4 = stablehlo.rng %1, %3, %c, distribution = UNIFORM : (tensor<f16>, tensor<f16>, tensor<2xi64>) -> tensor<2x4xf16>
    return %4 : tensor<2x4xf16>
  }
}
