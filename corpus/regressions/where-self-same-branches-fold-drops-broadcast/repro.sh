#!/bin/sh
# irfuzz: pass-error in torch-adjust-calling-conventions at k=1
# failed to legalize unresolved materialization from ('!torch.vtensor<[],f16>') to ('!torch.vtensor<[2,2],f16>') that remained live after conversion (no type converter specified)
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
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"erase": "none", "k": 1, "message": "failed to legalize unresolved materialization from ('"'"'!torch.vtensor<[],f16>'"'"') to ('"'"'!torch.vtensor<[2,2],f16>'"'"') that remained live after conversion (no type converter specified)", "pass": "torch-adjust-calling-conventions", "pipeline": "builtin.module(torch-function-to-torch-backend-pipeline)", "reproducer_pipeline": null, "seed": 538, "signature": "pass-error-e22a2de8e730", "stage": "pipeline", "symptom": "pass-error"}'
