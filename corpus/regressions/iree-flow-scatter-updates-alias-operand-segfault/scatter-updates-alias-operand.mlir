// Run: iree-compile --iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=generic --iree-input-type=stablehlo --iree-input-demote-f64-to-f32=false THIS -o /dev/null
// iree-compile crashes (SIGSEGV in DispatchWorkgroupsOp::getResultAccess, Flow canonicalize).
// With the updates from a second argument (scatter(%x, %c, %y)) it compiles.
func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %c = stablehlo.constant dense<[[[0, 0], [0, 1], [0, 2]], [[1, 0], [1, 1], [1, 2]]]> : tensor<2x3x2xi64>
  %0 = "stablehlo.scatter"(%x, %c, %x) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x3xf32>, tensor<2x3x2xi64>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
