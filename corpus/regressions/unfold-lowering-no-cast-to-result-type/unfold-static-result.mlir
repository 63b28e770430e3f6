// Run: torch-mlir-opt -pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' unfold-static-result.mlir
// The result type [2,2,2] is more static than the operand [?,3] (valid Torch IR). ConvertAtenUnfoldOp replaces the
// op with its linalg.generic of type tensor<?x2x2xi32> without a tensor.cast to the converted result type:
// error: 'torch_c.from_builtin_tensor' op operand and result must have the same size and dtype
func.func @main(%arg0: !torch.vtensor<[?,3],si32>) -> !torch.vtensor<[2,2,2],si32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %0 = torch.aten.unfold %arg0, %int1, %int2, %int1 : !torch.vtensor<[?,3],si32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,2,2],si32>
  return %0 : !torch.vtensor<[2,2,2],si32>
}
