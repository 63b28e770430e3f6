#!/usr/bin/env python3
"""irfuzz reproducer: backend-contract in torch-lower-to-backend-contract at k=1

Runs `builtin.module(torch-lower-to-backend-contract{ decompose=true extra-library= max-iterations=10 shape-dtype-refine=true})` on before.mlir with torch-mlir in a child process and judges the first
error diagnostic (fuzz/findings/rerun.py). Exit status, one meaning each: 1 the same failure,
0 it ran and nothing failed (fixed?), 2 it could not run or failed differently.
Needs irfuzz importable; `irfuzz corpus bundle FOLDER --out DIR` writes one that needs only torch-mlir.
"""
import os
import sys

CASE = {'symptom': 'backend-contract', 'stage': 'pipeline', 'pass': 'torch-lower-to-backend-contract', 'k': 1, 'message': 'found an op that was marked as backend illegal :: see current operation: %6 = "torch.aten.index_put"(%arg0, %5, %4, %0) : (!torch.vtensor<[2,3,4],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[3],f32>, !torch.bool) -> !torch.vtensor<[2,3,4],f32>', 'pipeline': 'builtin.module(torch-function-to-torch-backend-pipeline)', 'reproducer_pipeline': 'builtin.module(torch-lower-to-backend-contract{ decompose=true extra-library= max-iterations=10 shape-dtype-refine=true})', 'signature': 'backend-contract-6fca01ade185', 'erase': 'none', 'seed': 0}
try:
    from fuzz.findings.rerun import rerun
except BaseException as exc:
    print(f"cannot run: irfuzz is not importable: {exc!r}", file=sys.stderr)
    sys.exit(2)
sys.exit(rerun("repro.py", os.path.dirname(os.path.abspath(__file__)), CASE))
