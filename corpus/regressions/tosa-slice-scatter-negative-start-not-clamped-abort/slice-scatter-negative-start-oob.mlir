// Run: torch-mlir-opt -convert-torch-to-tosa THIS
// start -4, step 2 on a dim of 3 -> start -1: scatter indices [-1, 1] where eager writes [0, 2] (tosa.scatter index out of bounds).
func.func @oob(%arg0: !torch.vtensor<[3],f32>, %arg1: !torch.vtensor<[2],f32>) -> !torch.vtensor<[3],f32> {
  %int0 = torch.constant.int 0
  %int-4 = torch.constant.int -4
  %int3 = torch.constant.int 3
  %int2 = torch.constant.int 2
  %0 = torch.aten.slice_scatter %arg0, %arg1, %int0, %int-4, %int3, %int2 : !torch.vtensor<[3],f32>, !torch.vtensor<[2],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3],f32>
  return %0 : !torch.vtensor<[3],f32>
}
