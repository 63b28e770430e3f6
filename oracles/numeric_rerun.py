"""What a numeric finding's `repro.py` runs: compile its IR with the executor that judged it
and judge one output with the finding's own rule (fuzz/findings/numeric_repro.py writes it).

The script imports this module from irfuzz, or from the copy `irfuzz corpus bundle` puts
beside it (fuzz/findings/bundle.py: this file, oracles/compare.py, the executor and the few
modules they import, all verbatim). So it needs torch and torch-mlir (IREE for iree-cpu) and
nothing of irfuzz that is not in the bundle: import only oracles.compare, oracles.executors
and the standard library here.

A case (plain data, written into the script):
  output      the index of the output whose rule failed
  k_vs_k1     True: compare with IR_k's compiled output (stage_input.mlir) bit for bit;
              False: with eager PyTorch (expected.pt) under `rule`
  rule        {"kind", "source", "range", "distribution", "nan"}, as oracles/compare.py takes them
  executor    the executor whose numbers the finding judged ("refbackend", "iree-cpu")

Exit status of `main`, one meaning each: 1 the rule still fails on that output, 0 it holds
(fixed?), 2 it cannot run (a missing or unreadable file, IR that does not compile, a run that
fails, anything unforeseen).
"""

from __future__ import annotations

import os
import sys
from typing import Any

from oracles.compare import Mismatch, compare_bits, compare_to_eager, only_flushed_denormals


def _run(executor: Any, ir_path: str, inputs: list[Any], dtypes: list[Any]) -> list[Any]:
    from oracles.executors import as_declared

    with open(ir_path) as fh:
        return as_declared(executor.load(executor.compile(fh.read()))(inputs), dtypes)


def judge(folder: str, case: dict[str, Any]) -> Mismatch | None:
    """The rule's Mismatch on the case's output (None when it holds); raises when it cannot run."""
    import torch

    from oracles.executors import get_executor

    output, rule = int(case["output"]), case["rule"]
    inputs = torch.load(os.path.join(folder, "inputs.pt"))
    expected = torch.load(os.path.join(folder, "expected.pt"))
    dtypes = [t.dtype for t in expected]
    executor = get_executor(case["executor"])
    got = _run(executor, os.path.join(folder, "before.mlir"), inputs, dtypes)
    if case["k_vs_k1"]:
        reference = _run(executor, os.path.join(folder, "stage_input.mlir"), inputs, dtypes)
        return compare_bits(output, reference[output], got[output], rule["nan"])
    problem = compare_to_eager(output, expected[output], got[output], rule["kind"], rule["range"],
                               rule["distribution"], rule["nan"])
    if problem is not None and executor.flushes_denormals and only_flushed_denormals(
            expected[output], got[output], rule["nan"]):
        return None  # what irfuzz records as an executor limit, not a finding
    return problem


def main(folder: str, case: dict[str, Any]) -> int:
    """Judge the case in `folder`; print why on stderr; return 1, 0 or 2 (see the module doc)."""
    try:
        problem = judge(folder, case)
    except BaseException as exc:  # whatever stops it, it did not reproduce
        if isinstance(exc, SystemExit) and exc.code in (None, 0):
            exc = RuntimeError("exited early")
        print(f"cannot run: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 2
    if problem is not None:
        print(f"REPRODUCED: {problem.describe()}", file=sys.stderr)
        return 1
    print(f"output {case['output']} satisfies the rule: fixed?", file=sys.stderr)
    return 0
