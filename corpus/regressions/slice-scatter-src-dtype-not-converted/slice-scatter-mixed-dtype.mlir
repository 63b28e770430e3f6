// Run: torch-mlir-opt -pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' slice-scatter-mixed-dtype.mlir
// ConvertAtenSliceScatterOp inserts the si8 src into the si16 self without converting it:
// error: expected element type to be 'i16'   (tensor.insert_slice of tensor<?x?xi8> into tensor<4x3xi16>)
func.func @main(%arg0: !torch.vtensor<[4,3],si16>, %src: !torch.vtensor<[2,3],si8>) -> !torch.vtensor<[4,3],si16> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  %0 = torch.aten.slice_scatter %arg0, %src, %int0, %int1, %int3, %int1 : !torch.vtensor<[4,3],si16>, !torch.vtensor<[2,3],si8>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[4,3],si16>
  return %0 : !torch.vtensor<[4,3],si16>
}
