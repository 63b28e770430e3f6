#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>
module {
  func.func @main(%arg0: tensor<2x2x2xf32>, %arg1: tensor<?x?x?xi8>) -> tensor<1x3x2x2x2xf32> {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c0_i8 = arith.constant 0 : i8
    %cst = arith.constant dense_resource<torch_tensor_1_3_2_2_2_torch.uint8_1> : tensor<1x3x2x2x2xi8>
    %dim = tensor.dim %arg1, %c0 : tensor<?x?x?xi8>
    %dim_0 = tensor.dim %arg1, %c1 : tensor<?x?x?xi8>
    %dim_1 = tensor.dim %arg1, %c2 : tensor<?x?x?xi8>
    %0 = arith.cmpi eq, %dim, %c2 : index
    cf.assert %0, "mismatched size for broadcast"
    %1 = arith.cmpi eq, %dim_0, %c2 : index
    cf.assert %1, "mismatched size for broadcast"
    %2 = arith.cmpi eq, %dim_1, %c2 : index
    cf.assert %2, "mismatched size for broadcast"
    %cast = tensor.cast %arg1 : tensor<?x?x?xi8> to tensor<2x2x2xi8>
    %3 = tensor.empty() : tensor<2x2x2xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cast, %arg0 : tensor<2x2x2xi8>, tensor<2x2x2xf32>) outs(%3 : tensor<2x2x2xf32>) {
    ^bb0(%in: i8, %in_2: f32, %out: f32):
      %9 = arith.uitofp %in : i8 to f32
      %10 = arith.addf %9, %in_2 : f32
      linalg.yield %10 : f32
    } -> tensor<2x2x2xf32>
    %5 = tensor.empty() : tensor<1x3x2x2x2xi1>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%cst : tensor<1x3x2x2x2xi8>) outs(%5 : tensor<1x3x2x2x2xi1>) {
    ^bb0(%in: i8, %out: i1):
      %9 = arith.cmpi ne, %in, %c0_i8 : i8
      linalg.yield %9 : i1
    } -> tensor<1x3x2x2x2xi1>
    cf.assert %0, "mismatched size for broadcast"
    cf.assert %1, "mismatched size for broadcast"
    cf.assert %2, "mismatched size for broadcast"
    %7 = tensor.empty() : tensor<1x3x2x2x2xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%6, %cast, %4 : tensor<1x3x2x2x2xi1>, tensor<2x2x2xi8>, tensor<2x2x2xf32>) outs(%7 : tensor<1x3x2x2x2xf32>) {
    ^bb0(%in: i1, %in_2: i8, %in_3: f32, %out: f32):
      %9 = arith.sitofp %in_2 : i8 to f32
      %10 = arith.select %in, %9, %in_3 : f32
      linalg.yield %10 : f32
    } -> tensor<1x3x2x2x2xf32>
    return %8 : tensor<1x3x2x2x2xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_3_2_2_2_torch.uint8_1: "0x01000000010001000000010000000100010000010000010101010100"
    }
  }
#-}
