#!/bin/sh
# irfuzz: lowering-error in execute-tosa at k=1
# tosa-to-linalg: failed to legalize unresolved materialization from ('tensor<2x2xi1>') to ('tensor<?x?xi1>') that remained live after conversion (no type converter specified)
#
# No pass pipeline reproduces it: irfuzz checks the program again for the signature:
#   irfuzz check program.json --erase intermediate --seed 4214 --also-lower tosa --expect lowering-error-a7357390b5f5
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"details": {"executor": "tosa-refbackend"}, "erase": "intermediate", "k": 1, "message": "tosa-to-linalg: failed to legalize unresolved materialization from ('"'"'tensor<2x2xi1>'"'"') to ('"'"'tensor<?x?xi1>'"'"') that remained live after conversion (no type converter specified)", "pass": null, "pipeline": null, "reproducer_pipeline": null, "seed": 4214, "signature": "lowering-error-a7357390b5f5", "stage": "execute-tosa", "symptom": "lowering-error"}'
