#!/usr/bin/env python3
"""irfuzz reproducer: verifier-error in convert-torch-to-tosa at k=1

Runs `builtin.module(func.func(convert-torch-to-tosa{  require-full-tosa-conversion=true}))` on before.mlir with torch-mlir in a child process and judges the first
error diagnostic (fuzz/findings/rerun.py). Exit status, one meaning each: 1 the same failure,
0 it ran and nothing failed (fixed?), 2 it could not run or failed differently.
Needs irfuzz importable; `irfuzz corpus bundle FOLDER --out DIR` writes one that needs only torch-mlir.
"""
import os
import sys

CASE = {'symptom': 'verifier-error', 'stage': 'lowering-tosa', 'pass': 'convert-torch-to-tosa', 'k': 1, 'message': "'tosa.reshape' op expected at most one target dimension to be -1", 'pipeline': 'builtin.module(torch-backend-to-tosa-backend-pipeline)', 'reproducer_pipeline': 'builtin.module(func.func(convert-torch-to-tosa{  require-full-tosa-conversion=true}))', 'signature': 'verifier-error-13c8ec85b950', 'erase': 'none', 'seed': 5968}
try:
    from fuzz.findings.rerun import rerun
except BaseException as exc:
    print(f"cannot run: irfuzz is not importable: {exc!r}", file=sys.stderr)
    sys.exit(2)
sys.exit(rerun("repro.py", os.path.dirname(os.path.abspath(__file__)), CASE))
