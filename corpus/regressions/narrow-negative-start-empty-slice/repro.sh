#!/bin/sh
# irfuzz: mismatch-eager in execute at k=1
# IR_1 compiled vs eager: output 0: shape mismatch: expected [1], got [0] [aten.narrow, exact]
#
# No pass pipeline reproduces it: irfuzz checks the program again for the signature:
#   irfuzz check program.json --erase intermediate --seed 0 --executor refbackend --expect mismatch-eager-3c42382f05a8
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"details": {"executor": "refbackend"}, "erase": "intermediate", "k": 1, "message": "IR_1 compiled vs eager: output 0: shape mismatch: expected [1], got [0] [aten.narrow, exact]\nfirst wrong node: v0 = aten.narrow (uint8[1]), alone at IR_1: shape mismatch: expected [1], got [0]", "pass": null, "pipeline": null, "reproducer_pipeline": null, "seed": 0, "signature": "mismatch-eager-3c42382f05a8", "stage": "execute", "symptom": "mismatch-eager"}'
