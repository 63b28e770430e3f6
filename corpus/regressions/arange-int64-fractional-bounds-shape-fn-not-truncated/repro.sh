#!/bin/sh
# irfuzz: lowering-error in execute at k=1
# refbackend lowering: 'linalg.generic' op unexpected result less than 0 at expression #0 in (d0) -> (d0)
#
# No pass pipeline reproduces it: irfuzz checks the program again for the signature:
#   irfuzz check program.json --erase intermediate --seed 10958 --executor refbackend --expect lowering-error-b1b418b730db
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"details": {"executor": "refbackend"}, "erase": "intermediate", "k": 1, "message": "refbackend lowering: '"'"'linalg.generic'"'"' op unexpected result less than 0 at expression #0 in (d0) -> (d0)", "pass": null, "pipeline": null, "reproducer_pipeline": null, "seed": 10958, "signature": "lowering-error-b1b418b730db", "stage": "execute", "symptom": "lowering-error"}'
