// aten.floordiv.int with a constant 0 divisor: Python/TorchScript raise ZeroDivisionError for 0 // 0,
// the folder computes floor(0 / 0.0) = NaN and converts it to int64 (undefined behaviour; x86 gives
// INT64_MIN, -9223372036854775808). Run: torch-mlir-opt -canonicalize THIS
func.func @main() -> !torch.int {
  %int0 = torch.constant.int 0
  %0 = torch.aten.floordiv.int %int0, %int0 : !torch.int, !torch.int -> !torch.int
  return %0 : !torch.int
}
