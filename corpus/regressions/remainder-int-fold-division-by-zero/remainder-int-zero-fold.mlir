// aten.remainder.int with a constant 0 divisor: PyTorch raises ZeroDivisionError at run time,
// the folder computes 7 % 0 at compile time (SIGFPE). Run: torch-mlir-opt -canonicalize THIS
func.func @main() -> !torch.int {
  %int7 = torch.constant.int 7
  %int0 = torch.constant.int 0
  %0 = torch.aten.remainder.int %int7, %int0 : !torch.int, !torch.int -> !torch.int
  return %0 : !torch.int
}
