// Run (torch-mlir-opt has no tosa-to-linalg; torch_mlir's Python registers it):
//   python -c "import sys; from torch_mlir import ir, passmanager as p; c = ir.Context(); m = ir.Module.parse(open(sys.argv[1]).read(), c); p.PassManager.parse('builtin.module(func.func(tosa-to-linalg))', c).run(m.operation)" THIS
// tosa.cast f16 -> bf16 (both 16 bits wide): the lowering takes "not wider" for "narrower" and emits
// arith.truncf f16 -> bf16: error: 'arith.truncf' op operand type 'f16' and result type 'bf16' are cast incompatible
// (bf16 -> f16 fails the same way; f16 -> f32 -> bf16 lowers to extf + truncf)
func.func @main(%arg0: tensor<4xf16>) -> tensor<4xbf16> {
  %0 = tosa.cast %arg0 : (tensor<4xf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}
