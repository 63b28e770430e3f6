// Run: torch-mlir-opt -convert-torch-to-tosa THIS   (the ui8 operand is widened by a plain, signed tosa.cast i8 -> i32)
func.func @main(%arg0: !torch.vtensor<[2,3],ui8>, %arg1: !torch.vtensor<[1,3],si32>) -> !torch.vtensor<[3,3],si32> {
  %int0 = torch.constant.int 0
  %0 = torch.prim.ListConstruct %arg0, %arg1 : (!torch.vtensor<[2,3],ui8>, !torch.vtensor<[1,3],si32>) -> !torch.list<vtensor>
  %1 = torch.aten.cat %0, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[3,3],si32>
  return %1 : !torch.vtensor<[3,3],si32>
}
