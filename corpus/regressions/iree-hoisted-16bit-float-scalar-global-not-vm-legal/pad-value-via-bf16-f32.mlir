// The same shape with an f32 scalar: the pad value f32(bf16(1e-3)) cannot fold either, so
// HoistIntoGlobals hoists it into `util.global private @__hoisted_f32 : f32`. It compiles,
// also with --iree-opt-const-eval=false (the initializer then stays and reads the scalar back
// with `hal.buffer.load ... : f32`, which the VM conversion supports).
func.func @main(%x: tensor<2x4xf32>) -> tensor<2x11xf32> {
  %c = arith.constant dense<1.000000e-03> : tensor<1xf32>
  %0 = stablehlo.convert %c : (tensor<1xf32>) -> tensor<1xbf16>
  %a = stablehlo.convert %0 : (tensor<1xbf16>) -> tensor<1xf32>
  %1 = stablehlo.reshape %a : (tensor<1xf32>) -> tensor<f32>
  %2 = stablehlo.pad %x, %1, low = [0, 4], high = [0, 3], interior = [0, 0] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2x11xf32>
  return %2 : tensor<2x11xf32>
}
