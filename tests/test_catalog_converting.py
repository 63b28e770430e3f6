"""The converting family (to.dtype, type_as) over every pair of the catalog's dtypes: infer
against eager on edge shapes, what eager defines of each conversion (converting.conversion_kind:
undefined float -> integer, float64 -> float16/bfloat16 rounded twice, the rest exact, each
claim checked against eager), and how taint and the NaN policy follow it through a program."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
import torch

from generators.catalog import Values, get_op, value_kind
from generators.catalog.converting import conversion_kind
from generators.dtypes import ALL_DTYPES, FLOAT_DTYPES, INTEGER_DTYPES, is_integer
from generators.eager import make_inputs
from generators.program import InputSpec, Node, Program, TensorSpec
from generators.taint import NAN_ANY, NAN_BITS, nan_policy, taint

PAIRS = list(itertools.product(ALL_DTYPES, ALL_DTYPES))
SHAPES = [(), (0,), (2, 0, 3), (3, 4)]


def _inputs(shape: tuple[int, ...], dtype: str, seed: int = 0) -> torch.Tensor:
    """Edge values of the dtype as the generator's inputs hold them (NaN, inf, extremes)."""
    holder = Program((InputSpec("x", TensorSpec(shape, dtype)),), (), ("x",))
    return make_inputs(holder, seed, special_share=0.5)[0]


def _bits(t: torch.Tensor) -> torch.Tensor:
    if not t.dtype.is_floating_point:
        return t
    return t.view({2: torch.int16, 4: torch.int32, 8: torch.int64}[t.element_size()])


@pytest.mark.parametrize("source, target", PAIRS)
def test_every_pair_runs_in_eager_with_the_inferred_type(source: str, target: str) -> None:
    to, type_as = get_op("aten.to.dtype"), get_op("aten.type_as")
    for shape in SHAPES:
        x = _inputs(shape, source)
        spec = TensorSpec(shape, source)
        for copy in (False, True):
            attrs = {"dtype": target, "copy": copy}
            result = to.infer([spec], attrs)
            out = to.eager([x], attrs)
            assert (tuple(out.shape), out.dtype) == (result.shape, getattr(torch, result.dtype))
            assert to.value_kind([spec], attrs, result) is conversion_kind(source, target)
        for other_shape in [(0,), (2, 1)]:  # only the dtype of `other` matters, zero-size too
            other = TensorSpec(other_shape, target)
            result = type_as.infer([spec, other], {})
            out_as = type_as.eager([x, torch.zeros(other_shape, dtype=getattr(torch, target))], {})
            assert (tuple(out_as.shape), out_as.dtype) == (result.shape, getattr(torch, target))
            assert torch.equal(_bits(out_as), _bits(out)), (source, target)  # one conversion, two spellings
            assert type_as.value_kind([spec, other], {}, result) is conversion_kind(source, target)


def test_the_kinds_of_conversion() -> None:
    kinds = {pair: conversion_kind(*pair) for pair in PAIRS}
    undefined = {p for p, k in kinds.items() if k is Values.UNDEFINED}
    inexact = {p for p, k in kinds.items() if k is Values.INEXACT}
    assert undefined == set(itertools.product(FLOAT_DTYPES, INTEGER_DTYPES))
    assert inexact == {("float64", "float16"), ("float64", "bfloat16")}
    assert all(kinds[(d, "bool")] is Values.EXACT and kinds[("bool", d)] is Values.EXACT for d in ALL_DTYPES)


def test_without_operands_the_kind_is_the_strongest_over_every_source() -> None:
    for target in ALL_DTYPES:
        result = TensorSpec((2,), target)
        expected = (Values.UNDEFINED if is_integer(target) else
                    Values.INEXACT if target in ("float16", "bfloat16") else Values.EXACT)
        assert value_kind("aten.to.dtype", {"dtype": target, "copy": False}, result) is expected
        assert value_kind("aten.type_as", {}, result) is expected
        assert value_kind("aten.to.dtype", {"dtype": target, "copy": False}, result,
                          [TensorSpec((2,), "bool")]) is Values.EXACT


def test_generated_float_inputs_reach_what_a_float_to_integer_cast_leaves_undefined() -> None:
    # why float -> integer is UNDEFINED: the inputs hold NaN, inf and values past int8's range
    x = _inputs((400,), "float32")
    assert bool(torch.isnan(x).any()) and bool(torch.isinf(x).any()) and float(x[torch.isfinite(x)].abs().max()) > 128


@pytest.mark.parametrize("source, target", [(s, t) for s, t in PAIRS if s in INTEGER_DTYPES and t in INTEGER_DTYPES])
def test_integer_conversions_wrap(source: str, target: str) -> None:
    info_s, info_t = torch.iinfo(getattr(torch, source)), torch.iinfo(getattr(torch, target))
    values = [info_s.min, info_s.min + 1, -129, -1, 0, 1, 127, 128, 255, 256, 70000, info_s.max - 1, info_s.max]
    values = [v for v in values if info_s.min <= v <= info_s.max]
    out = get_op("aten.to.dtype").eager([torch.tensor(values, dtype=getattr(torch, source))],
                                        {"dtype": target, "copy": False})
    span = info_t.max - info_t.min + 1
    assert out.tolist() == [(v - info_t.min) % span + info_t.min for v in values]


def test_anything_to_bool_is_nonzero_and_nan_is_true() -> None:
    x = torch.tensor([float("nan"), -0.0, 0.0, float("-inf"), 1e-30], dtype=torch.float32)
    assert get_op("aten.to.dtype").eager([x], {"dtype": "bool", "copy": False}).tolist() == [True, False, False,
                                                                                            True, True]


def _bf16_rne(x: torch.Tensor) -> torch.Tensor:
    """A correctly rounded float32 -> bfloat16 (round to nearest even), finite values only."""
    bits = x.view(torch.int32).to(torch.int64) & 0xFFFFFFFF
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16
    return rounded.to(torch.int32).to(torch.int16)


def test_float32_to_half_precision_rounds_once() -> None:
    # EXACT for float32 -> float16 / bfloat16: eager rounds once, to nearest even, as IEEE 754 does
    gen = torch.Generator().manual_seed(0)
    x = torch.randint(-2**31, 2**31, (20000,), generator=gen, dtype=torch.int64).to(torch.int32).view(torch.float32)
    x = x[torch.isfinite(x) & (x.abs() < 6e4)]
    half = x.to(torch.float16).view(torch.int16).numpy()
    assert (half == x.numpy().astype(np.float16).view(np.int16)).all()
    finite = x[x.abs() < 3e38]
    assert torch.equal(finite.to(torch.bfloat16).view(torch.int16), _bf16_rne(finite))


def test_float64_to_half_precision_rounds_twice_within_tolerance() -> None:
    # INEXACT for float64 -> float16 / bfloat16: eager rounds through float32 first, so a value
    # just above a tie lands on the tie and then on the even neighbour; a correctly rounded
    # conversion takes the upper one. One unit in the last place: inside torch.testing's tolerance.
    for target, ulp in (("float16", 2**-10), ("bfloat16", 2**-7)):
        v = 1 + ulp / 2 + 2**-40
        eager = get_op("aten.to.dtype").eager([torch.tensor([v], dtype=torch.float64)],
                                              {"dtype": target, "copy": False})
        correctly_rounded = torch.tensor([1 + ulp], dtype=getattr(torch, target))
        assert eager.item() == 1.0 and not torch.equal(eager, correctly_rounded)
        torch.testing.assert_close(eager, correctly_rounded)


def test_integer_to_float_is_exact_over_what_programs_hold() -> None:
    # EXACT for integer -> float: every int16 value and the extremes convert like numpy's
    # correctly rounded cast (one rounding)
    for source in ("int16", "int32", "int64"):
        info = torch.iinfo(getattr(torch, source))
        x = torch.cat([torch.arange(-2**15, 2**15), torch.tensor([info.min, info.max, info.max - 1000])])
        x = x.to(getattr(torch, source))
        for target in ("float16", "float32", "float64"):
            got = get_op("aten.to.dtype").eager([x], {"dtype": target, "copy": False}).numpy()
            want = x.numpy().astype(getattr(np, target))
            assert (got.view(f"int{got.itemsize * 8}") == want.view(f"int{want.itemsize * 8}")).all()


def test_taint_and_nan_policy_follow_the_conversion() -> None:
    f32, f64, i16 = TensorSpec((2, 3), "float32"), TensorSpec((2, 3), "float64"), TensorSpec((2, 3), "int16")
    program = Program(
        (InputSpec("x0", f32), InputSpec("x1", i16), InputSpec("x2", f64)),
        (Node("v0", "aten.to.dtype", ("x0",), {"dtype": "int8", "copy": False}),      # float -> int: undefined
         Node("v1", "aten.to.dtype", ("v0",), {"dtype": "float32", "copy": True}),    # reads it: tainted
         Node("v2", "aten.type_as", ("x1", "x0"), {}),                                # int16 -> float32: exact
         Node("v3", "aten.to.dtype", ("x0",), {"dtype": "float32", "copy": True}),    # no change: NaN bits kept
         Node("v4", "aten.to.dtype", ("x0",), {"dtype": "float16", "copy": False}),   # converts: any NaN
         Node("v5", "aten.type_as", ("x2", "v4"), {}),                                # float64 -> float16
         Node("v6", "aten.type_as", ("x0", "x1"), {})),                               # float -> int via type_as
        ("v1", "v2", "v3", "v5", "v6"))
    kinds, nans = taint(program), nan_policy(program)
    assert [kinds[v] for v in ("v0", "v1", "v2", "v3", "v4", "v5", "v6")] == [
        Values.UNDEFINED, Values.UNDEFINED, Values.EXACT, Values.EXACT, Values.EXACT, Values.INEXACT,
        Values.UNDEFINED]
    assert (nans["v3"], nans["v4"], nans["v5"]) == (NAN_BITS, NAN_ANY, NAN_ANY)


def test_samplers_draw_every_pair() -> None:
    from generators.choice import RandomChooser

    pool = {d: TensorSpec((2,), d) for d in ALL_DTYPES}
    seen_to, seen_as, copies = set(), set(), set()
    for seed in range(3000):
        operands, attrs = get_op("aten.to.dtype").sample(RandomChooser(seed), pool)
        seen_to.add((pool[operands[0]].dtype, attrs["dtype"]))
        copies.add(attrs["copy"])
        operands, _ = get_op("aten.type_as").sample(RandomChooser(seed), pool)
        seen_as.add((pool[operands[0]].dtype, pool[operands[1]].dtype))
    assert seen_to == set(PAIRS) and seen_as == set(PAIRS) and copies == {False, True}
