module {
  func.func @main(%arg0: tensor<?x1x?x?xf16>) -> tensor<?x1x5x?xf16> {
    %c = stablehlo.constant dense<0> : tensor<1xi64>
    %c_0 = stablehlo.constant dense<1> : tensor<1xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<i64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c1_i64 = arith.constant 1 : i64
    %c_3 = stablehlo.constant dense_resource<torch_tensor_5_torch.int64> : tensor<5xi64>
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5_i64 = arith.constant 5 : i64
    %dim = tensor.dim %arg0, %c3 : tensor<?x1x?x?xf16>
    %0 = arith.index_cast %dim : index to i64
    %from_elements = tensor.from_elements %0 : tensor<1xi64>
    %1 = stablehlo.convert %from_elements : tensor<1xi64>
    %2 = stablehlo.reshape %1 : (tensor<1xi64>) -> tensor<i64>
    %3 = stablehlo.subtract %2, %c_2 : tensor<i64>
    %4 = stablehlo.convert %c_1 : (tensor<i64>) -> tensor<f64>
    %5 = stablehlo.convert %3 : (tensor<i64>) -> tensor<f64>
    %6 = stablehlo.divide %5, %4 : tensor<f64>
    %7 = stablehlo.ceil %6 : tensor<f64>
    %8 = stablehlo.convert %7 : (tensor<f64>) -> tensor<i64>
    %9 = stablehlo.reshape %8 : (tensor<i64>) -> tensor<1xi64>
    %10 = stablehlo.dynamic_iota %9, dim = 0 : (tensor<1xi64>) -> tensor<?xi64>
    %11 = shape.shape_of %10 : tensor<?xi64> -> tensor<1xindex>
    %12 = stablehlo.dynamic_broadcast_in_dim %10, %11, dims = [0] : (tensor<?xi64>, tensor<1xindex>) -> tensor<?xi64>
    %13 = stablehlo.dynamic_broadcast_in_dim %c_1, %11, dims = [] : (tensor<i64>, tensor<1xindex>) -> tensor<?xi64>
    %14 = stablehlo.multiply %12, %13 : tensor<?xi64>
    %15 = shape.shape_of %14 : tensor<?xi64> -> tensor<1xindex>
    %16 = stablehlo.dynamic_broadcast_in_dim %14, %15, dims = [0] : (tensor<?xi64>, tensor<1xindex>) -> tensor<?xi64>
    %17 = stablehlo.dynamic_broadcast_in_dim %c_2, %15, dims = [] : (tensor<i64>, tensor<1xindex>) -> tensor<?xi64>
    %18 = stablehlo.add %16, %17 : tensor<?xi64>
    %19 = stablehlo.reshape %c_3 : (tensor<5xi64>) -> tensor<5x1xi64>
    %20 = stablehlo.convert %c_1 : (tensor<i64>) -> tensor<f64>
    %21 = stablehlo.divide %20, %4 : tensor<f64>
    %22 = stablehlo.ceil %21 : tensor<f64>
    %23 = stablehlo.convert %22 : (tensor<f64>) -> tensor<i64>
    %24 = stablehlo.reshape %23 : (tensor<i64>) -> tensor<1xi64>
    %25 = stablehlo.dynamic_iota %24, dim = 0 : (tensor<1xi64>) -> tensor<1xi64>
    %26 = stablehlo.multiply %25, %c_0 : tensor<1xi64>
    %27 = stablehlo.add %26, %c : tensor<1xi64>
    %28 = stablehlo.reshape %27 : (tensor<1xi64>) -> tensor<1x1xi64>
    %29 = stablehlo.reshape %28 : (tensor<1x1xi64>) -> tensor<1x1x1xi64>
    %dim_4 = tensor.dim %arg0, %c0 : tensor<?x1x?x?xf16>
    %30 = arith.index_cast %dim_4 : index to i64
    %from_elements_5 = tensor.from_elements %30 : tensor<1xi64>
    %31 = stablehlo.convert %from_elements_5 : tensor<1xi64>
    %32 = stablehlo.reshape %31 : (tensor<1xi64>) -> tensor<i64>
    %33 = stablehlo.subtract %32, %c_2 : tensor<i64>
    %34 = stablehlo.convert %33 : (tensor<i64>) -> tensor<f64>
    %35 = stablehlo.divide %34, %4 : tensor<f64>
    %36 = stablehlo.ceil %35 : tensor<f64>
    %37 = stablehlo.convert %36 : (tensor<f64>) -> tensor<i64>
    %38 = stablehlo.reshape %37 : (tensor<i64>) -> tensor<1xi64>
    %39 = stablehlo.dynamic_iota %38, dim = 0 : (tensor<1xi64>) -> tensor<?xi64>
    %40 = shape.shape_of %39 : tensor<?xi64> -> tensor<1xindex>
    %41 = stablehlo.dynamic_broadcast_in_dim %39, %40, dims = [0] : (tensor<?xi64>, tensor<1xindex>) -> tensor<?xi64>
    %42 = stablehlo.dynamic_broadcast_in_dim %c_1, %40, dims = [] : (tensor<i64>, tensor<1xindex>) -> tensor<?xi64>
    %43 = stablehlo.multiply %41, %42 : tensor<?xi64>
    %44 = shape.shape_of %43 : tensor<?xi64> -> tensor<1xindex>
    %45 = stablehlo.dynamic_broadcast_in_dim %43, %44, dims = [0] : (tensor<?xi64>, tensor<1xindex>) -> tensor<?xi64>
    %46 = stablehlo.dynamic_broadcast_in_dim %c_2, %44, dims = [] : (tensor<i64>, tensor<1xindex>) -> tensor<?xi64>
    %47 = stablehlo.add %45, %46 : tensor<?xi64>
    %dim_6 = tensor.dim %47, %c0 : tensor<?xi64>
    %from_elements_7 = tensor.from_elements %dim_6, %c1 : tensor<2xindex>
    %48 = stablehlo.dynamic_reshape %47, %from_elements_7 : (tensor<?xi64>, tensor<2xindex>) -> tensor<?x1xi64>
    %dim_8 = tensor.dim %48, %c0 : tensor<?x1xi64>
    %from_elements_9 = tensor.from_elements %dim_8, %c1, %c1 : tensor<3xindex>
    %49 = stablehlo.dynamic_reshape %48, %from_elements_9 : (tensor<?x1xi64>, tensor<3xindex>) -> tensor<?x1x1xi64>
    %dim_10 = tensor.dim %49, %c0 : tensor<?x1x1xi64>
    %from_elements_11 = tensor.from_elements %dim_10, %c1, %c1, %c1 : tensor<4xindex>
    %50 = stablehlo.dynamic_reshape %49, %from_elements_11 : (tensor<?x1x1xi64>, tensor<4xindex>) -> tensor<?x1x1x1xi64>
    %dim_12 = tensor.dim %18, %c0 : tensor<?xi64>
    %51 = arith.index_cast %dim_12 : index to i64
    %dim_13 = tensor.dim %50, %c0 : tensor<?x1x1x1xi64>
    %52 = arith.index_cast %dim_13 : index to i64
    %from_elements_14 = tensor.from_elements %52, %c1_i64, %c5_i64, %51 : tensor<4xi64>
    %53 = stablehlo.dynamic_broadcast_in_dim %50, %from_elements_14, dims = [0, 1, 2, 3] : (tensor<?x1x1x1xi64>, tensor<4xi64>) -> tensor<?x1x5x?xi64>
    %dim_15 = tensor.dim %53, %c0 : tensor<?x1x5x?xi64>
    %54 = arith.index_cast %dim_15 : index to i64
    %dim_16 = tensor.dim %53, %c3 : tensor<?x1x5x?xi64>
    %55 = arith.index_cast %dim_16 : index to i64
    %from_elements_17 = tensor.from_elements %54, %c1_i64, %c5_i64, %55, %c1_i64 : tensor<5xi64>
    %56 = stablehlo.dynamic_reshape %53, %from_elements_17 : (tensor<?x1x5x?xi64>, tensor<5xi64>) -> tensor<?x1x5x?x1xi64>
    %57 = stablehlo.dynamic_broadcast_in_dim %29, %from_elements_14, dims = [1, 2, 3] : (tensor<1x1x1xi64>, tensor<4xi64>) -> tensor<?x1x5x?xi64>
    %dim_18 = tensor.dim %57, %c0 : tensor<?x1x5x?xi64>
    %58 = arith.index_cast %dim_18 : index to i64
    %dim_19 = tensor.dim %57, %c3 : tensor<?x1x5x?xi64>
    %59 = arith.index_cast %dim_19 : index to i64
    %from_elements_20 = tensor.from_elements %58, %c1_i64, %c5_i64, %59, %c1_i64 : tensor<5xi64>
    %60 = stablehlo.dynamic_reshape %57, %from_elements_20 : (tensor<?x1x5x?xi64>, tensor<5xi64>) -> tensor<?x1x5x?x1xi64>
    %61 = stablehlo.dynamic_broadcast_in_dim %19, %from_elements_14, dims = [2, 3] : (tensor<5x1xi64>, tensor<4xi64>) -> tensor<?x1x5x?xi64>
    %dim_21 = tensor.dim %61, %c0 : tensor<?x1x5x?xi64>
    %62 = arith.index_cast %dim_21 : index to i64
    %dim_22 = tensor.dim %61, %c3 : tensor<?x1x5x?xi64>
    %63 = arith.index_cast %dim_22 : index to i64
    %from_elements_23 = tensor.from_elements %62, %c1_i64, %c5_i64, %63, %c1_i64 : tensor<5xi64>
    %64 = stablehlo.dynamic_reshape %61, %from_elements_23 : (tensor<?x1x5x?xi64>, tensor<5xi64>) -> tensor<?x1x5x?x1xi64>
    %65 = stablehlo.dynamic_broadcast_in_dim %18, %from_elements_14, dims = [3] : (tensor<?xi64>, tensor<4xi64>) -> tensor<?x1x5x?xi64>
    %dim_24 = tensor.dim %65, %c0 : tensor<?x1x5x?xi64>
    %66 = arith.index_cast %dim_24 : index to i64
    %dim_25 = tensor.dim %65, %c3 : tensor<?x1x5x?xi64>
    %67 = arith.index_cast %dim_25 : index to i64
    %from_elements_26 = tensor.from_elements %66, %c1_i64, %c5_i64, %67, %c1_i64 : tensor<5xi64>
    %68 = stablehlo.dynamic_reshape %65, %from_elements_26 : (tensor<?x1x5x?xi64>, tensor<5xi64>) -> tensor<?x1x5x?x1xi64>
    %69 = stablehlo.concatenate %56, %60, %64, %68, dim = 4 : (tensor<?x1x5x?x1xi64>, tensor<?x1x5x?x1xi64>, tensor<?x1x5x?x1xi64>, tensor<?x1x5x?x1xi64>) -> tensor<?x1x5x?x4xi64>
    %70 = "stablehlo.scatter"(%arg0, %69, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [0, 1, 2, 3], index_vector_dim = 4>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f16>, %arg2: tensor<f16>):
      stablehlo.return %arg2 : tensor<f16>
    }) : (tensor<?x1x?x?xf16>, tensor<?x1x5x?x4xi64>, tensor<?x1x?x?xf16>) -> tensor<?x1x5x?xf16>
    return %70 : tensor<?x1x5x?xf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_5_torch.int64: "0x0800000001000000000000000000000000000000020000000000000003000000000000000400000000000000"
    }
  }
#-}
