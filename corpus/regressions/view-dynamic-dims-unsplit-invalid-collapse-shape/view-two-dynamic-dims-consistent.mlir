// Context only, not the defect: the same branch with sizes that happen to be consistent lowers without error,
// to cf.assert(dim 0 == 18) + tensor.cast to 18x2x3x1 + collapse_shape: a valid [3,2,3,6] input then fails the
// runtime assert (the limitation upstream documents in view.mlir's view$castingView test).
// Run: torch-mlir-opt -pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' view-two-dynamic-dims-consistent.mlir
func.func @main(%arg0: !torch.vtensor<[?,2,3,?],f32>) -> !torch.vtensor<[18,6],f32> {
  %int18 = torch.constant.int 18
  %int6 = torch.constant.int 6
  %0 = torch.prim.ListConstruct %int18, %int6 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.view %arg0, %0 : !torch.vtensor<[?,2,3,?],f32>, !torch.list<int> -> !torch.vtensor<[18,6],f32>
  return %1 : !torch.vtensor<[18,6],f32>
}
