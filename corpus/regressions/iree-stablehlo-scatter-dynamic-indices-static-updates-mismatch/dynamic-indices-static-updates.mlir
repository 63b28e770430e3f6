// Run: iree-compile --iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=generic --iree-input-type=stablehlo --iree-input-demote-f64-to-f32=false THIS -o /dev/null
// error: 'iree_linalg_ext.scatter' op mismatch in shape of indices and update value at dim#0
// (in iree-stablehlo-to-linalg-ext). With indices tensor<3x1xi64> (both static) it compiles.
func.func @main(%x: tensor<5xf32>, %idx: tensor<?x1xi64>) -> tensor<5xf32> {
  %u = stablehlo.constant dense<1.0> : tensor<3xf32>
  %0 = "stablehlo.scatter"(%x, %idx, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<5xf32>, tensor<?x1xi64>, tensor<3xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
