#!/usr/bin/env python3
"""irfuzz reproducer: pass-error in torch-reduce-op-variants at k=1

Runs `builtin.module(func.func(torch-reduce-op-variants{extra-library=}))` on before.mlir with torch-mlir in a child process and judges the first
error diagnostic (fuzz/findings/rerun.py). Exit status, one meaning each: 1 the same failure,
0 it ran and nothing failed (fixed?), 2 it could not run or failed differently.
Needs irfuzz importable; `irfuzz corpus bundle FOLDER --out DIR` writes one that needs only torch-mlir.
"""
import os
import sys

CASE = {'symptom': 'pass-error', 'stage': 'pipeline', 'pass': 'torch-reduce-op-variants', 'k': 1, 'message': 'failed to legalize operation \'torch.operator\' that was explicitly marked illegal: %5 = "torch.operator"(%arg0, %3, %4) <{name = "torch.aten.movedim.intlist"}> : (!torch.vtensor<[2,3,4],f32>, !torch.list<int>, !torch.list<int>) -> !torch.vtensor<[3,4,2],f32>', 'pipeline': 'builtin.module(torch-function-to-torch-backend-pipeline)', 'reproducer_pipeline': 'builtin.module(func.func(torch-reduce-op-variants{extra-library=}))', 'signature': 'pass-error-d42e86f9def9', 'erase': 'none', 'seed': 0}
try:
    from fuzz.findings.rerun import rerun
except BaseException as exc:
    print(f"cannot run: irfuzz is not importable: {exc!r}", file=sys.stderr)
    sys.exit(2)
sys.exit(rerun("repro.py", os.path.dirname(os.path.abspath(__file__)), CASE))
