"""The last reduction step: delete lines of before.mlir while the one-pass reproducer still
fails with the same diagnostic (`reduce_mlir`), or the same way by any test (`reduce_lines`:
the upstream report shrinks a crash's IR while it crashes with the same signal).

Runs the wheel's `torch-mlir-opt` in a subprocess per candidate (no MLIR in this process).
A candidate whose text does not parse fails with a parse error, which is a different
diagnostic, so it is never accepted: every result is valid IR that still shows the bug.
"""

from __future__ import annotations

import re
import subprocess
import time
from collections.abc import Callable

from oracles.processes import run_bounded
from oracles.verdict import normalize_message

_ERROR = re.compile(r"error: (.*)")
_KEEP = re.compile(r"^\s*(module|func\.func|return|func\.return|\}|#|//)")


def first_error(opt: str, pipeline: str, text: str, timeout: float = 60) -> str | None:
    try:
        done = run_bounded([opt, f"--pass-pipeline={pipeline}", "-"], timeout, input=text)
    except subprocess.TimeoutExpired:
        return None
    if done.returncode == 0:
        return None
    match = _ERROR.search(done.stderr)
    return match.group(1) if match else None


def reduce_mlir(text: str, pipeline: str, message: str, opt: str, budget_s: float = 30.0) -> str:
    """Greedy line deletion to a fixpoint (or the budget); returns the smallest text found."""
    wanted = normalize_message(message.split(" :: ")[0])

    def same_diagnostic(candidate: str) -> bool:
        error = first_error(opt, pipeline, candidate)
        return error is not None and normalize_message(error) == wanted

    return reduce_lines(text, same_diagnostic, budget_s)


def reduce_lines(text: str, still_fails: Callable[[str], bool], budget_s: float = 30.0) -> str:
    """Greedy deletion of lines (never the module/function skeleton) while `still_fails(text)`
    holds, to a fixpoint or the budget; returns the smallest text found. `still_fails` must
    accept only the failure being reduced (a parse error is another failure), so every
    result is valid IR that still shows it; for a crash, the same signal."""
    start = time.monotonic()
    lines = text.splitlines()
    changed = True
    while changed and time.monotonic() - start < budget_s:
        changed = False
        for i in reversed(range(len(lines))):
            if _KEEP.match(lines[i]) or not lines[i].strip():
                continue
            candidate = lines[:i] + lines[i + 1:]
            if still_fails("\n".join(candidate) + "\n"):
                lines = candidate
                changed = True
            if time.monotonic() - start >= budget_s:
                break
    return "\n".join(lines) + "\n"
