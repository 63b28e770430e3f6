// torch-mlir's StableHLO for slice_scatter(x, x, 1, 0, 0, 1) on x: f32 [?, 0, ?]: a scatter with no
// indices (tensor<0x1xi64>) whose inserted_window_dims = [1] is the size-0 operand dim. Valid; iree-opt
// verifies it. iree-opt --iree-stablehlo-to-stablehlo-preprocessing fails (scatter_c4 on the rewritten op).
func.func @main(%arg0: tensor<?x0x?xf32>) -> tensor<?x0x?xf32> {
  %c = stablehlo.constant dense<> : tensor<0x1xi64>
  %0 = "stablehlo.scatter"(%arg0, %c, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<?x0x?xf32>, tensor<0x1xi64>, tensor<?x0x?xf32>) -> tensor<?x0x?xf32>
  return %0 : tensor<?x0x?xf32>
}
