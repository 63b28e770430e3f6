"""The selection family (where, masked_fill, tril, triu): broadcasting, result_type with rank-0
operands, constant conditions, diagonals at the int64 edges; accepted edges must run in eager
with the inferred shape and dtype, rejected ones must fail there too."""

from __future__ import annotations

import random

import pytest
import torch
from helpers import assert_infer_matches_eager, run_eager

from generators.catalog import get_op
from generators.catalog.selection import broadcast, constant_shape, result_type
from generators.choice import RandomChooser
from generators.dtypes import ALL_DTYPES
from generators.program import TensorSpec

INT64_MAX, INT64_MIN = 2**63 - 1, -2**63


B = "bool"
EDGE_CASES = [
    ("aten.where.self", [TensorSpec((), B), TensorSpec((2, 3), "int8"), TensorSpec((), "int64")], {}),
    ("aten.where.self", [TensorSpec((2, 1), B), TensorSpec((3,), "float16"), TensorSpec((1,), "bfloat16")], {}),
    ("aten.where.self", [TensorSpec((4, 1, 1), B), TensorSpec((), "int32"), TensorSpec((), "float16")], {}),
    ("aten.where.self", [TensorSpec((3,), "uint8"), TensorSpec((3,), "int8"), TensorSpec((3,), "uint8")], {}),
    ("aten.where.self", [TensorSpec((0, 3), B), TensorSpec((1, 3), "float32"), TensorSpec((3,), "float64")], {}),
    ("aten.where.self", [TensorSpec((), "int16"), TensorSpec((2,), "bool")], {"condition": [[True, False]]}),
    ("aten.where.self", [TensorSpec((2, 0), "int64"), TensorSpec((2, 0), "int64")], {"condition": [[], []]}),
    ("aten.where.self", [TensorSpec((3,), "float32"), TensorSpec((3,), "float32")], {"condition": False}),
    ("aten.masked_fill.Scalar", [TensorSpec((3,), "int8"), TensorSpec((2, 3), B)], {"value": -1.5}),
    ("aten.masked_fill.Scalar", [TensorSpec((1, 4), "uint8"), TensorSpec((3, 1), B)], {"value": -255}),
    ("aten.masked_fill.Scalar", [TensorSpec((), "bool"), TensorSpec((), B)], {"value": 0.25}),
    ("aten.masked_fill.Scalar", [TensorSpec((2, 2), "float16")], {"mask": True, "value": float("-inf")}),
    ("aten.masked_fill.Scalar", [TensorSpec((4,), "int64")], {"mask": [[True], [False]], "value": INT64_MIN}),
    ("aten.tril", [TensorSpec((3, 4), "int8")], {"diagonal": INT64_MAX}),
    ("aten.tril", [TensorSpec((2, 0, 4), "bool")], {"diagonal": INT64_MIN}),
    ("aten.triu", [TensorSpec((3, 4), "float16")], {"diagonal": -4}),
    ("aten.triu", [TensorSpec((1, 5, 1), "uint8")], {"diagonal": 2}),
]

REJECTED = [
    ("aten.where.self", [TensorSpec((3,), "int8"), TensorSpec((3,), "int8"), TensorSpec((3,), "int8")], {}),
    ("aten.where.self", [TensorSpec((2,), B), TensorSpec((3,), "int8"), TensorSpec((3,), "int8")], {}),
    ("aten.where.self", [TensorSpec((3,), "int8"), TensorSpec((3,), "int8")], {"condition": [True, False]}),
    ("aten.masked_fill.Scalar", [TensorSpec((3,), "float32"), TensorSpec((3,), "uint8")], {"value": 1.0}),
    ("aten.masked_fill.Scalar", [TensorSpec((3,), "float32"), TensorSpec((2,), B)], {"value": 1.0}),
    ("aten.masked_fill.Scalar", [TensorSpec((3,), "int8"), TensorSpec((3,), B)], {"value": 128}),
    ("aten.masked_fill.Scalar", [TensorSpec((3,), "uint8"), TensorSpec((3,), B)], {"value": -0.5}),
    ("aten.masked_fill.Scalar", [TensorSpec((3,), "int32"), TensorSpec((3,), B)], {"value": float("nan")}),
    ("aten.tril", [TensorSpec((3,), "float32")], {"diagonal": 0}),
    ("aten.triu", [TensorSpec((), "float32")], {"diagonal": 0}),
]


@pytest.mark.parametrize("name, specs, attrs", EDGE_CASES)
def test_edge_application(name: str, specs: list, attrs: dict) -> None:
    assert_infer_matches_eager(name, specs, attrs)


@pytest.mark.parametrize("name, specs, attrs", REJECTED)
def test_infer_rejects_what_eager_rejects(name: str, specs: list, attrs: dict) -> None:
    with pytest.raises(ValueError):
        get_op(name).infer(specs, attrs)
    with pytest.raises((RuntimeError, ValueError)):
        run_eager(name, specs, attrs)


def test_ragged_or_non_bool_constants_are_rejected() -> None:
    for bad in ([[True], [True, False]], [1, 0], "x", [[True], False]):
        with pytest.raises(ValueError):
            constant_shape(bad, "condition")
    assert constant_shape([[[]], [[]]], "c") == (2, 1, 0) and constant_shape(True, "c") == ()


@pytest.mark.parametrize("a", ALL_DTYPES)
def test_result_type_matches_torch(a: str) -> None:
    for b in ALL_DTYPES:
        for sa, sb in (((), (2,)), ((2,), ()), ((), ()), ((2,), (2,)), ((0,), ())):
            x, y = torch.zeros(sa, dtype=getattr(torch, a)), torch.zeros(sb, dtype=getattr(torch, b))
            assert result_type(TensorSpec(sa, a), TensorSpec(sb, b)) == str(torch.result_type(x, y))[6:], (a, sa, b, sb)


def test_broadcast_matches_torch() -> None:
    rng = random.Random(0)
    for _ in range(500):
        shapes = [tuple(rng.choice((0, 1, 2, 3)) for _ in range(rng.randint(0, 3))) for _ in range(rng.randint(1, 3))]
        try:
            expected = tuple(torch.broadcast_shapes(*shapes))
        except RuntimeError:
            with pytest.raises(ValueError):
                broadcast(shapes, "test")
            continue
        assert broadcast(shapes, "test") == expected


@pytest.mark.parametrize("name, key", [("aten.where.self", "condition"), ("aten.masked_fill.Scalar", "mask")])
def test_conditions_come_from_the_pool_and_as_constants(name: str, key: str) -> None:
    pool = {"x": TensorSpec((2, 3), "float32"), "c": TensorSpec((3,), "bool"), "y": TensorSpec((1, 3), "int8")}
    kinds, shapes = set(), set()
    for seed in range(300):
        operands, attrs = get_op(name).sample(RandomChooser(seed), pool)
        kinds.add("constant" if key in attrs else "operand")
        condition = constant_shape(attrs[key], key) if key in attrs else pool["c"].shape
        shapes.add(len(condition) if condition else "rank0")
        result = get_op(name).infer([pool[r] for r in operands], attrs)
        if name == "aten.where.self":
            shapes.add("grows" if result.rank > 2 else "same")
        assert_infer_matches_eager(name, [pool[r] for r in operands], attrs)
    assert kinds == {"constant", "operand"} and {"rank0", 1, 2, 3}.issubset(shapes), (kinds, shapes)


def test_diagonals_reach_the_edges() -> None:
    seen = {get_op("aten.tril").sample(RandomChooser(s), {"x": TensorSpec((3, 4), "int8")})[1]["diagonal"]
            for s in range(300)}
    assert {0, INT64_MAX, INT64_MIN, -3, 4, 5, -4}.issubset(seen)
