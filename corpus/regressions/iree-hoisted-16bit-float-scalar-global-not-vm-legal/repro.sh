#!/bin/sh
# irfuzz: lowering-error in execute-stablehlo at k=1
# error: failed to legalize operation 'util.initializer' that was explicitly marked illegal: "util.initializer"() <{function_type = () -> ()}> ({...}) : () -> ()
#
# No pass pipeline reproduces it: irfuzz checks the program again for the signature:
#   irfuzz check program.json --erase none --seed 6573 --also-lower stablehlo --expect lowering-error-fb5b017ea03b
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"details": {"executor": "iree-stablehlo"}, "erase": "none", "k": 1, "message": "error: failed to legalize operation '"'"'util.initializer'"'"' that was explicitly marked illegal: \"util.initializer\"() <{function_type = () -> ()}> ({...}) : () -> ()", "pass": null, "pipeline": null, "reproducer_pipeline": null, "seed": 6573, "signature": "lowering-error-fb5b017ea03b", "stage": "execute-stablehlo", "symptom": "lowering-error"}'
