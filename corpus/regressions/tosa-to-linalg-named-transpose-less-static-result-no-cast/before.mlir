module {
  func.func @main(%arg0: tensor<1xi1>) -> tensor<?x?xi1> {
    %0 = tosa.const_shape  {values = dense<1> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %2 = tosa.const_shape  {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %4 = tosa.const_shape  {values = dense<2> : tensor<2xindex>} : () -> !tosa.shape<2>
    %5 = "tosa.const"() <{values = dense<1> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %6 = "tosa.const"() <{values = dense<false> : tensor<1x4x1xi1>}> : () -> tensor<1x4x1xi1>
    %7 = "tosa.const"() <{values = dense<[[2, 1]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %8 = tosa.concat %1, %5 {axis = 2 : i32} : (tensor<1x1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x2xi32>
    %9 = tosa.reshape %arg0, %0 : (tensor<1xi1>, !tosa.shape<3>) -> tensor<1x1x1xi1>
    %10 = tosa.reshape %8, %2 : (tensor<1x1x2xi32>, !tosa.shape<2>) -> tensor<1x2xi32>
    %11 = tosa.mul %10, %7, %3 : (tensor<1x2xi32>, tensor<1x2xi32>, tensor<1xi8>) -> tensor<1x2xi32>
    %12 = tosa.reduce_sum %11 {axis = 1 : i32} : (tensor<1x2xi32>) -> tensor<1x1xi32>
    %13 = tosa.scatter %6, %12, %9 : (tensor<1x4x1xi1>, tensor<1x1xi32>, tensor<1x1x1xi1>) -> tensor<1x4x1xi1>
    %14 = tosa.reshape %13, %4 : (tensor<1x4x1xi1>, !tosa.shape<2>) -> tensor<2x2xi1>
    %15 = tosa.transpose %14 {perms = array<i32: 1, 0>} : (tensor<2x2xi1>) -> tensor<?x?xi1>
    return %15 : tensor<?x?xi1>
  }
}
