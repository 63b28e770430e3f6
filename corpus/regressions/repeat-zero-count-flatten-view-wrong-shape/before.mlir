#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>
module {
  func.func @main(%arg0: tensor<?x?x0xf32>) -> tensor<0x1x?x?x0xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %dim = tensor.dim %arg0, %c0 : tensor<?x?x0xf32>
    %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?x0xf32>
    %expanded = tensor.expand_shape %arg0 [[0, 1, 2, 3], [4], [5]] output_shape [1, 1, 1, %dim, %dim_0, 0] : tensor<?x?x0xf32> into tensor<1x1x1x?x?x0xf32>
    %0 = arith.index_cast %dim : index to i64
    %1 = arith.index_cast %dim_0 : index to i64
    %2 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %2, "unimplemented: dynamic negative broadcast sizes"
    %3 = arith.cmpi sge, %1, %c0_i64 : i64
    cf.assert %3, "unimplemented: dynamic negative broadcast sizes"
    %4 = tensor.empty(%dim, %dim_0) : tensor<0x1x2x?x?x0xf32>
    %5 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%4 : tensor<0x1x2x?x?x0xf32>) {
    ^bb0(%out: f32):
      %10 = linalg.index 3 : index
      %11 = linalg.index 4 : index
      %12 = linalg.index 5 : index
      %13 = arith.cmpi eq, %dim, %c1 : index
      %14 = arith.select %13, %c0, %10 : index
      %15 = arith.cmpi eq, %dim_0, %c1 : index
      %16 = arith.select %15, %c0, %11 : index
      %extracted = tensor.extract %expanded[%c0, %c0, %c0, %14, %16, %12] : tensor<1x1x1x?x?x0xf32>
      linalg.yield %extracted : f32
    } -> tensor<0x1x2x?x?x0xf32>
    %6 = arith.cmpi slt, %1, %c0_i64 : i64
    %7 = arith.select %6, %c2_i64, %c1_i64 : i64
    %8 = arith.cmpi sle, %7, %c1_i64 : i64
    cf.assert %8, "must have at most one inferred (negative) dimension"
    %9 = arith.maxsi %1, %c0_i64 : i64
    %from_elements = tensor.from_elements %c0_i64, %c1_i64, %c0_i64, %9, %c0_i64 : tensor<5xi64>
    %reshape = tensor.reshape %5(%from_elements) : (tensor<0x1x2x?x?x0xf32>, tensor<5xi64>) -> tensor<0x1x?x?x0xf32>
    return %reshape : tensor<0x1x?x?x0xf32>
  }
}
