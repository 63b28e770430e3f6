// Run: torch-mlir-opt -pass-pipeline='builtin.module(func.func(convert-torch-to-tmtensor))' index-put-mixed-index-dtypes.mlir
// combinePutIndices puts the si64 and si32 index columns into one !torch.list typed with the first one's type:
// error: 'torch.prim.ListConstruct' op operand types should have the same type as the list contained type
func.func @main(%arg0: !torch.vtensor<[2,3],si64>, %i0: !torch.vtensor<[1],si64>, %i1: !torch.vtensor<[1],si32>, %v: !torch.vtensor<[],si64>) -> !torch.vtensor<[2,3],si64> {
  %false = torch.constant.bool false
  %0 = torch.prim.ListConstruct %i0, %i1 : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si32>) -> !torch.list<vtensor>
  %1 = torch.aten.index_put.hacked_twin %arg0, %0, %v, %false : !torch.vtensor<[2,3],si64>, !torch.list<vtensor>, !torch.vtensor<[],si64>, !torch.bool -> !torch.vtensor<[2,3],si64>
  return %1 : !torch.vtensor<[2,3],si64>
}
