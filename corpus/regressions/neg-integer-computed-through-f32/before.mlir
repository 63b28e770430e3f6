#map = affine_map<(d0) -> (d0)>
module {
  func.func @main(%arg0: tensor<8xi64>) -> tensor<8xi64> {
    %0 = tensor.empty() : tensor<8xi64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<8xi64>) outs(%0 : tensor<8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %2 = arith.sitofp %in : i64 to f32
      %3 = arith.negf %2 : f32
      %4 = arith.fptosi %3 : f32 to i64
      linalg.yield %4 : i64
    } -> tensor<8xi64>
    return %1 : tensor<8xi64>
  }
}
