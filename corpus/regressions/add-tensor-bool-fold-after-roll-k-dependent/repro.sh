#!/bin/sh
# irfuzz: mismatch-k in execute at k=1
# IR_1 vs IR_2 compiled: output 0: bits mismatch at index [0]: expected True, got False (2 of 2 elements differ) [aten.add.Tensor, exact]
#
# No pass pipeline reproduces it: irfuzz checks the program again for the signature:
#   irfuzz check program.json --erase none --seed 0 --executor refbackend --expect mismatch-k-35641c1b76a8
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"details": {"executor": "refbackend"}, "erase": "none", "k": 1, "message": "IR_1 vs IR_2 compiled: output 0: bits mismatch at index [0]: expected True, got False (2 of 2 elements differ) [aten.add.Tensor, exact]\nfirst wrong node: v2 = aten.add.Tensor (bool[2]), alone at IR_1: bits mismatch at index [0]: expected True, got False (2 of 2 elements differ)", "pass": null, "pipeline": null, "reproducer_pipeline": null, "seed": 0, "signature": "mismatch-k-35641c1b76a8", "stage": "execute", "symptom": "mismatch-k"}'
