// Run: torch-mlir-opt -pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' where-bool-si8.mlir
// where.self(bool cond, bool x, int8 y): PyTorch promotes bool with int8 to int8. The where payload
// converts the i1 branch to i8 with convertScalarToDtype and no dstOriginalDtype: a null Value, SIGSEGV.
func.func @main(%arg0: !torch.vtensor<[3],i1>, %arg1: !torch.vtensor<[3],i1>, %arg2: !torch.vtensor<[3],si8>) -> !torch.vtensor<[3],si8> {
  %0 = torch.aten.where.self %arg0, %arg1, %arg2 : !torch.vtensor<[3],i1>, !torch.vtensor<[3],i1>, !torch.vtensor<[3],si8> -> !torch.vtensor<[3],si8>
  return %0 : !torch.vtensor<[3],si8>
}
