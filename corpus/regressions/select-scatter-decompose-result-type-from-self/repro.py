#!/usr/bin/env python3
"""irfuzz reproducer: verifier-error in torch-decompose-complex-ops at k=1

Runs `builtin.module(func.func(torch-decompose-complex-ops{}))` on before.mlir with torch-mlir in a child process and judges the first
error diagnostic (fuzz/findings/rerun.py). Exit status, one meaning each: 1 the same failure,
0 it ran and nothing failed (fixed?), 2 it could not run or failed differently.
Needs irfuzz importable; `irfuzz corpus bundle FOLDER --out DIR` writes one that needs only torch-mlir.
"""
import os
import sys

CASE = {'symptom': 'verifier-error', 'stage': 'pipeline', 'pass': 'torch-decompose-complex-ops', 'k': 1, 'message': "type of return operand 1 ('!torch.vtensor<[0,?],f32>') doesn't match function result type ('!torch.vtensor<[0,5],f32>') in function @main", 'pipeline': 'builtin.module(torch-function-to-torch-backend-pipeline)', 'reproducer_pipeline': 'builtin.module(func.func(torch-decompose-complex-ops{}))', 'signature': 'verifier-error-75fda9bb3801', 'erase': 'none', 'seed': 0}
try:
    from fuzz.findings.rerun import rerun
except BaseException as exc:
    print(f"cannot run: irfuzz is not importable: {exc!r}", file=sys.stderr)
    sys.exit(2)
sys.exit(rerun("repro.py", os.path.dirname(os.path.abspath(__file__)), CASE))
