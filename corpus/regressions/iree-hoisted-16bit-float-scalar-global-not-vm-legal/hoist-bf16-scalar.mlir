// iree-opt --iree-util-hoist-into-globals hoist-bf16-scalar.mlir
// The pad value as it reaches HoistIntoGlobals (after IREE global optimization): a 0-d
// linalg.generic truncating an f32 constant to bf16, extracted to a scalar. The pass hoists the
// scalar into `util.global private @__hoisted_bf16 : bf16` with a util.initializer.
#map = affine_map<() -> ()>
util.func public @main(%x: tensor<2x4xbf16>) -> tensor<2x11xbf16> {
  %cst = arith.constant 1.000000e-03 : f32
  %0 = tensor.empty() : tensor<bf16>
  %1 = linalg.generic {indexing_maps = [#map], iterator_types = []} outs(%0 : tensor<bf16>) {
  ^bb0(%out: bf16):
    %2 = arith.truncf %cst : f32 to bf16
    linalg.yield %2 : bf16
  } -> tensor<bf16>
  %v = tensor.extract %1[] : tensor<bf16>
  %padded = tensor.pad %x low[0, 4] high[0, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : bf16
  } : tensor<2x4xbf16> to tensor<2x11xbf16>
  util.return %padded : tensor<2x11xbf16>
}
