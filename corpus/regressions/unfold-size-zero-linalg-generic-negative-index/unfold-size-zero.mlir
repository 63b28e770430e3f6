// Run: torch-mlir-opt -pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' unfold-size-zero.mlir
// unfold(x, 0, size=0, step=4) of a [3,2] tensor: eager gives an empty [1,2,0] tensor. ConvertAtenUnfoldOp builds a
// linalg.generic with input map (d0, d1, d2) -> (d2 + d0 * 4, d1) over a static [1,2,0] iteration space; at the last
// iteration bounds (d0 = 0, d2 = size - 1 = -1) the index is -1, and the linalg verifier rejects it:
// error: 'linalg.generic' op unexpected result less than 0 at expression #0 in (d0, d1, d2) -> (d2 + d0 * 4, d1)
func.func @main(%arg0: !torch.vtensor<[3,2],f32>) -> !torch.vtensor<[1,2,0],f32> {
  %int0 = torch.constant.int 0
  %int4 = torch.constant.int 4
  %0 = torch.aten.unfold %arg0, %int0, %int0, %int4 : !torch.vtensor<[3,2],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,2,0],f32>
  return %0 : !torch.vtensor<[1,2,0],f32>
}
