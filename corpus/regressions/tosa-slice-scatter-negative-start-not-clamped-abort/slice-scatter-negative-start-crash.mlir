// Run: torch-mlir-opt -convert-torch-to-tosa THIS
// start -5 on a dim of 3 -> start -2: 5 indices for a src of 3, "getConstTensor(): number of elements mismatch", then SIGABRT.
func.func @crash(%arg0: !torch.vtensor<[3],f32>, %arg1: !torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32> {
  %int0 = torch.constant.int 0
  %int-5 = torch.constant.int -5
  %int3 = torch.constant.int 3
  %int1 = torch.constant.int 1
  %0 = torch.aten.slice_scatter %arg0, %arg1, %int0, %int-5, %int3, %int1 : !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3],f32>
  return %0 : !torch.vtensor<[3],f32>
}
