#!/bin/sh
cd "$(dirname "$0")" || exit 2
set -x
# run-error at IR_1: iree-device-runtime (IREE): run: Error invoking function: INVALID_ARGUMENT; while invoking native function hal.device.queue.dealloca
iree-compile k1.mlir --iree-hal-target-backends=cuda --iree-cuda-target=sm_80 -o 0002-seed1001-k1.vmfb
iree-run-module --device=cuda --module=0002-seed1001-k1.vmfb --function=main --input=3x0xi8=@input0.bin
