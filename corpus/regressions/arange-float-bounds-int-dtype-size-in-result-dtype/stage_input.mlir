#map = affine_map<(d0) -> (d0)>
module {
  func.func @main(%arg0: tensor<2xf32>) -> tensor<3xi16> {
    %0 = tensor.empty() : tensor<2xi16>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<2xi16>) {
    ^bb0(%out: i16):
      %2 = linalg.index 0 : index
      %3 = arith.index_cast %2 : index to i64
      %4 = arith.trunci %3 : i64 to i16
      linalg.yield %4 : i16
    } -> tensor<2xi16>
    %cast = tensor.cast %1 : tensor<2xi16> to tensor<?xi16>
    %cast_0 = tensor.cast %cast : tensor<?xi16> to tensor<3xi16>
    return %cast_0 : tensor<3xi16>
  }
}
