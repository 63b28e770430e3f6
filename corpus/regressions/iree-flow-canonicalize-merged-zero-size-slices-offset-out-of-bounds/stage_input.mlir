module {
  func.func @main(%arg0: tensor<?x3xf32>) -> tensor<?x0xf32> {
    %c0 = arith.constant 0 : index
    %c3_i64 = arith.constant 3 : i64
    %cst = arith.constant dense<[0, 3]> : tensor<2xi64>
    %cst_0 = arith.constant dense<1> : tensor<2xi64>
    %c0_i64 = arith.constant 0 : i64
    %cst_1 = arith.constant dense<0> : tensor<2xi64>
    %dim = tensor.dim %arg0, %c0 : tensor<?x3xf32>
    %0 = arith.index_cast %dim : index to i64
    %from_elements = tensor.from_elements %0, %c3_i64 : tensor<2xi64>
    %1 = stablehlo.real_dynamic_slice %arg0, %cst, %from_elements, %cst_0 : (tensor<?x3xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x0xf32>
    %dim_2 = tensor.dim %1, %c0 : tensor<?x0xf32>
    %2 = arith.index_cast %dim_2 : index to i64
    %from_elements_3 = tensor.from_elements %2, %c0_i64 : tensor<2xi64>
    %3 = stablehlo.real_dynamic_slice %1, %cst_1, %from_elements_3, %cst_0 : (tensor<?x0xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x0xf32>
    return %3 : tensor<?x0xf32>
  }
}
