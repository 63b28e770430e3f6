module {
  func.func @main(%arg0: tensor<?x2xf32>) -> tensor<?x2xf32> {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %c1_i64 = arith.constant 1 : i64
    %cst = stablehlo.constant dense_resource<torch_tensor_3_torch.float32> : tensor<3xf32>
    %c0 = arith.constant 0 : index
    %cst_1 = arith.constant dense<0> : tensor<i64>
    %dim = tensor.dim %arg0, %c0 : tensor<?x2xf32>
    %0 = arith.index_cast %dim : index to i64
    %from_elements = tensor.from_elements %0 : tensor<1xi64>
    %1 = stablehlo.convert %from_elements : tensor<1xi64>
    %2 = stablehlo.reshape %1 : (tensor<1xi64>) -> tensor<i64>
    %3 = stablehlo.subtract %2, %c_0 : tensor<i64>
    %4 = stablehlo.convert %c : (tensor<i64>) -> tensor<f64>
    %5 = stablehlo.convert %3 : (tensor<i64>) -> tensor<f64>
    %6 = stablehlo.divide %5, %4 : tensor<f64>
    %7 = stablehlo.ceil %6 : tensor<f64>
    %8 = stablehlo.convert %7 : (tensor<f64>) -> tensor<i64>
    %9 = stablehlo.reshape %8 : (tensor<i64>) -> tensor<1xi64>
    %10 = stablehlo.dynamic_iota %9, dim = 0 : (tensor<1xi64>) -> tensor<?xi64>
    %11 = shape.shape_of %10 : tensor<?xi64> -> tensor<1xindex>
    %12 = stablehlo.dynamic_broadcast_in_dim %10, %11, dims = [0] : (tensor<?xi64>, tensor<1xindex>) -> tensor<?xi64>
    %13 = stablehlo.dynamic_broadcast_in_dim %c, %11, dims = [] : (tensor<i64>, tensor<1xindex>) -> tensor<?xi64>
    %14 = stablehlo.multiply %12, %13 : tensor<?xi64>
    %15 = shape.shape_of %14 : tensor<?xi64> -> tensor<1xindex>
    %16 = stablehlo.dynamic_broadcast_in_dim %14, %15, dims = [0] : (tensor<?xi64>, tensor<1xindex>) -> tensor<?xi64>
    %17 = stablehlo.dynamic_broadcast_in_dim %c_0, %15, dims = [] : (tensor<i64>, tensor<1xindex>) -> tensor<?xi64>
    %18 = stablehlo.add %16, %17 : tensor<?xi64>
    %dim_2 = tensor.dim %18, %c0 : tensor<?xi64>
    %19 = arith.index_cast %dim_2 : index to i64
    %from_elements_3 = tensor.from_elements %19 : tensor<1xi64>
    %from_elements_4 = tensor.from_elements %19, %c1_i64 : tensor<2xi64>
    %20 = stablehlo.dynamic_reshape %18, %from_elements_4 : (tensor<?xi64>, tensor<2xi64>) -> tensor<?x1xi64>
    %21 = stablehlo.dynamic_broadcast_in_dim %cst_1, %from_elements_3, dims = [] : (tensor<i64>, tensor<1xi64>) -> tensor<?xi64>
    %dim_5 = tensor.dim %21, %c0 : tensor<?xi64>
    %22 = arith.index_cast %dim_5 : index to i64
    %from_elements_6 = tensor.from_elements %22, %c1_i64 : tensor<2xi64>
    %23 = stablehlo.dynamic_reshape %21, %from_elements_6 : (tensor<?xi64>, tensor<2xi64>) -> tensor<?x1xi64>
    %24 = stablehlo.concatenate %20, %23, dim = 1 : (tensor<?x1xi64>, tensor<?x1xi64>) -> tensor<?x2xi64>
    %25 = "stablehlo.scatter"(%arg0, %24, %cst) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<?x2xf32>, tensor<?x2xi64>, tensor<3xf32>) -> tensor<?x2xf32>
    return %25 : tensor<?x2xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_3_torch.float32: "0x040000000000803F0000004000004040"
    }
  }
#-}
