#!/bin/sh
# irfuzz: pass-error in convert-torch-onnx-to-torch at k=1
# failed to legalize unresolved materialization from ('!torch.vtensor<[?],f32>') to ('!torch.vtensor<[3],f32>') that remained live after conversion (no type converter specified)
#
# The one-line reproducer (prints the diagnostic):
#   torch-mlir-opt -pass-pipeline='builtin.module(func.func(convert-torch-onnx-to-torch{allow-non-finites=true}))' before.mlir
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"erase": "none", "frontend": "onnx", "k": 1, "message": "failed to legalize unresolved materialization from ('"'"'!torch.vtensor<[?],f32>'"'"') to ('"'"'!torch.vtensor<[3],f32>'"'"') that remained live after conversion (no type converter specified)", "pass": "convert-torch-onnx-to-torch", "pipeline": "builtin.module(torch-onnx-to-torch-backend-pipeline,torch-function-to-torch-backend-pipeline)", "reproducer_pipeline": "builtin.module(func.func(convert-torch-onnx-to-torch{allow-non-finites=true}))", "seed": 0, "signature": "pass-error-672a03be0130", "stage": "pipeline", "symptom": "pass-error"}'
