#!/bin/sh
# irfuzz: lowering-error in execute-tosa at k=1
# tosa-to-linalg: 'arith.truncf' op operand type 'f16' and result type 'bf16' are cast incompatible
#
# No pass pipeline reproduces it: irfuzz checks the program again for the signature:
#   irfuzz check program.json --erase intermediate --seed 12726 --also-lower tosa --expect lowering-error-ddd68eaa15c3
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"details": {"executor": "tosa-refbackend"}, "erase": "intermediate", "k": 1, "message": "tosa-to-linalg: '"'"'arith.truncf'"'"' op operand type '"'"'f16'"'"' and result type '"'"'bf16'"'"' are cast incompatible", "pass": null, "pipeline": null, "reproducer_pipeline": null, "seed": 12726, "signature": "lowering-error-ddd68eaa15c3", "stage": "execute-tosa", "symptom": "lowering-error"}'
