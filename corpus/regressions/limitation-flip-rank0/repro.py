#!/usr/bin/env python3
"""irfuzz reproducer: lowering-error in convert-torch-to-linalg at k=1

Runs `builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)` on stage_input.mlir with torch-mlir in a child process and judges the first
error diagnostic (fuzz/findings/rerun.py). Exit status, one meaning each: 1 the same failure,
0 it ran and nothing failed (fixed?), 2 it could not run or failed differently.
Needs irfuzz importable; `irfuzz corpus bundle FOLDER --out DIR` writes one that needs only torch-mlir.
"""
import os
import sys

CASE = {'symptom': 'lowering-error', 'stage': 'lowering', 'pass': 'convert-torch-to-linalg', 'k': 1, 'message': 'failed to legalize operation \'torch.aten.flip\' that was explicitly marked illegal: %2 = "torch.aten.flip"(%arg0, %1) : (!torch.vtensor<[],f32>, !torch.list<int>) -> !torch.vtensor<[],f32>', 'pipeline': 'builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)', 'reproducer_pipeline': None, 'signature': 'lowering-error-1726f960b931', 'erase': 'none', 'seed': 558}
try:
    from fuzz.findings.rerun import rerun
except BaseException as exc:
    print(f"cannot run: irfuzz is not importable: {exc!r}", file=sys.stderr)
    sys.exit(2)
sys.exit(rerun("repro.py", os.path.dirname(os.path.abspath(__file__)), CASE))
