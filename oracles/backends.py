"""Extra backends: each distinct IR_k also lowered to TOSA or StableHLO, run, and judged.

The linalg path (oracles/iterate.py, oracles/numerics.py) lowers IR_k with
`torch-backend-to-linalg-on-tensors-backend-pipeline` and runs it. An extra backend does the
same with its own lowering pipeline and an executor that takes that pipeline's output:

- `tosa`: `torch-backend-to-tosa-backend-pipeline`, then MLIR's tosa-to-* conversions into
  the RefBackend (executor `tosa-refbackend`, oracles/executors/tosa.py), as torch-mlir's own
  e2e TOSA configuration does;
- `stablehlo`: `torch-backend-to-stablehlo-backend-pipeline`, then IREE for `llvm-cpu` with
  StableHLO input (executor `iree-stablehlo`, oracles/executors/stablehlo.py).

Judgement, per backend, once per distinct IR_k:
- the lowering fails because the backend's conversion pass has no pattern for a Torch op
  (MLIR's dialect conversion reports "failed to legalize operation 'torch.…'" from that
  pass): `backend-limit`, counted apart, never a finding (the backends cover far fewer ops
  than linalg; that is their known coverage, not a defect);
- any other lowering failure (a verifier error after a pass, a pass error, a conversion
  that produced an illegal non-Torch op) is a finding of stage `lowering-<backend>`, found
  and localized as the linalg lowering's are (`iterate.failure_finding`);
- the lowered IR is compiled and run, and compared with eager and IR_k vs IR_k+1 under the
  linalg path's rules (`numerics.run_numerics`), its findings and limits under stage
  `execute-<backend>`; a crash or hang there is the Sandbox's, under the same stage name.
The stage is part of every signature, so a backend's finding never shares one with the
linalg path's. Each KOutcome gets `backends[name]`: what that backend did at that k.

Contract: runs in the worker (native code), deterministic for the same input and config;
never raises for what the compiler does.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, replace
from typing import Any, Iterable, Sequence

from generators.mlir import new_context, parse_module

from .iterate import IterationResult, OracleConfig, StageHook, failure_finding, mark_k_dependence
from .numerics import NumericReference, run_numerics
from .pipeline import PipelineFailure, failed_passes, module_pipeline, run_pipeline
from .pipeline import unconverted_ops as unconverted_torch_ops
from .verdict import Finding, KOutcome


@dataclass(frozen=True)
class ExtraBackend:
    name: str
    lowering_pipeline: str               # Torch backend contract -> this backend's dialect
    executor: str                        # oracles/executors name: compiles the pipeline's output
    # The head of lowering_pipeline that converts Torch ops (the conversion pass and what runs
    # before it): what a Torch op it leaves unconverted is read from.
    conversion_pipeline: str
    # Passes that reject a Torch op left unconverted ("failed to legalize operation 'torch.…'"):
    # the conversion itself, and the later passes that meet what the conversion left (a
    # partial conversion leaves an op it has no pattern for in place; its constant operands
    # are then what the finalizing type conversion cannot legalize).
    legalizing_passes: tuple[str, ...]

    @property
    def lowering_stage(self) -> str:
        return f"lowering-{self.name}"

    @property
    def execute_stage(self) -> str:
        return f"execute-{self.name}"


_BACKENDS: dict[str, ExtraBackend] = {}


def register_backend(backend: ExtraBackend) -> ExtraBackend:
    if backend.name in _BACKENDS:
        raise ValueError(f"extra backend {backend.name!r} registered twice")
    _BACKENDS[backend.name] = backend
    return backend


register_backend(ExtraBackend(
    "tosa", "torch-backend-to-tosa-backend-pipeline", "tosa-refbackend",
    "builtin.module(func.func(torch-fuse-quantized-ops,convert-torch-to-tosa))",
    ("convert-torch-to-tosa", "torch-finalizing-backend-type-conversion", "torch-verify-tosa-backend-contract")))
register_backend(ExtraBackend(
    "stablehlo", "torch-backend-to-stablehlo-backend-pipeline", "iree-stablehlo",
    "builtin.module(func.func(convert-torch-to-stablehlo))",
    ("convert-torch-to-stablehlo", "convert-torch-to-arith", "torch-finalizing-backend-type-conversion-for-stablehlo",
     "torch-verify-stablehlo-backend-contract")))


# Campaigns (fuzz/campaign/state.py `oracle_for`) run these for a share of their programs:
# every registered backend, for DEFAULT_BACKEND_SHARE of the programs unless told otherwise.
SHARE_BACKENDS: tuple[str, ...] = tuple(_BACKENDS)
DEFAULT_BACKEND_SHARE = 0.1


def backend_names() -> tuple[str, ...]:
    return tuple(_BACKENDS)


def get_backend(name: str) -> ExtraBackend:
    try:
        return _BACKENDS[name]
    except KeyError:
        raise KeyError(f"unknown extra backend {name!r}; known: {', '.join(_BACKENDS)}") from None


def backend_of_stage(stage: str) -> ExtraBackend | None:
    """The extra backend a `lowering-<name>` or `execute-<name>` stage belongs to, else None."""
    for prefix in ("lowering-", "execute-"):
        if stage.startswith(prefix) and stage[len(prefix):] in _BACKENDS:
            return _BACKENDS[stage[len(prefix):]]
    return None


def backend_config(config: OracleConfig, backend: ExtraBackend) -> OracleConfig:
    """`config` with the backend in the linalg path's place (its lowering and executor): what a
    numeric finding of the backend is localized with (oracles/localize_numeric.py)."""
    return replace(config, lowering_pipeline=backend.lowering_pipeline, executor=backend.executor,
                   extra_backends=())


def backends_context(config: OracleConfig) -> dict[str, list[str]]:
    """What a finding's meta.json records about the extra backends its case ran: nothing when
    none (so folders of the linalg path read as they always did)."""
    return {"extra_backends": list(config.extra_backends)} if config.extra_backends else {}


def with_recorded_backends(config: OracleConfig, recorded: Iterable[str] | None) -> OracleConfig:
    """`config` running the extra backends a finding's meta.json recorded (backends_context,
    its `extra_backends`), so its reduction and root cause see the backend's finding again."""
    recorded = tuple(recorded or ())
    return replace(config, extra_backends=recorded) if recorded else config


_NOT_LEGALIZED = re.compile(r"failed to legalize operation '(torch\.[\w.]+)'")


def unconverted_ops(backend: ExtraBackend, stage_input: str) -> list[str]:
    """The Torch ops the backend's conversion leaves in place on `stage_input` (sorted names;
    empty when the conversion itself fails, or leaves none)."""
    return unconverted_torch_ops(stage_input, backend.conversion_pipeline)


def legalization_limit(backend: ExtraBackend, failure: PipelineFailure, stage_input: str, k: int) -> Finding | None:
    """A `backend-limit` when the lowering failed because the backend's conversion has no
    pattern for a Torch op, or its pattern refuses the op (torch-mlir's "unimplemented: …"):
    MLIR's dialect-conversion diagnostic for a `torch.` op among the errors, raised by one of
    the backend's legalizing passes (asked of the pass manager: one re-run of the backend
    pipeline, which costs milliseconds). The op named is the one the conversion left in
    place when a later pass failed on what it left (a constant operand of that op), else the
    one the diagnostic names. None for any other failure."""
    # The pattern's own reason ("unimplemented: end is not constant") may come first; the
    # conversion's verdict on the op follows it among the diagnostics.
    match = _NOT_LEGALIZED.search(failure.message) or _NOT_LEGALIZED.search(failure.full_text)
    if match is None:
        return None
    _, chain = failed_passes(stage_input, backend.lowering_pipeline)
    innermost = chain[0].split("{")[0] if chain else None
    if innermost not in backend.legalizing_passes:
        return None
    left = unconverted_ops(backend, stage_input) if innermost != backend.legalizing_passes[0] else []
    ops = ", ".join(left) if left else match.group(1)
    return Finding(symptom="backend-limit", stage=backend.lowering_stage, k=k, pass_name=innermost,
                   message=f"{backend.name} has no conversion for {ops}: {failure.message}",
                   pipeline=module_pipeline(backend.lowering_pipeline), before_ir=stage_input,
                   stage_input_ir=stage_input, log=failure.full_text)


def add_extra_backends(result: IterationResult, config: OracleConfig, reference: NumericReference | None,
                       on_stage: StageHook) -> None:
    """Run `config.extra_backends` over a single program's IR_k (`run_iterations`' result) and
    add their findings and limits to it. Only IR that meets the backend contract is any
    backend's input (the IR_k the linalg lowering takes): an IR_k that fails the contract or
    does not print back is not lowered."""
    texts = result.texts
    refused = {texts[f.k - 1] for f in result.findings if f.k and f.k <= len(texts)
               and (f.stage == "contract" or f.symptom == "printer-error")}
    findings, limits = run_extra_backends([None if text in refused else text for text in texts], result.outcomes,
                                          config, reference, on_stage, result.timings)
    result.findings.extend(findings)
    result.limits.extend(limits)


def run_extra_backends(texts: Sequence[str | None], outcomes: Sequence[KOutcome], config: OracleConfig,
                       reference: NumericReference | None, on_stage: StageHook,
                       timings: dict[str, float]) -> tuple[list[Finding], list[Finding]]:
    """(findings, limits) of every backend in `config.extra_backends` over IR_1.. (`texts`, as
    far as the pipeline got, None for an IR_k that is not to be lowered because it does not
    meet the backend contract; `outcomes` their KOutcomes, whose `backends` it fills). The
    numbers are judged when there is a `reference` and `config.numerics`. Findings come one
    per signature, k-dependent when the backend's own outcome changes between k and k+1."""
    findings: list[Finding] = []
    limits: list[Finding] = []
    for name in config.extra_backends:
        backend = get_backend(name)
        own, own_limits, per_k = _one_backend(backend, texts, config, reference, on_stage, timings)
        for outcome, what in zip(outcomes, per_k):
            # "lowered": its numbers were not judged (no reference, or numerics off).
            said = what.outcome if what.outcome != "ok" else (what.numerics or "lowered")
            outcome.backends = {**(outcome.backends or {}), name: said}
        kept: dict[str, Finding] = {}
        for f in sorted(own, key=lambda f: f.k or 0):
            kept.setdefault(f.signature, f)
        mark_k_dependence(list(kept.values()), per_k)
        findings += kept.values()
        seen: set[str] = set()   # a limit met at several k is one limit of the case
        limits += [limit for limit in own_limits if not (limit.signature in seen or seen.add(limit.signature))]
    return findings, limits


def _one_backend(backend: ExtraBackend, texts: Sequence[str | None], config: OracleConfig,
                 reference: NumericReference | None, on_stage: StageHook,
                 timings: dict[str, float]) -> tuple[list[Finding], list[Finding], list[KOutcome]]:
    """(findings, limits, this backend's own per-k outcomes) for one backend."""
    findings: list[Finding] = []
    limits: list[Finding] = []
    per_k = [KOutcome(k, "ok") for k in range(1, len(texts) + 1)]
    lowered: dict[str, str | None] = {}
    outcome_of: dict[str, str] = {}
    stage = backend.lowering_stage
    by_k: list[str | None] = []
    for k, text in enumerate(texts, start=1):
        if text is None:
            by_k.append(None)
            per_k[k - 1].outcome = "not-run"
            continue
        if text not in lowered:
            on_stage(stage, k, text, backend.lowering_pipeline)
            start = time.perf_counter()
            try:
                module = parse_module(text, new_context())
                run_pipeline(module, backend.lowering_pipeline)
                lowered[text], outcome_of[text] = str(module), "ok"
            except PipelineFailure as failure:
                limit = legalization_limit(backend, failure, text, k)
                if limit is not None:
                    limits.append(limit)
                else:
                    findings.append(failure_finding(failure, stage, k, text, backend.lowering_pipeline, config))
                lowered[text], outcome_of[text] = None, (limit or findings[-1]).symptom
            finally:
                timings[stage] = timings.get(stage, 0.0) + time.perf_counter() - start
        by_k.append(lowered[text])
        per_k[k - 1].outcome = outcome_of[text]
        per_k[k - 1].lowered = lowered[text] is not None
    if reference is not None and config.numerics and any(by_k):
        numeric_findings, numeric_limits = run_numerics(by_k, per_k, reference, backend.executor, on_stage,
                                                        timings, stage=backend.execute_stage)
        findings += numeric_findings
        limits += numeric_limits
    return findings, limits, per_k


# A backend's per-k outcomes that mean its compiled code ran and its numbers were judged.
_RAN = ("ok", "mismatch-eager", "mismatch-k", "mismatch-k-rng")


def program_outcome(verdict: Any, backend: str) -> str:
    """What one backend did with a program, in one word, from its verdict's per-k table:
    "executed" (its code ran at some k and the numbers were judged), else "backend-limit",
    "executor-limit", "failed" (a lowering or compile finding at every k it reached) or
    "not-run" (the program ended before, e.g. a linalg-path crash or an irfuzz error)."""
    seen = {o.backends[backend] for o in verdict.per_k if o.backends and backend in o.backends}
    if seen & set(_RAN):
        return "executed"
    for word in ("backend-limit", "executor-limit"):
        if word in seen:
            return word
    return "failed" if seen - {"not-run", "lowered"} else "not-run"
