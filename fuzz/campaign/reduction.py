"""Reduce a stored finding and store its reduced form: the one path a campaign's deferred
work and `irfuzz reduce` share.

A finding folder is published first with the example as found (FindingStore.record); this
minimizes that example while it keeps its signature (fuzz/findings/reduce.py), checks the
result once more afresh (the stored example's pass confirmed, its artifacts computed in the
worker), and swaps the folder for the reduced form in one step (replace_with_reduced:
original_program.json keeps the example as found). When the reduction removes nothing, or
its result no longer shows the signature, the example as found is stored again with its
artifacts, and meta.json's `reduction` says which.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, NamedTuple

from fuzz.campaign.engines import SandboxLike
from fuzz.campaign.store import FindingStore
from fuzz.finding_folder import FindingRecord
from fuzz.findings.reduce import (
    ReduceResult,
    judged_in_batches,
    min_iterations_for,
    reduce_case,
    same_signature,
    same_signature_many,
)
from oracles.case import Case

# What a folder's meta.json keeps across its reduction: how its example was made and found
# (to regenerate it), its key, its frontend, pipeline variant and extra backends.
REDUCED_KEEPS = ("seed", "campaign_seed", "index", "batch", "generator", "regenerate", "source", "origin",
                 "root_cause", "frontend", "variant", "extra_backends")

# What was stored (meta.json `reduction`: "done" for the reduced form, else the outcome).
REDUCED = "done"
ALREADY_MINIMAL = "done: already minimal"
ORIGINAL_KEPT = "done: the reduced program did not reproduce; original kept"


class Reduction(NamedTuple):
    result: ReduceResult
    outcome: str    # REDUCED, ALREADY_MINIMAL or ORIGINAL_KEPT
    stored: Case    # the example the folder holds now: the reduced one, or the one as found


def artifacts_writer(sandbox: SandboxLike, case: Case, finding: Any) -> Callable[[str], list[str]]:
    """Inputs, eager and compiled outputs for a finding folder, computed in the worker."""
    return lambda folder: sandbox.write_artifacts(case, folder, finding)


def reduce_and_store(sandbox: SandboxLike, store: FindingStore, folder: str, case: Case, finding: Any,
                     budget_s: float, cut_short: Callable[[ReduceResult], bool] = lambda result: False,
                     log: Callable[[str], None] = lambda line: None) -> Reduction | None:
    """Minimize the example `case` of the published `folder` (its `finding`: signature,
    symptom, stage, k) within `budget_s` and store the outcome (module doc); candidates go
    in batches where that pays (fuzz/findings/reduce.py judged_in_batches). Returns the
    reduction's result and what was stored, or None when `cut_short(result)` says its
    session ended during it: then nothing is stored and the folder stays as it was."""
    many = same_signature_many(sandbox, finding.signature) if judged_in_batches(finding) else None
    result = reduce_case(case, same_signature(sandbox, finding.signature), budget_s, min_iterations_for(finding),
                         log, interesting_many=many)
    if cut_short(result):
        return None
    # What the folder says of the program's origin, for the reduced folder's record.
    context = {k: v for k, v in FindingRecord.read_or_blank(folder).to_dict().items() if k in REDUCED_KEEPS}
    if result.program == case.program and result.erase == case.erase:
        _keep_example(sandbox, store, folder, case, finding, context, ALREADY_MINIMAL)
        return Reduction(result, ALREADY_MINIMAL, case)
    reduced = Case(result.program, None, result.erase, case.input_seed,
                   replace(case.config, iterations=result.iterations))
    verdict = sandbox.check(reduced, afresh=True)  # the stored example: its pass confirmed
    matches = [f for f in verdict.findings if f.signature == finding.signature]
    if not matches:  # flaky under reduction: keep the original example
        _keep_example(sandbox, store, folder, case, finding, context, ORIGINAL_KEPT)
        return Reduction(result, ORIGINAL_KEPT, case)
    nodes_before = len(case.program.nodes) if case.program else 0
    store.replace_with_reduced(folder, matches[0], verdict, result.program,
                               {**context, "reduced": {"nodes_before": nodes_before,
                                                       "nodes_after": len(result.program.nodes),
                                                       "checks": result.checks,
                                                       "seconds": round(result.seconds, 1),
                                                       "budget_exhausted": result.exhausted}},
                               artifacts=artifacts_writer(sandbox, reduced, matches[0]))
    return Reduction(result, REDUCED, reduced)


def _keep_example(sandbox: SandboxLike, store: FindingStore, folder: str, case: Case, finding: Any,
                  context: dict[str, Any], outcome: str) -> None:
    """The reduction keeps the stored example: it is stored again from a fresh check, with
    the artifacts a campaign's first record leaves to the reduction, and `outcome` as its
    `reduction`. An example that no longer reproduces keeps its folder as it is (the
    outcome says so)."""
    assert case.program is not None  # reduction works on Programs
    verdict = sandbox.check(case, afresh=True)
    matches = [f for f in verdict.findings if f.signature == finding.signature]
    if not matches:
        store.update(folder, reduction=f"{outcome}; it did not reproduce again: stored without inputs")
        return
    store.replace_with_reduced(folder, matches[0], verdict, case.program, context,
                               artifacts=artifacts_writer(sandbox, case, matches[0]), kept=outcome)
