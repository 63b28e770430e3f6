#!/bin/sh
# irfuzz: pass-error in torch-reduce-op-variants at k=1
# failed to legalize operation 'torch.operator' that was explicitly marked illegal: %1 = "torch.operator"(%0) <{name = "torch.aten.vstack"}> : (!torch.list<vtensor>) -> !torch.vtensor<[4,3],f32>
#
# The one-line reproducer (prints the diagnostic):
#   torch-mlir-opt -pass-pipeline='builtin.module(func.func(torch-reduce-op-variants{extra-library=}))' before.mlir
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"erase": "none", "k": 1, "message": "failed to legalize operation '"'"'torch.operator'"'"' that was explicitly marked illegal: %1 = \"torch.operator\"(%0) <{name = \"torch.aten.vstack\"}> : (!torch.list<vtensor>) -> !torch.vtensor<[4,3],f32>", "pass": "torch-reduce-op-variants", "pipeline": "builtin.module(torch-function-to-torch-backend-pipeline)", "reproducer_pipeline": "builtin.module(func.func(torch-reduce-op-variants{extra-library=}))", "seed": 0, "signature": "pass-error-2579e37dfd4b", "stage": "pipeline", "symptom": "pass-error"}'
