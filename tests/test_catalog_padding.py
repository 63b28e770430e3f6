"""The padding family (constant_pad_nd, pad in its constant mode): hand-written edges that
eager accepts (infer must agree on shape and dtype) and rejects (infer must reject too), and
random pads checked against eager."""

from __future__ import annotations

import random

import pytest
import torch
from helpers import assert_infer_matches_eager, run_eager

from generators.catalog import get_op
from generators.catalog.padding import padded_shape
from generators.choice import RandomChooser
from generators.dtypes import ALL_DTYPES
from generators.program import TensorSpec

EDGE_CASES = [
    ("aten.constant_pad_nd", [TensorSpec((), "float32")], {"pad": [], "value": 1.5}),
    ("aten.constant_pad_nd", [TensorSpec((3,), "int8")], {"pad": [-1, -2], "value": 0}),        # crop to nothing
    ("aten.constant_pad_nd", [TensorSpec((3,), "int8")], {"pad": [-3, 4], "value": -128}),      # crop all, regrow
    ("aten.constant_pad_nd", [TensorSpec((2, 3), "uint8")], {"pad": [1, 1, 1, 1], "value": -1}),  # -1 -> 255
    ("aten.constant_pad_nd", [TensorSpec((2, 3), "int32")], {"pad": [0, 0, 5, 7], "value": -2.9}),
    ("aten.constant_pad_nd", [TensorSpec((0, 2), "bool")], {"pad": [1, 1], "value": 0.5}),
    ("aten.constant_pad_nd", [TensorSpec((2, 0), "float16")], {"pad": [0, 0, -1, 1], "value": float("-inf")}),
    ("aten.constant_pad_nd", [TensorSpec((3,), "int8")], {"pad": [-1, 0], "value": 1000}),      # crop only: unread
    ("aten.constant_pad_nd", [TensorSpec((1, 2, 3), "bfloat16")], {"pad": [3, -3], "value": -0.0}),
    ("aten.pad", [TensorSpec((3,), "float64")], {"pad": [1, 1], "mode": "constant", "value": None}),
    ("aten.pad", [TensorSpec((3,), "int16")], {"pad": [-1, 2], "mode": "constant", "value": -3.7}),
    ("aten.pad", [TensorSpec((2, 2), "bool")], {"pad": [0, 1, 1, 0], "mode": "constant", "value": 2.0}),
    ("aten.pad", [TensorSpec((), "int8")], {"pad": [], "mode": "constant", "value": None}),
]

REJECTED = [
    ("aten.constant_pad_nd", [TensorSpec((3,), "float32")], {"pad": [1], "value": 0.0}),        # odd length
    ("aten.constant_pad_nd", [TensorSpec((3,), "float32")], {"pad": [1, 2, 3], "value": 0.0}),
    ("aten.constant_pad_nd", [TensorSpec((), "float32")], {"pad": [1, 1], "value": 0.0}),       # more pairs than dims
    ("aten.constant_pad_nd", [TensorSpec((3,), "float32")], {"pad": [-2, -2], "value": 0.0}),   # crops past the size
    ("aten.constant_pad_nd", [TensorSpec((3,), "float32")], {"pad": [-4, 2], "value": 0.0}),    # even if regrown
    ("aten.constant_pad_nd", [TensorSpec((0,), "float32")], {"pad": [1, -1], "value": 0.0}),
    ("aten.constant_pad_nd", [TensorSpec((3,), "int8")], {"pad": [1, 0], "value": 127.5}),
    ("aten.constant_pad_nd", [TensorSpec((3,), "uint8")], {"pad": [1, 0], "value": -256}),
    ("aten.pad", [TensorSpec((3,), "uint8")], {"pad": [1, 0], "mode": "constant", "value": -1}),  # a double: < 0
    ("aten.pad", [TensorSpec((3,), "float32")], {"pad": [1], "mode": "constant", "value": None}),
    ("aten.pad", [TensorSpec((3,), "int64")], {"pad": [1, 0], "mode": "constant", "value": float("nan")}),
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


def test_other_pad_modes_are_not_this_family() -> None:
    with pytest.raises(ValueError, match="constant"):
        get_op("aten.pad").infer([TensorSpec((1, 3), "float32")], {"pad": [1, 1], "mode": "reflect", "value": None})


@pytest.mark.parametrize("name", ["aten.constant_pad_nd", "aten.pad"])
def test_random_pads_agree_with_eager(name: str) -> None:
    rng = random.Random(name)
    both = 0
    for _ in range(1500):
        shape = tuple(rng.choice((0, 1, 2, 3)) for _ in range(rng.randint(0, 3)))
        spec = TensorSpec(shape, rng.choice(ALL_DTYPES))
        attrs: dict = {"pad": [rng.randint(-4, 4) for _ in range(rng.randint(0, 2 * len(shape) + 1))],
                       "value": rng.choice([0, 1.5, -1, 300, -0.5, float("inf"), True, 2.7])}
        if name == "aten.pad":
            attrs["mode"] = "constant"
            attrs["value"] = rng.choice([None, 1.5, -1.0, 300.0, -0.5, float("inf")])
        try:
            result = get_op(name).infer([spec], attrs)
        except ValueError:
            result = None
        try:
            out = run_eager(name, [spec], attrs)
        except RuntimeError:
            assert result is None, (spec, attrs)
            continue
        assert result is not None, (spec, attrs)
        assert (tuple(out.shape), out.dtype) == (result.shape, getattr(torch, result.dtype)), (spec, attrs)
        both += 1
    assert both > 200


def test_sampled_pads_reach_every_edge() -> None:
    """Negative (crops), zero, past the size, an empty list, and every pair count up to the rank."""
    seen: set[str] = set()
    x = TensorSpec((2, 3, 4), "float32")
    for seed in range(400):
        operands, attrs = get_op("aten.constant_pad_nd").sample(RandomChooser(seed), {"x": x})
        pad = attrs["pad"]
        assert padded_shape(x, pad, "test") == get_op("aten.constant_pad_nd").infer([x], attrs).shape
        seen.add(f"pairs{len(pad) // 2}")
        seen.update({"negative"} if any(p < 0 for p in pad) else set())
        seen.update({"zero"} if 0 in pad else set())
        seen.update({"past"} if any(p > x.shape[2] for p in pad[:2]) else set())
        seen.update({"crop-all"} if pad[:2] and sum(min(p, 0) for p in pad[:2]) == -x.shape[2] else set())
    assert seen >= {"pairs0", "pairs1", "pairs2", "pairs3", "negative", "zero", "past", "crop-all"}, seen
