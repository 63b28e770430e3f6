#map = affine_map<(d0) -> (d0)>
module {
  func.func @main(%arg0: tensor<2xf32>) -> tensor<1xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c2 = arith.constant 2 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant dense<-1> : tensor<1xi64>
    %0 = tensor.empty() : tensor<1xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1xf32>) -> tensor<1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_0 : tensor<1xi64>) outs(%1 : tensor<1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %3 = arith.index_cast %in : i64 to index
      %4 = arith.cmpi slt, %3, %c2 : index
      cf.assert %4, "index must be smaller than dim size"
      %5 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %5, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%3] : tensor<2xf32>
      linalg.yield %extracted : f32
    } -> tensor<1xf32>
    return %2 : tensor<1xf32>
  }
}
