#map = affine_map<(d0) -> (d0)>
module {
  func.func @main(%arg0: tensor<2xi1>) -> tensor<2xi1> {
    %cst = arith.constant dense_resource<torch_tensor_2_torch.uint8> : tensor<2xi8>
    %cst_0 = arith.constant dense_resource<torch_tensor_2_torch.int64> : tensor<2xi64>
    %c0_i8 = arith.constant 0 : i8
    %0 = tensor.empty() : tensor<2xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst : tensor<2xi8>) outs(%0 : tensor<2xi1>) {
    ^bb0(%in: i8, %out: i1):
      %3 = arith.cmpi ne, %in, %c0_i8 : i8
      linalg.yield %3 : i1
    } -> tensor<2xi1>
    %expanded = tensor.expand_shape %cst_0 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %expanded_1 = tensor.expand_shape %1 [[0, 1]] output_shape [2, 1] : tensor<2xi1> into tensor<2x1xi1>
    %2 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_1, %expanded : tensor<2x1xi1>, tensor<2x1xi64>) outs(%arg0 : tensor<2xi1>) {
    ^bb0(%arg1: i1, %arg2: i1):
      %3 = arith.addi %arg2, %arg1 : i1
      tm_tensor.yield %3 : i1
    } -> tensor<2xi1>
    return %2 : tensor<2xi1>
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
