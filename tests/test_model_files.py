"""Model files (torch-mlir e2e modules) end to end: a maintainer who checks their own module
gets no false finding.

tests/data/e2e_modules/ holds upstream e2e modules of the op family irfuzz targets (slice_like,
basic, constant_alloc, rng, arange; each passes upstream for the linalg backend, and none is
one of the corpus/seeds/modules mirrors). Each must check clean at erasure `none` and
`torchscript`: no finding, no internal error, no executor limit, and the numbers compared at
every k (`make test`: one module of each upstream suite file; `make test-extended`: the
others). What they exercise, each fixed here once as a false finding: random ops whose values
(and statistics of them) differ between eager and compiled code (taint from the exported
graph), in-place ops and `out=` (functionalized before the import), buffers imported as
`torch.vtensor.literal` (torchscript erasure).
"""

import glob
import json
import os
import warnings

import pytest
import torch
from helpers import one_of_each

from conftest import ROOT
from generators.catalog import Values

MODULES = sorted(glob.glob(os.path.join(ROOT, "tests", "data", "e2e_modules", "*.py")))
LEVELS = ("none", "torchscript")
SANDBOX_TIMEOUT = 300  # CPU seconds a case may take in the `sandbox` fixture (tests/conftest.py)


def _facts(module: torch.nn.Module, *inputs: torch.Tensor):
    from generators.importer import export_module
    from generators.model_file import output_facts

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return output_facts(export_module(module.eval(), inputs))


class _Lambda(torch.nn.Module):
    def __init__(self, fn) -> None:
        super().__init__()
        self.fn = fn

    def forward(self, *args):
        return self.fn(*args)


# -- taint from the exported graph -------------------------------------------------------

def test_random_outputs_are_tainted_with_their_law():
    x = torch.rand(4, 8)
    facts = _facts(_Lambda(lambda x: (torch.rand_like(x), torch.randn_like(x) + 1, torch.randint_like(x, 3, 9),
                                      torch.bernoulli(x), torch.rand_like(x).mean())), x)
    assert [f.kind for f in facts] == [Values.RANDOM] * 5
    assert (facts[0].source, facts[0].value_range, facts[0].distribution) == ("aten.rand_like", (0.0, 1.0),
                                                                              "uniform01")
    assert (facts[1].source, facts[1].value_range, facts[1].distribution) == ("aten.add.Tensor", None, None)
    assert facts[2].value_range == (3.0, 8.0)
    assert facts[3].value_range == (0.0, 1.0)
    assert (facts[4].source, facts[4].value_range) == ("aten.mean", None)  # a statistic: shape and dtype only


def test_multi_output_random_op_taints_through_getitem():
    facts = _facts(_Lambda(lambda x: tuple(torch.native_dropout(x, 0.3, train=True))), torch.rand(4, 8))
    assert [f.kind for f in facts] == [Values.RANDOM, Values.RANDOM]


def test_uninitialized_memory_is_undefined_until_overwritten():
    x = torch.rand(3, 5)
    facts = _facts(_Lambda(lambda x: (torch.empty_like(x), torch.empty_like(x).fill_(0), torch.empty(2, 3) + x[:2, :3],
                                      torch.ops.aten.uniform(torch.empty(4, dtype=torch.float64)))), x)
    assert [f.kind for f in facts] == [Values.UNDEFINED, Values.INEXACT, Values.UNDEFINED, Values.RANDOM]


def test_data_movement_is_exact_and_computation_is_close():
    x, y = torch.rand(3, 4), torch.randint(0, 9, (3, 4))
    facts = _facts(_Lambda(lambda x, y: (torch.roll(x, 1, 0), torch.cat([x[1:], x[:1]]), torch.zeros_like(x), x + 1,
                                         torch.cat([x, y]), x.to(torch.float64), x)), x, y)
    assert [f.kind for f in facts] == [Values.EXACT] * 3 + [Values.INEXACT] * 3 + [Values.EXACT]
    assert [f.nan_bits for f in facts] == [True] * 3 + [False] * 3 + [True]


def test_a_float_to_integer_conversion_is_undefined():
    # eager's static_cast of NaN, inf or an out-of-range float is undefined behaviour in C++
    x, y = torch.tensor([float("nan"), 1e10, -2.5]), torch.zeros(2, dtype=torch.int16)
    facts = _facts(_Lambda(lambda x, y: (x.to(torch.int8), x.type_as(y), x.to(torch.bool), y.to(torch.float32),
                                         x.to(torch.int64) + 1)), x, y)
    assert [f.kind for f in facts] == [Values.UNDEFINED, Values.UNDEFINED, Values.INEXACT, Values.INEXACT,
                                       Values.UNDEFINED]


# -- import: functionalization without decomposition ---------------------------------------

def _raw_ir(module: torch.nn.Module, *inputs: torch.Tensor) -> str:
    from generators.importer import import_module

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return import_module(module.eval(), inputs)


CATALOG_OPS = ("torch.aten.roll", "torch.aten.slice.Tensor", "torch.aten.cat", "torch.aten.empty_like",
               "torch.aten.zeros_like", "torch.aten.ones_like", "torch.aten.full_like", "torch.aten.rand_like",
               "torch.aten.randn_like")


def _catalog_ops(x: torch.Tensor) -> tuple[torch.Tensor, ...]:
    r = torch.roll(x, 1, 0)
    return (torch.cat([r[1:], r[:1]]), torch.empty_like(x), torch.zeros_like(x), torch.ones_like(x),
            torch.full_like(x, 2.0), torch.rand_like(x), torch.randn_like(x))


@pytest.mark.parametrize("mutates", [False, True])
def test_catalog_ops_reach_torch_mlir_undecomposed(mutates):
    """roll, slice, cat and the *_like ops must stay as they are (torch-mlir's own decompositions
    are under test), also when an in-place op makes the importer functionalize the graph."""
    def fn(x):
        outs = _catalog_ops(x)
        if mutates:
            outs[2].fill_(3.0)
            x.mul_(2)  # an input mutation: its write-back is not one of the function's results
        return outs

    text = _raw_ir(_Lambda(fn), torch.rand(4, 3))
    for op in CATALOG_OPS:
        assert f"{op} " in text, op
    assert ("torch.aten.fill.Scalar" in text) is mutates
    assert "fill_" not in text and "mul_" not in text
    assert text.count("return ") == 1 and text.split("return ")[1].count("%") == 7


def test_in_place_ops_are_functionalized():
    def fn(x):
        y = x.clone()
        y.detach_()
        return y, torch.zeros_like(x).fill_(2.0)

    text = _raw_ir(_Lambda(fn), torch.rand(3, 4))
    assert "torch.aten.fill.Scalar" in text and "detach_" not in text and "fill_" not in text


def test_torchscript_erasure_keeps_a_literal():
    from generators.erasure import erase_types

    class WithBuffer(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.register_buffer("c", torch.tensor([1, 2, 3]))

        def forward(self, x):
            return torch.roll(self.c, 1, 0), x

    raw = _raw_ir(WithBuffer(), torch.rand(3))
    assert "torch.vtensor.literal(" in raw
    erased = erase_types(raw, "torchscript")
    assert "torch.tensor.literal(" in erased and "torch.vtensor.literal(" not in erased
    assert erased.count("!torch.vtensor") == 1  # the argument's type bound only


# -- the e2e modules, checked as a maintainer would ----------------------------------------

def test_enough_upstream_modules_each_naming_its_test():
    assert len(MODULES) >= 30
    for path in MODULES:
        with open(path) as fh:
            head = fh.readline()
        assert head.startswith("# torch-mlir e2e ") and "test_suite/" in head, path


def _assert_clean(verdict: dict, what: str) -> None:
    assert verdict["status"] == "ok", f"{what}: {json.dumps(verdict, indent=1)[:3000]}"
    assert verdict["findings"] == [] and not verdict["internal_error"], what
    assert verdict["limits"] == [], f"{what}: executor limits {verdict['limits']}"
    # The whole oracle ran: every IR_k lowered and its numbers were compared with eager.
    assert [o["k"] for o in verdict["per_k"]] == [1, 2, 3, 4], what
    assert all(o["outcome"] == "ok" and o["lowered"] and o["numerics"] == "ok" for o in verdict["per_k"]), what


def _upstream_suite_file(path: str) -> str:
    """The torch-mlir e2e test_suite file a module comes from (its first line names it)."""
    with open(path) as fh:
        return fh.readline().split("test_suite/", 1)[1].split(")", 1)[0]


# `make test` checks one module of each upstream suite file (arange, basic, constant_alloc,
# rng, slice_like), `make test-extended` the others.
@pytest.mark.integration
@pytest.mark.parametrize("path", one_of_each(((p,) for p in MODULES), kind=_upstream_suite_file,
                                             ids=lambda p: os.path.basename(p)[:-3]))
def test_e2e_module_checks_clean(sandbox, path):
    from oracles.case import Case

    for level in LEVELS:
        _assert_clean(sandbox.check(Case(model_file=path, erase=level)).to_dict(), f"{path} at {level}")


@pytest.mark.integration
@pytest.mark.parametrize("name, level", [("native_dropout_train_module", "none"), ("add_module", "torchscript")])
def test_cli_check_of_an_e2e_module(irfuzz, name, level):
    """`irfuzz check MODULE.py --json` in a fresh process: random statistics (taint) and an
    in-place op on an input with a buffer literal (functionalization, torchscript erasure)."""
    done = irfuzz("check", os.path.join(ROOT, "tests", "data", "e2e_modules", f"{name}.py"), "--json",
                  "--erase", level)
    assert done.returncode == 0, done.stdout + done.stderr
    _assert_clean(json.loads(done.stdout), name)
