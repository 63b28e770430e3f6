#map = affine_map<(d0) -> (d0)>
module {
  func.func @main(%arg0: tensor<2xi1>) -> tensor<2xi1> {
    %cst = arith.constant dense<true> : tensor<1xi1>
    %cast = tensor.cast %cst : tensor<1xi1> to tensor<?xi1>
    %concat = tensor.concat dim(0) %cast, %cast : (tensor<?xi1>, tensor<?xi1>) -> tensor<2xi1>
    %0 = tensor.empty() : tensor<2xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%concat, %concat : tensor<2xi1>, tensor<2xi1>) outs(%0 : tensor<2xi1>) {
    ^bb0(%in: i1, %in_0: i1, %out: i1):
      %2 = arith.ori %in, %in_0 : i1
      linalg.yield %2 : i1
    } -> tensor<2xi1>
    return %1 : tensor<2xi1>
  }
}
