module {
  func.func @main(%arg0: tensor<2xf64>) -> tensor<4xf64> {
    %0 = tosa.const_shape  {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1 = "tosa.const"() <{values = dense<0.10000000149011612> : tensor<1xf64>}> : () -> tensor<1xf64>
    %2 = tosa.pad %arg0, %0, %1 : (tensor<2xf64>, !tosa.shape<2>, tensor<1xf64>) -> tensor<4xf64>
    return %2 : tensor<4xf64>
  }
}
