#!/bin/sh
# irfuzz: crash in execute at k=1
# native crash: worker killed by SIGABRT (rc 134) (compiling or running IR_1 with refbackend)
#
# No pass pipeline reproduces it: irfuzz checks the program again for the signature:
#   irfuzz check program.json --erase none --seed 0 --executor refbackend --expect crash-9b9307a55092
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"erase": "none", "k": 1, "message": "native crash: worker killed by SIGABRT (rc 134) (compiling or running IR_1 with refbackend)", "pass": null, "pipeline": null, "reproducer_pipeline": null, "seed": 0, "signature": "crash-9b9307a55092", "stage": "execute", "symptom": "crash"}'
