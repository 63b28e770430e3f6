// Run: torch-mlir-opt -canonicalize view-fold-dtype-less.mlir
// A view of a constant whose result type has sizes but no dtype (what shape refinement gives an erased
// type before dtype refinement): AtenViewOp::fold -> genericViewLikeFold checks areAllSizesKnown() but not
// hasDtype(), builds DenseElementsAttr::get(resultTy.toBuiltinTensor() /* null */, ...): SIGSEGV.
func.func @main() -> !torch.vtensor<[2],unk> {
  %0 = torch.vtensor.literal(dense<[4, 0]> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
  %int-1 = torch.constant.int -1
  %1 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
  %2 = torch.aten.view %0, %1 : !torch.vtensor<[2],si64>, !torch.list<int> -> !torch.vtensor<[2],unk>
  return %2 : !torch.vtensor<[2],unk>
}
