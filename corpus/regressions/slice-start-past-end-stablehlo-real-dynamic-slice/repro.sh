#!/bin/sh
# irfuzz: verifier-error in stablehlo-canonicalize-dynamism at k=1
# start index 2 is larger than limit index 1 in dimension 0
#
# The one-line reproducer (prints the diagnostic):
#   torch-mlir-opt -pass-pipeline='builtin.module(torch-backend-to-stablehlo-backend-pipeline)' stage_input.mlir
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"erase": "none", "k": 1, "message": "start index 2 is larger than limit index 1 in dimension 0", "pass": "stablehlo-canonicalize-dynamism", "pipeline": "builtin.module(torch-backend-to-stablehlo-backend-pipeline)", "reproducer_pipeline": null, "seed": 0, "signature": "verifier-error-cf4b491a9f64", "stage": "lowering-stablehlo", "symptom": "verifier-error"}'
