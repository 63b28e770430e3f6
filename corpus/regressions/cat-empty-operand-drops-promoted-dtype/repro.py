#!/usr/bin/env python3
"""irfuzz reproducer: verifier-error in torch-simplify-dtype-calculations at k=1

Runs `builtin.module(func.func(torch-simplify-dtype-calculations))` on before.mlir with torch-mlir in a child process and judges the first
error diagnostic (fuzz/findings/rerun.py). Exit status, one meaning each: 1 the same failure,
0 it ran and nothing failed (fixed?), 2 it could not run or failed differently.
Needs irfuzz importable; `irfuzz corpus bundle FOLDER --out DIR` writes one that needs only torch-mlir.
"""
import os
import sys

CASE = {'symptom': 'verifier-error', 'stage': 'pipeline', 'pass': 'torch-simplify-dtype-calculations', 'k': 1, 'message': "'torch.tensor_static_info_cast' op operand type '!torch.vtensor<[3,2],si64>' and result type '!torch.vtensor<[3,2],f32>' are cast incompatible", 'pipeline': 'builtin.module(torch-function-to-torch-backend-pipeline)', 'reproducer_pipeline': 'builtin.module(func.func(torch-simplify-dtype-calculations))', 'signature': 'verifier-error-a93dbc627f71', 'erase': 'torchscript', 'seed': 0}
try:
    from fuzz.findings.rerun import rerun
except BaseException as exc:
    print(f"cannot run: irfuzz is not importable: {exc!r}", file=sys.stderr)
    sys.exit(2)
sys.exit(rerun("repro.py", os.path.dirname(os.path.abspath(__file__)), CASE))
