"""Which passes of the iterated pipeline changed IR_k into IR_{k+1}: the non-convergence measure.

The mission's signal is a program whose IR or numbers change between k and k+1 runs of the
pipeline. Most programs change once, IR_1 -> IR_2 (decomposition runs last in the
simplification pipeline, so what it creates is refined by the next run), a few go on
changing. For each k >= 2 where IR_k != IR_{k-1}, `attribute_changes` names the passes that
made the change (`KOutcome.changed_by`): the features (oracles/features.py) turn them into
`p<k>:<pass>`, which guided campaigns value, and the campaign counts them (stats.csv, report).

How: IR_{k-1} is parsed once and the iterated pipeline's passes run on it one unit at a time
(the expanded pipeline's top-level passes; MLIR runs the same passes in the same order, so the
last state is IR_k, which is checked), each function printed after each unit. A function's
change is pinned on the units whose changes survive: a unit that brings the function back to
a state it had earlier cancels the units since then (the shape and dtype refinement pipelines
wrap every op in a `shape.calculate` region and take it off again; those spans run as one unit,
named after the pipeline). A pass that appears more than once is named with its ordinal
(`canonicalize#6`: the sixth canonicalize of the pipeline, the one after decomposition).

Cost: one more run of the iterated pipeline (split in units) over the functions that changed,
plus one print of each of them per unit; batch.py runs it once per batch over all the
functions that changed, so about one pipeline run per batch and k. Measured in the verdict's
timings under "convergence".

Contract: runs in the worker (native code); deterministic; never raises for a pipeline that
fails or a last state that is not IR_k (the answer is then None: unknown), so it can never
turn a verdict into an internal error.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Sequence

from generators.mlir import new_context, parse_module

from .pipeline import PipelineFailure, expand_pipeline, nesting, run_pipeline
from .verdict import KOutcome

# Spans of the expanded pipeline that run (and are named) as one unit: opening pass -> the name.
# They wrap ops in shape/dtype calculation regions and unwrap them again; alone, their passes
# would each look like a change.
GROUPS = {"torch-reify-shape-calculations": "torch-shape-refinement-pipeline",
          "torch-reify-dtype-calculations": "torch-dtype-refinement-pipeline"}
GROUP_END = "torch-drop-abstract-interp-calculations"


@functools.lru_cache(maxsize=32)
def pipeline_units(pipeline: str) -> tuple[tuple[str, str], ...]:
    """(label, pipeline text) of each unit the attribution runs, in pipeline order."""
    units: list[tuple[str, list[str]]] = []
    group: tuple[str, list[str]] | None = None
    for element, anchors in nesting(expand_pipeline(pipeline)):
        name = element.split("{")[0]
        text = element
        for anchor in reversed(anchors[1:]):  # anchors[0] is the builtin.module of the whole
            text = f"{anchor}({text})"
        if group is None and name in GROUPS:
            group = (GROUPS[name], [text])
        elif group is not None:
            group[1].append(text)
            if name == GROUP_END:
                units.append(group)
                group = None
        else:
            units.append((name, [text]))
    if group is not None:
        units.append(group)
    totals: dict[str, int] = {}
    for label, _ in units:
        totals[label] = totals.get(label, 0) + 1
    seen: dict[str, int] = {}
    out = []
    for label, parts in units:
        seen[label] = seen.get(label, 0) + 1
        named = f"{label}#{seen[label]}" if totals[label] > 1 else label
        out.append((named, f"builtin.module({','.join(parts)})"))
    return tuple(out)


def _functions(module: object, names: Sequence[str]) -> dict[str, str]:
    wanted = set(names)
    out = {}
    for op in module.body.operations:  # type: ignore[attr-defined]
        if op.operation.name == "func.func":
            name = str(op.attributes["sym_name"]).strip('"')
            if name in wanted:
                out[name] = str(op)
    return out


def changing_passes(before: str, after: str, pipeline: str, names: Sequence[str]) -> dict[str, list[str] | None]:
    """For each function in `names` (all present in `before`, a module): the labels of the
    pipeline units (`pipeline_units`) whose changes to it survive, in order, when `pipeline`
    runs on `before`; None for a function whose last state is not its text in `after` (the
    module `pipeline` made from `before`), or for all when a unit fails."""
    unknown: dict[str, list[str] | None] = {name: None for name in names}
    try:
        units = pipeline_units(pipeline)
        module = parse_module(before, new_context())
        for op in list(module.body.operations):  # the others' changes are asked for elsewhere
            if op.operation.name == "func.func" and str(op.attributes["sym_name"]).strip('"') not in names:
                op.operation.erase()
        expected = _functions(parse_module(after, new_context()), names)
    except Exception:  # an unexpandable pipeline or text that does not parse: no answer
        return unknown
    stacks = {name: [(text, "")] for name, text in _functions(module, names).items()}
    for label, unit in units:
        try:
            run_pipeline(module, unit, verify=False)
        except PipelineFailure:
            return unknown
        for name, text in _functions(module, names).items():
            stack = stacks.get(name)
            if stack is None or stack[-1][0] == text:
                continue
            back = next((i for i, (state, _) in enumerate(stack) if state == text), None)
            if back is not None:
                del stack[back + 1:]   # back where it was: the changes since then cancel
            else:
                stack.append((text, label))
    return {name: ([label for _, label in stacks[name][1:]]
                   if name in stacks and stacks[name][-1][0] == expected.get(name) else None)
            for name in names}


def attribute_changes(texts: Sequence[str], outcomes: Sequence[KOutcome], pipeline: str,
                      timings: dict[str, float], name: str = "main") -> None:
    """Set `changed_by` of every outcome at k >= 2 whose IR changed (IR_k != IR_{k-1}), for a
    single-program module whose function is `name`; seconds under timings["convergence"]."""
    start = time.perf_counter()
    for k in range(2, len(texts) + 1):
        outcome = outcomes[k - 1]
        if outcome.changed:
            outcome.changed_by = changing_passes(texts[k - 2], texts[k - 1], pipeline, [name])[name]
    if len(texts) > 1:
        timings["convergence"] = timings.get("convergence", 0.0) + time.perf_counter() - start


def attribute_batch(texts: Sequence[str], own: Sequence[dict[str, str]], names: Sequence[str],
                    pipeline: str) -> tuple[dict[str, dict[int, list[str] | None]], float]:
    """The batch form (oracles/batch.py): `texts` are the merged module's IR_1.., `own[k-1]`
    each function's own IR_k. Returns {name: {k: changed_by}} for the functions whose IR
    changed at k >= 2 (one attribution run per k over all of them) and the seconds spent."""
    start = time.perf_counter()
    out: dict[str, dict[int, list[str] | None]] = {name: {} for name in names}
    for k in range(2, len(texts) + 1):
        changed = [name for name in names if own[k - 1][name] != own[k - 2][name]]
        if changed:
            for name, labels in changing_passes(texts[k - 2], texts[k - 1], pipeline, changed).items():
                out[name][k] = labels
    return out, time.perf_counter() - start
