// Run: torch-mlir-opt -convert-torch-to-linalg squeeze-dim-lower.mlir
// aten.squeeze.dim of a [?,1] tensor whose result type is the more static [3]:
// the pattern replaces the op with a tensor<?xf64> and no tensor.cast to tensor<3xf64>.
func.func @main(%arg0: !torch.vtensor<[?,1],f64>) -> !torch.vtensor<[3],f64> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.squeeze.dim %arg0, %int1 : !torch.vtensor<[?,1],f64>, !torch.int -> !torch.vtensor<[3],f64>
  return %0 : !torch.vtensor<[3],f64>
}
