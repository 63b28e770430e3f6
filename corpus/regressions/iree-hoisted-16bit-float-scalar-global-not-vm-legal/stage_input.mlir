module {
  func.func @main(%arg0: tensor<1x1xbf16>) -> tensor<1x8xbf16> {
    %cst = arith.constant dense<1.000000e-03> : tensor<1xf64>
    %0 = stablehlo.convert %cst : (tensor<1xf64>) -> tensor<1xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1xbf16>) -> tensor<bf16>
    %2 = stablehlo.pad %arg0, %1, low = [0, 4], high = [0, 3], interior = [0, 0] : (tensor<1x1xbf16>, tensor<bf16>) -> tensor<1x8xbf16>
    return %2 : tensor<1x8xbf16>
  }
}
