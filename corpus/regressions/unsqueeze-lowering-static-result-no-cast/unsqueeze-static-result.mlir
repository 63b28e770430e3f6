// aten.unsqueeze whose result type is more static than its operand (dim 0: ? -> 2),
// as torch.export + the FX importer type it when another op specializes dim 0.
// torch-mlir-opt -convert-torch-to-linalg unsqueeze-static-result.mlir
//   -> error: operand and result must have the same size and dtype (torch_c.from_builtin_tensor)
func.func @unsqueeze_static_result(%arg0: !torch.vtensor<[?,?,1],bf16>) -> !torch.vtensor<[2,?,1,1],bf16> {
  %int3 = torch.constant.int 3
  %0 = torch.aten.unsqueeze %arg0, %int3 : !torch.vtensor<[?,?,1],bf16>, !torch.int -> !torch.vtensor<[2,?,1,1],bf16>
  return %0 : !torch.vtensor<[2,?,1,1],bf16>
}
