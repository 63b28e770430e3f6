// Run: torch-mlir-opt -convert-torch-to-stablehlo THIS
// start -6, end 5, step 2 on a dim of 5 -> start -1 (PyTorch: 0): scatter indices [-1, 1, 3] where eager writes columns 0, 2, 4; converts without error.
func.func @step2(%arg0: !torch.vtensor<[2,5],f32>, %arg1: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,5],f32> {
  %int1 = torch.constant.int 1
  %int-6 = torch.constant.int -6
  %int5 = torch.constant.int 5
  %int2 = torch.constant.int 2
  %0 = torch.aten.slice_scatter %arg0, %arg1, %int1, %int-6, %int5, %int2 : !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,3],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,5],f32>
  return %0 : !torch.vtensor<[2,5],f32>
}
