"""Helpers that several test files share, each defined once here (tests/test_test_helpers.py
fails when a test file copies one). A file that needs other parameters binds them once, e.g.
`_run = functools.partial(numerics_at_each_k, executor="scripted")`; pytest fixtures live in
tests/conftest.py, the frozen seeded programs in tests/seeded.py."""

from __future__ import annotations

import json
import os
import warnings
from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Any

import pytest
import torch

from fuzz.finding_folder import FindingRecord
from generators.catalog import get_op
from generators.choice import RandomChooser
from generators.program import Program, TensorSpec
from oracles.numerics import NumericReference, OutputRule, run_numerics
from oracles.verdict import Finding, KOutcome

# -- tensor specs and eager PyTorch (the catalog tests) ------------------------------------


def T(*shape: int, dtype: str = "float32") -> TensorSpec:
    """The TensorSpec of `shape` and `dtype`."""
    return TensorSpec(tuple(shape), dtype)


def zeros(specs: list[TensorSpec]) -> list[torch.Tensor]:
    """A zero tensor of each spec's shape and dtype."""
    return [torch.zeros(s.shape, dtype=getattr(torch, s.dtype)) for s in specs]


def aranges(specs: list[TensorSpec]) -> list[torch.Tensor]:
    """0, 1, 2, ... in each spec's shape, cast to its dtype (distinct values, e.g. for indices)."""
    return [torch.arange(s.numel).reshape(s.shape).to(getattr(torch, s.dtype)) for s in specs]


def run_eager(name: str, specs: list[TensorSpec], attrs: dict,
              fill: Callable[[list[TensorSpec]], list[torch.Tensor]] = zeros) -> torch.Tensor:
    """Catalog op `name`'s eager result on `fill(specs)` with `attrs`, without autograd and with
    warnings silenced (torch deprecates some inputs, e.g. where's uint8 condition). Eager's own
    error propagates."""
    with torch.no_grad(), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return get_op(name).eager(fill(specs), attrs)


def assert_infer_matches_eager(name: str, specs: list[TensorSpec], attrs: dict,
                               fill: Callable[[list[TensorSpec]], list[torch.Tensor]] = zeros) -> None:
    """Op `name`'s infer and its eager run (`run_eager`) both succeed with the same shape and dtype."""
    result = get_op(name).infer(specs, attrs)
    out = run_eager(name, specs, attrs, fill)
    assert (tuple(out.shape), out.dtype) == (result.shape, getattr(torch, result.dtype)), (name, specs, attrs)


def accepts_iff_eager(name: str, spec: TensorSpec, attrs: dict[str, Any],
                      eager_errors: tuple[type[Exception], ...] = (RuntimeError, IndexError, ValueError)) -> bool:
    """On one zero operand of `spec`: op `name`'s infer accepts iff its eager runs (raising one of
    `eager_errors` is eager's rejection), and then both give the same shape and dtype. Returns
    whether it was accepted."""
    op = get_op(name)
    try:
        inferred: Any = op.infer([spec], attrs)
    except ValueError as exc:
        inferred = exc
    try:
        out = op.eager(zeros([spec]), attrs)
    except eager_errors as exc:
        assert isinstance(inferred, ValueError), f"{name} {spec.shape} {attrs}: eager rejects ({exc}), infer accepts"
        return False
    assert not isinstance(inferred, ValueError), f"{name} {spec.shape} {attrs}: eager runs, infer: {inferred}"
    assert tuple(out.shape) == inferred.shape and out.dtype == getattr(torch, inferred.dtype), (name, attrs)
    return True


def sampled_applications(pool: Callable[[int], dict[str, TensorSpec]], name: str, count: int = 400):
    """(specs, attrs, inferred result) of each application op `name` samples from `pool(seed)`
    with RandomChooser(seed), for the seeds below `count` (a seed it samples nothing from gives none)."""
    op = get_op(name)
    for seed in range(count):
        specs_of = pool(seed)
        picked = op.sample(RandomChooser(seed), specs_of)
        if picked is not None:
            operands, attrs = picked
            specs = [specs_of[r] for r in operands]
            yield specs, attrs, op.infer(specs, attrs)


# -- bits ---------------------------------------------------------------------------------

_INT_OF_WIDTH = {1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}


def bits(t: torch.Tensor) -> torch.Tensor:
    """Same-width integer view, so NaN payloads, -0.0 and Inf compare by their bits (bool as
    uint8, complex as its real pairs; integers as they are)."""
    if t.dtype == torch.bool:
        return t.view(torch.uint8)
    if t.is_complex():
        t = torch.view_as_real(t)
    if t.is_floating_point():
        return t.view(_INT_OF_WIDTH[t.element_size()])
    return t


# -- programs -----------------------------------------------------------------------------


def json_program(inputs: list[dict], nodes: list[dict], outputs: list[str]) -> Program:
    """The Program of these inputs, nodes and outputs, written as in its JSON (irfuzz-program/1)."""
    return Program.from_json(json.dumps({"format": "irfuzz-program/1", "inputs": inputs, "nodes": nodes,
                                         "outputs": outputs}))


def program_file(folder: str, name: str) -> Program:
    """The Program saved as JSON in `folder`/`name`."""
    with open(os.path.join(folder, name)) as fh:
        return Program.from_json(fh.read())


# -- findings and the numeric oracle ------------------------------------------------------

EMPTY_CONCAT = "'tensor.concat' op requires at least one input"
EMPTY_MODULE = "module {\n}\n"


def lowering_finding(message: str = EMPTY_CONCAT, ir: str | None = EMPTY_MODULE, **fields: Any) -> Finding:
    """A verifier error of convert-torch-to-linalg at lowering IR_2 that says `message`, found on
    `ir` (its before and stage-input IR, with the canonicalize pipeline; none of the three when
    `ir` is None). `fields` set any other Finding field; a `signature` given is kept as it is."""
    found = {} if ir is None else {"pipeline": "builtin.module(canonicalize)", "before_ir": ir, "stage_input_ir": ir}
    return Finding(**{"symptom": "verifier-error", "stage": "lowering", "k": 2, "message": message,
                      "pass_name": "convert-torch-to-linalg", **found, **fields})


def numerics_at_each_k(texts: list[str], eager: list[torch.Tensor], rules: list[OutputRule],
                       executor: str) -> tuple[list[Finding], list, list[KOutcome]]:
    """run_numerics on `texts` (the IR of k = 1, 2, ..., each lowered "ok") against `eager` under
    `rules`, on `executor`: (findings, limits, the outcomes it judged in place)."""
    outcomes = [KOutcome(k, "ok") for k in range(1, len(texts) + 1)]
    findings, limits = run_numerics(texts, outcomes, NumericReference([], eager, rules), executor,
                                    lambda *a: None, {})
    return findings, limits, outcomes


# -- make test and make test-extended: one of each kind, then the others --------------------

def one_of_each(values: Iterable[Sequence], kind: Callable[..., Hashable], ids: Callable[..., str]) -> list:
    """pytest parameters for `values` (argument tuples): the first of each kind(*value) as it
    is, every other one marked `extended`. `make test` (-m "not extended") checks one of each
    kind; `make test-extended` the rest; CI, which runs both, every value once."""
    seen, params = set(), []
    for value in values:
        its_kind = kind(*value)
        marks = [pytest.mark.extended] if its_kind in seen else []
        seen.add(its_kind)
        params.append(pytest.param(*value, marks=marks, id=ids(*value)))
    return params


def selected_params(request) -> list[dict]:
    """The parameters (argument name -> value) of this run's selected tests in the module of
    `request`, a module fixture's, so that it builds only what they use: after `-m` or `-k`
    deselection, pytest's session holds the tests that will run."""
    return [item.callspec.params for item in request.session.items
            if item.module is request.module and hasattr(item, "callspec")]


REGRESSIONS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "corpus", "regressions")


def corpus_entry_kind(name: str) -> tuple:
    """The paths checking corpus entry `name` takes through irfuzz: its expected.json's kind,
    status, symptom and stage, and its finding's frontend and executor. Not its extra
    backends: the stage names the backend that fails (`lowering-tosa`, `execute-stablehlo`),
    and the others it is also lowered to are more turns of the same loop."""
    folder = os.path.join(REGRESSIONS, name)
    with open(os.path.join(folder, "expected.json")) as fh:
        expected = json.load(fh)
    record = FindingRecord.read_or_blank(folder)
    return (expected.get("kind", "bug"), expected["status"], expected["symptom"], expected["stage"],
            record.frontend, (record.details or {}).get("executor"))
