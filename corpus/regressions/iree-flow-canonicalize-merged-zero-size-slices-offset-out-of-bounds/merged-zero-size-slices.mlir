// x[:, 3:3][:, 0:0] of a tensor<?x3xf32>: two valid zero-size slices, as IREE's StableHLO input
// conversion leaves them before iree-flow-canonicalize (offsets are SSA constants; the verifier
// rejects a *static* offset 3 on a dim of size 3 even when the size is 0).
//
// iree-opt --pass-pipeline='builtin.module(util.func(iree-flow-canonicalize))' merged-zero-size-slices.mlir
//   error: offset 1 is out-of-bounds: 3 >= 3   (on the merged tensor.extract_slice %x[0, 3] [%d0, 0])
// iree-opt --pass-pipeline='builtin.module(util.func(canonicalize))' merged-zero-size-slices.mlir
//   succeeds: MLIR's own canonicalizer leaves both slices as they are
util.func public @main(%x: tensor<?x3xf32>) -> tensor<?x0xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x3xf32>
  %0 = tensor.extract_slice %x[%c0, %c3] [%d0, 0] [1, 1] : tensor<?x3xf32> to tensor<?x0xf32>
  %1 = tensor.extract_slice %0[%c0, %c0] [%d0, 0] [1, 1] : tensor<?x0xf32> to tensor<?x0xf32>
  util.return %1 : tensor<?x0xf32>
}
