// Run: iree-compile --iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=generic --iree-input-type=stablehlo --iree-input-demote-f64-to-f32=false THIS -o /dev/null
// error: 'arith.constant' op failed to verify that all of {value, result} have same type
//   %1 = "arith.constant"() <{value = dense_resource<bf16_blob> : tensor<4xbf16>}> : () -> tensor<4xf32>
// (IR Dump After ConvertBf16ArithToF32Pass Failed). The same values as dense<[1.0, 2.0, 3.0, -2.0]> compile;
// so does the f16 resource. An f64 resource fails the same way in DemoteF64ToF32 (drop the last flag).
func.func @main(%x: tensor<4xbf16>) -> tensor<4xbf16> {
  %c = stablehlo.constant dense_resource<bf16_blob> : tensor<4xbf16>
  %0 = stablehlo.add %x, %c : tensor<4xbf16>
  return %0 : tensor<4xbf16>
}
{-#
  dialect_resources: {
    builtin: {
      bf16_blob: "0x02000000803F0040404000C0"
    }
  }
#-}
