// Run: torch-mlir-opt -pass-pipeline='builtin.module(func.func(torch-decompose-complex-ops))' masked-scatter-decompose.mlir
// The result is [2,3] (self [3] broadcast with mask [2,3]), but DecomposeAtenMaskedScatterOp types the
// mask + zeros_like(self) add, the flattened prefix sum and the gathered source with self's sizes ([3], 3 elements):
//   torch.aten.add.Tensor %arg1, %0, %int1 : !torch.vtensor<[2,3],i1>, !torch.vtensor<[3],si64>, !torch.int -> !torch.vtensor<[3],si64>
//   torch.aten.index_select %arg2, %int0, %4 : !torch.vtensor<[6],f32>, !torch.int, !torch.vtensor<[3],si64> -> !torch.vtensor<[3],f32>
// With ',convert-torch-to-tmtensor,convert-torch-to-linalg' appended to the pipeline the lowering then fails:
// convert-torch-to-linalg then fails: 'tensor.cast' op operand type 'tensor<2x3xi64>' and result type 'tensor<3xi64>' are cast incompatible
func.func @main(%arg0: !torch.vtensor<[3],f32>, %mask: !torch.vtensor<[2,3],i1>, %src: !torch.vtensor<[6],f32>) -> !torch.vtensor<[2,3],f32> {
  %0 = torch.aten.masked_scatter %arg0, %mask, %src : !torch.vtensor<[3],f32>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[6],f32> -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}
