#!/bin/sh
# irfuzz: verifier-error in torch-decompose-complex-ops at k=1
# type of return operand 1 ('!torch.vtensor<[0,?],f32>') doesn't match function result type ('!torch.vtensor<[0,5],f32>') in function @main
#
# The one-line reproducer (prints the diagnostic):
#   torch-mlir-opt -pass-pipeline='builtin.module(func.func(torch-decompose-complex-ops{}))' before.mlir
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"erase": "none", "k": 1, "message": "type of return operand 1 ('"'"'!torch.vtensor<[0,?],f32>'"'"') doesn'"'"'t match function result type ('"'"'!torch.vtensor<[0,5],f32>'"'"') in function @main", "pass": "torch-decompose-complex-ops", "pipeline": "builtin.module(torch-function-to-torch-backend-pipeline)", "reproducer_pipeline": "builtin.module(func.func(torch-decompose-complex-ops{}))", "seed": 0, "signature": "verifier-error-75fda9bb3801", "stage": "pipeline", "symptom": "verifier-error"}'
