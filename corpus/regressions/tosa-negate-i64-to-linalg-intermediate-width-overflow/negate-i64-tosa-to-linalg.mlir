// Run (torch-mlir-opt has no tosa-to-linalg; torch_mlir's Python registers it):
//   python -c "import sys; from torch_mlir import ir, passmanager as p; c = ir.Context(); m = ir.Module.parse(open(sys.argv[1]).read(), c); p.PassManager.parse('builtin.module(func.func(tosa-to-linalg))', c).run(m.operation)" THIS
// tosa.negate on i64 with zero points 0: the lowering picks an i16 intermediate and emits
// arith.extsi i64 -> i16: error: 'arith.extsi' op operand type 'i64' and result type 'i16' are cast incompatible
// (the same module with i32 for i64 lowers: extsi to i64, subi, clamp, trunci)
func.func @main(%arg0: tensor<2x3xi64>) -> tensor<2x3xi64> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi64>}> : () -> tensor<1xi64>
  %0 = tosa.negate %arg0, %zp, %zp : (tensor<2x3xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}
