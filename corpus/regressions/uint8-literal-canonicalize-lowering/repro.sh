#!/bin/sh
# irfuzz: verifier-error in canonicalize at k=1
# 'torch.vtensor.literal' op inferred type(s) '!torch.vtensor<[2,3],si8>' are incompatible with return type(s) of operation '!torch.vtensor<[2,3],ui8>'
#
# The one-line reproducer (prints the diagnostic):
#   torch-mlir-opt -pass-pipeline='builtin.module(func.func(canonicalize{cse-between-iterations=false    max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}))' before.mlir
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"erase": "torchscript", "k": 1, "message": "'"'"'torch.vtensor.literal'"'"' op inferred type(s) '"'"'!torch.vtensor<[2,3],si8>'"'"' are incompatible with return type(s) of operation '"'"'!torch.vtensor<[2,3],ui8>'"'"'", "pass": "canonicalize", "pipeline": "builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)", "reproducer_pipeline": "builtin.module(func.func(canonicalize{cse-between-iterations=false    max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}))", "seed": 0, "signature": "verifier-error-d049098967d1", "stage": "lowering", "symptom": "verifier-error"}'
