// Run: torch-mlir-opt -convert-torch-to-tosa THIS   (the ui8 operand is converted by a plain, signed tosa.cast i8 -> f32)
func.func @main(%arg0: !torch.vtensor<[],ui8>) -> !torch.vtensor<[],f32> {
  %int6 = torch.constant.int 6
  %false = torch.constant.bool false
  %none = torch.constant.none
  %0 = torch.aten.to.dtype %arg0, %int6, %false, %false, %none : !torch.vtensor<[],ui8>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}
