// Run: torch-mlir-opt -convert-torch-to-stablehlo cumsum-empty-dim.mlir
// cumsum over a dim of size 0: the lowering's reduce_window gets window size 0 and padding -1 in dim 0.
func.func @main(%arg0: !torch.vtensor<[0,2],f32>) -> !torch.vtensor<[0,2],f32> {
  %int0 = torch.constant.int 0
  %none = torch.constant.none
  %0 = torch.aten.cumsum %arg0, %int0, %none : !torch.vtensor<[0,2],f32>, !torch.int, !torch.none -> !torch.vtensor<[0,2],f32>
  return %0 : !torch.vtensor<[0,2],f32>
}
