// Run: iree-opt --pass-pipeline='builtin.module(util.func(iree-dispatch-creation-clone-producers-into-dispatch-regions))' THIS
// As after FormDispatchRegions: the scatter's updates %upd are an extract_slice of its own
// `original` %x, outside the region. The pass moves the extract_slice into the region, so the
// region reads its updates from %x, which the scatter overwrites in place.
util.func public @main(%x: tensor<4xf32>, %idx: tensor<2xi32>) -> tensor<4xf32> {
  %upd = tensor.extract_slice %x[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %0 = flow.dispatch.region -> (tensor<4xf32>) {
    %1 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(false) ins(%upd, %idx : tensor<2xf32>, tensor<2xi32>) outs(%x : tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32):
      iree_linalg_ext.yield %a : f32
    } -> tensor<4xf32>
    flow.return %1 : tensor<4xf32>
  }
  util.return %0 : tensor<4xf32>
}
