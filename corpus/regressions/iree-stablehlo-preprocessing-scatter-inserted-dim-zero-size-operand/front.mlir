// The same empty scatter with the inserted (indexed) dim already leading and the
// updates batch-first: ScatterMaterializeInsertedDim has nothing to insert.
func.func @main(%arg0: tensor<0x?x?xf32>) -> tensor<0x?x?xf32> {
  %c = stablehlo.constant dense<> : tensor<0x1xi64>
  %0 = "stablehlo.scatter"(%arg0, %c, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<0x?x?xf32>, tensor<0x1xi64>, tensor<0x?x?xf32>) -> tensor<0x?x?xf32>
  return %0 : tensor<0x?x?xf32>
}
