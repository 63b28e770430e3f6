#!/bin/sh
# irfuzz: backend-contract in torch-lower-to-backend-contract at k=1
# unsupported by backend contract: tensor with unknown dtype :: see current operation: %2 = "torch.aten.cat"(%1, %0) : (!torch.list<vtensor>, !torch.int) -> !torch.vtensor<[0],unk>
#
# The one-line reproducer (prints the diagnostic):
#   torch-mlir-opt -pass-pipeline='builtin.module(torch-lower-to-backend-contract{ decompose=true extra-library= max-iterations=10 shape-dtype-refine=true})' before.mlir
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"erase": "intermediate", "k": 1, "message": "unsupported by backend contract: tensor with unknown dtype :: see current operation: %2 = \"torch.aten.cat\"(%1, %0) : (!torch.list<vtensor>, !torch.int) -> !torch.vtensor<[0],unk>", "pass": "torch-lower-to-backend-contract", "pipeline": "builtin.module(torch-function-to-torch-backend-pipeline)", "reproducer_pipeline": "builtin.module(torch-lower-to-backend-contract{ decompose=true extra-library= max-iterations=10 shape-dtype-refine=true})", "seed": 0, "signature": "backend-contract-1767cb158a6e", "stage": "pipeline", "symptom": "backend-contract"}'
