// Run: torch-mlir-opt -pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' view-two-dynamic-dims.mlir
func.func @main(%arg0: !torch.vtensor<[?,2,?],f32>) -> !torch.vtensor<[4,3],f32> {
  %int4 = torch.constant.int 4
  %int3 = torch.constant.int 3
  %0 = torch.prim.ListConstruct %int4, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.view %arg0, %0 : !torch.vtensor<[?,2,?],f32>, !torch.list<int> -> !torch.vtensor<[4,3],f32>
  return %1 : !torch.vtensor<[4,3],f32>
}
