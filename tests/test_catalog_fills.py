"""The fills family beyond the *_like core: new_*, the factories (zeros, ones, full, empty,
arange: nodes with no operand) and fill-value conversion (full_like with a float fill on an
integer dtype). Every accepted edge must run in eager PyTorch with the inferred shape and
dtype; every rejected one must fail in eager too (or be a documented undefined-behaviour case)."""

from __future__ import annotations

import json
import math
import random

import pytest
import torch
from helpers import assert_infer_matches_eager, run_eager

from generators.catalog import Values, get_op, value_kind
from generators.catalog.fills import check_fill
from generators.choice import RandomChooser
from generators.dtypes import ALL_DTYPES
from generators.program import InputSpec, Node, Program, TensorSpec

FACTORIES = ("aten.zeros", "aten.ones", "aten.full", "aten.empty", "aten.arange")
NEW = ("aten.new_zeros", "aten.new_ones", "aten.new_full", "aten.new_empty")
INT64_MAX, INT64_MIN = 2**63 - 1, -2**63


def _pool(seed: int) -> dict[str, TensorSpec]:
    rng = random.Random(seed)
    return {f"t{i}": TensorSpec(tuple(rng.choice((0, 1, 2, 3, 4)) for _ in range(rng.randint(0, 4))),
                                rng.choice(ALL_DTYPES)) for i in range(rng.randint(1, 4))}


@pytest.mark.parametrize("name", FACTORIES + NEW)
def test_sampled_applications_match_eager(name: str) -> None:
    """tests/test_catalog.py's check, for ops whose applications may have no operand."""
    applied = 0
    for seed in range(300):
        pool = _pool(seed)
        picked = get_op(name).sample(RandomChooser(seed), pool)
        if picked is None:
            continue
        operands, attrs = picked
        assert all(r in pool for r in operands) and (operands == []) == (name in FACTORIES)
        assert json.loads(json.dumps(attrs)) == attrs
        assert_infer_matches_eager(name, [pool[r] for r in operands], attrs)
        applied += 1
    assert applied == 300


def test_a_factory_node_is_a_legal_program() -> None:
    program = Program((InputSpec("x", TensorSpec((2,), "int8")),),
                      (Node("v0", "aten.arange", (), {"start": 5, "end": -1, "step": -2, "dtype": None}),
                       Node("v1", "aten.full", (), {"size": [0, 3], "fill_value": True, "dtype": None})),
                      ("v0", "v1"))
    assert Program.from_json(program.to_json()) == program
    assert [s.shape for s in program.output_specs()] == [(3,), (0, 3)]


# -- fill values: what c10's checked Scalar conversion does ---------------------------------

@pytest.mark.parametrize("fill, dtype, value", [
    (-1.9, "int8", -1), (1.9, "int64", 1), (-0.5, "int16", 0), (-0.0, "uint8", 0), (254.9, "uint8", 254),
    (-1, "uint8", 255), (-255, "uint8", 1), (0.5, "bool", True), (-0.0, "bool", False), (-2**63, "bool", True),
    (float("inf"), "bool", True), (2.0**62, "int64", 2**62), (-2.0**63, "int64", INT64_MIN),
    (126.5, "int8", 126), (float("-inf"), "float16", float("-inf")), (True, "float32", 1.0),
])
def test_fill_value_conversion(fill, dtype: str, value) -> None:
    check_fill(fill, dtype, "fill")
    out = run_eager("aten.full_like", [TensorSpec((2,), "float32")], {"fill_value": fill, "dtype": dtype})
    assert out.dtype == getattr(torch, dtype) and out.tolist() == [value, value]


FILLS = [0, 1, -1, 127, 128, -128, -129, 255, 256, -255, -256, 2**15, 2**31 - 1, 2**31, INT64_MAX, INT64_MIN,
         0.5, -0.5, -0.0, 127.5, -128.5, 255.5, -0.9, 2.0**31, 2.0**62, -2.0**63, 2**63 - 1024.0, 65504.0,
         65520.0, 3.4028234663852886e38, 3.4028235e38, 3.3895313892515355e38, 1e308, 1e-320,
         float("inf"), float("-inf"), float("nan"), True, False]


@pytest.mark.parametrize("dtype", ALL_DTYPES)
def test_check_fill_agrees_with_eager(dtype: str) -> None:
    for fill in FILLS:
        try:
            check_fill(fill, dtype, "fill")
            accepted = True
        except ValueError:
            accepted = False
        try:
            # two elements: eager fills exactly one without a range check for float16/bfloat16
            run_eager("aten.full_like", [TensorSpec((2,), "int8")], {"fill_value": fill, "dtype": dtype})
            ran = True
        except RuntimeError:
            ran = False
        assert accepted == ran, (fill, dtype, accepted, ran)


def test_float_two_to_the_63_into_int64_is_rejected() -> None:
    """Eager takes it (the range check compares with INT64_MAX as a double, 2^63) and its
    static_cast is undefined behaviour in C++: the catalog leaves it out."""
    with pytest.raises(ValueError):
        check_fill(2.0**63, "int64", "fill")


# -- hand-written edges ---------------------------------------------------------------

EDGE_CASES = [
    ("aten.full_like", [TensorSpec((3,), "int8")], {"fill_value": -127.9, "dtype": None}),
    ("aten.full_like", [TensorSpec((3,), "float32")], {"fill_value": 254.5, "dtype": "uint8"}),
    ("aten.full_like", [TensorSpec((3,), "int32")], {"fill_value": 2147483647.0, "dtype": None}),
    ("aten.full_like", [TensorSpec((3,), "uint8")], {"fill_value": -255, "dtype": None}),
    ("aten.full_like", [TensorSpec((3,), "bool")], {"fill_value": 2, "dtype": None}),
    ("aten.full_like", [TensorSpec((3,), "float16")], {"fill_value": float("inf"), "dtype": None}),
    ("aten.new_full", [TensorSpec((2,), "int16")], {"size": [0, 5], "fill_value": -0.0, "dtype": None}),
    ("aten.new_full", [TensorSpec((2,), "uint8")], {"size": [], "fill_value": 1.5, "dtype": "float16"}),
    ("aten.new_zeros", [TensorSpec((), "bfloat16")], {"size": [5, 1, 1, 5], "dtype": None}),
    ("aten.new_ones", [TensorSpec((0, 3), "bool")], {"size": [2], "dtype": "int64"}),
    ("aten.new_empty", [TensorSpec((4,), "float64")], {"size": [0], "dtype": "bool"}),
    ("aten.zeros", [], {"size": [], "dtype": None}),
    ("aten.ones", [], {"size": [3, 0], "dtype": "uint8"}),
    ("aten.empty", [], {"size": [1, 2, 3, 4], "dtype": "bfloat16"}),
    ("aten.full", [], {"size": [2], "fill_value": INT64_MIN, "dtype": None}),
    ("aten.full", [], {"size": [2], "fill_value": -0.0, "dtype": None}),
    ("aten.full", [], {"size": [2], "fill_value": False, "dtype": None}),
    ("aten.full", [], {"size": [2], "fill_value": -1, "dtype": "uint8"}),
    ("aten.arange", [], {"end": 0, "dtype": None}),
    ("aten.arange", [], {"end": 4.5, "dtype": None}),
    ("aten.arange", [], {"start": -3, "end": 2, "dtype": "int8"}),
    ("aten.arange", [], {"start": 5, "end": 5, "step": -1, "dtype": None}),
    ("aten.arange", [], {"start": 5, "end": -1, "step": -2, "dtype": "float16"}),
    ("aten.arange", [], {"start": 0.1, "end": 0.1 + 3 * 0.1, "step": 0.1, "dtype": None}),
    ("aten.arange", [], {"start": 0, "end": 3, "step": 1.5, "dtype": "int32"}),
    ("aten.arange", [], {"start": 0.5, "end": 3.5, "step": 1.0, "dtype": "int64"}),
    ("aten.arange", [], {"start": 0, "end": 2.5, "step": 1.0, "dtype": "int64"}),
    ("aten.arange", [], {"start": 120, "end": 135, "step": 5, "dtype": "int8"}),
    ("aten.arange", [], {"start": -1, "end": -10, "step": -2, "dtype": "uint8"}),
    ("aten.arange", [], {"start": INT64_MAX - 16, "end": INT64_MAX, "step": 7, "dtype": None}),
]

REJECTED = [
    ("aten.full_like", [TensorSpec((3,), "int8")], {"fill_value": 127.5, "dtype": None}),
    ("aten.full_like", [TensorSpec((3,), "uint8")], {"fill_value": -0.5, "dtype": None}),
    ("aten.full_like", [TensorSpec((3,), "uint8")], {"fill_value": -256, "dtype": None}),
    ("aten.full_like", [TensorSpec((3,), "int64")], {"fill_value": float("nan"), "dtype": None}),
    ("aten.full_like", [TensorSpec((3,), "int32")], {"fill_value": float("-inf"), "dtype": None}),
    ("aten.new_full", [TensorSpec((3,), "int8")], {"size": [2], "fill_value": 1.5e3, "dtype": None}),
    ("aten.new_zeros", [TensorSpec((3,), "int8")], {"size": [2, -1], "dtype": None}),
    ("aten.zeros", [], {"size": [-1], "dtype": None}),
    ("aten.full", [], {"size": [2], "fill_value": 300, "dtype": "uint8"}),
    ("aten.arange", [], {"end": -1, "dtype": None}),
    ("aten.arange", [], {"start": 5, "end": 3, "step": 1, "dtype": None}),
    ("aten.arange", [], {"start": 0, "end": 3, "step": 0, "dtype": None}),
    ("aten.arange", [], {"start": 0, "end": 3, "step": 0.5, "dtype": "int64"}),
    ("aten.arange", [], {"start": 0, "end": 3, "dtype": "bool"}),
    ("aten.arange", [], {"start": 0.0, "end": float("inf"), "step": 1.0, "dtype": None}),
    ("aten.arange", [], {"start": 0.0, "end": 1.0, "step": float("nan"), "dtype": None}),
]


@pytest.mark.parametrize("name, specs, attrs", EDGE_CASES)
def test_edge_application(name: str, specs: list, attrs: dict) -> None:
    assert_infer_matches_eager(name, specs, attrs)


@pytest.mark.parametrize("attrs", [{"start": INT64_MIN, "end": INT64_MIN + 3, "step": 1, "dtype": "int32"},
                                   {"start": INT64_MAX - 15, "end": INT64_MAX - 16, "step": -5, "dtype": "int16"}])
def test_arange_refuses_int_bounds_where_eager_and_its_export_disagree(attrs: dict) -> None:
    # Eager rounds the bounds to double first (no element), torch.export's meta kernel subtracts
    # the ints: PyTorch disagrees with itself, so the catalog never generates it.
    with pytest.raises(ValueError, match="disagree"):
        get_op("aten.arange").infer([], attrs)
    assert run_eager("aten.arange", [], attrs).numel() == 0

    class Arange(torch.nn.Module):
        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return get_op("aten.arange").eager([], attrs)

    graph = torch.export.export(Arange(), (torch.zeros(1),), strict=False).graph
    assert [n.meta["val"].numel() for n in graph.nodes if "arange" in str(n.target)] == [len(range(
        attrs["start"], attrs["end"], attrs["step"]))]


@pytest.mark.parametrize("name, specs, attrs", REJECTED)
def test_infer_rejects_what_eager_rejects(name: str, specs: list, attrs: dict) -> None:
    with pytest.raises(ValueError):
        get_op(name).infer(specs, attrs)
    with pytest.raises((RuntimeError, ValueError)):
        run_eager(name, specs, attrs)


ARANGE_ARGS = [0, 1, -1, 3, -3, 5, 0.5, -0.5, 0.3, 0.1, -2.5, -0.0, float("inf"), float("nan"), 2**62,
               INT64_MAX, INT64_MIN, 0.30000000000000004]


def test_arange_infer_agrees_with_eager() -> None:
    """Random overloads, arguments and dtypes: accepted exactly where eager runs, same shape
    (except where eager's own arithmetic overflows int64: undefined behaviour, rejected)."""
    rng = random.Random(0)
    checked = 0
    for _ in range(3000):
        attrs: dict = {"end": rng.choice(ARANGE_ARGS), "dtype": rng.choice([None, *ALL_DTYPES])}
        if rng.random() < 0.7:
            attrs["start"] = rng.choice(ARANGE_ARGS)
            if rng.random() < 0.7:
                attrs["step"] = rng.choice(ARANGE_ARGS)
        try:
            result = get_op("aten.arange").infer([], attrs)
        except ValueError as exc:
            if "int64" in str(exc) or "accumulator" in str(exc):
                continue  # overflowing eager's int64 arithmetic: undefined behaviour
            if "torch.export" in str(exc):
                continue  # eager runs it, the frontend does not (an integer step truncated to 0)
            result = None
        a, b, c = (float(attrs.get("start", 0)), float(attrs["end"]), float(attrs.get("step", 1)))
        if c != 0 and math.isfinite(a + b) and abs((b - a) / c) > 1e4:
            continue  # eager would allocate it: too big to run here
        try:
            out = run_eager("aten.arange", [], attrs)
        except RuntimeError:
            assert result is None, attrs
            continue
        assert result is not None, attrs
        assert (tuple(out.shape), out.dtype) == (result.shape, getattr(torch, result.dtype)), attrs
        checked += 1
    assert checked > 300


@pytest.mark.parametrize("attrs, kind", [
    ({"start": 0, "end": 5, "step": 1, "dtype": "float32"}, Values.EXACT),
    ({"start": 0, "end": 5, "step": 1, "dtype": "int8"}, Values.EXACT),
    ({"start": 0.5, "end": 3.5, "step": 1.0, "dtype": "int32"}, Values.EXACT),
    ({"start": 0.0, "end": 1.0, "step": 0.3, "dtype": None}, Values.INEXACT),
    ({"start": 250, "end": 260, "step": 3, "dtype": "bfloat16"}, Values.INEXACT),
])
def test_arange_value_kind(attrs: dict, kind: Values) -> None:
    assert value_kind("aten.arange", attrs, get_op("aten.arange").infer([], attrs)) == kind


@pytest.mark.parametrize("name, kind", [("aten.new_empty", Values.UNDEFINED), ("aten.empty", Values.UNDEFINED),
                                        ("aten.new_full", Values.EXACT), ("aten.zeros", Values.EXACT)])
def test_value_kind(name: str, kind: Values) -> None:
    for seed in range(20):
        picked = get_op(name).sample(RandomChooser(seed), _pool(seed))
        assert picked is not None
        operands, attrs = picked
        result = get_op(name).infer([_pool(seed)[r] for r in operands], attrs)
        assert value_kind(name, attrs, result) == kind


def test_families_and_flags() -> None:
    for name in FACTORIES + NEW:
        op = get_op(name)
        assert op.family == "fills" and not op.core and op.shape_only == (name in NEW)


def test_an_arange_with_an_infinite_step_is_refused_because_export_rejects_it():
    # eager gives an empty or one-element tensor; torch.export fails "step must be finite"
    # (seen as an internal error in a campaign before the catalog refused it)
    attrs = {"start": -1.25, "end": -1.25, "step": float("inf"), "dtype": None}
    assert tuple(run_eager("aten.arange", [], attrs).shape) == (0,)

    class Arange(torch.nn.Module):
        def forward(self, x):
            return torch.arange(-1.25, -1.25, float("inf")) + x

    with pytest.raises(Exception, match="finite"):
        torch.export.export(Arange(), (torch.zeros(()),))
    with pytest.raises(ValueError, match="not finite"):
        get_op("aten.arange").infer([], attrs)


def test_an_integer_arange_whose_step_truncates_to_zero_is_refused():
    # eager gives a constant run; torch.export converts the step to the dtype first and fails
    op = get_op("aten.arange")
    with pytest.raises(ValueError, match="truncates to 0"):
        op.infer([], {"start": 0.0, "end": 0.05, "step": 0.1, "dtype": "uint8"})
    assert op.infer([], {"start": 0.0, "end": 3.0, "step": 1.5, "dtype": "uint8"}).shape == (2,)
    assert op.infer([], {"start": 0.0, "end": 0.05, "step": 0.1, "dtype": None}).shape == (1,)
