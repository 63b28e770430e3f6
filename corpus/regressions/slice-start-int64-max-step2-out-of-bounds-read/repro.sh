#!/bin/sh
# irfuzz: mismatch-eager in execute at k=1
# IR_1 compiled vs eager: output 0: shape mismatch: expected [0], got [1] [aten.slice.Tensor, exact]
#
# No pass pipeline reproduces it: irfuzz checks the program again for the signature:
#   irfuzz check program.json --erase intermediate --seed 0 --executor refbackend --expect mismatch-eager-b1d6146e758a
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"details": {"executor": "refbackend"}, "erase": "intermediate", "k": 1, "message": "IR_1 compiled vs eager: output 0: shape mismatch: expected [0], got [1] [aten.slice.Tensor, exact]\nfirst wrong node: v0 = aten.slice.Tensor (int16[0]), alone at IR_1: shape mismatch: expected [0], got [1]", "pass": null, "pipeline": null, "reproducer_pipeline": null, "seed": 0, "signature": "mismatch-eager-b1d6146e758a", "stage": "execute", "symptom": "mismatch-eager"}'
