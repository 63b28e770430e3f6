module {
  func.func @main(%arg0: tensor<?x4xui8>) -> tensor<?x2xui8> {
    %c0 = arith.constant 0 : index
    %c3_i64 = arith.constant 3 : i64
    %cst = arith.constant dense<[0, 1]> : tensor<2xi64>
    %cst_0 = arith.constant dense<1> : tensor<2xi64>
    %dim = tensor.dim %arg0, %c0 : tensor<?x4xui8>
    %0 = arith.index_cast %dim : index to i64
    %from_elements = tensor.from_elements %0, %c3_i64 : tensor<2xi64>
    %1 = stablehlo.real_dynamic_slice %arg0, %cst, %from_elements, %cst_0 : (tensor<?x4xui8>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x2xui8>
    return %1 : tensor<?x2xui8>
  }
}
