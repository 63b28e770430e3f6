// stablehlo.rng UNIFORM on [0, 1) with an f16 result: the spec requires values in [a, b).
// Run: iree-compile --iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=generic --iree-input-type=stablehlo --iree-input-demote-f64-to-f32=false THIS -o rng.vmfb
//      iree-run-module --device=local-sync --module=rng.vmfb --function=main
// iree 3.13.0rc20261016 (89ece87b): 8xf16=0 NAN NAN NAN NAN NAN NAN NAN
// (with f32, bf16 or f64 in place of f16: 8 values in [0, 1)). `--compile-to=input` shows the body:
// the scale 2.3283064E-10 (2^-32) as an f16 constant is 0.0, and `arith.uitofp ... : i32 to f16` of
// the LCG state is +inf for any state above 65504, so inf * 0 = NaN.
func.func @main() -> tensor<8xf16> {
  %a = stablehlo.constant dense<0.0> : tensor<f16>
  %b = stablehlo.constant dense<1.0> : tensor<f16>
  %s = stablehlo.constant dense<8> : tensor<1xi64>
  %0 = stablehlo.rng %a, %b, %s, distribution = UNIFORM : (tensor<f16>, tensor<f16>, tensor<1xi64>) -> tensor<8xf16>
  return %0 : tensor<8xf16>
}
