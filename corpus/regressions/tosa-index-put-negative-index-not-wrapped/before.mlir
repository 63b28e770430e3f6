module {
  func.func @main(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = tosa.const_shape  {values = dense<[1, 6, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = tosa.const_shape  {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = "tosa.const"() <{values = dense<1> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %4 = "tosa.const"() <{values = dense<-1> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %5 = "tosa.const"() <{values = dense<7.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %6 = "tosa.const"() <{values = dense<[[3, 1]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %7 = tosa.concat %3, %4 {axis = 1 : i32} : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x2xi32>
    %8 = tosa.reshape %arg0, %0 : (tensor<2x3xf32>, !tosa.shape<3>) -> tensor<1x6x1xf32>
    %9 = tosa.mul %7, %6, %1 : (tensor<1x2xi32>, tensor<1x2xi32>, tensor<1xi8>) -> tensor<1x2xi32>
    %10 = tosa.reduce_sum %9 {axis = 1 : i32} : (tensor<1x2xi32>) -> tensor<1x1xi32>
    %11 = tosa.scatter %8, %10, %5 : (tensor<1x6x1xf32>, tensor<1x1xi32>, tensor<1x1x1xf32>) -> tensor<1x6x1xf32>
    %12 = tosa.reshape %11, %2 : (tensor<1x6x1xf32>, !tosa.shape<2>) -> tensor<2x3xf32>
    return %12 : tensor<2x3xf32>
  }
}
