#!/bin/sh
# irfuzz: mismatch-eager in execute at k=1
# IR_1 compiled vs eager: output 0: dtype mismatch: expected torch.float16, got torch.float32 [aten.randn_like, random]
#
# No pass pipeline reproduces it: irfuzz checks the program again for the signature:
#   irfuzz check program.json --erase torchscript --seed 4468 --executor refbackend --expect mismatch-eager-74367ac1a914
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"details": {"executor": "refbackend"}, "erase": "torchscript", "k": 1, "message": "IR_1 compiled vs eager: output 0: dtype mismatch: expected torch.float16, got torch.float32 [aten.randn_like, random]\nfirst wrong node: v5 = aten.randn_like (float16[2, 3, 4]), alone at IR_1: dtype mismatch: expected torch.float16, got torch.float32", "pass": null, "pipeline": null, "reproducer_pipeline": null, "seed": 4468, "signature": "mismatch-eager-74367ac1a914", "stage": "execute", "symptom": "mismatch-eager"}'
