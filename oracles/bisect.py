"""Pass bisection: the first pass after which the IR no longer lowers, or computes wrong numbers.

A finding's first failing k is replayed from the IR before it (IR_k-1, or the raw import for
k = 1) with module-scope IR printing before every pass, nested ones included. Each snapshot
is lowered to linalg-on-tensors and, for numeric findings, compiled and run. A snapshot is
`good` (lowers; numbers right), `bad` (shows the finding: same lowering diagnostic, or wrong
numbers) or `unknown` (not in backend form yet: e.g. an op still waiting to be decomposed).
The culprit is the pass between the last good snapshot and the first bad one after it,
found by binary search over the snapshots whose IR differs.

Contract: runs in the worker; deterministic for a given finding; returns None when the
snapshots never show a good-to-bad step (the bug is then not attributable at this level,
e.g. a miscompile inside the linalg lowering); `pass_name` is None when unknown snapshots
leave a window of several passes.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from generators.mlir import new_context, parse_module

from .compare import compare_bits, compare_to_eager
from .executors import as_declared, get_executor
from .numerics import NumericReference
from .pipeline import PipelineFailure, dump_passes, run_pipeline
from .verdict import normalize_message

GOOD, BAD, UNKNOWN = "good", "bad", "unknown"


@dataclass
class BisectResult:
    pass_name: str | None     # the culprit, when no unknown snapshot sits between good and bad
    window: list[str]         # the passes that changed the IR between the last good and first bad snapshot
    k: int
    snapshots: int
    evaluated: int

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def _lower(ir: str, pipeline: str) -> tuple[str | None, str | None]:
    """(linalg text, None) or (None, normalized failure message)."""
    try:
        module = parse_module(ir, new_context())
        run_pipeline(module, pipeline)
        return str(module), None
    except PipelineFailure as failure:
        return None, normalize_message(failure.message)
    except Exception as exc:  # a snapshot that does not even parse back
        return None, f"irfuzz: {type(exc).__name__}"


def make_judge(finding: dict[str, Any], lowering_pipeline: str, reference: NumericReference | None,
               baseline: list[Any] | None) -> Callable[[str], str]:
    symptom = finding["symptom"]
    wanted = normalize_message(finding["message"]) if finding["stage"].startswith("lowering") else None
    executor = get_executor(finding.get("details", {}).get("executor", "refbackend")) \
        if finding["stage"] == "execute" else None

    def judge(ir: str) -> str:
        linalg, problem = _lower(ir, lowering_pipeline)
        if linalg is None:
            return BAD if wanted is not None and problem == wanted else UNKNOWN
        if executor is None or reference is None:
            return GOOD if wanted is not None else UNKNOWN
        try:
            got = as_declared(executor.load(executor.compile(linalg))(reference.inputs),
                              [t.dtype for t in reference.eager])
        except Exception:
            return UNKNOWN
        for i, (rule, expected, actual) in enumerate(zip(reference.rules, reference.eager, got)):
            if symptom.startswith("mismatch-k") and baseline is not None:
                if rule.kind.value == "undefined":  # as in run_numerics: never compared across k
                    continue
                wrong = compare_bits(i, baseline[i], actual, rule.nan)
            else:
                wrong = compare_to_eager(i, expected, actual, rule.kind, rule.value_range, rule.distribution,
                                         rule.nan)
            if wrong is not None:
                return BAD
        return GOOD
    return judge


def bisect_passes(start_ir: str, pipeline: str, final_ir: str, k: int,
                  judge: Callable[[str], str]) -> BisectResult | None:
    with tempfile.NamedTemporaryFile(suffix=".dump") as dump:
        dumps = dump_passes(start_ir, pipeline, dump.name)
    if not dumps:
        return None
    # Snapshot i is the IR before pass i; the stage's result (after the last pass) closes the list.
    snapshots = [d.before_ir for d in dumps] + [final_ir]
    names = [d.pass_name for d in dumps]
    # Only the points where the IR changed can change the verdict.
    points = [i for i in range(len(snapshots)) if i == 0 or snapshots[i] != snapshots[i - 1]]
    verdicts: dict[int, str] = {}

    def at(i: int) -> str:
        if i not in verdicts:
            verdicts[i] = judge(snapshots[i])
        return verdicts[i]

    hi = len(points) - 1
    if at(points[hi]) != BAD:
        return None
    # Walk back with growing steps to a good snapshot; bad ones on the way tighten hi.
    lo, j, step = None, hi - 1, 1
    while j >= 0:
        verdict = at(points[j])
        if verdict == GOOD:
            lo = j
            break
        if verdict == BAD:
            hi = j
        if j == 0:
            break
        j = max(j - step, 0)
        step = min(step * 2, 8)
    if lo is None:
        return None
    # Binary search between good lo and bad hi; an unknown snapshot is "not bad yet".
    good = lo
    while hi - lo > 1:
        mid = (lo + hi) // 2
        verdict = at(points[mid])
        if verdict == BAD:
            hi = mid
        else:
            lo = mid
            if verdict == GOOD:
                good = mid
    # The passes that changed the IR between the good snapshot and the bad one.
    window = [names[points[j] - 1] for j in range(good + 1, hi + 1)]
    # Unknown snapshots between good and bad (IR not in backend form, e.g. inside shape
    # calculations) hide where exactly it broke: then only the window is known.
    sure = hi - good == 1
    return BisectResult(window[-1] if sure and window else None, window, k, len(points), len(verdicts))
