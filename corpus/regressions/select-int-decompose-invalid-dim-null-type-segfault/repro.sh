#!/bin/sh
# irfuzz: crash in torch-decompose-complex-ops at k=1
# native crash: worker killed by SIGSEGV (rc 139) at mlir::torch::Torch::BaseTensorType::getSizes in mlir::torch::Torch::DecomposeAtenSelectIntOp::matchAndRewrite
#
# The one-line reproducer (prints the diagnostic):
#   torch-mlir-opt -pass-pipeline='builtin.module(torch-function-to-torch-backend-pipeline)' stage_input.mlir
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"erase": "intermediate", "k": 1, "message": "native crash: worker killed by SIGSEGV (rc 139) at mlir::torch::Torch::BaseTensorType::getSizes in mlir::torch::Torch::DecomposeAtenSelectIntOp::matchAndRewrite", "pass": "torch-decompose-complex-ops", "pipeline": "builtin.module(torch-function-to-torch-backend-pipeline)", "reproducer_pipeline": null, "seed": 10867, "signature": "crash-f557d8f8d9eb", "stage": "pipeline", "symptom": "crash"}'
