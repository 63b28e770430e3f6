#!/usr/bin/env python3
"""irfuzz reproducer: verifier-error in canonicalize at k=1

Runs `builtin.module(func.func(canonicalize{cse-between-iterations=false    max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}))` on before.mlir with torch-mlir in a child process and judges the first
error diagnostic (fuzz/findings/rerun.py). Exit status, one meaning each: 1 the same failure,
0 it ran and nothing failed (fixed?), 2 it could not run or failed differently.
Needs irfuzz importable; `irfuzz corpus bundle FOLDER --out DIR` writes one that needs only torch-mlir.
"""
import os
import sys

CASE = {'symptom': 'verifier-error', 'stage': 'pipeline', 'pass': 'canonicalize', 'k': 1, 'message': "'torch.tensor_static_info_cast' op operand type '!torch.vtensor<[0,2,1],f32>' and result type '!torch.vtensor<[0,1,2],f32>' are cast incompatible", 'pipeline': 'builtin.module(torch-function-to-torch-backend-pipeline)', 'reproducer_pipeline': 'builtin.module(func.func(canonicalize{cse-between-iterations=false    max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}))', 'signature': 'verifier-error-48d8119e3932', 'erase': 'none', 'seed': 4674}
try:
    from fuzz.findings.rerun import rerun
except BaseException as exc:
    print(f"cannot run: irfuzz is not importable: {exc!r}", file=sys.stderr)
    sys.exit(2)
sys.exit(rerun("repro.py", os.path.dirname(os.path.abspath(__file__)), CASE))
