// Run: torch-mlir-opt -torch-decompose-complex-ops scatter-value-decompose.mlir
// aten.scatter.value whose self has no dtype (valid Torch IR: erased types give it until refinement):
// DecomposeAtenScatterValueOp builds src with self's (null) dtype; createInitTensor ->
// getDtypeIntValueForType -> getScalarTypeForType(Type()) dereferences null (SIGSEGV).
func.func @main(%arg0: !torch.vtensor<[4,3],unk>, %index: !torch.vtensor<[2,3],si64>) -> !torch.vtensor<[4,3],unk> {
  %int0 = torch.constant.int 0
  %float = torch.constant.float 1.500000e+00
  %0 = torch.aten.scatter.value %arg0, %int0, %index, %float : !torch.vtensor<[4,3],unk>, !torch.int, !torch.vtensor<[2,3],si64>, !torch.float -> !torch.vtensor<[4,3],unk>
  return %0 : !torch.vtensor<[4,3],unk>
}
