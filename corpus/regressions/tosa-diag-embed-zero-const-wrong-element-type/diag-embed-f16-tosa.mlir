// Run: torch-mlir-opt -convert-torch-to-tosa THIS   (error: 'tosa.scatter' op expect input and output to have same element type, got 'f32' and 'f16')
func.func @main(%arg0: !torch.vtensor<[3],f16>) -> !torch.vtensor<[3,3],f16> {
  %int0 = torch.constant.int 0
  %int-2 = torch.constant.int -2
  %int-1 = torch.constant.int -1
  %0 = torch.aten.diag_embed %arg0, %int0, %int-2, %int-1 : !torch.vtensor<[3],f16>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3,3],f16>
  return %0 : !torch.vtensor<[3,3],f16>
}
