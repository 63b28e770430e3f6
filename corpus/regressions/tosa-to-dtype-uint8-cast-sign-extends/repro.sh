#!/bin/sh
# irfuzz: mismatch-eager in execute-tosa at k=1
# IR_1 compiled vs eager: output 0: bits mismatch at index []: expected 232.0, got -24.0 (1 of 1 elements differ) [aten.type_as, exact, any NaN equal]
#
# No pass pipeline reproduces it: irfuzz checks the program again for the signature:
#   irfuzz check program.json --erase none --seed 12448 --also-lower tosa --expect mismatch-eager-1a0e90413f12
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"details": {"executor": "tosa-refbackend"}, "erase": "none", "k": 1, "message": "IR_1 compiled vs eager: output 0: bits mismatch at index []: expected 232.0, got -24.0 (1 of 1 elements differ) [aten.type_as, exact, any NaN equal]\nfirst wrong node: v0 = aten.type_as (float32[]), alone at IR_1: bits mismatch at index []: expected 232.0, got -24.0 (1 of 1 elements differ)", "pass": null, "pipeline": null, "reproducer_pipeline": null, "seed": 12448, "signature": "mismatch-eager-1a0e90413f12", "stage": "execute-tosa", "symptom": "mismatch-eager"}'
