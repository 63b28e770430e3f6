#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<1x1x2xf32>) -> tensor<1x1x1xf32> {
    %c2 = arith.constant 2 : index
    %extracted_slice = tensor.extract_slice %arg0[0, 0, %c2] [1, 1, 0] [1, 1, 1] : tensor<1x1x2xf32> to tensor<1x1x0xf32>
    %cast = tensor.cast %extracted_slice : tensor<1x1x0xf32> to tensor<?x?x?xf32>
    %cast_0 = tensor.cast %cast : tensor<?x?x?xf32> to tensor<1x1x1xf32>
    %0 = tensor.empty() : tensor<1x1x1xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cast_0 : tensor<1x1x1xf32>) outs(%0 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2 = arith.negf %in : f32
      linalg.yield %2 : f32
    } -> tensor<1x1x1xf32>
    return %1 : tensor<1x1x1xf32>
  }
}
