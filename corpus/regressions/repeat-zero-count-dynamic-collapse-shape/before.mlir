#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @main(%arg0: tensor<?xi64>) -> tensor<0xi64> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i64 = arith.constant 0 : i64
    %dim = tensor.dim %arg0, %c0 : tensor<?xi64>
    %expanded = tensor.expand_shape %arg0 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %0 = arith.index_cast %dim : index to i64
    %1 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %2 = tensor.empty(%dim) : tensor<0x?xi64>
    %3 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%2 : tensor<0x?xi64>) {
    ^bb0(%out: i64):
      %4 = linalg.index 1 : index
      %5 = arith.cmpi eq, %dim, %c1 : index
      %6 = arith.select %5, %c0, %4 : index
      %extracted = tensor.extract %expanded[%c0, %6] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<0x?xi64>
    %collapsed = tensor.collapse_shape %3 [[0, 1]] : tensor<0x?xi64> into tensor<?xi64>
    %cast = tensor.cast %collapsed : tensor<?xi64> to tensor<0xi64>
    return %cast : tensor<0xi64>
  }
}
