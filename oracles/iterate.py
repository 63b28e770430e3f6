"""The iteration oracle: IR_1..IR_{K+1}, each verified, contract-checked and lowered.

IR_1 = raw import -> the backend-contract pipeline (which itself iterates the
simplification pipeline until the contract holds). IR_{k+1} = the iterated
pipeline run once more on IR_k, incrementally on the same module. Each IR_k
must pass without error, verify after every pass, satisfy the backend
contract and lower to linalg-on-tensors. IR_{k+1} != IR_k for every k <= K is
non-convergence. A change alone is no bug: the IR commonly changes once
between k=1 and k=2 and then stays put.

Contract: `run_iterations` runs in the process it is called in (the worker,
never the campaign process) and is deterministic for the same input and
config. `on_stage(stage, k, stage_input_ir, pipeline)` is called before each
stage so a supervising process knows where a native crash happened.
"""

from __future__ import annotations

import contextlib
import contextvars
import hashlib
import json
import os
import re
import time
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Sequence

from generators.mlir import new_context, parse_module

from .convergence import attribute_changes
from .frontends import first_pipeline
from .localize import Culprit, find_culprit
from .numerics import NumericReference, run_numerics
from .pipeline import LINALG_CONVERSION, PipelineFailure, failed_passes, module_pipeline, run_pipeline, unconverted_ops
from .verdict import Finding, KOutcome, normalize_message

StageHook = Callable[[str, int, str, str], None]


@dataclass(frozen=True)
class OracleConfig:
    iterations: int = 3   # K: IR_1..IR_{K+1} are computed so k vs k+1 is compared for k <= K
    backend_pipeline: str = "torch-function-to-torch-backend-pipeline"
    iterated_pipeline: str = "torch-simplification-pipeline"
    contract_pipeline: str = "torch-verify-backend-contract-no-decompositions"
    lowering_pipeline: str = "torch-backend-to-linalg-on-tensors-backend-pipeline"
    lower: bool = True
    localize: bool = True
    numerics: bool = True          # compile and run each distinct linalg IR_k (needs lower)
    executor: str = "refbackend"
    # Also lower each distinct IR_k through these backends and run what they lower to
    # (oracles/backends.py): "tosa", "stablehlo".
    extra_backends: tuple[str, ...] = ()
    # How the program reaches torch-mlir (oracles/frontends): "fx" or "onnx". IR_1's pipeline
    # is the frontend's conversion, if any, then backend_pipeline (`first_pipeline`).
    frontend: str = "fx"

    def to_dict(self) -> dict:
        return dict(self.__dict__)


def ir_hash(text: str) -> str:
    return hashlib.sha1(text.encode()).hexdigest()[:16]


def no_hook(stage: str, k: int, ir: str, pipeline: str) -> None:
    """The StageHook that does nothing (the default)."""


# Localizing costs several pipeline re-runs; a worker that already localized the same
# diagnostic in the same stage reuses the answer (pass and symptom, hence the signature).
# The key includes the passes MLIR reports failed (innermost first, from `IR Dump After
# <Pass> Failed`), so a failure in another pass with the same text is never filed under the
# first one's pass: it costs one re-run of the stage with print-after-failure only, and
# only once a diagnostic with this text was localized before (the first example of a
# signature is always fully localized, its chain read from the localization run itself).
# A failure with no failed pass reported is never cached.
# The answers outlive the worker when `share_culprits` names a file (oracles/worker.py: one
# per Sandbox): its workers are replaced after every native crash, about once per campaign
# block, and each repeat of a pass failure localized afresh cost many times a clean
# program's check in a batch (docs/performance.md).
_CULPRITS: dict[tuple[str, str, str, tuple[str, ...]], Culprit] = {}
_LOCALIZED: set[tuple[str, str, str]] = set()   # (stage, pipeline, message) keys of _CULPRITS


@dataclass
class _SharedAnswers:
    path: str | None = None   # the file the answers are shared through (JSON lines)
    offset: int = 0           # bytes of it already read into _CULPRITS


_SHARED = _SharedAnswers()
_AFRESH = contextvars.ContextVar("localize_afresh", default=False)


def share_culprits(path: str | None) -> None:
    """Read and add localization answers through `path` (JSON lines; None: this process only)."""
    _SHARED.path, _SHARED.offset = path, 0


def forget_culprits() -> None:
    """Drop this process's localization answers: the next failure of each kind is localized
    in full again, as in a fresh worker (bench/bench.py times each path from there)."""
    _CULPRITS.clear()
    _LOCALIZED.clear()


@contextlib.contextmanager
def localized_afresh() -> Iterator[None]:
    """Within it, every failure is localized in full (its reproducer pass confirmed), never
    taken from the answers kept: for an example that is stored (a reduced program)."""
    token = _AFRESH.set(True)
    try:
        yield
    finally:
        _AFRESH.reset(token)


def _read_shared() -> None:
    path = _SHARED.path
    if not path or not os.path.exists(path):
        return
    with open(path) as fh:
        fh.seek(_SHARED.offset)
        for line in fh:
            if not line.endswith("\n"):
                break  # a line still being written: read it next time
            _SHARED.offset += len(line.encode())
            try:
                row = json.loads(line)
                key = (row["stage"], row["pipeline"], row["message"], tuple(row["failed_passes"]))
                culprit = Culprit(row["pass_name"], "", "", False, row["creates_invalid_ir"], key[3])
            except (ValueError, KeyError, TypeError):
                continue  # a damaged line only costs a localization
            _CULPRITS.setdefault(key, culprit)
            _LOCALIZED.add(key[:3])


def _add_shared(text_key: tuple[str, str, str], culprit: Culprit) -> None:
    path = _SHARED.path
    if not path:
        return
    row = {"stage": text_key[0], "pipeline": text_key[1], "message": text_key[2],
           "failed_passes": list(culprit.failed_passes), "pass_name": culprit.pass_name,
           "creates_invalid_ir": culprit.creates_invalid_ir}
    # One write of one line, appended: a worker killed mid-write leaves a partial last line,
    # which _read_shared skips.
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, (json.dumps(row) + "\n").encode())
    finally:
        os.close(fd)


def _culprit(failure: PipelineFailure, stage: str, stage_input: str, pipeline: str,
             nested: tuple[str, ...]) -> Culprit:
    wanted = normalize_message(failure.message)
    text_key = (stage, pipeline, wanted)
    _read_shared()
    if text_key in _LOCALIZED and not _AFRESH.get():
        # The run that failed recorded its failed passes (run_pipeline's record_failed_passes):
        # the same answer as a second run, without one.
        again, chain = ((failure, failure.failed_passes) if failure.failed_passes is not None
                        else failed_passes(stage_input, pipeline))
        known = _CULPRITS.get((*text_key, chain)) if chain else None
        if known is not None and again is not None and normalize_message(again.message) == wanted:
            return Culprit(known.pass_name, stage_input, module_pipeline(pipeline), False, known.creates_invalid_ir,
                           chain)
    culprit = find_culprit(stage_input, pipeline, failure.message, nested)
    if culprit.failed_passes:
        if (*text_key, culprit.failed_passes) not in _CULPRITS:
            _add_shared(text_key, culprit)
        _CULPRITS[(*text_key, culprit.failed_passes)] = culprit
        _LOCALIZED.add(text_key)
    return culprit


_CONSTANT_NOT_LEGALIZED = re.compile(r"failed to legalize operation 'torch\.constant\.")


def failure_finding(failure: PipelineFailure, stage: str, k: int, stage_input: str, pipeline: str,
                    config: OracleConfig, nested: tuple[str, ...] = ()) -> Finding:
    """A Finding for a failed stage, with the culprit pass and the IR before it."""
    culprit = _culprit(failure, stage, stage_input, pipeline, nested) if config.localize else None
    if culprit is not None and culprit.creates_invalid_ir:
        symptom = "verifier-error"
    elif stage == "contract" or (culprit and culprit.pass_name == "torch-lower-to-backend-contract"):
        symptom = "backend-contract"
    elif stage.startswith("lowering"):
        symptom = "lowering-error"
    else:
        symptom = "pass-error"
    message = failure.message
    if symptom == "backend-contract" and failure.notes:
        # The contract error itself is generic; the first note names the offending op.
        message = f"{message} :: {failure.notes[0]}"
    elif stage == "lowering" and _CONSTANT_NOT_LEGALIZED.match(message):
        # A constant the finalizing conversion cannot legalize is what an op the conversions
        # left in place still uses: that op, not the constant, is what was not lowered (a
        # chunk on a dynamic dim leaves split.Tensor; diagonal_scatter itself).
        left = unconverted_ops(stage_input, LINALG_CONVERSION)
        if left:
            message = f"{message} :: not lowered: {', '.join(left)}"
    return Finding(symptom=symptom, stage=stage, k=k, message=message,
                   pass_name=culprit.pass_name if culprit else None, pipeline=module_pipeline(pipeline),
                   before_ir=culprit.before_ir if culprit else stage_input, stage_input_ir=stage_input,
                   log=failure.full_text,
                   single_pass=culprit.reproducer_pipeline if culprit and culprit.confirmed else None,
                   pass_confirmed=bool(culprit and culprit.confirmed))


@dataclass
class IterationResult:
    outcomes: list[KOutcome]
    findings: list[Finding]
    limits: list[Finding]
    timings: dict[str, float]
    texts: list[str]                   # IR_1.. as far as the pipeline got
    linalg_by_k: list[str | None]      # each k's linalg-on-tensors IR (None: not lowered)


def run_iterations(raw_ir: str, config: OracleConfig = OracleConfig(), on_stage: StageHook = no_hook,
                   reference: NumericReference | None = None, done: Sequence[str] = ()) -> IterationResult:
    """The iteration oracle; with a `reference` (inputs and eager results) also the numeric one.
    `done`: IR_1..IR_j of this program computed already (by a batch, oracles/batch.py, as this
    function would print them): the pipelines go on from IR_j."""
    timings: dict[str, float] = {"pipeline": 0.0, "contract": 0.0, "lowering": 0.0}
    findings: list[Finding] = []
    outcomes: list[KOutcome] = []
    texts: list[str] = []
    last_k = config.iterations + 1
    previous = raw_ir
    for k, text in enumerate(done[:last_k], start=1):
        outcomes.append(KOutcome(k, "ok", ir_hash(text), changed=(k > 1 and text != previous)))
        texts.append(text)
        previous = text
    module = parse_module(previous, new_context()) if len(texts) < last_k else None
    for k in range(len(texts) + 1, last_k + 1):
        pipeline = first_pipeline(config) if k == 1 else config.iterated_pipeline
        nested = (config.iterated_pipeline,) if k == 1 else ()
        on_stage("pipeline", k, previous, pipeline)
        start = time.perf_counter()
        try:
            run_pipeline(module, pipeline, record_failed_passes=config.localize)
        except PipelineFailure as failure:
            timings["pipeline"] += time.perf_counter() - start
            findings.append(failure_finding(failure, "pipeline", k, previous, pipeline, config, nested))
            outcomes.append(KOutcome(k, findings[-1].symptom))
            outcomes.extend(KOutcome(j, "not-run") for j in range(k + 1, last_k + 1))
            break
        timings["pipeline"] += time.perf_counter() - start
        text = str(module)
        outcomes.append(KOutcome(k, "ok", ir_hash(text), changed=(k > 1 and text != previous)))
        texts.append(text)
        previous = text

    attribute_changes(texts, outcomes, config.iterated_pipeline, timings)  # KOutcome.changed_by
    linalg_by_k = _check_each_distinct_ir(texts, outcomes, findings, timings, config, on_stage, raw_ir)
    limits: list[Finding] = []
    if config.numerics and config.lower and reference is not None:
        numeric_findings, limits = run_numerics(linalg_by_k, outcomes, reference, config.executor, on_stage,
                                                timings)
        findings.extend(numeric_findings)

    changes = [o.changed for o in outcomes[1:]]
    if len(texts) == last_k and changes and all(changes):
        findings.append(Finding(
            symptom="non-convergence", stage="pipeline", k=last_k, pass_name=None,
            pipeline=config.iterated_pipeline, before_ir=texts[-2], stage_input_ir=texts[-2],
            message=f"IR still changes at every one of k=2..{last_k} runs of {config.iterated_pipeline}"))
    return IterationResult(outcomes, _first_per_signature(findings, outcomes), limits, timings, texts, linalg_by_k)


def checks_after_pipeline(config: OracleConfig, k: int) -> list[tuple[str, str]]:
    """(stage, pipeline) run on each distinct IR_k: the contract (k >= 2; k = 1's pipeline
    enforces it) and the linalg lowering. The extra backends run after these, per program
    (oracles/backends.py): `add_extra_backends` after `run_iterations` in oracles/case.py, and
    on each program's own IR_k in oracles/batch.py."""
    return ([("contract", config.contract_pipeline)] if k > 1 else []) + (
        [("lowering", config.lowering_pipeline)] if config.lower else [])


def printer_error(text: str, k: int, config: OracleConfig, source: str = "") -> Finding | None:
    """A `printer-error` finding when IR_k, as the pipeline printed it, does not parse back
    (e.g. a folded literal printed with a dynamic shape: "elements literal type must have
    static shape"): the compiler wrote it, so it is a finding, never an irfuzz error. None
    when it parses. `source`: the IR the pipeline ran on (IR_{k-1}, or the raw import), the
    stage input a reproducer runs the pipeline on before it parses the output again (the
    unparseable text itself would "reproduce" for ever, fixed or not)."""
    try:
        parse_module(text, new_context())
        return None
    except Exception as exc:  # MLIRError: its diagnostics say why
        diagnostics = [d.message for d in getattr(exc, "error_diagnostics", [])] or [str(exc)]
    pipeline = first_pipeline(config) if k == 1 else config.iterated_pipeline
    return Finding(symptom="printer-error", stage="pipeline", k=k, message=diagnostics[0],
                   pipeline=module_pipeline(pipeline), before_ir=source or text, stage_input_ir=source or text,
                   log="\n".join(diagnostics) + "\n\nThe printed IR that does not parse:\n" + text)


def _check_each_distinct_ir(texts: list[str], outcomes: list[KOutcome], findings: list[Finding],
                            timings: dict[str, float], config: OracleConfig,
                            on_stage: StageHook, raw_ir: str = "") -> list[str | None]:
    """Contract check (k >= 2; k = 1's pipeline enforces it) and lowering, once per distinct IR.
    Returns each k's linalg-on-tensors IR (None where it did not lower)."""
    seen: dict[str, Finding | None] = {}
    lowered: dict[str, str | None] = {}
    linalg_by_k: list[str | None] = [None] * len(outcomes)
    for k, text in enumerate(texts, start=1):
        outcome = outcomes[k - 1]
        if text in seen:
            failure = seen[text]
            linalg_by_k[k - 1] = lowered.get(text)
            outcome.lowered = linalg_by_k[k - 1] is not None
            if failure is not None:
                outcome.outcome = failure.symptom
            continue
        found = printer_error(text, k, config, texts[k - 2] if k > 1 else raw_ir)
        if found is not None:
            findings.append(found)
            outcome.outcome = found.symptom
            outcome.lowered = False
            seen[text] = found
            continue
        for stage, pipeline in checks_after_pipeline(config, k):
            on_stage(stage, k, text, pipeline)
            start = time.perf_counter()
            try:
                module = parse_module(text, new_context())
                run_pipeline(module, pipeline, record_failed_passes=config.localize)
                if stage == "lowering":
                    lowered[text] = linalg_by_k[k - 1] = str(module)
            except PipelineFailure as failure:
                found = failure_finding(failure, stage, k, text, pipeline, config)
                findings.append(found)
                outcome.outcome = found.symptom
                break
            finally:
                timings[stage] = timings.get(stage, 0.0) + time.perf_counter() - start
        outcome.lowered = linalg_by_k[k - 1] is not None
        seen[text] = found
    return linalg_by_k


# Outcomes that say what irfuzz or a backend could not do, not what the compiler did: a k
# whose program a backend has no conversion for (it lowers at k+1 once a pattern has
# decomposed the op) tells nothing about whether the defect seen at k+1 depends on k.
LIMIT_OUTCOMES = (None, "not-run", "executor-limit", "backend-limit", "dialect-limit")


def _differ(earlier: KOutcome, later: KOutcome) -> bool:
    """Whether two ks that both ran did different things: their outcomes differ, or both
    had their numbers judged and the judgements differ (a limit or numbers not judged say
    nothing about them)."""
    outcomes_known = earlier.outcome not in LIMIT_OUTCOMES and later.outcome not in LIMIT_OUTCOMES
    return (outcomes_known and earlier.outcome != later.outcome) or (
        earlier.numerics not in LIMIT_OUTCOMES and later.numerics not in LIMIT_OUTCOMES
        and earlier.numerics != later.numerics)


def outcome_changes_with_k(outcomes: Sequence[KOutcome]) -> bool:
    """Whether some k and k+1 that both ran had different outcomes (one crashed, failed a
    pass or lowered where the other did not; their numbers differ from eager's or each
    other's differently): every k's outcome counts, whichever failed first or worst."""
    ran = sorted((o for o in outcomes if o.outcome != "not-run"), key=lambda o: o.k)
    return any(later.k == earlier.k + 1 and _differ(earlier, later) for earlier, later in zip(ran, ran[1:]))


def mark_k_dependence(findings: Sequence[Finding], outcomes: Sequence[KOutcome]) -> None:
    """Sets each finding's `k_dependent`: the case's outcome changes with k
    (`outcome_changes_with_k`), except for non-convergence (about k by definition) and for a
    numeric finding noted `nondeterministic` (its results change from run to run, so k and
    k+1 differ by chance: oracles/numerics.py)."""
    changes = outcome_changes_with_k(outcomes)
    for f in findings:
        f.k_dependent = (changes and f.symptom != "non-convergence"
                         and not f.details.get("nondeterministic", False))


def _first_per_signature(findings: list[Finding], outcomes: list[KOutcome]) -> list[Finding]:
    """One finding per signature (its first k), each marked by `mark_k_dependence`."""
    kept: dict[str, Finding] = {}
    for f in sorted(findings, key=lambda f: f.k or 0):
        kept.setdefault(f.signature, f)
    mark_k_dependence(list(kept.values()), outcomes)
    return list(kept.values())


def with_earlier_ks(death: Finding, earlier: Any, iterations: int) -> tuple[list[Finding], list[KOutcome]]:
    """The findings and per-k outcomes of a case whose worker died (crash or hang `death`)
    at k = death.k > 1, given `earlier`, the Verdict of the same case judged with K = k - 2
    (IR_1..IR_k-1 only; None when it could not be judged): the earlier ks' outcomes and
    findings, then the death at k, then k+1..K+1 not run; k-dependence from all of them. An
    earlier verdict that is not a plain judgement (an irfuzz error, or itself a death: the
    death at k did not repeat where it was) adds nothing."""
    k = death.k or 1
    findings: list[Finding] = []
    outcomes: list[KOutcome] = []
    usable = earlier is not None and earlier.status in ("ok", "finding") and not any(
        f.symptom in ("crash", "timeout") for f in earlier.findings)
    if usable:
        findings = [f for f in earlier.findings if f.symptom != "non-convergence"]
        outcomes = [o for o in earlier.per_k if o.k < k]
    findings.append(death)
    outcomes += [KOutcome(k, death.symptom)] + [KOutcome(j, "not-run") for j in range(k + 1, iterations + 2)]
    kept = _first_per_signature(findings, outcomes)
    return kept, outcomes
