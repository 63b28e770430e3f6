// Run: as scatter-updates-slice-of-target.mlir, --input=4xf32=1,2,3,4
// The same scatter on y = x + x, a value the module computes (not the caller's buffer):
// expected 2 2 6 4, IREE prints 2 2 6 2. So it is not the borrowed-import aliasing of
// iree-stablehlo-scatter-in-place-on-returned-argument.
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %x = stablehlo.add %arg0, %arg0 : tensor<4xf32>
  %idx = stablehlo.constant dense<[[1], [3]]> : tensor<2x1xi64>
  %upd = stablehlo.slice %x [0:2] : (tensor<4xf32>) -> tensor<2xf32>
  %0 = "stablehlo.scatter"(%x, %idx, %upd) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%old: tensor<f32>, %new: tensor<f32>):
    stablehlo.return %new : tensor<f32>
  }) : (tensor<4xf32>, tensor<2x1xi64>, tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
