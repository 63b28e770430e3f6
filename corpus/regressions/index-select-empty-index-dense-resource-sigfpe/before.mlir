#map = affine_map<(d0, d1, d2, d3) -> (d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @main(%arg0: tensor<4x1x0x2xi32>) -> tensor<4x1x0x2xi32> {
    %c0 = arith.constant 0 : index
    %cst = arith.constant dense_resource<torch_tensor_0_torch.int64> : tensor<0xi64>
    %0 = tensor.empty() : tensor<4x1x0x2xi32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst : tensor<0xi64>) outs(%0 : tensor<4x1x0x2xi32>) {
    ^bb0(%in: i64, %out: i32):
      %2 = arith.index_cast %in : i64 to index
      %3 = linalg.index 0 : index
      %4 = linalg.index 3 : index
      %extracted = tensor.extract %arg0[%3, %c0, %2, %4] : tensor<4x1x0x2xi32>
      linalg.yield %extracted : i32
    } -> tensor<4x1x0x2xi32>
    return %1 : tensor<4x1x0x2xi32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_0_torch.int64: "0x00000000"
    }
  }
#-}
