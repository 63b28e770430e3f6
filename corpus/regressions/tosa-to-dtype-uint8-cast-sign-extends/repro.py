#!/usr/bin/env python3
"""irfuzz reproducer: mismatch-eager at k=1: IR_1 compiled vs eager: output 0: bits mismatch at index []: expected 232.0, got -24.0 (1 of 1 elements differ) [aten.type_as, exact, any NaN equal]

Compiles before.mlir (IR_k lowered to linalg-on-tensors) with irfuzz's tosa-refbackend executor, runs it
on inputs.pt and judges output 0 against eager PyTorch (expected.pt) under the finding's rule:
exact (bit for bit, any NaN equals any NaN) [aten.type_as] (oracles/numeric_rerun.py, oracles/compare.py).
Exit status: 1 while that rule still fails on that output, 0 once it holds, 2 if it cannot run.
Needs irfuzz importable; `irfuzz corpus bundle FOLDER --out DIR` copies the runtime beside it.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CASE = {'output': 0, 'k_vs_k1': False, 'rule': {'kind': 'exact', 'source': 'aten.type_as', 'range': None, 'distribution': None, 'nan': 'any'}, 'executor': 'tosa-refbackend'}
sys.path.insert(0, HERE)  # a bundle carries irfuzz's runtime files here
try:
    from oracles.numeric_rerun import main
except BaseException as exc:
    print(f"cannot run: irfuzz's runtime is not importable: {exc!r}", file=sys.stderr)
    sys.exit(2)
sys.exit(main(HERE, CASE))
