#!/bin/sh
# irfuzz: verifier-error in convert-torch-to-tosa at k=1
# 'tosa.reshape' op expected at most one target dimension to be -1
#
# The one-line reproducer (prints the diagnostic):
#   torch-mlir-opt -pass-pipeline='builtin.module(func.func(convert-torch-to-tosa{  require-full-tosa-conversion=true}))' before.mlir
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"erase": "none", "k": 1, "message": "'"'"'tosa.reshape'"'"' op expected at most one target dimension to be -1", "pass": "convert-torch-to-tosa", "pipeline": "builtin.module(torch-backend-to-tosa-backend-pipeline)", "reproducer_pipeline": "builtin.module(func.func(convert-torch-to-tosa{  require-full-tosa-conversion=true}))", "seed": 5968, "signature": "verifier-error-13c8ec85b950", "stage": "lowering-tosa", "symptom": "verifier-error"}'
