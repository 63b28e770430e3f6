#!/bin/sh
# irfuzz: printer-error in pipeline at k=2
# elements literal type must have static shape
#
# The one-line reproducer (prints the diagnostic):
#   torch-mlir-opt -pass-pipeline='builtin.module(torch-simplification-pipeline)' stage_input.mlir
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"erase": "none", "k": 2, "message": "elements literal type must have static shape", "pass": null, "pipeline": "builtin.module(torch-simplification-pipeline)", "reproducer_pipeline": null, "seed": 0, "signature": "printer-error-9272cef1c4d7", "stage": "pipeline", "symptom": "printer-error"}'
