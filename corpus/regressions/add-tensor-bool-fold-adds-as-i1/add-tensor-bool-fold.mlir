// aten.add.Tensor of two bool (i1) constants: PyTorch adds bools as a logical or
// (True + True is True), the folder adds them as 1-bit integers (1 + 1 wraps to 0, False).
// Run: torch-mlir-opt -canonicalize THIS
func.func @main() -> !torch.vtensor<[2],i1> {
  %int1 = torch.constant.int 1
  %0 = torch.vtensor.literal(dense<true> : tensor<2xi1>) : !torch.vtensor<[2],i1>
  %1 = torch.aten.add.Tensor %0, %0, %int1 : !torch.vtensor<[2],i1>, !torch.vtensor<[2],i1>, !torch.int -> !torch.vtensor<[2],i1>
  return %1 : !torch.vtensor<[2],i1>
}
