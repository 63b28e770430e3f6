// MLIR's MergeConsecutiveExtractSlice alone (tensor::populateMergeConsecutiveInsertExtractSlicePatterns,
// applied through the transform dialect; no IREE pass involved):
//
// iree-opt --transform-interpreter merge-consecutive-extract-slice-transform.mlir
//   error: offset 1 is out-of-bounds: 3 >= 3
func.func @main(%x: tensor<?x3xf32>) -> tensor<?x0xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x3xf32>
  %0 = tensor.extract_slice %x[%c0, %c3] [%d0, 0] [1, 1] : tensor<?x3xf32> to tensor<?x0xf32>
  %1 = tensor.extract_slice %0[%c0, %c0] [%d0, 0] [1, 1] : tensor<?x0xf32> to tensor<?x0xf32>
  return %1 : tensor<?x0xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
    } : !transform.any_op
    transform.yield
  }
}
