"""Batched checking: many programs as functions of one module, one pipeline run per stage.

A pipeline run has a large fixed cost (the shape and dtype library is materialized every
time), so the iteration oracle runs once over a module holding a whole batch (functions
`@p0`, `@p1`, ...): IR_1..IR_K+1 and their lowering, each stage once per batch. Per program
the IR_k of its own function gives its per-k table and convergence; its linalg function,
extracted, is compiled and run for the numeric oracle.

Equivalence with the single-program path (`check_case`), by construction:
- a batch stage that fails takes out the program its first diagnostic points into (by source
  line; when it cannot tell, the batch is split in halves) and judges it alone with the
  single-program path; the rest runs again: every pipeline finding comes from a program alone;
- a numeric or convergence finding seen in a batch is confirmed by judging that program
  alone, and only the single-program verdict is reported;
- programs whose batch passes are reported ok with their own per-k tables.

Contract: runs in the worker; `check_batch(cases)` returns one Verdict per case, in order.
"""

from __future__ import annotations

import re
import time
from typing import Any

from generators.mlir import new_context, parse_module

from .case import Case, Prepared, judge_prepared, prepare_case, with_features
from .iterate import StageHook, _no_hook, checks_after_pipeline, ir_hash
from .numerics import run_numerics
from .pipeline import PipelineFailure, run_pipeline
from .verdict import KOutcome, Verdict


def merge_functions(raw_irs: list[str]) -> tuple[str, list[str]]:
    """One module with each program's `@main` renamed `@p<i>`: (module text, names).

    A program's tensor constants may come as `dense_resource<KEY>` blobs in a trailing
    `{-# dialect_resources ... #-}` block; the importer names them after dtype and size
    (`torch_tensor_2_torch.int32`), so two programs can use one key for different data.
    Each program's keys get its `p<i>_` prefix and all blobs go into one trailing block."""
    names, bodies, blobs = [], [], []
    for i, text in enumerate(raw_irs):
        stripped, resources = _split_resources(text.strip())
        if not (stripped.startswith("module {") and stripped.endswith("}")) or stripped.count("func.func @main(") != 1:
            raise ValueError("merge_functions expects the importer's plain `module { func.func @main ... }`")
        names.append(f"p{i}")
        body = stripped[len("module {"):-1].replace("func.func @main(", f"func.func @p{i}(", 1)
        for key, blob in resources:
            body = body.replace(f"dense_resource<{key}>", f"dense_resource<p{i}_{key}>")
            blobs.append(f"      p{i}_{key}: {blob}")
        bodies.append(body)
    trailer = ("\n{-#\n  dialect_resources: {\n    builtin: {\n" + ",\n".join(blobs) + "\n    }\n  }\n#-}\n"
               if blobs else "")
    return "module {" + "".join(bodies) + "}\n" + trailer, names


_RESOURCE_BLOB = re.compile(r'^\s*([^\s:]+): ("0x[0-9A-Fa-f]*")\s*,?\s*$', re.MULTILINE)


def _split_resources(text: str) -> tuple[str, list[tuple[str, str]]]:
    """The module without its `{-# ... #-}` block, and that block's builtin blobs (key, "0x..")."""
    start = text.find("\n{-#")
    if start < 0:
        return text, []
    block = text[start:]
    if "builtin: {" not in block or block.count("dialect_resources") != 1:
        raise ValueError("merge_functions: a resource block other than builtin dialect_resources")
    return text[:start].rstrip(), _RESOURCE_BLOB.findall(block)


def split_functions(module_text: str, names: list[str]) -> dict[str, str]:
    """Each named function alone in a module (with the module's globals), renamed `@main`."""
    ctx = new_context()
    module = parse_module(module_text, ctx)
    shared, functions = [], {}
    for op in module.body.operations:
        if op.operation.name == "func.func":
            name = str(op.attributes["sym_name"]).strip('"')
            functions[name] = str(op)
        else:
            shared.append(str(op))  # ml_program.global seeds and the like
    # A function printed alone leaves out the blobs its dense_resource constants name: each
    # part gets the module's resource block (blobs it does not use are harmless).
    start = module_text.find("\n{-#")
    trailer = "\n" + module_text[start:].strip() + "\n" if start >= 0 else ""
    out = {}
    for name in names:
        text = functions[name].replace(f"func.func @{name}(", "func.func @main(", 1)
        out[name] = "module {\n" + "\n".join(shared + [text]) + "\n}\n" + trailer
    return out


def function_at_line(module_text: str, line: int | None) -> str | None:
    """The `@p<i>` function whose text spans `line` (1-based) of a merged module."""
    if line is None:
        return None
    current = None
    for number, text in enumerate(module_text.splitlines(), start=1):
        match = _FUNC.match(text)
        if match:
            current = match.group(1)
        if number == line:
            return current
    return None


_FUNC = re.compile(r"\s*func\.func @(p\d+)\(")


# A program that fails the backend contract makes torch-lower-to-backend-contract run all of its
# max-iterations (10) simplification rounds, over the whole batch, before it gives up. The
# batch only screens: any failure sends the program to the single path with the real
# pipeline, and a program that meets the contract within 3 rounds gets the identical IR_1
# (the loop stops as soon as the contract holds), so fewer rounds change no verdict.
SCREENING_ITERATIONS = 3


def _screening(pipeline: str) -> str:
    default = "torch-function-to-torch-backend-pipeline"
    if pipeline.strip() in (default, f"builtin.module({default})"):
        return f"builtin.module({default}{{max-iterations={SCREENING_ITERATIONS}}})"
    return pipeline


class BatchFailure(Exception):
    """A batch stage failed; `functions` are the programs its diagnostics point into (with
    MLIR's multithreaded pass manager every failing function reports, not only the first)."""

    def __init__(self, functions: set[str]) -> None:
        super().__init__(", ".join(sorted(functions)) or "unknown function")
        self.functions = functions


def _culprits(text: str, failure: PipelineFailure) -> set[str]:
    return {f for f in (function_at_line(text, line) for line in failure.lines or [failure.line]) if f}


def _batch_stages(merged: str, config: Any, on_stage: StageHook) -> tuple[list[str], list[str | None]]:
    """IR_1..IR_K+1 of the merged module and each one's lowering; BatchFailure names the
    function a failing stage's first diagnostic points into (None if it cannot tell)."""
    module = parse_module(merged, new_context())
    texts: list[str] = []
    previous = merged
    for k in range(1, config.iterations + 2):
        pipeline = _screening(config.backend_pipeline) if k == 1 else config.iterated_pipeline
        on_stage("pipeline", k, previous, pipeline)
        try:
            run_pipeline(module, pipeline)
        except PipelineFailure as failure:
            raise BatchFailure(_culprits(previous, failure)) from None
        previous = str(module)
        texts.append(previous)
    linalg: dict[str, str | None] = {}
    for k, text in enumerate(texts, start=1):
        if text in linalg:
            continue
        linalg[text] = None
        for stage, pipeline in checks_after_pipeline(config, k):
            on_stage(stage, k, text, pipeline)
            lowered = parse_module(text, new_context())
            try:
                run_pipeline(lowered, pipeline)
            except PipelineFailure as failure:
                raise BatchFailure(_culprits(text, failure)) from None
            if stage == "lowering":
                linalg[text] = str(lowered)
    return texts, [linalg[t] for t in texts]


def check_batch(cases: list[Case], on_stage: StageHook = _no_hook) -> list[Verdict]:
    verdicts: list[Verdict | None] = [None] * len(cases)
    ready: list[tuple[int, Prepared]] = []
    for i, case in enumerate(cases):
        prepared = prepare_case(case, on_stage)
        if isinstance(prepared, Verdict):
            verdicts[i] = prepared
        else:
            ready.append((i, prepared))
    _judge_group(ready, verdicts, on_stage)
    assert all(v is not None for v in verdicts)
    return verdicts  # type: ignore[return-value]


def _judge_group(group: list[tuple[int, Prepared]], verdicts: list[Verdict | None], on_stage: StageHook) -> None:
    """Run the group as one module; a program a failing stage points at is taken out and
    judged alone, and the rest goes again (split in halves when the culprit is unknown)."""
    remaining = list(group)
    while len(remaining) > 1:
        merged, names = merge_functions([p.raw_ir for _, p in remaining])
        config = remaining[0][1].case.config
        start = time.perf_counter()
        try:
            texts, linalg = _batch_stages(merged, config, on_stage)
        except BatchFailure as failure:
            culprits = [p for name, p in zip(names, remaining) if name in failure.functions]
            if culprits:
                for culprit in culprits:
                    remaining.remove(culprit)
                    verdicts[culprit[0]] = judge_prepared(culprit[1], on_stage)
                continue
            half = len(remaining) // 2
            _judge_group(remaining[:half], verdicts, on_stage)
            _judge_group(remaining[half:], verdicts, on_stage)
            return
        _finish_batch(remaining, names, texts, linalg, time.perf_counter() - start, verdicts, on_stage)
        return
    for i, prepared in remaining:
        verdicts[i] = judge_prepared(prepared, on_stage)


def _finish_batch(group: list[tuple[int, Prepared]], names: list[str], texts: list[str], linalg: list[str | None],
                  batch_seconds: float, verdicts: list[Verdict | None], on_stage: StageHook) -> None:
    """Every stage passed for the whole group: per-program tables, convergence and numbers."""
    config = group[0][1].case.config
    per_k_texts = [split_functions(text, names) for text in texts]
    per_k_linalg = [split_functions(text, names) if text else None for text in linalg]
    for position, (i, prepared) in enumerate(group):
        name = names[position]
        own = [by_name[name] for by_name in per_k_texts]
        outcomes = [KOutcome(k, "ok", ir_hash(t), changed=(k > 1 and t != own[k - 2]),
                             lowered=per_k_linalg[k - 1] is not None)
                    for k, t in enumerate(own, start=1)]
        suspicious = len(own) > 1 and all(o.changed for o in outcomes[1:])  # non-convergence
        limits: list[Any] = []
        timings = {**prepared.timings, "pipeline": batch_seconds / len(group)}
        if config.numerics and config.lower and prepared.reference is not None and not suspicious:
            own_linalg = [by_name[name] if by_name else None for by_name in per_k_linalg]
            numeric_findings, limits = run_numerics(own_linalg, outcomes, prepared.reference, config.executor,
                                                    on_stage, timings)
            suspicious = bool(numeric_findings)
        if suspicious:  # confirm alone: only the single-program verdict is ever reported
            verdicts[i] = judge_prepared(prepared, on_stage)
        else:
            verdicts[i] = with_features(Verdict("ok", [], outcomes, limits=limits, erase=prepared.case.erase,
                                                timings=timings), prepared.raw_ir, own,
                                        [by_name[name] if by_name else None for by_name in per_k_linalg])
