#map = affine_map<(d0) -> (d0)>
module {
  func.func @main(%arg0: tensor<5xi8>) -> tensor<1xi8> {
    %0 = tensor.empty() : tensor<0xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<0xi64>) {
    ^bb0(%out: i64):
      %4 = linalg.index 0 : index
      %5 = arith.index_cast %4 : index to i64
      linalg.yield %5 : i64
    } -> tensor<0xi64>
    %cast = tensor.cast %1 : tensor<0xi64> to tensor<?xi64>
    %cast_0 = tensor.cast %cast : tensor<?xi64> to tensor<1xi64>
    %2 = tensor.empty() : tensor<1xi8>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cast_0 : tensor<1xi64>) outs(%2 : tensor<1xi8>) {
    ^bb0(%in: i64, %out: i8):
      %4 = arith.trunci %in : i64 to i8
      linalg.yield %4 : i8
    } -> tensor<1xi8>
    return %3 : tensor<1xi8>
  }
}
