// stablehlo.add on i1: the StableHLO spec (docs/spec.md, "add": "For booleans: logical OR") and its
// reference interpreter (stablehlo/tests/interpret/add.mlir @add_op_test_i1) give [false, true, true, true].
// Run: iree-compile --iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=generic --iree-input-type=stablehlo --iree-input-demote-f64-to-f32=false THIS -o add-i1.vmfb
//      then call main([false, false, true, true], [false, true, false, true]) with IREE's runtime (local-sync):
//      iree 3.13.0rc20261016 (89ece87b) returns [False, True, True, False] (XOR).
// `iree-compile ... THIS --compile-to=input` shows the body: `arith.addi %in, %in_0 : i1`.
func.func @main(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xi1> {
  %0 = stablehlo.add %a, %b : tensor<4xi1>
  return %0 : tensor<4xi1>
}
