"""The numeric oracle: run each distinct IR_k as compiled code and compare.

For every k whose IR lowered to linalg-on-tensors, the linalg IR is compiled by
an executor (compiled once per distinct text) and run on the case's inputs.
Then: compiled IR_k vs eager PyTorch under each output's rule (see
compare.py), and compiled IR_k vs IR_k-1 bit for bit. A k vs k+1 difference in
an output that carries random taint is reported as the lower-confidence
`mismatch-k-rng` (compiled generators are reproducible only while the number
and order of random ops is unchanged); outputs with undefined values
(empty_like) are compared by type only.

Fallback: an IR the chosen executor cannot run (ExecutorLimit) runs on the next
CPU executor that can (`executors.fallback_executors`: refbackend <-> iree-cpu);
`KOutcome.executor` and each finding's `details["executor"]` name the executor
whose numbers were judged, so a reproducer uses that one. An executor limit is
recorded only when no executor ran the IR. Subnormal flushing is the judging
executor's own. IR_k vs IR_k+1 is compared bit for bit only between results of
one executor: when different executors judged them, both IRs are run on the
fallback that judged one of them; when it cannot run the other, that pair is
not compared.

Contract: runs in the worker; never raises for what the compiled code does
(executor limits and compile failures become Findings); deterministic except
for what the executor's own generators do.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from typing import Any

from generators.catalog import Values, get_op
from generators.program import Program
from generators.taint import nan_policy, taint

from .compare import NAN_ANY, NAN_BITS, Mismatch, compare_bits, compare_to_eager, only_flushed_denormals
from .executors import CompileFailure, ExecutorLimit, RunFailure, as_declared, fallback_executors, get_executor
from .verdict import Finding, KOutcome, signature_of


@dataclass(frozen=True)
class OutputRule:
    """How one output is compared with eager and across k: its value kind, for random ops
    range and law, and its NaN policy (compare.NAN_BITS where PyTorch defines NaN bit
    patterns; compare.NAN_ANY, the default, where it does not: any NaN equals any NaN)."""

    kind: Values
    source: str                                   # the op that produced it (for messages)
    value_range: tuple[float, float] | None = None
    distribution: str | None = None
    nan: str = NAN_ANY

    def to_dict(self) -> dict[str, Any]:
        """JSON for findings and reproducers; `kind` as its string value."""
        return {"kind": self.kind.value, "source": self.source,
                "range": list(self.value_range) if self.value_range is not None else None,
                "distribution": self.distribution, "nan": self.nan}


@dataclass
class NumericReference:
    inputs: list[Any]
    eager: list[Any]
    rules: list[OutputRule]


def rules_for_program(program: Program) -> list[OutputRule]:
    kinds, nans = taint(program), nan_policy(program)
    producers = {n.name: n for n in program.nodes}
    rules = []
    for name in program.outputs:
        node = producers.get(name)
        if node is None:
            rules.append(OutputRule(Values.EXACT, "input", nan=NAN_BITS))
            continue
        op = get_op(node.op)
        specs = program.specs()
        direct = op.value_kind([specs[r] for r in node.operands], node.attrs, specs[name]) is Values.RANDOM
        rules.append(OutputRule(kinds[name], node.op,
                                op.value_range(node.attrs) if direct else None,
                                op.distribution if direct else None, nans[name]))
    return rules


def rules_for_model(exported: Any) -> list[OutputRule]:
    """A model file brings no catalog facts: its exported graph (from generators.importer's
    `export_module`, before import) gives them (generators/model_file.py `output_facts`):
    random and undefined values are tainted as in Programs, pure data movement is exact,
    everything else is compared with torch.testing tolerances."""
    from generators.model_file import output_facts

    return [OutputRule(f.kind, f.source, f.value_range, f.distribution, NAN_BITS if f.nan_bits else NAN_ANY)
            for f in output_facts(exported)]


def _finding(symptom: str, k: int, key: str, message: str, details: dict[str, Any], ir: str,
             executor: str, baseline_ir: str | None = None, stage: str = "execute") -> Finding:
    """A numeric finding: `before_ir` is the linalg IR whose compiled numbers are wrong; for a
    k vs k+1 mismatch `stage_input_ir` is IR_k's linalg, the baseline it is compared with.
    `stage` names the path the numbers came from ("execute", or an extra backend's
    "execute-<backend>", oracles/backends.py): it is part of the signature."""
    return Finding(symptom=symptom, stage=stage, k=k, message=message, pipeline=None,
                   before_ir=ir, stage_input_ir=baseline_ir or ir, details={**details, "executor": executor},
                   signature=signature_of(symptom, stage, None, key))


def _dtype_family(dtype: Any) -> str:
    import torch

    return "bool" if dtype == torch.bool else ("float" if dtype.is_floating_point else "int")


def _describe(rule: OutputRule, m: Mismatch, dtype: Any) -> tuple[str, str]:
    """(signature key, human message) for one mismatch: the key names the op, the dtype family
    and the rule, never the values or the executor, so one root cause is one signature."""
    key = f"{m.rule} mismatch on an output of {rule.source} ({rule.kind.value}, {_dtype_family(dtype)})"
    nan = ("" if m.rule != "bits" or _dtype_family(dtype) != "float"
           else ", NaN bits compared" if rule.nan == NAN_BITS else ", any NaN equal")
    return key, f"{m.describe()} [{rule.source}, {rule.kind.value}{nan}]"


# What a compiled run that stopped with an error says in its finding's message and key; its
# details carry the status as `run_failed`, which later stages read (never the message).
RUN_FAILED = "the compiled run failed"


def _status_of(failure: RunFailure) -> str:
    """The runtime's status code in a failed run's message (IREE's `OUT_OF_RANGE`), else "error"."""
    found = re.search(r"\b([A-Z]{2,}(?:_[A-Z]+)*);", str(failure))
    return found.group(1) if found else "error"


class _Runs:
    """Compiled results per (executor, linalg text), each compiled, freshly loaded and run once;
    an ExecutorLimit, CompileFailure or RunFailure stands in for results the executor could
    not make."""

    def __init__(self, reference: NumericReference, on_stage: Any, timings: dict[str, float],
                 stage: str = "execute") -> None:
        self._reference, self._on_stage, self._timings = reference, on_stage, timings
        self.stage = stage
        self._executors: dict[str, Any] = {}
        self._results: dict[tuple[str, str], Any] = {}
        self._unstable: dict[tuple[str, str], set[int]] = {}

    def executor(self, name: str) -> Any:
        if name not in self._executors:
            self._executors[name] = get_executor(name)
        return self._executors[name]

    def run(self, name: str, k: int, text: str, fallback: bool = False) -> Any:
        """A `fallback` run turns any error into an ExecutorLimit: a fallback executor that
        fails leaves the IR unjudged, it never makes the verdict an internal error."""
        if (name, text) not in self._results:
            self._results[name, text] = self._execute(name, k, text, fallback)
        return self._results[name, text]

    def again(self, name: str, k: int, text: str) -> Any:
        """The same IR compiled, loaded and run once more (never cached): whether its results
        repeat. Any error stands in for results, as for a fallback run."""
        return self._execute(name, k, text, fallback=True)

    def unstable(self, name: str, k: int, text: str, first: Any) -> set[int]:
        """The outputs of IR `text` (by index) that do not come out bit for bit as in `first`
        when it is compiled, loaded and run REPEATS more times, each after the heap was
        scribbled over: what compiled code that reads memory it does not own (an out-of-bounds
        slice) gives. Every output when a run fails. Undefined outputs are never unstable.
        Asked once per (executor, text)."""
        if (name, text) not in self._unstable:
            found: set[int] = set()
            for pattern in _SCRIBBLE_PATTERNS[:REPEATS]:
                _scribble_heap(pattern)
                again = self.again(name, k, text)
                for i, rule in enumerate(self._reference.rules):
                    if rule.kind is not Values.UNDEFINED and (
                            isinstance(again, Exception) or compare_bits(i, first[i], again[i], rule.nan) is not None):
                        found.add(i)
            self._unstable[name, text] = found
        return self._unstable[name, text]

    def _execute(self, name: str, k: int, text: str, fallback: bool) -> Any:
        self._on_stage(self.stage, k, text, name)
        start = time.perf_counter()
        try:
            executor = self.executor(name)
            return as_declared(executor.load(executor.compile(text))(self._reference.inputs),
                               [t.dtype for t in self._reference.eager])
        except (ExecutorLimit, CompileFailure, RunFailure) as exc:
            return exc
        except Exception as exc:
            if not fallback:
                raise
            return ExecutorLimit(f"{name}: {type(exc).__name__}: {exc}")
        finally:
            self._timings[self.stage] = self._timings.get(self.stage, 0.0) + time.perf_counter() - start


# A compiled result is called repeatable when REPEATS more runs of the same IR give the same
# bits; before each, freed heap chunks are filled with another pattern so that a read of memory
# the program does not own is likely to see other bytes.
REPEATS = 2
_SCRIBBLE_PATTERNS = (0xA5, 0x5A, 0xFF)
_SCRIBBLE_SIZES = tuple(1 << n for n in range(3, 17))


def _scribble_heap(pattern: int) -> None:
    """Allocate, fill with `pattern` and free chunks of the sizes compiled code and tensors
    commonly take, so the next allocations of those sizes start from these bytes."""
    import ctypes

    libc = ctypes.CDLL(None)
    libc.malloc.restype = ctypes.c_void_p
    libc.malloc.argtypes = [ctypes.c_size_t]
    libc.free.argtypes = [ctypes.c_void_p]
    chunks = [libc.malloc(size) for size in _SCRIBBLE_SIZES for _ in range(4)]
    for size, chunk in zip([s for s in _SCRIBBLE_SIZES for _ in range(4)], chunks):
        if chunk:
            ctypes.memset(chunk, pattern, size)
    for chunk in chunks:
        if chunk:
            libc.free(chunk)


def _judge(runs: _Runs, chosen: str, k: int, text: str, findings: list[Finding],
           limits: list[Finding]) -> tuple[str, Any]:
    """(executor, its results) for one distinct IR: the chosen executor's, or on its limit the
    first fallback's that runs it. The chosen executor's own lowering failure is a finding; a
    limit is recorded (under the chosen executor's message) only when no fallback ran the IR."""
    got = runs.run(chosen, k, text)
    if isinstance(got, CompileFailure):
        findings.append(Finding(symptom="lowering-error", stage=runs.stage, k=k, message=str(got),
                                pass_name=got.pass_name, before_ir=text, stage_input_ir=text,
                                log=got.log, details={"executor": chosen}))
    if not isinstance(got, ExecutorLimit):
        return chosen, got
    tried = []
    for other in fallback_executors(chosen):
        result = runs.run(other, k, text, fallback=True)
        if not isinstance(result, (ExecutorLimit, CompileFailure)):
            return other, result
        tried.append(f"\nnot run by {other} either: {(str(result) or type(result).__name__).splitlines()[0]}")
    limits.append(_finding("executor-limit", k, str(got).splitlines()[0], str(got) + "".join(tried), {}, text,
                           chosen, stage=runs.stage))
    return chosen, got


def _from_one_executor(runs: _Runs, chosen: str, k: int, texts: tuple[str, str], before: tuple[str, Any],
                       now: tuple[str, Any]) -> tuple[str, Any, Any] | None:
    """(executor, IR_k-1's results, IR_k's results) from one executor, for the bitwise check.
    When different executors judged the two, both come from the fallback that judged one (it
    ran the IR the chosen one could not); None when it cannot run the other IR."""
    if before[0] == now[0]:
        return before[0], before[1], now[1]
    shared = now[0] if now[0] != chosen else before[0]
    other_k, other_text = (k - 1, texts[0]) if shared == now[0] else (k, texts[1])
    other = runs.run(shared, other_k, other_text, fallback=True)
    if isinstance(other, (ExecutorLimit, CompileFailure, RunFailure)):
        return None
    return (shared, other, now[1]) if shared == now[0] else (shared, before[1], other)


def run_numerics(linalg_by_k: list[str | None], outcomes: list[KOutcome], reference: NumericReference,
                 executor_name: str, on_stage: Any, timings: dict[str, float],
                 stage: str = "execute") -> tuple[list[Finding], list[Finding]]:
    """Returns (findings, executor limits). `linalg_by_k` is what `executor_name` compiles:
    linalg-on-tensors for the linalg path, an extra backend's IR for its `stage`
    ("execute-<backend>", oracles/backends.py), which every finding and limit carries."""
    runs = _Runs(reference, on_stage, timings, stage)
    findings: list[Finding] = []
    limits: list[Finding] = []
    judged: dict[str, tuple[str, Any]] = {}
    per_k: list[tuple[str, Any] | None] = []
    unstable_outputs: set[int] = set()   # outputs some IR_k gave other bits for at another run
    for k, text in enumerate(linalg_by_k, start=1):
        outcome = outcomes[k - 1]
        if text is None:
            per_k.append(None)
            outcome.numerics = "not-run"
            continue
        if text not in judged:
            judged[text] = _judge(runs, executor_name, k, text, findings, limits)
        judge_name, got = judged[text]
        executor = runs.executor(judge_name)
        if isinstance(got, ExecutorLimit):
            per_k.append(None)
            outcome.numerics = "executor-limit"
            continue
        outcome.executor = judge_name
        if isinstance(got, CompileFailure):
            per_k.append(None)
            outcome.numerics = "lowering-error"
            continue
        if isinstance(got, RunFailure):
            # Eager ran the program and the compiled code stopped with an error: its result
            # is wrong, whatever the runtime's check was (keyed by the status, not the values).
            per_k.append(None)
            status = _status_of(got)
            findings.append(_finding("mismatch-eager", k, f"{RUN_FAILED} ({status})",
                                     f"IR_{k} compiled vs eager: {RUN_FAILED}: {got}", {"run_failed": status}, text,
                                     judge_name, stage=stage))
            outcome.numerics = "mismatch-eager"
            continue
        per_k.append((judge_name, got))
        outcome.numerics = "ok"
        for i, (rule, expected, actual) in enumerate(zip(reference.rules, reference.eager, got)):
            m = compare_to_eager(i, expected, actual, rule.kind, rule.value_range, rule.distribution, rule.nan)
            if m is not None and getattr(executor, "flushes_denormals", False) and only_flushed_denormals(
                    expected, actual, rule.nan):
                limits.append(_finding("executor-limit", k, f"{judge_name} flushes subnormals to zero",
                                       f"{judge_name} flushes subnormals to zero: {m.describe()}", {}, text,
                                       judge_name, stage=stage))
                continue
            if m is not None:
                key, message = _describe(rule, m, expected.dtype)
                findings.append(_finding("mismatch-eager", k, key, f"IR_{k} compiled vs eager: {message}",
                                         {"mismatches": [m.to_dict()], "rule": rule.to_dict()}, text,
                                         judge_name, stage=stage))
                outcome.numerics = "mismatch-eager"
                break
        previous = per_k[k - 2] if k >= 2 else None
        before_text = linalg_by_k[k - 2] if k >= 2 else None
        pair = None
        if previous is not None and before_text is not None and before_text != text:
            pair = _from_one_executor(runs, executor_name, k, (before_text, text), previous, (judge_name, got))
        if pair is not None:
            pair_executor, previous_results, current_results = pair
            for i, (rule, before, now) in enumerate(zip(reference.rules, previous_results, current_results)):
                if rule.kind is Values.UNDEFINED:
                    continue
                m = compare_bits(i, before, now, rule.nan)
                # A compiled program that reads memory it does not own (an out-of-bounds slice)
                # gives other values at each run: that is no difference between IR_k and IR_k+1
                # (its wrong values against eager are the finding), so both must repeat first.
                if m is not None and (i in runs.unstable(pair_executor, k - 1, before_text, previous_results)
                                      or i in runs.unstable(pair_executor, k, text, current_results)):
                    unstable_outputs.add(i)
                    continue
                if m is not None:
                    symptom = "mismatch-k-rng" if rule.kind is Values.RANDOM else "mismatch-k"
                    key, message = _describe(rule, m, before.dtype)
                    findings.append(_finding(symptom, k - 1, key, f"IR_{k - 1} vs IR_{k} compiled: {message}",
                                             {"mismatches": [m.to_dict()], "rule": rule.to_dict()}, text,
                                             pair_executor,
                                             baseline_ir=linalg_by_k[k - 2], stage=stage))
                    outcome.numerics = symptom
                    break
    _mark_nondeterministic(runs, linalg_by_k, per_k, outcomes, findings, unstable_outputs)
    return findings, limits


def _mark_nondeterministic(runs: _Runs, linalg_by_k: list[str | None], per_k: list[tuple[str, Any] | None],
                           outcomes: list[KOutcome], findings: list[Finding], unstable_outputs: set[int]) -> None:
    """Notes `nondeterministic: true` on each compiled-vs-eager finding whose output does not
    repeat. Where the numeric outcome changes with k, a k-dependence claim rests on every
    k's results, so each IR_k is run again first; otherwise only outputs the k vs k+1 check
    already found unstable are noted. A noted finding is never called k-dependent
    (oracles/iterate.py `mark_k_dependence`): its k and k+1 differ by chance."""
    judged = {o.numerics for o in outcomes if o.numerics not in (None, "not-run", "executor-limit")}
    for f in findings:
        if f.symptom != "mismatch-eager" or "mismatches" not in f.details:
            continue
        output = f.details["mismatches"][0]["output"]
        unstable = output in unstable_outputs
        if not unstable and len(judged) > 1:
            unstable = any(result is not None and text is not None
                           and output in runs.unstable(result[0], k, text, result[1])
                           for k, (text, result) in enumerate(zip(linalg_by_k, per_k), start=1))
        if unstable:
            f.details["nondeterministic"] = True
