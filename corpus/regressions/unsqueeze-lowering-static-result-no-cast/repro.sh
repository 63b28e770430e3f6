#!/bin/sh
# irfuzz: verifier-error in convert-torch-to-linalg at k=1
# operand and result must have the same size and dtype
#
# The one-line reproducer (prints the diagnostic):
#   torch-mlir-opt -pass-pipeline='builtin.module(func.func(convert-torch-to-linalg{allow-non-finites=true}))' before.mlir
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"erase": "none", "k": 1, "message": "operand and result must have the same size and dtype", "pass": "convert-torch-to-linalg", "pipeline": "builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)", "reproducer_pipeline": "builtin.module(func.func(convert-torch-to-linalg{allow-non-finites=true}))", "seed": 6666, "signature": "verifier-error-554a5c1a6708", "stage": "lowering", "symptom": "verifier-error"}'
