// A ui8 stablehlo.constant whose value is a dense_resource (as torch-mlir's FX importer makes every
// constant tensor of more than one element).
// Run: iree-compile --iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=generic --iree-input-type=stablehlo --iree-input-demote-f64-to-f32=false THIS -o /dev/null
// iree-compile 3.13.0rc20261016 (89ece87b), pass iree-stablehlo-to-iree-input:
//   error: 'arith.constant' op failed to verify that all of {value, result} have same type
//   "arith.constant"() <{value = dense_resource<blob_u8> : tensor<4xui8>}> : () -> tensor<4xi8>
// The same values as dense<[1, 200, 255, 7]> : tensor<4xui8> compile; so does the resource as tensor<4xi8>.
func.func @main(%arg0: tensor<4xui8>) -> tensor<4xui8> {
  %c = stablehlo.constant dense_resource<blob_u8> : tensor<4xui8>
  %0 = stablehlo.add %arg0, %c : tensor<4xui8>
  return %0 : tensor<4xui8>
}
{-#
  dialect_resources: {
    builtin: {
      blob_u8: "0x0100000001C8FF07"
    }
  }
#-}
