// Run: torch-mlir-opt -pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' prims-collapse-static-result.mlir
// The result type [4,3] is more static than the operand [2,2,?] (valid Torch IR); ConvertPrimsCollapseOp builds
// tensor.collapse_shape directly with tensor<4x3xf32>:
// error: 'tensor.collapse_shape' op expected dimension 1 of collapsed type to be dynamic since one or more of the
// corresponding dimensions in the expanded type is dynamic
func.func @main(%arg0: !torch.vtensor<[2,2,?],f32>) -> !torch.vtensor<[4,3],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %0 = torch.prims.collapse %arg0, %int0, %int1 : !torch.vtensor<[2,2,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[4,3],f32>
  return %0 : !torch.vtensor<[4,3],f32>
}
