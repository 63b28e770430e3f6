"""Which op's decomposition makes `torch-decompose-complex-ops` fail.

Many decomposition patterns end in one generic diagnostic: a pattern that replaces an op whose
result type the shape refinement made more precise with a value of the input's less precise
type, with no cast, leaves "type of return operand 0 doesn't match function result type"
(a roll, a repeat with all-ones counts, a select_scatter): the message names no op, and the
same failure reached through other ops looks like any of those defects. The pass takes the
ops to leave undecomposed (`legal-ops`), so the pattern at fault is found by running it once
per op of its input with that op legal: the op whose decomposition, left out, makes the
failure go away, while with any other op left out it stays.

Contract: `decomposition_at_fault` never raises; it returns None when the binary is missing,
the pass does not fail on the input, or not exactly one op's decomposition is at fault. It
runs only subprocesses (nothing native in the calling process).
"""

from __future__ import annotations

import os
import re
import subprocess
import tempfile

from .native_stack import IDLE_S, REPLAY_LIMIT_S, torch_mlir_opt
from .processes import run_bounded

DECOMPOSE_PASS = "torch-decompose-complex-ops"
# An op of the Torch dialect as its pass option names it: `torch.aten.unflatten.int` -> `aten.unflatten.int`.
_ATEN_OP = re.compile(r"\btorch\.(aten\.[\w.]+)")


def _fails(binary: str, path: str, legal: str | None, timeout: float) -> bool | None:
    """Whether the pass fails on the file (an error, or a non-zero exit); None when it could
    not run to its end (a time limit)."""
    option = f"{{legal-ops={legal}}}" if legal else ""
    try:
        done = run_bounded([binary, f"-pass-pipeline=builtin.module(func.func({DECOMPOSE_PASS}{option}))", path,
                            "-o", os.devnull], min(timeout, REPLAY_LIMIT_S), idle_s=IDLE_S, errors="replace")
    except (OSError, subprocess.TimeoutExpired):
        return None
    return done.returncode != 0 or "error:" in done.stderr


def decomposition_at_fault(ir: str, timeout: float = REPLAY_LIMIT_S) -> str | None:
    """The one op (`aten.roll`) whose decomposition makes the pass fail on `ir` (its input):
    the pass fails on `ir`, does not with that op legal, and still does with each other op of
    `ir` legal. None otherwise (see the module doc)."""
    binary = torch_mlir_opt()
    ops = sorted(set(_ATEN_OP.findall(ir or "")))
    if binary is None or not ops:
        return None
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as fh:
        fh.write(ir)
    try:
        if not _fails(binary, fh.name, None, timeout):
            return None
        cleared = []
        for op in ops:
            fails = _fails(binary, fh.name, op, timeout)
            if fails is None:
                return None
            if not fails:
                cleared.append(op)
        return cleared[0] if len(cleared) == 1 else None
    finally:
        os.unlink(fh.name)
