#!/bin/sh
# irfuzz: mismatch-eager in execute at k=1
# IR_1 compiled vs eager: output 0: close mismatch at index [0, 0, 0, 1, 0]: expected 193.0, got -63.0 (Tensor-likes are not close!; Mismatched elements: 5 / 24 (20.8%); Greatest absolute difference: 256.0 at index (0, 0, 0, 1, 0) (up to 1e-05 allowed); Greatest relative difference: 1.718120813369751 at index (0, 0, 1, 1, 0) (up to 1.3e-06 allowed)) [aten.where.self, inexact]
#
# No pass pipeline reproduces it: irfuzz checks the program again for the signature:
#   irfuzz check program.json --erase torchscript --seed 5007 --executor refbackend --expect mismatch-eager-6ccde154a522
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"details": {"executor": "refbackend"}, "erase": "torchscript", "k": 1, "message": "IR_1 compiled vs eager: output 0: close mismatch at index [0, 0, 0, 1, 0]: expected 193.0, got -63.0 (Tensor-likes are not close!; Mismatched elements: 5 / 24 (20.8%); Greatest absolute difference: 256.0 at index (0, 0, 0, 1, 0) (up to 1e-05 allowed); Greatest relative difference: 1.718120813369751 at index (0, 0, 1, 1, 0) (up to 1.3e-06 allowed)) [aten.where.self, inexact]\nfirst wrong node: v2 = aten.where.self (float32[1, 3, 2, 2, 2]), alone at IR_1: close mismatch at index [0, 0, 0, 1, 0]: expected 193.0, got -63.0 (Tensor-likes are not close!; Mismatched elements: 5 / 24 (20.8%); Greatest absolute difference: 256.0 at index (0, 0, 0, 1, 0) (up to 1e-05 allowed); Greatest relative difference: 1.718120813369751 at index (0, 0, 1, 1, 0) (up to 1.3e-06 allowed))", "pass": null, "pipeline": null, "reproducer_pipeline": null, "seed": 5007, "signature": "mismatch-eager-6ccde154a522", "stage": "execute", "symptom": "mismatch-eager"}'
