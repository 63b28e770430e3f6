#!/usr/bin/env python3
"""irfuzz reproducer: mismatch-eager at k=1: IR_1 compiled vs eager: output 0: close mismatch at index [0, 0, 0, 1, 0]: expected 193.0, got -63.0 (Tensor-likes are not close!; Mismatched elements: 5 / 24 (20.8%); Greatest absolute difference: 256.0 at index (0, 0, 0, 1, 0) (up to 1e-05 allowed); Greatest relative difference: 1.718120813369751 at index (0, 0, 1, 1, 0) (up to 1.3e-06 allowed)) [aten.where.self, inexact]

Compiles before.mlir (IR_k lowered to linalg-on-tensors) with irfuzz's refbackend executor, runs it
on inputs.pt and judges output 0 against eager PyTorch (expected.pt) under the finding's rule:
inexact (torch.testing.assert_close tolerances) [aten.where.self] (oracles/numeric_rerun.py, oracles/compare.py).
Exit status: 1 while that rule still fails on that output, 0 once it holds, 2 if it cannot run.
Needs irfuzz importable; `irfuzz corpus bundle FOLDER --out DIR` copies the runtime beside it.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CASE = {'output': 0, 'k_vs_k1': False, 'rule': {'kind': 'inexact', 'source': 'aten.where.self', 'range': None, 'distribution': None, 'nan': 'any'}, 'executor': 'refbackend'}
sys.path.insert(0, HERE)  # a bundle carries irfuzz's runtime files here
try:
    from oracles.numeric_rerun import main
except BaseException as exc:
    print(f"cannot run: irfuzz's runtime is not importable: {exc!r}", file=sys.stderr)
    sys.exit(2)
sys.exit(main(HERE, CASE))
