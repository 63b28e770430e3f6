// Run: iree-opt --pass-pipeline='builtin.module(util.func(iree-flow-canonicalize))' THIS
// The closure optimization dedupes %x (operand 1, the readwrite one the result is tied to) into
// operand 0 (readonly): error: 'iree_tensor_ext.dispatch.tensor.store' op operand #1 must be
// dispatch.tensor, but got '!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>'
util.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = flow.dispatch.workgroups(%x, %x) : (tensor<4xf32>, tensor<4xf32>) -> %x =
      (%in: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, %out: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xf32>>) {
    %a = iree_tensor_ext.dispatch.tensor.load %in, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
    %b = iree_tensor_ext.dispatch.tensor.load %out, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xf32>> -> tensor<4xf32>
    %c = arith.addf %a, %b : tensor<4xf32>
    iree_tensor_ext.dispatch.tensor.store %c, %out, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xf32>>
    flow.return
  }
  util.return %0 : tensor<4xf32>
}
