#!/bin/sh
# irfuzz: lowering-error in torch-finalizing-backend-type-conversion at k=1
# failed to legalize operation 'torch.constant.int': %0 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int :: not lowered: torch.aten.split.Tensor
#
# The one-line reproducer (prints the diagnostic):
#   torch-mlir-opt -pass-pipeline='builtin.module(func.func(torch-finalizing-backend-type-conversion))' before.mlir
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"erase": "none", "k": 1, "message": "failed to legalize operation '"'"'torch.constant.int'"'"': %0 = \"torch.constant.int\"() <{value = 0 : i64}> : () -> !torch.int :: not lowered: torch.aten.split.Tensor", "pass": "torch-finalizing-backend-type-conversion", "pipeline": "builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)", "reproducer_pipeline": "builtin.module(func.func(torch-finalizing-backend-type-conversion))", "seed": 0, "signature": "lowering-error-cd777a10501e", "stage": "lowering", "symptom": "lowering-error"}'
