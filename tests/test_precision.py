"""False or misleading findings fixed at their cause (issue 22, item 6): each test loads the
program that produced the false finding from tests/data/precision/ and checks it no longer
does, with the real torch-mlir."""

from __future__ import annotations

import os

import pytest

from conftest import ROOT
from generators.eager import make_inputs
from generators.erasure import erase_types
from generators.importer import import_program
from generators.program import Program
from oracles.case import Case, check_case

DATA = os.path.join(ROOT, "tests", "data", "precision")


def load(name: str) -> Program:
    with open(os.path.join(DATA, name)) as f:
        return Program.from_json(f.read())


# -- a. a bool fill under type erasure ----------------------------------------------------

@pytest.mark.parametrize("level", ["intermediate", "torchscript"])
def test_erasure_keeps_the_dtype_only_a_bool_scalar_defines(level: str) -> None:
    # `torch.full(size, True)` imports as `aten.full(size, aten.Int.bool(true), dtype=None)`:
    # only its result type still says i1, so erasing it would change the program.
    program = load("full-bool-scalar-dtype-none.json")
    erased = erase_types(import_program(program, make_inputs(program, 0)), level)
    full = next(line for line in erased.splitlines() if "torch.aten.full " in line)
    assert full.rstrip().endswith("tensor<*,i1>"), full
    roll = next(line for line in erased.splitlines() if "torch.aten.roll " in line)
    assert roll.rstrip().endswith("-> !torch.vtensor" if level == "intermediate" else "-> !torch.tensor"), roll


@pytest.mark.integration
@pytest.mark.parametrize("level", ["intermediate", "torchscript"])
def test_bool_fill_under_erasure_is_no_finding(level: str) -> None:
    verdict = check_case(Case(load("full-bool-scalar-dtype-none.json"), erase=level))
    assert verdict.status == "ok", [f.message for f in verdict.findings]
    assert [o.numerics for o in verdict.per_k] == ["ok"] * 4
