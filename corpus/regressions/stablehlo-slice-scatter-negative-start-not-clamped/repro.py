#!/usr/bin/env python3
"""irfuzz reproducer: verifier-error in convert-torch-to-stablehlo at k=1

Runs `builtin.module(func.func(convert-torch-to-stablehlo{allow-non-finites=true enable-i32-index=false enable-static-shape=false}))` on before.mlir with torch-mlir in a child process and judges the first
error diagnostic (fuzz/findings/rerun.py). Exit status, one meaning each: 1 the same failure,
0 it ran and nothing failed (fixed?), 2 it could not run or failed differently.
Needs irfuzz importable; `irfuzz corpus bundle FOLDER --out DIR` writes one that needs only torch-mlir.
"""
import os
import sys

CASE = {'symptom': 'verifier-error', 'stage': 'lowering-stablehlo', 'pass': 'convert-torch-to-stablehlo', 'k': 1, 'message': 'expects bounds of the scatter dimensions of updates to be same as the bounds of the corresponding dimensions of scatter indices. For scatter dimension 1, updates bound is 1 , scatter_indices bound is 2.', 'pipeline': 'builtin.module(torch-backend-to-stablehlo-backend-pipeline)', 'reproducer_pipeline': 'builtin.module(func.func(convert-torch-to-stablehlo{allow-non-finites=true enable-i32-index=false enable-static-shape=false}))', 'signature': 'verifier-error-9f8d97517cac', 'erase': 'none', 'seed': 0}
try:
    from fuzz.findings.rerun import rerun
except BaseException as exc:
    print(f"cannot run: irfuzz is not importable: {exc!r}", file=sys.stderr)
    sys.exit(2)
sys.exit(rerun("repro.py", os.path.dirname(os.path.abspath(__file__)), CASE))
