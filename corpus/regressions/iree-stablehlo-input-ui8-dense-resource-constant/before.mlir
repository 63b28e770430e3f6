module {
  func.func @main(%arg0: tensor<2x3xui8>) -> tensor<2x3xui8> {
    %c = stablehlo.constant dense_resource<torch_tensor_1_2_torch.int64> : tensor<1x2xi64>
    %c_0 = stablehlo.constant dense_resource<torch_tensor_1_2_torch.uint8> : tensor<1x2xui8>
    %0 = stablehlo.slice %c_0 [0:1, 0:2] : (tensor<1x2xui8>) -> tensor<1x2xui8>
    %1 = stablehlo.iota dim = 0 : tensor<1x2x1xi64>
    %2 = stablehlo.reshape %c : (tensor<1x2xi64>) -> tensor<1x2x1xi64>
    %3 = stablehlo.concatenate %1, %2, dim = 2 : (tensor<1x2x1xi64>, tensor<1x2x1xi64>) -> tensor<1x2x2xi64>
    %4 = "stablehlo.scatter"(%arg0, %3, %0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<ui8>, %arg2: tensor<ui8>):
      stablehlo.return %arg2 : tensor<ui8>
    }) : (tensor<2x3xui8>, tensor<1x2x2xi64>, tensor<1x2xui8>) -> tensor<2x3xui8>
    return %4 : tensor<2x3xui8>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_2_torch.int64: "0x0800000002000000000000000000000000000000",
      torch_tensor_1_2_torch.uint8: "0x01000000C807"
    }
  }
#-}
