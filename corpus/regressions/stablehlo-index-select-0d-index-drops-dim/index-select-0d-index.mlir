// Run: torch-mlir-opt -convert-torch-to-stablehlo THIS
// torch.index_select(x, 0, torch.tensor(2)) with x: f32 [3, 5]; eager returns a [1, 5] tensor (row 2).
// The 0-d index goes to gatherTensorAlongSingleAxis as is: the gather result is [5] (dim 0 dropped),
// and the stablehlo.convert to the op's [1, 5] result type fails to verify.
func.func @main(%arg0: !torch.vtensor<[3,5],f32>, %arg1: !torch.vtensor<[],si64>) -> !torch.vtensor<[1,5],f32> {
  %int0 = torch.constant.int 0
  %0 = torch.aten.index_select %arg0, %int0, %arg1 : !torch.vtensor<[3,5],f32>, !torch.int, !torch.vtensor<[],si64> -> !torch.vtensor<[1,5],f32>
  return %0 : !torch.vtensor<[1,5],f32>
}
