#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
module {
  func.func @main(%arg0: tensor<1x3xi1>) -> tensor<1x3xi1> {
    %cst = arith.constant dense<false> : tensor<i1>
    %0 = tensor.empty() : tensor<1x3xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %cst, %arg0 : tensor<1x3xi1>, tensor<i1>, tensor<1x3xi1>) outs(%0 : tensor<1x3xi1>) {
    ^bb0(%in: i1, %in_0: i1, %in_1: i1, %out: i1):
      %2 = arith.select %in, %in_0, %in_1 : i1
      linalg.yield %2 : i1
    } -> tensor<1x3xi1>
    return %1 : tensor<1x3xi1>
  }
}
