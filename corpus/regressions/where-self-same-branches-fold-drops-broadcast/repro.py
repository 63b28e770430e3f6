#!/usr/bin/env python3
"""irfuzz reproducer: pass-error in torch-adjust-calling-conventions at k=1

Runs `builtin.module(torch-function-to-torch-backend-pipeline)` on stage_input.mlir with torch-mlir in a child process and judges the first
error diagnostic (fuzz/findings/rerun.py). Exit status, one meaning each: 1 the same failure,
0 it ran and nothing failed (fixed?), 2 it could not run or failed differently.
Needs irfuzz importable; `irfuzz corpus bundle FOLDER --out DIR` writes one that needs only torch-mlir.
"""
import os
import sys

CASE = {'symptom': 'pass-error', 'stage': 'pipeline', 'pass': 'torch-adjust-calling-conventions', 'k': 1, 'message': "failed to legalize unresolved materialization from ('!torch.vtensor<[],f16>') to ('!torch.vtensor<[2,2],f16>') that remained live after conversion (no type converter specified)", 'pipeline': 'builtin.module(torch-function-to-torch-backend-pipeline)', 'reproducer_pipeline': None, 'signature': 'pass-error-e22a2de8e730', 'erase': 'none', 'seed': 538}
try:
    from fuzz.findings.rerun import rerun
except BaseException as exc:
    print(f"cannot run: irfuzz is not importable: {exc!r}", file=sys.stderr)
    sys.exit(2)
sys.exit(rerun("repro.py", os.path.dirname(os.path.abspath(__file__)), CASE))
