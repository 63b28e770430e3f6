"""The op catalog: sampled applications against eager PyTorch, dtype rules, registry, value kinds."""

from __future__ import annotations

import copy
import json
import random
from functools import cache

import pytest
import torch

from generators import catalog
from generators.catalog import OpSpec, Values, get_op, op_names, registry, value_kind
from generators.choice import RandomChooser
from generators.dtypes import (
    ALL_DTYPES,
    FLOAT_DTYPES,
    INTEGER_DTYPES,
    can_widen_exactly,
    check_dtype,
    is_float,
    promote,
)
from generators.eager import make_inputs
from generators.program import InputSpec, Program, TensorSpec

SIZES = (0, 1, 1, 2, 3, 4)
POOLS = 300          # pools sampled per op
MIN_APPLIED = 120    # each op must find a legal application in at least this many pools


def _tdtype(name: str) -> torch.dtype:
    return getattr(torch, name)


def _random_pool(seed: int) -> dict[str, TensorSpec]:
    """1-6 specs over all dtypes, ranks 0-4, sizes with 0 and 1; some share shapes
    (or differ in one dim) so cat and add find partners; sometimes a legacy [0] tensor."""
    rng = random.Random(seed)
    pool: dict[str, TensorSpec] = {}
    for i in range(rng.randint(1, 6)):
        if pool and rng.random() < 0.45:
            shape = rng.choice(list(pool.values())).shape
            if shape and rng.random() < 0.5:
                d = rng.randrange(len(shape))
                shape = shape[:d] + (rng.choice(SIZES),) + shape[d + 1:]
        else:
            shape = tuple(rng.choice(SIZES) for _ in range(rng.randint(0, 4)))
        pool[f"t{i}"] = TensorSpec(shape, rng.choice(ALL_DTYPES))
    if rng.random() < 0.25:
        pool["legacy"] = TensorSpec((0,), rng.choice([s.dtype for s in pool.values()]))
    return pool


@cache
def _pool_and_tensors(seed: int) -> tuple[dict[str, TensorSpec], dict[str, torch.Tensor]]:
    pool = _random_pool(seed)
    names = list(pool)
    holder = Program(tuple(InputSpec(n, pool[n]) for n in names), (), (names[0],))
    tensors = make_inputs(holder, seed)
    for n, t in zip(names, tensors):
        assert tuple(t.shape) == pool[n].shape and t.dtype == _tdtype(pool[n].dtype)
    return pool, dict(zip(names, tensors))


def test_pools_cover_the_space() -> None:
    specs = [s for seed in range(POOLS) for s in _random_pool(seed).values()]
    assert {s.dtype for s in specs} == set(ALL_DTYPES)
    assert {s.rank for s in specs} == {0, 1, 2, 3, 4}
    sizes = {d for s in specs for d in s.shape}
    assert {0, 1}.issubset(sizes) and max(sizes) >= 3


@pytest.mark.parametrize("name", op_names())
def test_sampled_applications_match_eager(name: str) -> None:
    op = get_op(name)
    applied = 0
    for seed in range(POOLS):
        pool, tensors = _pool_and_tensors(seed)
        picked = op.sample(RandomChooser(seed), pool)
        if picked is None:
            continue
        operands, attrs = picked
        # only the factories (zeros, full, arange...) read no operand
        assert operands or get_op(name).family == "fills", (name, operands)
        assert all(r in pool for r in operands), (name, operands)
        # attributes are stored in Program JSON: they must survive it unchanged
        assert json.loads(json.dumps(attrs)) == attrs
        specs = [pool[r] for r in operands]
        specs_before, attrs_before = list(specs), copy.deepcopy(attrs)
        result = op.infer(specs, attrs)
        assert specs == specs_before and attrs == attrs_before, f"{name}.infer mutated its arguments"
        assert isinstance(result, TensorSpec)
        check_dtype(result.dtype)
        with torch.no_grad():
            out = op.eager([tensors[r] for r in operands], attrs)
        context = f"{name} on {[(tuple(s.shape), s.dtype) for s in specs]} with {attrs}"
        assert tuple(out.shape) == result.shape, context
        assert out.dtype == _tdtype(result.dtype), context
        bounds = op.value_range(attrs)
        if bounds is not None and out.numel() > 0:
            lo, hi = bounds
            assert float(out.min()) >= lo and float(out.max()) <= hi, context
        applied += 1
    assert applied >= MIN_APPLIED, f"{name}: only {applied} of {POOLS} pools gave an application"


@pytest.mark.parametrize("name", op_names())
def test_sample_refuses_an_empty_pool(name: str) -> None:
    assert get_op(name).sample(RandomChooser(0), {}) is None


@pytest.mark.parametrize("name, pool", [
    ("aten.slice.Tensor", {"a": TensorSpec((), "float32"), "b": TensorSpec((), "int8")}),
    ("aten.cat", {"a": TensorSpec((), "float32")}),
    ("aten.permute", {"a": TensorSpec((3,), "float32"), "b": TensorSpec((), "int8")}),
    ("aten.neg", {"a": TensorSpec((2, 2), "bool")}),
    ("aten._to_copy", {"a": TensorSpec((2,), "float64")}),
])
def test_sample_refuses_unusable_pool(name: str, pool: dict) -> None:
    for seed in range(20):
        assert get_op(name).sample(RandomChooser(seed), pool) is None


@pytest.mark.parametrize("name", op_names())
def test_sample_is_deterministic(name: str) -> None:
    pool, _ = _pool_and_tensors(3)
    for seed in range(10):
        assert get_op(name).sample(RandomChooser(seed), pool) == get_op(name).sample(RandomChooser(seed), pool)


# -- hand-written edge applications: when infer accepts, eager must run and agree ---------

EDGE_CASES = [
    ("aten.slice.Tensor", [TensorSpec((3,), "int64")], {"dim": 0, "start": -2**63, "end": 2**63 - 1, "step": 2}),
    ("aten.slice.Tensor", [TensorSpec((0, 4), "bool")], {"dim": -1, "start": -9, "end": None, "step": 3}),
    ("aten.roll", [TensorSpec((0, 2), "int16")], {"shifts": [5], "dims": [0]}),
    ("aten.roll", [TensorSpec((), "float16")], {"shifts": [3], "dims": []}),
    ("aten.roll", [TensorSpec((3,), "int64")], {"shifts": [2**63 - 1], "dims": [0]}),
    ("aten.cat", [TensorSpec((2, 3), "int8"), TensorSpec((0,), "float32")], {"dim": 0}),
    ("aten.cat", [TensorSpec((0,), "int8"), TensorSpec((2, 3), "int8"), TensorSpec((0,), "int8")], {"dim": -1}),
    ("aten.cat", [TensorSpec((0,), "uint8"), TensorSpec((0,), "int8")], {"dim": 0}),
    ("aten.full_like", [TensorSpec((3,), "int64")], {"fill_value": -2**63, "dtype": None}),
    ("aten.full_like", [TensorSpec((3,), "int64")], {"fill_value": 2**63 - 1, "dtype": None}),
    ("aten.full_like", [TensorSpec((3,), "int8")], {"fill_value": True, "dtype": "bool"}),
    ("aten.full_like", [TensorSpec((3,), "int8")], {"fill_value": 65504.0, "dtype": "float16"}),
    ("aten.full_like", [TensorSpec((3,), "int8")], {"fill_value": float("nan"), "dtype": "bfloat16"}),
    ("aten.randint_like", [TensorSpec((4,), "int64")], {"dtype": "int8", "low": -128, "high": 128}),
    ("aten.randint_like", [TensorSpec((4,), "int64")], {"dtype": "float16", "low": -2048, "high": 2048}),
    ("aten.add.Tensor", [TensorSpec((2,), "uint8"), TensorSpec((2,), "int8")], {}),
    ("aten.add.Tensor", [TensorSpec((), "bool"), TensorSpec((), "bool")], {}),
    ("aten.permute", [TensorSpec((2, 3, 4), "bfloat16")], {"dims": [-1, 0, 1]}),
]

# Out-of-range attributes: infer must reject what the aten overload rejects.
ACCEPTED_BUT_EAGER_FAILS = [
    ("aten.full_like", [TensorSpec((3,), "int8")], {"fill_value": 1e300, "dtype": "float32"}),
    ("aten.full_like", [TensorSpec((3,), "int8")], {"fill_value": 1e39, "dtype": "bfloat16"}),
    ("aten.full_like", [TensorSpec((3,), "int8")], {"fill_value": 2**1024, "dtype": "float64"}),
    ("aten.roll", [TensorSpec((3,), "int64")], {"shifts": [2**64], "dims": [0]}),
    ("aten.slice.Tensor", [TensorSpec((3,), "int64")], {"dim": 0, "start": None, "end": None, "step": 2**64}),
    ("aten.randint_like", [TensorSpec((3,), "int64")], {"dtype": None, "high": 2**63}),
]


def _infer_accepts_implies_eager_agrees(name: str, specs: list[TensorSpec], attrs: dict) -> None:
    op = get_op(name)
    try:
        result = op.infer(specs, attrs)
    except ValueError:
        return  # rejected: fine
    xs = [torch.zeros(s.shape, dtype=_tdtype(s.dtype)) for s in specs]
    out = op.eager(xs, attrs)
    assert tuple(out.shape) == result.shape
    assert out.dtype == _tdtype(result.dtype)


@pytest.mark.parametrize("name, specs, attrs", EDGE_CASES)
def test_edge_application(name: str, specs: list, attrs: dict) -> None:
    # these are all legal, so infer must accept them too
    get_op(name).infer(specs, attrs)
    _infer_accepts_implies_eager_agrees(name, specs, attrs)


@pytest.mark.parametrize("name, specs, attrs", ACCEPTED_BUT_EAGER_FAILS)
def test_infer_rejects_what_eager_rejects(name: str, specs: list, attrs: dict) -> None:
    _infer_accepts_implies_eager_agrees(name, specs, attrs)


# -- dtypes ---------------------------------------------------------------

@pytest.mark.parametrize("a", ALL_DTYPES)
def test_promote_matches_torch(a: str) -> None:
    for b in ALL_DTYPES:
        expected = str(torch.promote_types(_tdtype(a), _tdtype(b))).removeprefix("torch.")
        assert promote(a, b) == expected, (a, b)


def test_dtype_families_match_torch() -> None:
    for name in ALL_DTYPES:
        t = _tdtype(name)
        assert is_float(name) == t.is_floating_point
        assert (name in INTEGER_DTYPES) == (not t.is_floating_point and t != torch.bool)
    assert set(FLOAT_DTYPES) | set(INTEGER_DTYPES) | {"bool"} == set(ALL_DTYPES)


def test_check_dtype_rejects_unknown_names() -> None:
    for bad in ("float8", "half", "int", "", None, 3):
        with pytest.raises(ValueError):
            check_dtype(bad)


def _extremes(dtype: str) -> list:
    if dtype == "bool":
        return [False, True]
    t = _tdtype(dtype)
    if t.is_floating_point:
        info = torch.finfo(t)
        return [info.min, info.max, info.tiny, -info.tiny, info.eps, 0.0]
    info = torch.iinfo(t)
    return [info.min, info.max, 0]


def _round_trips(values: list, src: str, dst: str) -> bool:
    x = torch.tensor(values, dtype=_tdtype(src))
    there = x.to(_tdtype(dst))
    back = there.to(_tdtype(src))
    # the value in dst is the same number, and casting back restores every bit
    return there.tolist() == x.tolist() and torch.equal(back, x)


@pytest.mark.parametrize("src", ALL_DTYPES)
def test_can_widen_exactly_only_when_extremes_round_trip(src: str) -> None:
    widened = 0
    for dst in ALL_DTYPES:
        if can_widen_exactly(src, dst):
            widened += 1
            assert _round_trips(_extremes(src), src, dst), f"{src} -> {dst} claimed exact"
            if src in ("bool", "uint8", "int8", "int16"):
                # small integer types: every value, not just the extremes
                info = torch.iinfo(_tdtype(src)) if src != "bool" else None
                values = [False, True] if info is None else list(range(info.min, info.max + 1))
                assert _round_trips(values, src, dst), f"{src} -> {dst} loses values"
    if src != "float64" and src != "int64":
        assert widened > 0, f"{src} widens to nothing"


def test_can_widen_exactly_sanity() -> None:
    assert not any(can_widen_exactly(d, d) for d in ALL_DTYPES)  # not a widening
    assert can_widen_exactly("float16", "float32")
    assert can_widen_exactly("int32", "float64")
    assert not can_widen_exactly("int32", "float32")
    assert not can_widen_exactly("float16", "bfloat16")
    assert not can_widen_exactly("uint8", "int8")


# -- registry ---------------------------------------------------------------

def test_register_rejects_duplicate_names(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    original = get_op("aten.roll")
    clash = OpSpec(name="aten.roll", family="test", values=lambda a, r: Values.EXACT, infer=original.infer,
                   sample=original.sample, calls=original.calls, nan=original.nan)
    with pytest.raises(ValueError, match="aten.roll"):
        catalog.register(clash)
    assert get_op("aten.roll") is original
    fresh = OpSpec(name="test.fresh", family="test", values=lambda a, r: Values.EXACT, infer=original.infer,
                   sample=original.sample, calls=original.calls, nan=original.nan)
    assert catalog.register(fresh) is fresh
    assert "test.fresh" in op_names()
    with pytest.raises(ValueError):
        catalog.register(fresh)


def test_registry_was_not_polluted() -> None:
    assert "test.fresh" not in op_names()
    assert op_names() == sorted(op_names())
    with pytest.raises(KeyError, match="unknown op"):
        get_op("test.fresh")


# -- value kinds --------------------------------------------------------------

EXPECTED_KIND = {
    "aten.roll": Values.EXACT, "aten.slice.Tensor": Values.EXACT, "aten.cat": Values.EXACT,
    "aten.zeros_like": Values.EXACT, "aten.ones_like": Values.EXACT, "aten.full_like": Values.EXACT,
    "aten.empty_like": Values.UNDEFINED,
    "aten.rand_like": Values.RANDOM, "aten.randn_like": Values.RANDOM, "aten.randint_like": Values.RANDOM,
}


@pytest.mark.parametrize("name", sorted(EXPECTED_KIND))
def test_value_kind(name: str) -> None:
    op = get_op(name)
    seen = 0
    for seed in range(40):
        pool, _ = _pool_and_tensors(seed)
        picked = op.sample(RandomChooser(seed), pool)
        if picked is None:
            continue
        operands, attrs = picked
        result = op.infer([pool[r] for r in operands], attrs)
        assert value_kind(name, attrs, result) == EXPECTED_KIND[name]
        seen += 1
    assert seen > 0


@pytest.mark.parametrize("dtype", ALL_DTYPES)
def test_add_value_kind(dtype: str) -> None:
    spec = TensorSpec((2, 3), dtype)
    result = get_op("aten.add.Tensor").infer([spec, spec], {})
    expected = Values.INEXACT if is_float(dtype) else Values.EXACT
    assert value_kind("aten.add.Tensor", {}, result) == expected


def test_every_op_has_a_value_kind() -> None:
    spec = TensorSpec((2, 3), "float32")
    for name in op_names():
        # a rank-4 tensor too: pixel_shuffle and pixel_unshuffle need rank >= 3
        pool = {"a": spec, "b": TensorSpec((2, 3), "int32"), "c": TensorSpec((1, 4, 2, 2), "float32")}
        picked = get_op(name).sample(RandomChooser(1), pool)
        assert picked is not None, name
        operands, attrs = picked
        result = get_op(name).infer([pool[r] for r in operands], attrs)
        assert isinstance(value_kind(name, attrs, result), Values)


@pytest.mark.parametrize("shift, eager_accepts", [(-2**62, True), (-2**62 - 1, False), (-2**63, False),
                                                  (2**63 - 1, True)])
def test_roll_shifts_are_symints(shift, eager_accepts):
    # c10::SymInt reserves values below -2**62: found by the attribute-edge mutator.
    op, spec, attrs = get_op("aten.roll"), TensorSpec((3, 2), "float32"), {"shifts": [shift], "dims": [0]}
    eager_ok = True
    try:
        op.eager([torch.zeros(3, 2)], attrs)
    except RuntimeError:
        eager_ok = False
    assert eager_ok == eager_accepts
    if eager_accepts:
        assert op.infer([spec], attrs) == spec
    else:
        with pytest.raises(ValueError, match="SymInt"):
            op.infer([spec], attrs)


def test_a_slice_step_whose_view_stride_could_overflow_is_rejected():
    from generators.catalog.slicing import MAX_SLICE_STEP

    op, spec = get_op("aten.slice.Tensor"), TensorSpec((3, 2), "float32")
    attrs = {"dim": 0, "start": 0, "end": 3, "step": 2**63 - 1}
    with pytest.raises(RuntimeError):  # eager: the stride 2 * step wraps negative
        op.eager([torch.zeros(3, 2)], attrs)
    with pytest.raises(ValueError, match="overflow"):
        op.infer([spec], attrs)
    assert op.infer([spec], {**attrs, "step": MAX_SLICE_STEP}).shape == (1, 2)
    assert tuple(op.eager([torch.zeros(3, 2)], {**attrs, "step": MAX_SLICE_STEP}).shape) == (1, 2)
