// MLIR only: one-shot-bufferize (any options) turns this valid tensor.collapse_shape into an invalid
// memref.collapse_shape (memref<0x?xi64> -> memref<0xi64>). The wheel's torch-mlir-opt lacks the pass;
// run it with torch_mlir.passmanager.PassManager.parse("builtin.module(one-shot-bufferize)").
func.func @main(%arg0: tensor<0x?xi64>) -> tensor<?xi64> {
  %c = tensor.collapse_shape %arg0 [[0, 1]] : tensor<0x?xi64> into tensor<?xi64>
  return %c : tensor<?xi64>
}
