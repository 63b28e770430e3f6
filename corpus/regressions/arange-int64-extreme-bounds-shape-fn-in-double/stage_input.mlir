#map = affine_map<(d0) -> (d0)>
module {
  func.func @main(%arg0: tensor<0x3xi8>) -> tensor<0xi64> {
    %c9223372036854775792_i64 = arith.constant 9223372036854775792 : i64
    %0 = tensor.empty() : tensor<3xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<3xi64>) {
    ^bb0(%out: i64):
      %2 = linalg.index 0 : index
      %3 = arith.index_cast %2 : index to i64
      %4 = arith.subi %c9223372036854775792_i64, %3 : i64
      linalg.yield %4 : i64
    } -> tensor<3xi64>
    %cast = tensor.cast %1 : tensor<3xi64> to tensor<?xi64>
    %cast_0 = tensor.cast %cast : tensor<?xi64> to tensor<0xi64>
    return %cast_0 : tensor<0xi64>
  }
}
