"""Batched checking: many programs as functions of one module, one pipeline run per stage.

A pipeline run has a large fixed cost (the shape and dtype library is materialized every
time), so the iteration oracle runs once over a module holding a whole batch (functions
`@p0`, `@p1`, ...): IR_1..IR_K+1 and their lowering, each stage once per batch. Per program
the IR_k of its own function gives its per-k table and convergence; its linalg function,
extracted, is compiled and run for the numeric oracle.

Equivalence with the single-program path (`check_case`), by construction:
- IR_1 runs in levels of simplification rounds (LEVELS), so each program gets the rounds
  it gets alone, not those of the slowest program of its batch;
- a batch stage that fails takes out the programs its diagnostics point into (by source
  line; when it cannot tell, the batch is split in halves) and judges them alone with the
  single-program path, which goes on from their own IR_1..IR_j of the batch (own_module:
  the texts it would compute); the rest goes on from that stage (BatchProgress): every
  pipeline finding comes from a program judged alone;
- a numeric or convergence finding seen in a batch is confirmed by judging that program
  alone, and only the single-program verdict is reported;
- programs whose batch passes are reported ok with their own per-k tables;
- a frontend whose programs do not share a module (`merges_modules`, oracles/frontends:
  ONNX) has each program of the batch judged alone.
- extra backends (`OracleConfig.extra_backends`, oracles/backends.py) never run on the
  batch's module: for each program whose batch passed, after its linalg numbers, they lower
  and run that program's own IR_k (`own_module`, the texts the single path has), with its
  own case's config (so programs of one batch may differ in their backends); a backend
  finding is confirmed alone like a numeric one, a backend limit is kept with the verdict.

A worker that dies in a batch loses it; the Sandbox checks the others again
(oracles/sandbox.py) with the same cases at the same positions, so each program keeps its
function name `@p<position>`, and a `kept` folder lets the new worker find what the dead one
finished: each case's preparation, the batch's module stages (BatchProgress: IR_1..IR_j) and
each program's verdict. It goes on from there, without the programs left out.

Contract: runs in the worker; `check_batch(cases)` returns one Verdict per case, in order
(None at the positions it was told to leave out).
"""

from __future__ import annotations

import contextlib
import contextvars
import functools
import hashlib
import json
import os
import re
import time
from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass, field
from typing import Any

from generators.mlir import new_context, parse_module

from .backends import run_extra_backends
from .case import Case, Prepared, judge_prepared, prepare_case, with_features
from .convergence import attribute_batch
from .frontends import get_frontend
from .iterate import StageHook, checks_after_pipeline, ir_hash, no_hook
from .numerics import run_numerics
from .pipeline import PipelineFailure, run_pipeline
from .verdict import Finding, KOutcome, Verdict

# The batch position of the program being worked on by itself (eager, import, numerics,
# judged alone); None while a stage runs on the batch's module. The worker sends it with each
# stage event, so a crash or hang there is pinned on its program at once (oracles/sandbox.py).
current_program: contextvars.ContextVar[int | None] = contextvars.ContextVar("current_program", default=None)


@contextlib.contextmanager
def _working_on(position: int) -> Iterator[None]:
    token = current_program.set(position)
    try:
        yield
    finally:
        current_program.reset(token)


def merge_functions(raw_irs: list[str], names: list[str] | None = None) -> tuple[str, list[str]]:
    """One module with each program's `@main` renamed `@p<i>` (or `@<names[i]>`): (module text, names).

    A program's tensor constants may come as `dense_resource<KEY>` blobs in a trailing
    `{-# dialect_resources ... #-}` block; the importer names them after dtype and size
    (`torch_tensor_2_torch.int32`), so two programs can use one key for different data.
    Each program's keys get its `p<i>_` prefix and all blobs go into one trailing block."""
    names = names or [f"p{i}" for i in range(len(raw_irs))]
    bodies, blobs = [], []
    for name, text in zip(names, raw_irs, strict=True):
        stripped, resources = _split_resources(text.strip())
        if not (stripped.startswith("module {") and stripped.endswith("}")) or stripped.count("func.func @main(") != 1:
            raise ValueError("merge_functions expects the importer's plain `module { func.func @main ... }`")
        body = stripped[len("module {"):-1].replace("func.func @main(", f"func.func @{name}(", 1)
        for key, blob in resources:
            body = body.replace(f"dense_resource<{key}>", f"dense_resource<{name}_{key}>")
            blobs.append(f"      {name}_{key}: {blob}")
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


def own_module(split_text: str, name: str) -> str:
    """Function `name` as split_functions cut it out of a merged module, printed as the single
    path prints it alone: its resource blobs under their own keys again (merge_functions
    prefixed them) and the others' gone (a module prints only the blobs it uses)."""
    alone = split_text.replace(f"dense_resource<{name}_", "dense_resource<")
    alone = re.sub(rf"^(\s*){re.escape(name)}_", r"\1", alone, flags=re.MULTILINE)  # the blob keys
    return str(parse_module(alone, new_context()))


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


# IR_1 is the backend pipeline, whose torch-lower-to-backend-contract runs the simplification
# pipeline over the whole module, round after round, until every function meets the backend
# contract (or max-iterations, 10, is reached). In a batch, then, every function gets as many
# rounds as the slowest one needs: a program that meets the contract after one round alone
# would get a second one in a batch with a program that needs two, and its IR_1 would be
# what the single path calls IR_2 (about one program in eleven needs two rounds, so most
# blocks of 16 hold one; seeds 5002 and 5005 together show it). The batch's first stage therefore
# runs in levels: every program first with max-iterations=1; a program named by a failure
# of that stage goes to the group of level 2, run with max-iterations=2, and so on. A group
# of level m holds only programs that need at least m rounds (they failed with m - 1), so a
# program that passes its level met the contract after exactly as many rounds as alone: the
# same IR_1. A failure at the last level sends the program to the single path with the real
# pipeline (a program that fails the contract costs the whole batch one round, not 10).
LEVELS = 3

_BACKEND_PIPELINE = re.compile(r"^(?:builtin\.module\()?torch-function-to-torch-backend-pipeline"
                               r"(?:\{([^{}]*)\})?\)?$")


def _levels(pipeline: str) -> int:
    """How many levels the first stage runs in for this backend pipeline: LEVELS, or its own
    max-iterations if lower; 1 for a pipeline that is not torch-function-to-torch-backend-pipeline
    (its first stage runs once, as given: irfuzz cannot set its rounds)."""
    match = _BACKEND_PIPELINE.match(pipeline.strip())
    if not match:
        return 1
    own = re.search(r"\bmax-iterations=(-?\d+)", match.group(1) or "")
    limit = int(own.group(1)) if own else 10
    return min(LEVELS, limit) if limit > 0 else LEVELS


def _level_pipeline(pipeline: str, level: int) -> str:
    """The first stage's pipeline for the group of `level` (its max-iterations set to it)."""
    match = _BACKEND_PIPELINE.match(pipeline.strip())
    if not match:
        return pipeline
    options = re.sub(r"\bmax-iterations=-?\d+", "", match.group(1) or "").strip()
    options = f"{options} max-iterations={level}".strip()
    return f"builtin.module(torch-function-to-torch-backend-pipeline{{{options}}})"


class BatchFailure(Exception):
    """A batch stage failed; `functions` are the programs its diagnostics point into (with
    MLIR's multithreaded pass manager every failing function reports, not only the first).
    `progress` is how far the batch got, so the others can go on from there."""

    def __init__(self, functions: set[str], progress: BatchProgress, stage: str, k: int) -> None:
        super().__init__(", ".join(sorted(functions)) or "unknown function")
        self.functions = functions
        self.progress = progress
        self.stage, self.k = stage, k


@dataclass
class BatchProgress:
    """How far a batch's stages got: IR_1..IR_j of the merged module (`texts`) and the IR the
    next pipeline stage starts from (the merged raw module before IR_1, else IR_j).

    Functions do not see each other in these pipelines (no calls between them), so a program
    taken out after a failure at k leaves the others' IR_1..IR_k-1 as they would be without
    it: they go on from k instead of from the start (tests/test_batch.py checks the verdicts)."""

    next_input: str
    texts: list[str] = field(default_factory=list)

    def without(self, functions: set[str]) -> BatchProgress:
        return BatchProgress(drop_functions(self.next_input, functions),
                             [drop_functions(text, functions) for text in self.texts])


def drop_functions(module_text: str, functions: set[str]) -> str:
    """The module with the named functions taken out (its other ops and resources kept)."""
    return _filter_functions(module_text, lambda name: name not in functions)


def keep_functions(module_text: str, functions: set[str]) -> str:
    """The module with only the named functions (its other ops and resources kept)."""
    return _filter_functions(module_text, lambda name: name in functions)


def _filter_functions(module_text: str, keep: Callable[[str], bool]) -> str:
    module = parse_module(module_text, new_context())
    for op in list(module.body.operations):
        if op.operation.name == "func.func" and not keep(str(op.attributes["sym_name"]).strip('"')):
            op.operation.erase()
    return str(module)


def _culprits(text: str, failure: PipelineFailure) -> set[str]:
    return {f for f in (function_at_line(text, line) for line in failure.lines or [failure.line]) if f}


def batch_stages(merged: str | BatchProgress, config: Any, on_stage: StageHook,
                 keep_progress: Callable[[BatchProgress], None] | None = None,
                 level: int = 1) -> tuple[list[str], list[str | None]]:
    """IR_1..IR_K+1 of the merged module and each one's lowering, from the start or from a
    BatchProgress, IR_1 with the rounds of `level` (see LEVELS); BatchFailure names the
    functions a failing stage's diagnostics point into (none if it cannot tell), its k and how
    far the batch got. `keep_progress` is given the progress after each pipeline stage that passes."""
    progress = merged if isinstance(merged, BatchProgress) else BatchProgress(merged)
    texts = list(progress.texts)
    # Diagnostics carry the line of the op in the text the module was parsed from: the
    # pipeline stages after the first run on the same module, so their lines point into
    # that text, not into the IR_k printed in between.
    parsed_from = previous = progress.next_input
    module = parse_module(parsed_from, new_context()) if len(texts) <= config.iterations else None
    for k in range(len(texts) + 1, config.iterations + 2):
        pipeline = _level_pipeline(config.backend_pipeline, level) if k == 1 else config.iterated_pipeline
        on_stage("pipeline", k, previous, pipeline)
        try:
            run_pipeline(module, pipeline)
        except PipelineFailure as failure:
            raise BatchFailure(_culprits(parsed_from, failure), BatchProgress(previous, texts), "pipeline",
                               k) from None
        previous = str(module)
        texts.append(previous)
        if keep_progress is not None:
            keep_progress(BatchProgress(previous, list(texts)))
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
                raise BatchFailure(_culprits(text, failure), BatchProgress(previous, texts), stage, k) from None
            if stage == "lowering":
                linalg[text] = str(lowered)
    return texts, [linalg[t] for t in texts]


def check_batch(cases: list[Case], on_stage: StageHook = no_hook, kept: str | None = None,
                left_out: Collection[int] = ()) -> list[Verdict | None]:
    """One Verdict per case, in order; None at the `left_out` positions (judged elsewhere:
    the others keep their positions and so their function names).

    `kept`: a folder where the work of this batch is kept and found again (KeptWork), so a
    batch checked again after its worker died does not pay twice for what was finished."""
    keeper = KeptWork(kept, cases)
    verdicts: list[Verdict | None] = [None] * len(cases)

    def settle(i: int, verdict: Verdict) -> None:
        verdicts[i] = verdict
        keeper.keep_verdict(i, verdict)

    ready: list[tuple[int, Prepared]] = []
    for i, case in enumerate(cases):
        if i in left_out:
            continue
        known = keeper.verdict(i)
        if known is not None:
            verdicts[i] = known
            continue
        with _working_on(i):
            prepared = _prepare(case, on_stage, kept)
        if isinstance(prepared, Verdict):
            settle(i, prepared)
        else:
            ready.append((i, prepared))
    # A program found to need more rounds at IR_1 before the worker died starts at its level.
    levels = {i: keeper.level(i) for i, _ in ready}
    for level in sorted(set(levels.values())):
        _judge_group([(i, p) for i, p in ready if levels[i] == level], settle, on_stage, keeper, level)
    assert all((v is None) == (i in left_out) for i, v in enumerate(verdicts))
    return verdicts


class KeptWork:
    """What one batch finished, kept in a folder for the same batch checked again after its
    worker died: the module stages of each level's group (a BatchProgress of the functions
    then in its module), each program's verdict and each program's level, by position. Each
    file records the hash of the whole batch (every case, in order, and its settings): a
    position names the same program only within it.

    Reuse is sound for the reason BatchProgress is: functions do not see each other in these
    pipelines, so a program's IR_k, and so its verdict, is the same in any batch. Files are
    written whole or not at all (the worker may die at any moment); one that cannot be read
    is work lost, never a wrong verdict. Without a folder nothing is kept."""

    def __init__(self, folder: str | None, cases: list[Case]) -> None:
        self.folder = folder or None
        self.batch = (hashlib.sha1(json.dumps([c.to_dict() for c in cases], sort_keys=True).encode()).hexdigest()
                      if self.folder is not None else "")

    def progress(self, names: list[str], level: int) -> BatchProgress | None:
        """The kept module stages of the group of `level` for exactly these functions (the kept
        ones that are not among them dropped), or None when none were kept for all of them."""
        kept = self._read(f"progress-{level}.json")
        if kept is None or not set(names) <= set(kept["functions"]):
            return None
        progress = BatchProgress(kept["next_input"], list(kept["texts"]))
        gone = set(kept["functions"]) - set(names)
        return progress.without(gone) if gone else progress

    def keep_progress(self, names: list[str], level: int, progress: BatchProgress) -> None:
        self._write(f"progress-{level}.json", {"functions": names, "next_input": progress.next_input,
                                               "texts": progress.texts})

    def level(self, position: int) -> int:
        """The level (LEVELS) the program was found to need at IR_1; 1 when not known."""
        kept = self._read(f"level-{position}.json")
        return int(kept["level"]) if kept is not None else 1

    def keep_level(self, position: int, level: int) -> None:
        self._write(f"level-{position}.json", {"level": level})

    def verdict(self, position: int) -> Verdict | None:
        kept = self._read(f"verdict-{position}.json")
        return Verdict.from_dict(kept["verdict"]) if kept is not None else None

    def keep_verdict(self, position: int, verdict: Verdict) -> None:
        self._write(f"verdict-{position}.json", {"verdict": verdict.to_dict()})

    def _read(self, name: str) -> dict[str, Any] | None:
        if self.folder is None:
            return None
        try:
            with open(os.path.join(self.folder, name)) as fh:
                kept = json.load(fh)
        except (OSError, ValueError):
            return None
        return kept if isinstance(kept, dict) and kept.get("batch") == self.batch else None

    def _write(self, name: str, content: dict[str, Any]) -> None:
        # Not fuzz/atomic.py's write_json_atomic: this is scratch for one batch, which
        # must survive a worker's death, not a power loss, so no fsync on this hot path.
        if self.folder is None:
            return
        os.makedirs(self.folder, exist_ok=True)
        path = os.path.join(self.folder, name)
        tmp = f"{path}.{os.getpid()}.tmp"
        with open(tmp, "w") as fh:
            json.dump({"batch": self.batch, **content}, fh)
        os.replace(tmp, path)


def check_case_kept(case: Case, on_stage: StageHook = no_hook, kept: str | None = None) -> Verdict:
    """check_case, its preparation found in (or kept in) the `kept` folder when one is given:
    a program taken out of a batch whose worker died was prepared there already."""
    prepared = _prepare(case, on_stage, kept)
    return prepared if isinstance(prepared, Verdict) else judge_prepared(prepared, on_stage)


def _prepare(case: Case, on_stage: StageHook, folder: str | None) -> Prepared | Verdict:
    """prepare_case; given a `folder`, its result is kept there and found again by a later
    call for the same case (same program, erasure, input seed and oracle settings: the file is
    named by their hash). Only a Prepared is kept: a case that ends in preparation is cheap to
    end again."""
    if not folder:
        return prepare_case(case, on_stage)
    import torch

    key = hashlib.sha1(json.dumps(case.to_dict(), sort_keys=True).encode()).hexdigest()
    path = os.path.join(folder, f"{key}.pt")
    if os.path.exists(path):
        try:
            kept = torch.load(path, weights_only=False)
            return Prepared(case, kept["raw_ir"], kept["reference"], kept["timings"],
                            [Finding.from_dict(limit) for limit in kept.get("limits", [])])
        except Exception:  # a kept file that cannot be read is only a lost shortcut: prepare again
            pass
    prepared = prepare_case(case, on_stage)
    if isinstance(prepared, Prepared):
        os.makedirs(folder, exist_ok=True)
        tmp = f"{path}.{os.getpid()}.tmp"  # whole or absent: the worker may die at any moment
        torch.save({"raw_ir": prepared.raw_ir, "reference": prepared.reference, "timings": prepared.timings,
                    "limits": [limit.to_dict() for limit in prepared.limits]}, tmp)
        os.replace(tmp, path)
    return prepared


Settle = Callable[[int, Verdict], None]  # a program's verdict, by batch position: final


def _judge_group(group: list[tuple[int, Prepared]], settle: Settle, on_stage: StageHook, keeper: KeptWork,
                 level: int = 1) -> None:
    """Run the group as one module, IR_1 with the rounds of `level` (see LEVELS); a program a
    failing stage points at is taken out and judged alone, or, when IR_1 failed below the last
    level, checked with the group of the next level; the rest goes on from the failing stage
    (split in halves, from the start, when the culprit is unknown). The module stages start
    from those kept for the group, if any."""
    deeper: list[tuple[int, Prepared]] = []   # need more rounds at IR_1 than `level`, or fail there
    _judge_level(group, settle, on_stage, keeper, level, deeper)
    if deeper:
        _judge_group(deeper, settle, on_stage, keeper, level + 1)


def _judge_level(group: list[tuple[int, Prepared]], settle: Settle, on_stage: StageHook, keeper: KeptWork,
                 level: int, deeper: list[tuple[int, Prepared]]) -> None:
    # A frontend that cannot share a module (oracles/frontends: ONNX) judges each program alone.
    if len(group) < 2 or not get_frontend(group[0][1].case.config.frontend).merges_modules:
        for i, prepared in group:
            settle(i, _judged_alone(i, prepared, on_stage))
        return
    # Functions are named after their case's position in the batch (`@p<i>`): a worker
    # crash in a stage is pinned on a case by its function name (oracles/sandbox.py).
    merged, names = merge_functions([p.raw_ir for _, p in group], [f"p{i}" for i, _ in group])
    remaining = dict(zip(names, group))
    config = group[0][1].case.config
    last_level = level >= _levels(config.backend_pipeline)
    progress: str | BatchProgress = keeper.progress(names, level) or merged
    spent = 0.0  # seconds of batch stages, shared by the programs that pass
    while len(remaining) > 1:
        start = time.perf_counter()
        try:
            texts, linalg = batch_stages(progress, config, on_stage,
                                         functools.partial(keeper.keep_progress, list(remaining), level), level)
        except BatchFailure as failure:
            spent += time.perf_counter() - start
            culprits = failure.functions & remaining.keys()
            if not culprits:
                members = list(remaining.values())
                half = len(members) // 2
                _judge_level(members[:half], settle, on_stage, keeper, level, deeper)
                _judge_level(members[half:], settle, on_stage, keeper, level, deeper)
                return
            names_out = sorted(culprits)
            taken = [remaining.pop(name) for name in names_out]
            if failure.stage == "pipeline" and failure.k == 1 and not last_level:
                for i, prepared in taken:
                    deeper.append((i, prepared))
                    keeper.keep_level(i, level + 1)
            else:  # alone, each from the stages it passed in the batch
                per_k = [split_functions(text, names_out) for text in failure.progress.texts]
                for name, (i, prepared) in zip(names_out, taken):
                    done = [own_module(by_name[name], name) for by_name in per_k]
                    settle(i, _judged_alone(i, prepared, on_stage, done))
            progress = failure.progress.without(culprits)
            continue
        spent += time.perf_counter() - start
        _finish_batch(list(remaining.values()), list(remaining), texts, linalg, spent, settle, on_stage)
        return
    for i, prepared in remaining.values():
        settle(i, _judged_alone(i, prepared, on_stage))


def _judged_alone(position: int, prepared: Prepared, on_stage: StageHook, done: list[str] | None = None) -> Verdict:
    """The single-program verdict, its seconds also under "path:alone" (the campaign's profile).
    `done`: its IR_1..IR_j from the batch (own_module), which the single path goes on from:
    the same texts it would compute, for the reason BatchProgress holds (and LEVELS for IR_1;
    tests/test_batch.py compares them), without the pipelines run again."""
    start = time.perf_counter()
    with _working_on(position):
        verdict = judge_prepared(prepared, on_stage, done or ())
    verdict.timings["path:alone"] = time.perf_counter() - start
    return verdict


def _finish_batch(group: list[tuple[int, Prepared]], names: list[str], texts: list[str], linalg: list[str | None],
                  batch_seconds: float, settle: Settle, on_stage: StageHook) -> None:
    """Every stage passed for the whole group: per-program tables, convergence and numbers."""
    config = group[0][1].case.config
    per_k_texts = [split_functions(text, names) for text in texts]
    per_k_linalg = [split_functions(text, names) if text else None for text in linalg]
    changed_by, convergence_seconds = attribute_batch(texts, per_k_texts, names, config.iterated_pipeline)
    for position, (i, prepared) in enumerate(group):
        name = names[position]
        own = [by_name[name] for by_name in per_k_texts]
        outcomes = [KOutcome(k, "ok", ir_hash(t), changed=(k > 1 and t != own[k - 2]),
                             lowered=per_k_linalg[k - 1] is not None, changed_by=changed_by[name].get(k))
                    for k, t in enumerate(own, start=1)]
        suspicious = len(own) > 1 and all(o.changed for o in outcomes[1:])  # non-convergence
        limits: list[Any] = list(prepared.limits)
        timings = {**prepared.timings, "pipeline": batch_seconds / len(group),
                   "convergence": convergence_seconds / len(group)}
        if config.numerics and config.lower and prepared.reference is not None and not suspicious:
            own_linalg = [by_name[name] if by_name else None for by_name in per_k_linalg]
            with _working_on(i):
                numeric_findings, numeric_limits = run_numerics(own_linalg, outcomes, prepared.reference,
                                                                config.executor, on_stage, timings)
            limits += numeric_limits
            suspicious = bool(numeric_findings)
        own_config = prepared.case.config
        if own_config.extra_backends and not suspicious:
            # Per program, on its own IR_k (oracles/backends.py): a backend that cannot legalize
            # one program's op must not take the batch's module down with it.
            with _working_on(i):
                backend_findings, backend_limits = run_extra_backends(
                    [own_module(text, name) for text in own], outcomes, own_config, prepared.reference, on_stage,
                    timings)
            limits += backend_limits
            suspicious = bool(backend_findings)
        if suspicious:  # confirm alone: only the single-program verdict is ever reported
            settle(i, _judged_alone(i, prepared, on_stage, [own_module(text, name) for text in own]))
        else:
            settle(i, with_features(Verdict("ok", [], outcomes, limits=limits, erase=prepared.case.erase,
                                            timings=timings), prepared.raw_ir, own,
                                    [by_name[name] if by_name else None for by_name in per_k_linalg]))
