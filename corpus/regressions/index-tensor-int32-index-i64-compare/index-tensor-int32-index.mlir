// Run: torch-mlir-opt -pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' index-tensor-int32-index.mlir
// makeIndexValuePositive compares the si32 index element with an i64 zero:
// error: 'arith.cmpi' op requires all operands to have the same type   (i32, i64)
func.func @main(%arg0: !torch.vtensor<[3,2],f32>, %idx: !torch.vtensor<[2],si32>) -> !torch.vtensor<[2,2],f32> {
  %0 = torch.prim.ListConstruct %idx : (!torch.vtensor<[2],si32>) -> !torch.list<vtensor>
  %1 = torch.aten.index.Tensor_hacked_twin %arg0, %0 : !torch.vtensor<[3,2],f32>, !torch.list<vtensor> -> !torch.vtensor<[2,2],f32>
  return %1 : !torch.vtensor<[2,2],f32>
}
