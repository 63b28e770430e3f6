"""Naming the pass that broke a stage, and proving it with a one-pass reproducer.

A failed stage is re-run with module-scope IR printing before every pass (and
after each pass that fails); the last pass that started is the candidate. The
candidate is confirmed only when running that pass alone on the IR printed
before it fails with the same (normalized) diagnostic. Otherwise the failure belongs to the enclosing pass
(for example torch-lower-to-backend-contract, which fails after its nested
simplification passes all succeeded), which is tried next.

It also tells a verifier error from a pass error: a pass that completes with
verify-each off but leaves IR that does not verify created invalid IR.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass

from generators.mlir import new_context, parse_module

from .pipeline import (
    PassDump,
    PipelineFailure,
    expand_pipeline,
    module_pipeline,
    nesting,
    parse_failed_passes,
    parse_ir_dump,
    run_pipeline,
    run_with_ir_dump,
    single_pass_pipeline,
    verifies,
)
from .verdict import normalize_message


@dataclass
class Culprit:
    pass_name: str | None
    before_ir: str
    reproducer_pipeline: str   # runs from before_ir alone and reproduces the failure
    confirmed: bool            # reproducer_pipeline is the culprit pass alone, checked
    creates_invalid_ir: bool   # with verify-each off the pipeline passes but the IR is invalid
    # The passes MLIR reported failed (`IR Dump After <Pass> Failed`), innermost first, as
    # `pass-argument{options}`: what the culprit cache keys on (oracles/iterate.py).
    failed_passes: tuple[str, ...] = ()


def _attempt(ir_text: str, pipeline: str, verify: bool = True) -> tuple[PipelineFailure | None, bool]:
    """Run once in a fresh context: (failure or None, whether the result verifies)."""
    try:
        module = parse_module(ir_text, new_context())
    except Exception as exc:  # a dump that does not parse back cannot confirm anything
        return PipelineFailure(f"irfuzz: captured IR does not parse: {exc}"), False
    try:
        run_pipeline(module, pipeline, verify=verify)
    except PipelineFailure as failure:
        return failure, verifies(module)
    return None, verifies(module)


def _creates_invalid_ir(ir_text: str, pipeline: str, message: str) -> bool:
    failure, valid = _attempt(ir_text, pipeline, verify=False)
    if failure is None:
        return not valid
    # Without verify-each a later pass may trip over the invalid IR instead.
    return normalize_message(failure.message) != normalize_message(message)


def _top_level_passes(pipeline: str) -> set[str]:
    return {element.split("{")[0] for element, anchors in nesting(expand_pipeline(pipeline))}


def find_culprit(stage_input: str, pipeline: str, message: str, nested: tuple[str, ...] = ()) -> Culprit:
    with tempfile.NamedTemporaryFile(suffix=".dump") as dump:
        # The same run also prints after each failing pass: the failed-pass chain comes free.
        again = run_with_ir_dump(stage_input, pipeline, dump.name, after_failure=True)
        with open(dump.name, errors="replace") as fh:
            text = fh.read()
    wanted = normalize_message(message)
    dumps = parse_ir_dump(text)
    # The chain names this failure's passes only if the re-run failed the same way.
    failed = parse_failed_passes(text) if again is not None and normalize_message(again.message) == wanted else ()
    candidates: list[PassDump] = []
    if dumps:
        candidates.append(dumps[-1])
        top = _top_level_passes(pipeline)
        enclosing = [d for d in dumps if d.pass_name in top]
        if enclosing and enclosing[-1] is not dumps[-1]:
            candidates.append(enclosing[-1])
    for cand in candidates:
        single = single_pass_pipeline(cand.pass_name, pipeline, *nested)
        if single is None:
            continue
        failure, _ = _attempt(cand.before_ir, single)
        if failure is not None and normalize_message(failure.message) == wanted:
            return Culprit(cand.pass_name, cand.before_ir, single, True,
                           _creates_invalid_ir(cand.before_ir, single, message), failed)
    return Culprit(dumps[-1].pass_name if dumps else None, stage_input, module_pipeline(pipeline), False,
                   _creates_invalid_ir(stage_input, pipeline, message), failed)
