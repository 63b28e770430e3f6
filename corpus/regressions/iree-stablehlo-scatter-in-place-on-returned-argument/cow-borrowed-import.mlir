// Run: iree-opt --pass-pipeline='builtin.module(util.func(iree-stream-materialize-copy-on-write))' THIS
// A non-consuming import borrows the caller's buffer, yet no stream.async.clone is inserted before
// the tied (in-place) dispatch, so the dispatch writes into the caller's input (compare `consume`).
util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %0 = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<2xi32> in !stream.resource<external>{%c8}
  %1 = stream.async.cast %0 : !stream.resource<external>{%c8} -> !stream.resource<*>{%c8}
  %2 = stream.async.dispatch @ex::@fn(%1[%c0 to %c8 for %c8]) : (!stream.resource<*>{%c8}) -> %1{%c8}
  %3 = stream.async.cast %2 : !stream.resource<*>{%c8} -> !stream.resource<external>{%c8}
  %4 = stream.tensor.export %3 : tensor<2xi32> in !stream.resource<external>{%c8} -> !hal.buffer_view
  util.return %4 : !hal.buffer_view
}
