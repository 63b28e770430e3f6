// Run: torch-mlir-opt -pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' cat-ui8-bool.mlir
// Expected: a tensor.concat of %arg0 and extui(%arg1). Actual: "unimplemented: for conversion to byte or
// char type dstOriginalDtype has to be passed to convertScalarToDtype", then SIGSEGV (linalg.yield of a null Value).
func.func @main(%arg0: !torch.vtensor<[2,3],ui8>, %arg1: !torch.vtensor<[2,3],i1>) -> !torch.vtensor<[4,3],ui8> {
  %int0 = torch.constant.int 0
  %0 = torch.prim.ListConstruct %arg0, %arg1 : (!torch.vtensor<[2,3],ui8>, !torch.vtensor<[2,3],i1>) -> !torch.list<vtensor>
  %1 = torch.aten.cat %0, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[4,3],ui8>
  return %1 : !torch.vtensor<[4,3],ui8>
}
