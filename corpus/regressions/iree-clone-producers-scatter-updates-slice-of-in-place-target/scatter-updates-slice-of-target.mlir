// Run: iree-compile --iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=generic \
//        --iree-input-type=stablehlo --iree-input-demote-f64-to-f32=false THIS -o m.vmfb
//      iree-run-module --module=m.vmfb --device=local-task --input=4xf32=1,2,3,4
// out = x; out[1] = x[0]; out[3] = x[1]  ->  1 1 3 2.  IREE prints 1 1 3 1: out[3] reads x[1]
// after the scatter has overwritten it (the updates are loaded from the binding written in place).
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %idx = stablehlo.constant dense<[[1], [3]]> : tensor<2x1xi64>
  %upd = stablehlo.slice %x [0:2] : (tensor<4xf32>) -> tensor<2xf32>
  %0 = "stablehlo.scatter"(%x, %idx, %upd) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%old: tensor<f32>, %new: tensor<f32>):
    stablehlo.return %new : tensor<f32>
  }) : (tensor<4xf32>, tensor<2x1xi64>, tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
