// Run: torch-mlir-opt -convert-torch-to-stablehlo THIS
// start -6 on a dim of 5 -> start -1 (PyTorch: 0): indices [-1, 0] for a src of 1 column, "'stablehlo.scatter' op expects bounds ...".
func.func @neg6(%arg0: !torch.vtensor<[2,5],f32>, %arg1: !torch.vtensor<[2,1],f32>) -> !torch.vtensor<[2,5],f32> {
  %int1 = torch.constant.int 1
  %int-6 = torch.constant.int -6
  %0 = torch.aten.slice_scatter %arg0, %arg1, %int1, %int-6, %int1, %int1 : !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,1],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,5],f32>
  return %0 : !torch.vtensor<[2,5],f32>
}
