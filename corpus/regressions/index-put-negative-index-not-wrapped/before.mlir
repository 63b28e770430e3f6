module {
  func.func @main(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %cst = arith.constant dense<7.000000e+00> : tensor<1x1x1xf32>
    %cst_0 = arith.constant dense<[[1, -1]]> : tensor<1x2xi64>
    %0 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(true) ins(%cst, %cst_0 : tensor<1x1x1xf32>, tensor<1x2xi64>) outs(%arg0 : tensor<2x3xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      tm_tensor.yield %arg1 : f32
    } -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
