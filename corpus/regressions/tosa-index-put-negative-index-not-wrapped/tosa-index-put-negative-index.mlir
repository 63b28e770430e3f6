// Run: torch-mlir-opt -convert-torch-to-tosa tosa-index-put-negative-index.mlir
// x.index_put((tensor([1]), tensor([-1])), tensor([7.0])) of a float32 [2, 3] (eager: x[1, 2] = 7.0):
// the pattern hands the -1 to the scatter as it is; the flattened index is 1 * 3 + (-1) = 2, i.e. x[0, 2].
func.func @main(%arg0: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> {
  %false = torch.constant.bool false
  %i0 = torch.vtensor.literal(dense<1> : tensor<1xsi64>) : !torch.vtensor<[1],si64>
  %i1 = torch.vtensor.literal(dense<-1> : tensor<1xsi64>) : !torch.vtensor<[1],si64>
  %val = torch.vtensor.literal(dense<7.0> : tensor<1xf32>) : !torch.vtensor<[1],f32>
  %list = torch.prim.ListConstruct %i0, %i1 : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.list<vtensor>
  %0 = torch.aten.index_put.hacked_twin %arg0, %list, %val, %false : !torch.vtensor<[2,3],f32>, !torch.list<vtensor>, !torch.vtensor<[1],f32>, !torch.bool -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}
