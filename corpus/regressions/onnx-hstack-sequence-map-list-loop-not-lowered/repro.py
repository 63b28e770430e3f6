#!/usr/bin/env python3
"""irfuzz reproducer: lowering-error in convert-torch-to-scf at k=1

Runs `builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)` on stage_input.mlir with torch-mlir in a child process and judges the first
error diagnostic (fuzz/findings/rerun.py). Exit status, one meaning each: 1 the same failure,
0 it ran and nothing failed (fixed?), 2 it could not run or failed differently.
Needs irfuzz importable; `irfuzz corpus bundle FOLDER --out DIR` writes one that needs only torch-mlir.
"""
import os
import sys

CASE = {'symptom': 'lowering-error', 'stage': 'lowering', 'pass': 'convert-torch-to-scf', 'k': 1, 'message': 'failed to legalize operation \'torch.prim.Loop\' that was explicitly marked illegal: %8 = "torch.prim.Loop"(%1, %2, %7) ({...}) : (!torch.int, !torch.bool, !torch.list<vtensor<[?],f32>>) -> !torch.list<vtensor<[?],f32>>', 'pipeline': 'builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)', 'reproducer_pipeline': None, 'signature': 'lowering-error-7a00e18232ab', 'erase': 'none', 'seed': 0, 'frontend': 'onnx'}
try:
    from fuzz.findings.rerun import rerun
except BaseException as exc:
    print(f"cannot run: irfuzz is not importable: {exc!r}", file=sys.stderr)
    sys.exit(2)
sys.exit(rerun("repro.py", os.path.dirname(os.path.abspath(__file__)), CASE))
