#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @main(%arg0: tensor<0x1xf32>) -> tensor<0x4xf32> {
    %false = arith.constant false
    cf.assert %false, "onnx.Expand input has a dim that is not statically 1; expected this dim >= dim provided shape."
    %0 = tensor.empty() : tensor<0x4xf32>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1]] : tensor<0x1xf32> into tensor<0xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<0xf32>) outs(%0 : tensor<0x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<0x4xf32>
    return %1 : tensor<0x4xf32>
  }
}
