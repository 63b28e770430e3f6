#!/usr/bin/env python3
"""irfuzz reproducer: verifier-error in convert-torch-to-linalg at k=1

Runs `builtin.module(func.func(convert-torch-to-linalg{allow-non-finites=true}))` on before.mlir with torch-mlir in a child process and judges the first
error diagnostic (fuzz/findings/rerun.py). Exit status, one meaning each: 1 the same failure,
0 it ran and nothing failed (fixed?), 2 it could not run or failed differently.
Needs irfuzz importable; `irfuzz corpus bundle FOLDER --out DIR` writes one that needs only torch-mlir.
"""
import os
import sys

CASE = {'symptom': 'verifier-error', 'stage': 'lowering', 'pass': 'convert-torch-to-linalg', 'k': 1, 'message': 'operand and result must have the same size and dtype', 'pipeline': 'builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)', 'reproducer_pipeline': 'builtin.module(func.func(convert-torch-to-linalg{allow-non-finites=true}))', 'signature': 'verifier-error-554a5c1a6708', 'erase': 'none', 'seed': 6666}
try:
    from fuzz.findings.rerun import rerun
except BaseException as exc:
    print(f"cannot run: irfuzz is not importable: {exc!r}", file=sys.stderr)
    sys.exit(2)
sys.exit(rerun("repro.py", os.path.dirname(os.path.abspath(__file__)), CASE))
