// Run: torch-mlir-opt -torch-shape-refinement-pipeline masked-scatter-shape.mlir
// The shape function of aten.masked_scatter returns self's shape: the result is refined to [3]
// although self [3] and mask [2,3] broadcast to [2,3] (eager's result shape).
func.func @main(%arg0: !torch.vtensor<[3],f32>, %mask: !torch.vtensor<[2,3],i1>, %src: !torch.vtensor<[6],f32>) -> !torch.vtensor {
  %0 = torch.aten.masked_scatter %arg0, %mask, %src : !torch.vtensor<[3],f32>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[6],f32> -> !torch.vtensor
  return %0 : !torch.vtensor
}
