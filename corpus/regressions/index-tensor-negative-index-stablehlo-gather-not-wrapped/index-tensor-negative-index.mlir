// Run: torch-mlir-opt -convert-torch-to-stablehlo THIS
// x[tensor([1]), tensor([-1])] with x: f32 [2, 3]; eager reads x[1, 2].
// The index constant reaches stablehlo.gather as [[1, -1]]: nothing adds the dim size to the -1.
// StableHLO clamps a gather start index into [0, 3 - 1], so -1 reads x[1, 0] (IREE: the same).
func.func @main(%arg0: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[1],f32> {
  %i0 = torch.vtensor.literal(dense<1> : tensor<1xsi64>) : !torch.vtensor<[1],si64>
  %i1 = torch.vtensor.literal(dense<-1> : tensor<1xsi64>) : !torch.vtensor<[1],si64>
  %list = torch.prim.ListConstruct %i0, %i1 : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.list<vtensor>
  %0 = torch.aten.index.Tensor_hacked_twin %arg0, %list : !torch.vtensor<[2,3],f32>, !torch.list<vtensor> -> !torch.vtensor<[1],f32>
  return %0 : !torch.vtensor<[1],f32>
}
