"""Localizing a numeric finding: the first node whose compiled value is wrong.

A wrong output says little about the bug: a miscompiled `roll` followed by a `permute`, a
`slice` and a `cat` makes the `cat`'s output wrong, and one `cat` after two different bugs
would file both under the `cat`. So a numeric finding (mismatch-eager, mismatch-k,
mismatch-k-rng) of a Program is walked back along wrong values:

- the **prefix program** of a node n is the program cut at n: the nodes n depends on, the
  inputs they read (with the case's own input values) and the one output n. It is imported,
  erased to the case's level, run through the case's pipelines to the finding's k (and
  k+1), lowered and run by the executor that judged the finding. Adding intermediate
  values as extra outputs instead would be one compile, but it changes the compiled
  program (a value that escapes is not fused, folded or refined the same way), so the bug
  may vanish or move; a prefix compiles exactly what the program computed up to n.
- n's value is **wrong** when its prefix breaks n's own rule against eager (the rule the
  oracle would apply if n were an output: exact bits, tolerances, range, or for undefined
  values shape and dtype only; the NaN policy of generators/taint.py; a subnormal flush of
  the judging executor is not wrong), or for a k vs k+1 finding when its compiled IR_k and
  IR_k+1 values differ bit for bit (undefined values: shape and dtype only).
- From the mismatching output, the operands of the current node are judged in topological
  order; the walk moves to the first wrong one, until a node is reached whose operands are
  all right (program inputs are right by definition; for an op that reads only its
  operand's shape, only a wrong shape or dtype counts). That node, confirmed wrong in its
  own prefix, is the **first wrong node**: a cause of the reported output's wrongness
  (an earlier wrong value that does not reach the output, e.g. sliced away, is not).
- Fallback (`node` None with a `reason`): the wrong value appears only in the whole
  program, an operand cannot be judged alone (its prefix fails to import, lower or run),
  the output is a program input, the case is a model file, or the budget ran out. The
  first and the third set `whole_program`: no op computes the wrong value alone.

Cost: one compile per judged prefix (the walk judges the operands of each node on the
path, never the whole program); the prefix equal to the case's program is never compiled
again. Results are cached per (prefix, inputs, erasure, config, executor) in this process,
so a re-check of the same program (a batch's confirmation, the reducer's candidates)
costs nothing for prefixes it has already judged. At most MAX_PREFIXES prefixes and
TIME_BUDGET_S seconds per finding: the count bound is deterministic; the time bound is a
safety net well below a case's timeout (it makes the answer depend on the machine's speed
only past it).

Contract: runs in the worker (native code); never raises for what the compiler does on a
prefix (that prefix is then unjudged); `on_stage` is told before every pipeline, lowering
and execution, under the oracle's own stage names, so a native crash on a prefix is
reported like any crash, with the prefix's IR.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from generators.catalog import Values, get_op
from generators.program import Program

from .compare import Mismatch, compare_bits, compare_to_eager, only_flushed_denormals, same_type
from .frontends import first_pipeline

MAX_PREFIXES = 16
TIME_BUDGET_S = 30.0
NUMERIC_SYMPTOMS = ("mismatch-eager", "mismatch-k", "mismatch-k-rng")
_CACHE_SIZE = 256


@dataclass
class Localization:
    """The first wrong node (JSON-able dict) or None with the reason, and what it cost."""

    node: dict[str, Any] | None
    reason: str | None = None
    compiles: int = 0
    seconds: float = 0.0
    judged: dict[str, str] = field(default_factory=dict)   # node name -> "right" | "wrong" | "unjudged: ..."
    # No op is wrong alone: the output's node is right in a program ending there, or the
    # output is a program input. Something outside the output's own dataflow changed it (an
    # executor writing in place into a buffer the output shares), the executor's defect.
    whole_program: bool = False

    def key(self) -> str | None:
        """The signature key: the first wrong node's op, value kind, dtype family and the
        rule its value breaks; never its values, shape, name or the executor."""
        if self.node is None:
            return None
        n = self.node
        return f"{n['rule']} mismatch first at {n['op']} ({n['kind']}, {dtype_family(n['dtype'])})"


def dtype_family(dtype: str) -> str:
    """bool, float or int, from a Program dtype name (as numerics' `_dtype_family`)."""
    import torch

    d = getattr(torch, dtype)
    return "bool" if d == torch.bool else ("float" if d.is_floating_point else "int")


class _OverBudget(Exception):
    pass


class _Unjudged(str):
    """Why a prefix could not be judged (its import, pipeline, lowering or run failed)."""


# Caches in this (worker) process: a prefix's IR_1..IR_k texts, and its compiled results.
_TEXTS: OrderedDict[str, list[str] | _Unjudged] = OrderedDict()
_RESULTS: OrderedDict[tuple[str, int, str], list[Any] | _Unjudged] = OrderedDict()
_ANSWERS: OrderedDict[str, Localization] = OrderedDict()


def _remember(cache: OrderedDict, key: Any, value: Any) -> Any:
    cache[key] = value
    cache.move_to_end(key)
    while len(cache) > _CACHE_SIZE:
        cache.popitem(last=False)
    return value


def clear_caches() -> None:
    """Forget every cached prefix and answer (tests that script the compiled values)."""
    _TEXTS.clear()
    _RESULTS.clear()
    _ANSWERS.clear()


def prefix_program(program: Program, name: str) -> Program:
    """The program cut at node `name`: the nodes it depends on, the inputs they read, one output."""
    by_name = {n.name: n for n in program.nodes}
    needed, stack = set(), [name]
    while stack:
        current = stack.pop()
        if current in needed:
            continue
        needed.add(current)
        if current in by_name:
            stack.extend(by_name[current].operands)
    # A prefix made of factories (ones -> narrow) reads no input, but a Program needs one:
    # it keeps the first, unused (its values are the case's own).
    inputs = tuple(i for i in program.inputs if i.name in needed) or program.inputs[:1]
    return Program(inputs,
                   tuple(n for n in program.nodes if n.name in needed), (name,),
                   {"generator": "prefix", "of": program.provenance.get("generator", "?"), "node": name})


def _digest(*parts: Any) -> str:
    import torch

    h = hashlib.sha1()
    for part in parts:
        if isinstance(part, torch.Tensor):  # its dtype, shape and bytes
            h.update(f"{part.dtype}{tuple(part.shape)}".encode())
            h.update(part.contiguous().view(-1).view(torch.uint8).numpy().tobytes() if part.numel() else b"")
        else:
            h.update(json.dumps(part, sort_keys=True, default=str).encode())
        h.update(b"\0")
    return h.hexdigest()


class _Localizer:
    def __init__(self, program: Program, inputs: list[Any], erase: str, config: Any, executor_name: str,
                 on_stage: Any) -> None:
        import torch

        self.program, self.erase, self.config, self.on_stage = program, erase, config, on_stage
        self.executor_name = executor_name
        self.by_name = {n.name: n for n in program.nodes}
        self.position = {n.name: i for i, n in enumerate(program.nodes)}
        self.inputs = {i.name: t for i, t in zip(program.inputs, inputs)}
        self.specs = program.specs()
        with torch.no_grad():  # eager values of every node, once (the *_like draws are never compared)
            torch.manual_seed(0)
            env: dict[str, Any] = {k: v.clone() for k, v in self.inputs.items()}
            for node in program.nodes:
                env[node.name] = get_op(node.op).eager([env[r] for r in node.operands], node.attrs)
        self.eager = env
        self.config_key = json.dumps(config.to_dict(), sort_keys=True, default=str)
        self.compiles = 0
        self.start = time.perf_counter()
        self.verdicts: dict[str, Mismatch | None | _Unjudged] = {}
        self._executor: Any = None

    # -- compiling one prefix -------------------------------------------------

    def _prefix_key(self, prefix: Program) -> str:
        return _digest({k: v for k, v in prefix.to_dict().items() if k != "provenance"}, self.erase, self.config_key,
                       *[self.inputs[i.name] for i in prefix.inputs])

    def _texts(self, prefix: Program, key: str, upto: int) -> list[str] | _Unjudged:
        cached = _TEXTS.get(key)
        if cached is not None and (isinstance(cached, _Unjudged) or len(cached) >= upto):
            return cached
        from generators.eager import ProgramModule
        from generators.erasure import erase_types
        from generators.importer import export_module

        from .frontends import get_frontend
        from .numerics import NumericReference, rules_for_program
        from .pipeline import PipelineFailure, run_pipeline

        try:
            inputs = [self.inputs[i.name] for i in prefix.inputs]
            exported = export_module(ProgramModule(prefix).eval(), inputs, prefix)
            # The prefix goes through the case's own frontend; one whose second reference
            # (onnxruntime) does not confirm eager's values cannot say what torch-mlir got wrong.
            reference = NumericReference(inputs, [self.eager[name] for name in prefix.outputs],
                                         rules_for_program(prefix))
            imported = get_frontend(self.config.frontend).import_exported(exported, inputs, reference,
                                                                          self.on_stage)
            if not imported.numbers_confirmed:
                return _remember(_TEXTS, key, _Unjudged(f"import: {imported.limits[0].message.splitlines()[0]}"))
            raw = erase_types(imported.raw_ir, self.erase)
        except Exception as exc:  # ExportFailure, TorchMlirImportError, FrontendLimit, ErasureError
            return _remember(_TEXTS, key, _Unjudged(f"import: {type(exc).__name__}: {str(exc).splitlines()[0]}"))
        from generators.mlir import new_context, parse_module

        module = parse_module(raw, new_context())
        texts: list[str] = []
        previous = raw
        for k in range(1, upto + 1):
            pipeline = first_pipeline(self.config) if k == 1 else self.config.iterated_pipeline
            self.on_stage("pipeline", k, previous, pipeline)
            try:
                run_pipeline(module, pipeline)
            except PipelineFailure as failure:
                return _remember(_TEXTS, key, _Unjudged(f"IR_{k}: {failure.message.splitlines()[0]}"))
            previous = str(module)
            texts.append(previous)
        return _remember(_TEXTS, key, texts)

    def _results(self, prefix: Program, k: int, upto: int) -> list[Any] | _Unjudged:
        """The prefix's compiled results at IR_k (the case's executor), cached; its IR is
        computed up to IR_upto at once (a k vs k+1 comparison needs both)."""
        key = self._prefix_key(prefix)
        if (key, k, self.executor_name) in _RESULTS:
            return _RESULTS[key, k, self.executor_name]
        texts = self._texts(prefix, key, upto)
        if isinstance(texts, _Unjudged):
            return texts
        from generators.mlir import new_context, parse_module

        from .executors import as_declared
        from .pipeline import PipelineFailure, run_pipeline

        self.on_stage("lowering", k, texts[k - 1], self.config.lowering_pipeline)
        lowered = parse_module(texts[k - 1], new_context())
        try:
            run_pipeline(lowered, self.config.lowering_pipeline)
        except PipelineFailure as failure:
            return _remember(_RESULTS, (key, k, self.executor_name),
                             _Unjudged(f"lowering IR_{k}: {failure.message.splitlines()[0]}"))
        linalg = str(lowered)
        self.on_stage("execute", k, linalg, self.executor_name)
        try:
            executor = self.executor()
            got = executor.load(executor.compile(linalg))([self.inputs[i.name] for i in prefix.inputs])
            got = as_declared(got, [self.eager[prefix.outputs[0]].dtype])
        except Exception as exc:  # ExecutorLimit, CompileFailure, anything the executor raises
            return _remember(_RESULTS, (key, k, self.executor_name),
                             _Unjudged(f"{self.executor_name} on IR_{k}: {type(exc).__name__}: "
                                       f"{(str(exc) or '').splitlines()[0] if str(exc) else ''}"))
        return _remember(_RESULTS, (key, k, self.executor_name), list(got))

    def executor(self) -> Any:
        if self._executor is None:
            from .executors import get_executor

            self._executor = get_executor(self.executor_name)
        return self._executor

    def _charge(self) -> None:
        if self.compiles >= MAX_PREFIXES:
            raise _OverBudget(f"more than {MAX_PREFIXES} prefix programs to judge")
        if time.perf_counter() - self.start > TIME_BUDGET_S:
            raise _OverBudget(f"the time budget ({TIME_BUDGET_S:g} s) ran out")
        self.compiles += 1

    # -- judging one node -----------------------------------------------------

    def rule(self, name: str) -> Any:
        from .numerics import rules_for_program

        return rules_for_program(prefix_program(self.program, name))[0]

    def judge(self, name: str, symptom: str, k: int, known: Mismatch | None = None) -> Mismatch | None | _Unjudged:
        """Whether node `name`'s compiled value is wrong: its Mismatch, None when right.
        `known`: the finding's own mismatch, used when the prefix is the case's program."""
        if name in self.verdicts:
            return self.verdicts[name]
        prefix = prefix_program(self.program, name)
        if known is not None and prefix == self.program:
            self.verdicts[name] = known
            return known
        rule = self.rule(name)
        eager = symptom == "mismatch-eager"
        key = self._prefix_key(prefix)
        if any((key, at, self.executor_name) not in _RESULTS for at in ((k,) if eager else (k, k + 1))):
            self._charge()  # one prefix program compiled (at k, or at k and k+1)
        got = self._results(prefix, k, k if eager else k + 1)
        if isinstance(got, _Unjudged):
            verdict: Mismatch | None | _Unjudged = got
        elif eager:
            expected = self.eager[name]
            verdict = compare_to_eager(0, expected, got[0], rule.kind, rule.value_range, rule.distribution, rule.nan)
            if verdict is not None and getattr(self.executor(), "flushes_denormals", False) and only_flushed_denormals(
                    expected, got[0], rule.nan):
                verdict = None
        else:
            after = self._results(prefix, k + 1, k + 1)
            if isinstance(after, _Unjudged):
                verdict = after
            elif rule.kind is Values.UNDEFINED:
                verdict = same_type(0, got[0], after[0])
            else:
                verdict = compare_bits(0, got[0], after[0], rule.nan)
        self.verdicts[name] = verdict
        return verdict

    def matters(self, consumer: str, verdict: Mismatch | None | _Unjudged) -> bool:
        """A wrong operand matters to its consumer unless the consumer reads only its shape
        (the *_like fills) and only its values are wrong."""
        if not isinstance(verdict, Mismatch):
            return False
        return not get_op(self.by_name[consumer].op).shape_only or verdict.rule in ("shape", "dtype")

    def walk(self, output: str, symptom: str, k: int, known: Mismatch) -> Localization:
        current = output
        while True:
            node = self.by_name[current]
            wrong, unjudged = None, []
            for operand in sorted(set(node.operands), key=lambda r: self.position.get(r, -1)):
                if operand not in self.by_name:
                    continue  # a program input: its values are the inputs themselves
                verdict = self.judge(operand, symptom, k)
                if self.matters(current, verdict):
                    wrong = operand
                    break
                if isinstance(verdict, _Unjudged):
                    unjudged.append(f"{operand}: {verdict}")
            if wrong is not None:
                current = wrong
                continue
            if unjudged:
                return self._done(None, f"an operand of {current} ({node.op}) could not be judged alone: "
                                        + "; ".join(unjudged))
            own = self.judge(current, symptom, k, known if current == output else None)
            if isinstance(own, Mismatch):
                return self._done(self._describe(current, own, k, symptom), None)
            if isinstance(own, _Unjudged):
                return self._done(None, f"the output's node {current} ({node.op}) could not be judged alone: {own}")
            return self._done(None, f"the output's node {current} ({node.op}) and its operands are right in a "
                                    "program ending there: the wrong value needs the whole program", whole_program=True)

    def _describe(self, name: str, m: Mismatch, k: int, symptom: str) -> dict[str, Any]:
        node, spec, rule = self.by_name[name], self.specs[name], self.rule(name)
        what = m.to_dict()
        what.pop("output", None)
        return {"name": name, "op": node.op, "dtype": spec.dtype, "shape": list(spec.shape), "kind": rule.kind.value,
                "nan": rule.nan, "rule": m.rule, "k": k,
                "compared": "compiled IR_k vs eager" if symptom == "mismatch-eager" else "compiled IR_k vs IR_k+1",
                "what": m.describe().split(": ", 1)[-1], "mismatch": what,
                "operands": list(node.operands), "prefix_nodes": len(prefix_program(self.program, name).nodes)}

    def _done(self, node: dict[str, Any] | None, reason: str | None, whole_program: bool = False) -> Localization:
        judged = {n: ("wrong" if isinstance(v, Mismatch) else "right" if v is None else f"unjudged: {v}")
                  for n, v in self.verdicts.items()}
        return Localization(node, reason, self.compiles, round(time.perf_counter() - self.start, 3), judged,
                            whole_program)


def localize(program: Program | None, inputs: list[Any], erase: str, config: Any, finding: Any,
             on_stage: Any) -> Localization:
    """The first wrong node of one numeric `finding` (an oracles.verdict.Finding) of `program`,
    judged on the case's `inputs`; cached per program, finding and inputs in this process."""
    start = time.perf_counter()
    if program is None:
        return Localization(None, "a model file: there is no Program dataflow to cut")
    mismatches = finding.details.get("mismatches") or []
    if not mismatches or finding.k is None:
        return Localization(None, "the finding names no mismatching output")
    known = Mismatch(**mismatches[0])
    output = program.outputs[known.output]
    if output not in {n.name for n in program.nodes}:
        return Localization(None, f"output {known.output} is the program input {output}", whole_program=True)
    executor = finding.details.get("executor") or config.executor
    answer_key = _digest({k: v for k, v in program.to_dict().items() if k != "provenance"}, erase,
                         json.dumps(config.to_dict(), sort_keys=True, default=str), executor, finding.symptom,
                         finding.k, known.output, *inputs)
    if answer_key in _ANSWERS:
        return _ANSWERS[answer_key]
    localizer = _Localizer(program, inputs, erase, config, executor, on_stage)
    try:
        answer = localizer.walk(output, finding.symptom, finding.k, known)
    except _OverBudget as exc:
        answer = localizer._done(None, f"gave up: {exc}")
    except Exception as exc:  # an irfuzz bug here must not cost the finding: it keeps the output's key
        import traceback

        answer = localizer._done(None, f"irfuzz failed to localize: {type(exc).__name__}: {exc}\n"
                                       f"{traceback.format_exc(limit=-3)}")
    answer.seconds = round(time.perf_counter() - start, 3)
    if not (answer.reason or "").startswith("gave up: the time budget"):  # a slow machine's answer is not kept
        _remember(_ANSWERS, answer_key, answer)
    return answer
