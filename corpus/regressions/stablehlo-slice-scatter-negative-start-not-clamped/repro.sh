#!/bin/sh
# irfuzz: verifier-error in convert-torch-to-stablehlo at k=1
# expects bounds of the scatter dimensions of updates to be same as the bounds of the corresponding dimensions of scatter indices. For scatter dimension 1, updates bound is 1 , scatter_indices bound is 2.
#
# The one-line reproducer (prints the diagnostic):
#   torch-mlir-opt -pass-pipeline='builtin.module(func.func(convert-torch-to-stablehlo{allow-non-finites=true enable-i32-index=false enable-static-shape=false}))' before.mlir
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"erase": "none", "k": 1, "message": "expects bounds of the scatter dimensions of updates to be same as the bounds of the corresponding dimensions of scatter indices. For scatter dimension 1, updates bound is 1 , scatter_indices bound is 2.", "pass": "convert-torch-to-stablehlo", "pipeline": "builtin.module(torch-backend-to-stablehlo-backend-pipeline)", "reproducer_pipeline": "builtin.module(func.func(convert-torch-to-stablehlo{allow-non-finites=true enable-i32-index=false enable-static-shape=false}))", "seed": 0, "signature": "verifier-error-9f8d97517cac", "stage": "lowering-stablehlo", "symptom": "verifier-error"}'
