"""The minimizer: shrink a failing Program while it keeps the same signature.

Works on the Program, so every candidate is a valid program (the catalog's rules
validate it, and the oracle rejects anything eager PyTorch rejects as an internal
error, which never counts as interesting). Reductions, tried in rounds until none
applies or the time budget runs out:

  outputs   drop outputs (delta debugging), then dead nodes go;
  cut       replace a node's operand with a fresh input of the same type;
  bypass    replace a node by one of its operands where types allow;
  shapes    shrink input sizes (to 1, 0, half), drop dynamic dims;
  dtypes    inputs to float32, explicit `dtype` attributes to none;
  attrs     simplify attributes (shifts, bounds, steps, fills) toward 0/1/None;
  erase     a simpler type-erasure level;
  K         the smallest number of iterations that still shows the bug.

Candidates are judged one by one (`interesting`), or, given `interesting_many`, a few at a
time through the batched path: the next candidates of the round are judged together and
taken in order, so the result is the one-by-one result (the verdicts are the same: a
candidate after the first interesting one is judged ahead and its answer kept for when the
walk reaches it again); only the time a check takes differs.

Contract: deterministic for a given input, config and interestingness test (the
candidate order is fixed); it reports progress through `log`; on budget
exhaustion it returns the best program found so far.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import Any

from generators.errors import ProgramError
from generators.program import InputSpec, Node, Program, TensorSpec, rename_free
from oracles.case import Case
from oracles.verdict import Stage, Symptom

ERASE_ORDER = ("none", "intermediate", "torchscript")


@dataclass(frozen=True)
class Candidate:
    program: Program
    erase: str
    iterations: int

    def case(self, base: Case) -> Case:
        return Case(self.program, None, self.erase, base.input_seed,
                    replace(base.config, iterations=self.iterations))


def _valid(build: Callable[[], Program]) -> Program | None:
    try:
        return build()
    except ProgramError:
        return None


def _with(p: Program, inputs: Any = None, nodes: Any = None, outputs: Any = None) -> Program:
    return Program(tuple(inputs if inputs is not None else p.inputs), tuple(nodes if nodes is not None else p.nodes),
                   tuple(outputs if outputs is not None else p.outputs), p.provenance)


def drop_dead(p: Program) -> Program:
    """Nodes and inputs nothing reaches from the outputs are removed."""
    live = set(p.outputs)
    for node in reversed(p.nodes):
        if node.name in live:
            live.update(node.operands)
    nodes = [n for n in p.nodes if n.name in live]
    inputs = [i for i in p.inputs if i.name in live] or [p.inputs[0]]
    return _with(p, inputs, nodes)


def _replace_uses(p: Program, old: str, new: str) -> Program:
    nodes = [Node(n.name, n.op, tuple(new if r == old else r for r in n.operands), n.attrs) for n in p.nodes]
    outputs = [new if o == old else o for o in p.outputs]
    return _with(p, None, nodes, list(dict.fromkeys(outputs)))


# -- candidate generators, each yielding smaller programs ---------------------------

def _drop_outputs(p: Program) -> Iterator[Program]:
    n = len(p.outputs)
    chunk = n // 2
    while chunk >= 1:
        for start in range(0, n, chunk):
            kept = p.outputs[:start] + p.outputs[start + chunk:]
            if kept:
                yield drop_dead(_with(p, outputs=kept))
        chunk //= 2


def _bypass_nodes(p: Program) -> Iterator[Program]:
    for node in reversed(p.nodes):
        for operand in dict.fromkeys(node.operands):
            yield drop_dead(_replace_uses(p, node.name, operand))


def _cut_operands(p: Program) -> Iterator[Program]:
    specs = p.specs()
    producers = {n.name for n in p.nodes}
    for node in p.nodes:
        for ref in dict.fromkeys(node.operands):
            if ref not in producers:
                continue
            name = rename_free([i.name for i in p.inputs] + [n.name for n in p.nodes], "x")
            fresh = InputSpec(name, specs[ref])
            nodes = [Node(n.name, n.op, tuple(name if (n.name == node.name and r == ref) else r
                                              for r in n.operands), n.attrs) for n in p.nodes]
            yield drop_dead(_with(p, list(p.inputs) + [fresh], nodes))


def _shrink_shapes(p: Program) -> Iterator[Program]:
    for idx, inp in enumerate(p.inputs):
        if inp.dynamic:
            yield _with(p, _replace_input(p, idx, replace(inp, dynamic=())))
        for d, size in enumerate(inp.spec.shape):
            for smaller in dict.fromkeys([1, size // 2, 0]):
                if smaller < size:
                    shape = inp.spec.shape[:d] + (smaller,) + inp.spec.shape[d + 1:]
                    dynamic = tuple(x for x in inp.dynamic if x != d or smaller >= 2)
                    yield _with(p, _replace_input(p, idx, InputSpec(inp.name, TensorSpec(shape, inp.spec.dtype),
                                                                    dynamic)))


def _replace_input(p: Program, idx: int, new: InputSpec) -> list[InputSpec]:
    inputs = list(p.inputs)
    inputs[idx] = new
    return inputs


def _simplify_dtypes(p: Program) -> Iterator[Program]:
    for idx, inp in enumerate(p.inputs):
        if inp.spec.dtype != "float32":
            yield _with(p, _replace_input(p, idx, replace(inp, spec=TensorSpec(inp.spec.shape, "float32"))))
    for i, node in enumerate(p.nodes):
        if node.attrs.get("dtype") is not None:
            yield _with(p, nodes=_replace_node(p, i, {**node.attrs, "dtype": None}))


def _replace_node(p: Program, i: int, attrs: dict[str, Any]) -> list[Node]:
    nodes = list(p.nodes)
    nodes[i] = Node(nodes[i].name, nodes[i].op, nodes[i].operands, attrs)
    return nodes


_SIMPLER_VALUES: dict[str, list[Any]] = {
    "start": [None, 0], "end": [None], "step": [1], "fill_value": [0, 1, 0.0], "low": [0], "high": [1, 2],
}


def _simplify_attrs(p: Program) -> Iterator[Program]:
    for i, node in enumerate(p.nodes):
        for key, value in node.attrs.items():
            if key == "shifts":
                for simpler in ([1] * len(value), [0] * len(value)):
                    if simpler != value:
                        yield _with(p, nodes=_replace_node(p, i, {**node.attrs, key: simpler}))
            elif key in ("dims", "dim") and node.operands and isinstance(value, (int, list)):
                # negative dims -> the same dims counted from 0
                rank = max(p.specs()[node.operands[0]].rank, 1)
                positive = [d % rank for d in value] if isinstance(value, list) else value % rank
                if positive != value:
                    yield _with(p, nodes=_replace_node(p, i, {**node.attrs, key: positive}))
            for simpler in _SIMPLER_VALUES.get(key, []):
                if simpler != value:
                    yield _with(p, nodes=_replace_node(p, i, {**node.attrs, key: simpler}))


_STRUCTURAL = (_drop_outputs, _bypass_nodes, _cut_operands)


def _candidates(c: Candidate, min_iterations: int, structural_only: bool = False) -> Iterator[Candidate]:
    p = c.program
    makers = _STRUCTURAL if structural_only else _STRUCTURAL + (_shrink_shapes, _simplify_dtypes, _simplify_attrs)
    for make in makers:
        gen = make(p)
        while True:
            try:
                candidate = next(gen)
            except StopIteration:
                break
            except ProgramError:
                continue
            yield Candidate(candidate, c.erase, c.iterations)
    if structural_only:
        return
    for level in ERASE_ORDER[:ERASE_ORDER.index(c.erase)]:
        yield Candidate(p, level, c.iterations)
    if c.iterations > min_iterations:
        yield Candidate(p, c.erase, min_iterations)


def _size(c: Candidate) -> tuple[int, ...]:
    """What the minimizer shrinks, most important first."""
    p = c.program
    return (len(p.nodes), len(p.inputs) + len(p.outputs), sum(i.spec.numel for i in p.inputs),
            sum(i.spec.rank for i in p.inputs), ERASE_ORDER.index(c.erase), c.iterations,
            len(p.to_json()))


@dataclass
class ReduceResult:
    program: Program
    erase: str
    iterations: int
    checks: int
    seconds: float
    exhausted: bool   # the time budget ran out before a fixpoint


Key = tuple[str, str, int]   # a candidate as the walk tells candidates apart: program JSON, erasure, K
# Judges many candidate cases at once: for each, whether it is interesting, or None when it
# had no time (Sandbox.check_batch past a deadline).
InterestingMany = Callable[[list[Case]], list["bool | None"]]
# The most candidates judged in one batch (a reduction's lookahead, a key's batch): a
# campaign's block (fuzz/campaign/driver.py).
CANDIDATE_BATCH = 16
# A reduction judges ahead one candidate after a success (the next one often succeeds too,
# and the ones judged after a success are judged for nothing: bench/deferred_cost.py), twice
# as many after a batch where none did, up to CANDIDATE_BATCH.
FIRST_LOOKAHEAD = 1


def judged_in_batches(finding: Any) -> bool:
    """Whether the candidates of a finding's reduction and key are judged a few at a time
    (bench/deferred_cost.py): not for a crash or a hang (in a batch each takes its
    neighbours down, and the batch is judged again without it), nor for a failure of the
    first pipeline stage (in a batch a candidate failing there runs that stage once per level
    before it is judged alone: oracles/batch.py LEVELS)."""
    return (finding.symptom not in (Symptom.CRASH, Symptom.TIMEOUT)
            and not (finding.stage == Stage.PIPELINE and (finding.k or 1) == 1))


def reduce_case(case: Case, interesting: Callable[[Case], bool], budget_s: float = 60.0,
                min_iterations: int = 1, log: Callable[[str], None] = lambda line: None,
                max_checks: int | None = None, structural_only: bool = False,
                interesting_many: InterestingMany | None = None) -> ReduceResult:
    """Greedy reduction to a fixpoint: any candidate that is smaller and still interesting
    becomes the new best; rounds repeat until a full round finds nothing. `max_checks`
    bounds the checks (deterministic, unlike the time budget); `structural_only` tries only
    dropping outputs, bypassing nodes and cutting operands (which ops are needed).
    `interesting_many`: candidates judged a batch at a time (module doc); `checks` counts
    the candidates the walk took, as one by one, not those judged ahead."""
    assert case.program is not None, "reduce works on Programs (import a model file first)"
    start = time.monotonic()
    best = Candidate(drop_dead(case.program), case.erase, case.config.iterations)
    checks = 0
    seen: set[Key] = set()
    ahead: dict[Key, bool] = {}   # judged in a batch, not yet taken by the walk
    # One by one is a batch of one, never more: nothing is judged ahead.
    judge = interesting_many or (lambda cases: [interesting(c) for c in cases])
    most = CANDIDATE_BATCH if interesting_many is not None else 1
    lookahead = FIRST_LOOKAHEAD

    def out_of_budget() -> ReduceResult:
        log(f"budget reached after {checks} checks ({time.monotonic() - start:.0f}s)")
        return ReduceResult(best.program, best.erase, best.iterations, checks, time.monotonic() - start, True)

    progress = True
    while progress:
        progress = False
        fresh = _Round(best, min_iterations, structural_only)
        position = -1
        while (drawn := fresh.at(position := position + 1)) is not None:
            key, cand = drawn
            if time.monotonic() - start > budget_s or (max_checks is not None and checks >= max_checks):
                return out_of_budget()
            if key in seen:
                continue
            if key not in ahead:
                room = lookahead if max_checks is None else min(lookahead, max_checks - checks)
                batch = fresh.unjudged(position, seen, ahead, room)
                answers = judge([c.case(case) for _, c in batch])
                ahead.update((k, bool(a)) for (k, _), a in zip(batch, answers) if a is not None)
                lookahead = min(most, 2 * lookahead) if not any(answers) else FIRST_LOOKAHEAD
                if key not in ahead:  # the batch had no time
                    return out_of_budget()
            seen.add(key)
            checks += 1
            if ahead.pop(key):
                best = cand
                progress = True
                log(f"[{time.monotonic() - start:5.1f}s] {len(best.program.nodes)} nodes, inputs "
                    f"{[list(i.spec.shape) for i in best.program.inputs]}, erase {best.erase}, K={best.iterations}")
                break
    return ReduceResult(best.program, best.erase, best.iterations, checks, time.monotonic() - start, False)


class _Round:
    """One round's candidates smaller than its best, in order, drawn from the generator only as
    far as the walk or a lookahead needs (a round usually ends at an early success)."""

    def __init__(self, best: Candidate, min_iterations: int, structural_only: bool) -> None:
        self._stream = (((cand.program.to_json(indent=None), cand.erase, cand.iterations), cand)
                        for cand in _candidates(best, min_iterations, structural_only) if _size(cand) < _size(best))
        self._drawn: list[tuple[Key, Candidate]] = []

    def at(self, position: int) -> tuple[Key, Candidate] | None:
        """The candidate at `position`, None past the round's last."""
        while len(self._drawn) <= position:
            drawn = next(self._stream, None)
            if drawn is None:
                return None
            self._drawn.append(drawn)
        return self._drawn[position]

    def unjudged(self, position: int, seen: set[Key], ahead: dict[Key, bool],
                 count: int) -> list[tuple[Key, Candidate]]:
        """Up to `count` distinct candidates from `position` on that are neither taken nor judged."""
        out: list[tuple[Key, Candidate]] = []
        while len(out) < count and (drawn := self.at(position)) is not None:
            if drawn[0] not in seen and drawn[0] not in ahead and all(drawn[0] != key for key, _ in out):
                out.append(drawn)
            position += 1
        return out


def min_iterations_for(finding: Any) -> int:
    """The smallest K that still computes the k the finding needs (iterations_needed)."""
    return iterations_needed(finding.symptom, finding.k)


def iterations_needed(symptom: str, k: int | None) -> int:
    """The smallest K that still computes the k a finding of `symptom` at `k` needs: IR_k
    for a failure at k (K + 1 >= k), IR_k+1 for a k vs k+1 mismatch."""
    k = k or 1
    if symptom in ("mismatch-k", "mismatch-k-rng"):
        return max(1, k)
    return max(1, k - 1)


def same_signature(sandbox: Any, signature: str) -> Callable[[Case], bool]:
    """Interesting = the oracle reports a finding with exactly this signature."""
    def test(case: Case) -> bool:
        verdict = sandbox.check(case)
        return any(f.signature == signature for f in verdict.findings)
    return test


def same_signature_many(sandbox: Any, signature: str) -> InterestingMany:
    """same_signature for a batch of cases, through Sandbox.check_batch (None: no verdict)."""
    def test(cases: list[Case]) -> list[bool | None]:
        return [None if verdict is None else any(f.signature == signature for f in verdict.findings)
                for verdict in sandbox.check_batch(cases)]
    return test


__all__ = ["reduce_case", "same_signature", "same_signature_many", "judged_in_batches", "min_iterations_for",
           "iterations_needed", "drop_dead", "ReduceResult"]
