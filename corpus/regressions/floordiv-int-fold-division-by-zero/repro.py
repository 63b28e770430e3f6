#!/usr/bin/env python3
"""irfuzz reproducer: printer-error in pipeline at k=2

Runs `builtin.module(torch-simplification-pipeline)` on stage_input.mlir with torch-mlir in a child process and judges the first
error diagnostic (fuzz/findings/rerun.py). Exit status, one meaning each: 1 the same failure,
0 it ran and nothing failed (fixed?), 2 it could not run or failed differently.
Needs irfuzz importable; `irfuzz corpus bundle FOLDER --out DIR` writes one that needs only torch-mlir.
"""
import os
import sys

CASE = {'symptom': 'printer-error', 'stage': 'pipeline', 'pass': None, 'k': 2, 'message': 'elements literal type must have static shape', 'pipeline': 'builtin.module(torch-simplification-pipeline)', 'reproducer_pipeline': None, 'signature': 'printer-error-9272cef1c4d7', 'erase': 'none', 'seed': 0}
try:
    from fuzz.findings.rerun import rerun
except BaseException as exc:
    print(f"cannot run: irfuzz is not importable: {exc!r}", file=sys.stderr)
    sys.exit(2)
sys.exit(rerun("repro.py", os.path.dirname(os.path.abspath(__file__)), CASE))
