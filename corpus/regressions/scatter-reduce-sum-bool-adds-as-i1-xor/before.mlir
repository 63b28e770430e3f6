#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0, 0)>
module {
  func.func @main(%arg0: tensor<2xi1>) -> tensor<2xi1> {
    %cst = arith.constant dense_resource<torch_tensor_2_torch.uint8> : tensor<2xi8>
    %c0_i8 = arith.constant 0 : i8
    %false = arith.constant false
    %c0_i64 = arith.constant 0 : i64
    %c2 = arith.constant 2 : index
    %cst_0 = arith.constant dense_resource<torch_tensor_2_torch.int64> : tensor<2xi64>
    %0 = tensor.empty() : tensor<2xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst : tensor<2xi8>) outs(%0 : tensor<2xi1>) {
    ^bb0(%in: i8, %out: i1):
      %7 = arith.cmpi ne, %in, %c0_i8 : i8
      linalg.yield %7 : i1
    } -> tensor<2xi1>
    %2 = tensor.empty() : tensor<2x1xi64>
    %3 = linalg.fill ins(%c0_i64 : i64) outs(%2 : tensor<2x1xi64>) -> tensor<2x1xi64>
    %4 = linalg.fill ins(%false : i1) outs(%0 : tensor<2xi1>) -> tensor<2xi1>
    %5:2 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel"]} outs(%3, %4 : tensor<2x1xi64>, tensor<2xi1>) {
    ^bb0(%out: i64, %out_1: i1):
      %7 = linalg.index 0 : index
      %8 = arith.remsi %7, %c2 : index
      %extracted = tensor.extract %cst_0[%8] : tensor<2xi64>
      %extracted_2 = tensor.extract %1[%8] : tensor<2xi1>
      linalg.yield %extracted, %extracted_2 : i64, i1
    } -> (tensor<2x1xi64>, tensor<2xi1>)
    %6 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%5#1, %5#0 : tensor<2xi1>, tensor<2x1xi64>) outs(%arg0 : tensor<2xi1>) {
    ^bb0(%arg1: i1, %arg2: i1):
      %7 = arith.addi %arg1, %arg2 : i1
      tm_tensor.yield %7 : i1
    } -> tensor<2xi1>
    return %6 : tensor<2xi1>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.uint8: "0x010000000101",
      torch_tensor_2_torch.int64: "0x0800000000000000000000000100000000000000"
    }
  }
#-}
