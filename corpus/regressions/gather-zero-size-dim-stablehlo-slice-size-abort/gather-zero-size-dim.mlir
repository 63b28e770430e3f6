// Run: torch-mlir-opt -convert-torch-to-stablehlo THIS
// torch.gather(x, 1, index) with x: f32 [0, 3], index: i64 [0, 2]; eager returns an empty [0, 2] tensor.
// The lowering builds stablehlo.gather with slice_sizes = [1, 1] on dim 0 of size 0 and no result type:
// type inference fails and the builder aborts (LLVM ERROR: Failed to infer result type(s)).
func.func @main(%arg0: !torch.vtensor<[0,3],f32>, %arg1: !torch.vtensor<[0,2],si64>) -> !torch.vtensor<[0,2],f32> {
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %0 = torch.aten.gather %arg0, %int1, %arg1, %false : !torch.vtensor<[0,3],f32>, !torch.int, !torch.vtensor<[0,2],si64>, !torch.bool -> !torch.vtensor<[0,2],f32>
  return %0 : !torch.vtensor<[0,2],f32>
}
