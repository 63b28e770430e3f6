// iree-opt --split-input-file --iree-vm-conversion vm-buffer-load-16bit-float.mlir
// What the unevaluated initializer holds after stream/HAL lowering: the scalar read back from
// a device buffer with hal.buffer.load and stored to the scalar global. HALToVM's
// BufferLoadOpConversion refuses f16/bf16 results ("half-width floats not supported on the
// host (yet)"), so the initializer is not legalized. The f32 and i16 cases convert
// (vm.call @hal.buffer.load + vm.global.store.f32 / .i32).
util.global private @buf : !hal.buffer
util.global private @g : bf16
util.initializer {
  %c0 = arith.constant 0 : index
  %b = util.global.load @buf : !hal.buffer
  %v = hal.buffer.load<%b : !hal.buffer>[%c0] : bf16
  util.global.store %v, @g : bf16
  util.return
}

// -----

util.global private @buf : !hal.buffer
util.global private @g : f16
util.initializer {
  %c0 = arith.constant 0 : index
  %b = util.global.load @buf : !hal.buffer
  %v = hal.buffer.load<%b : !hal.buffer>[%c0] : f16
  util.global.store %v, @g : f16
  util.return
}

// -----

util.global private @buf : !hal.buffer
util.global private @g : f32
util.initializer {
  %c0 = arith.constant 0 : index
  %b = util.global.load @buf : !hal.buffer
  %v = hal.buffer.load<%b : !hal.buffer>[%c0] : f32
  util.global.store %v, @g : f32
  util.return
}

// -----

util.global private @buf : !hal.buffer
util.global private @g : i16
util.initializer {
  %c0 = arith.constant 0 : index
  %b = util.global.load @buf : !hal.buffer
  %v = hal.buffer.load<%b : !hal.buffer>[%c0] : i16
  util.global.store %v, @g : i16
  util.return
}
