#!/bin/sh
# irfuzz: lowering-error in convert-torch-to-scf at k=1
# failed to legalize operation 'torch.prim.Loop' that was explicitly marked illegal: %8 = "torch.prim.Loop"(%1, %2, %7) ({...}) : (!torch.int, !torch.bool, !torch.list<vtensor<[?],f32>>) -> !torch.list<vtensor<[?],f32>>
#
# The one-line reproducer (prints the diagnostic):
#   torch-mlir-opt -pass-pipeline='builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)' stage_input.mlir
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"erase": "none", "frontend": "onnx", "k": 1, "message": "failed to legalize operation '"'"'torch.prim.Loop'"'"' that was explicitly marked illegal: %8 = \"torch.prim.Loop\"(%1, %2, %7) ({...}) : (!torch.int, !torch.bool, !torch.list<vtensor<[?],f32>>) -> !torch.list<vtensor<[?],f32>>", "pass": "convert-torch-to-scf", "pipeline": "builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)", "reproducer_pipeline": null, "seed": 0, "signature": "lowering-error-7a00e18232ab", "stage": "lowering", "symptom": "lowering-error"}'
