#!/usr/bin/env python3
"""irfuzz reproducer: lowering-error in torch-finalizing-backend-type-conversion at k=1

Runs `builtin.module(func.func(torch-finalizing-backend-type-conversion))` on before.mlir with torch-mlir in a child process and judges the first
error diagnostic (fuzz/findings/rerun.py). Exit status, one meaning each: 1 the same failure,
0 it ran and nothing failed (fixed?), 2 it could not run or failed differently.
Needs irfuzz importable; `irfuzz corpus bundle FOLDER --out DIR` writes one that needs only torch-mlir.
"""
import os
import sys

CASE = {'symptom': 'lowering-error', 'stage': 'lowering', 'pass': 'torch-finalizing-backend-type-conversion', 'k': 1, 'message': 'failed to legalize operation \'torch.constant.int\': %0 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int :: not lowered: torch.aten.split.Tensor', 'pipeline': 'builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)', 'reproducer_pipeline': 'builtin.module(func.func(torch-finalizing-backend-type-conversion))', 'signature': 'lowering-error-cd777a10501e', 'erase': 'none', 'seed': 0}
try:
    from fuzz.findings.rerun import rerun
except BaseException as exc:
    print(f"cannot run: irfuzz is not importable: {exc!r}", file=sys.stderr)
    sys.exit(2)
sys.exit(rerun("repro.py", os.path.dirname(os.path.abspath(__file__)), CASE))
