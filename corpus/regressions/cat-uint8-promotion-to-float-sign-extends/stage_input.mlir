#map = affine_map<(d0) -> (d0)>
module {
  func.func @main(%arg0: tensor<2xi8>, %arg1: tensor<2xf32>) -> tensor<4xf32> {
    %0 = tensor.empty() : tensor<2xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<2xi8>) outs(%0 : tensor<2xf32>) {
    ^bb0(%in: i8, %out: f32):
      %2 = arith.sitofp %in : i8 to f32
      linalg.yield %2 : f32
    } -> tensor<2xf32>
    %concat = tensor.concat dim(0) %1, %arg1 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
    return %concat : tensor<4xf32>
  }
}
