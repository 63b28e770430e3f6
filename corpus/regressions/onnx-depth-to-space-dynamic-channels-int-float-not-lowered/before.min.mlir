module {
  func.func @main(%arg0: tensor<1x?x2x3xf32>) -> tensor<1x?x4x6xf32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 20 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.13.0+cpu"} {
    %c1_i64 = arith.constant 1 : i64
    %c4_i64 = arith.constant 4 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c6_i64 = arith.constant 6 : i64
    %c24_i64 = arith.constant 24 : i64
    %cst = arith.constant 4.000000e+00 : f64
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<1x?x2x3xf32> -> !torch.vtensor<[1,?,2,3],f32>
    %1 = torch_c.to_builtin_tensor %0 : !torch.vtensor<[1,?,2,3],f32> -> tensor<1x?x2x3xf32>
    %dim = tensor.dim %1, %c1 : tensor<1x?x2x3xf32>
    %2 = arith.index_cast %dim : index to i64
    %3 = torch_c.from_i64 %2
    %4 = torch_c.to_i64 %3
    %5 = arith.sitofp %4 : i64 to f64
    %6 = arith.divf %5, %cst : f64
    %7 = torch_c.from_f64 %6
    %8 = torch.aten.Int.float %7 : !torch.float -> !torch.int
    %9 = arith.divsi %dim, %c4 : index
    %expanded = tensor.expand_shape %1 [[0], [1, 2, 3], [4], [5]] output_shape [1, 2, 2, %9, 2, 3] : tensor<1x?x2x3xf32> into tensor<1x2x2x?x2x3xf32>
    %10 = tensor.empty(%9) : tensor<1x2x2x2x3x?xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<1x2x2x?x2x3xf32>) outs(%10 : tensor<1x2x2x2x3x?xf32>) permutation = [0, 1, 4, 2, 5, 3] 
    %11 = torch_c.to_i64 %8
    %12 = arith.cmpi slt, %11, %c0_i64 : i64
    %13 = arith.select %12, %c1_i64, %11 : i64
    %15 = arith.muli %13, %c24_i64 : i64
    %17 = arith.index_cast %9 : index to i64
    %18 = arith.muli %17, %c24_i64 : i64
    %19 = arith.divsi %18, %15 : i64
    %20 = arith.select %12, %19, %11 : i64
    %from_elements = tensor.from_elements %c1_i64, %20, %c4_i64, %c6_i64 : tensor<4xi64>
    %reshape = tensor.reshape %transposed(%from_elements) : (tensor<1x2x2x2x3x?xf32>, tensor<4xi64>) -> tensor<1x?x4x6xf32>
    %21 = torch_c.from_builtin_tensor %reshape : tensor<1x?x4x6xf32> -> !torch.vtensor<[1,?,4,6],f32>
    %22 = torch_c.to_builtin_tensor %21 : !torch.vtensor<[1,?,4,6],f32> -> tensor<1x?x4x6xf32>
    return %22 : tensor<1x?x4x6xf32>
  }
}
