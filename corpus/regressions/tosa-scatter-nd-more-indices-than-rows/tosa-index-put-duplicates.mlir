// Run: torch-mlir-opt -pass-pipeline='builtin.module(func.func(convert-torch-to-tosa))' tosa-index-put-duplicates.mlir
// index_put (accumulate=false) of 4 rows into a 3-row tensor, rows [0, 0, 2, 2] (duplicates, the
// same values: what index_fill decomposes to). convertScatterNdOp emits tosa.scatter with W=4 > K=3.
func.func @main(%arg0: !torch.vtensor<[3,3],f32>) -> !torch.vtensor<[3,3],f32> {
  %false = torch.constant.bool false
  %idx = torch.vtensor.literal(dense<[0, 0, 2, 2]> : tensor<4xsi64>) : !torch.vtensor<[4],si64>
  %vals = torch.vtensor.literal(dense<5.000000e+00> : tensor<4x3xf32>) : !torch.vtensor<[4,3],f32>
  %list = torch.prim.ListConstruct %idx : (!torch.vtensor<[4],si64>) -> !torch.list<vtensor>
  %0 = torch.aten.index_put.hacked_twin %arg0, %list, %vals, %false : !torch.vtensor<[3,3],f32>, !torch.list<vtensor>, !torch.vtensor<[4,3],f32>, !torch.bool -> !torch.vtensor<[3,3],f32>
  return %0 : !torch.vtensor<[3,3],f32>
}
