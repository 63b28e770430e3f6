"""Fills: the *_like ops, which read only their operand's shape (and dtype, when `dtype`
is None) and write new values: a constant, random draws, or nothing (empty_like)."""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from ..calls import attr, call, dtype, operand
from ..choice import Chooser
from ..dtypes import ALL_DTYPES, FLOAT_DTYPES, INTEGER_DTYPES, is_float
from ..program import TensorSpec
from .registry import NaNBits, OpSpec, Pool, Sample, Values, register
from .rules import arity, as_int64, attr_keys, exact, opt_dtype, pick

FLOAT_MAX = {"float16": 65504.0, "bfloat16": 3.3895313892515355e38,
             "float32": 3.4028234663852886e38, "float64": 1.7976931348623157e308}
INT_RANGE = {"bool": (0, 1), "uint8": (0, 255), "int8": (-128, 127), "int16": (-2**15, 2**15 - 1),
             "int32": (-2**31, 2**31 - 1), "int64": (-2**63, 2**63 - 1)}


def like_infer(op: str, extra: set[str], float_only: bool = False):
    """`infer` of a *_like op: the operand's shape, `dtype` or the operand's dtype. `extra`
    names further attributes, "?name" an optional one."""
    def infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
        arity(ops, 1, op)
        attr_keys(attrs, {"dtype"} | {k for k in extra if not k.startswith("?")},
                  {k[1:] for k in extra if k.startswith("?")}, op)
        result = opt_dtype(attrs, ops[0].dtype)
        if float_only and not is_float(result):
            raise ValueError(f"{op}: result dtype must be floating point, got {result}")
        return TensorSpec(ops[0].shape, result)
    return infer


def like_dtype(ch: Chooser, src: str, allowed: Sequence[str]) -> str | None:
    """dtype=None (keep the input's) half the time when allowed, else an explicit one."""
    if src in allowed and ch.chance(0.5):
        return None
    return ch.choice(list(allowed))


def _simple_like(name: str, values: Values, nan: NaNBits, float_only: bool = False,
                 known_limit: Callable[[Sequence[TensorSpec], Mapping[str, Any]], str | None] = lambda o, a: None,
                 ) -> OpSpec:
    allowed = FLOAT_DTYPES if float_only else ALL_DTYPES

    def sample(ch: Chooser, pool: Pool) -> Sample | None:
        x = pick(ch, pool, lambda s: True)
        if x is None:
            return None
        return [x], {"dtype": like_dtype(ch, pool[x].dtype, allowed)}

    short = name.split(".")[1]
    law = {"rand_like": "uniform01", "randn_like": "normal"}.get(short)
    return register(OpSpec(
        name=name, family="fills", values=lambda a, r: values, infer=like_infer(name, set(), float_only),
        sample=sample, calls=(call(f"{name}.default", operand("input"), kwargs=[dtype()]),),
        value_range=(lambda a: (0.0, 1.0)) if short == "rand_like" else (lambda a: None), distribution=law,
        nan=nan, shape_only=True, core=True, known_limit=known_limit))


_simple_like("aten.empty_like", Values.UNDEFINED, NaNBits.UNDEFINED)
_simple_like("aten.zeros_like", Values.EXACT, NaNBits.FILLS)
_simple_like("aten.ones_like", Values.EXACT, NaNBits.FILLS)
_simple_like("aten.rand_like", Values.RANDOM, NaNBits.UNDEFINED, float_only=True,
             known_limit=lambda ops, a: "rand_like with an explicit dtype on a non-float input is not decomposed "
                                        "(limitation-rand-like-integer-input)"
             if a.get("dtype") is not None and not is_float(ops[0].dtype) else None)
_simple_like("aten.randn_like", Values.RANDOM, NaNBits.UNDEFINED, float_only=True)


# -- full_like --------------------------------------------------------------

def _full_like_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    result = like_infer("aten.full_like", {"fill_value"})(ops, attrs)
    fill = attrs["fill_value"]
    if type(fill) not in (int, float, bool):
        raise ValueError(f"aten.full_like: fill_value must be a number or bool, got {fill!r}")
    if result.dtype in INT_RANGE:
        if type(fill) is float:
            raise ValueError("aten.full_like: a float fill_value for an integer dtype")
        lo, hi = INT_RANGE[result.dtype]
        if not lo <= int(fill) <= hi:
            raise ValueError(f"aten.full_like: fill_value {fill} overflows {result.dtype}")
    else:
        try:
            overflows = abs(float(fill)) > FLOAT_MAX[result.dtype]
        except OverflowError:
            overflows = True
        if overflows:
            raise ValueError(f"aten.full_like: fill_value {fill} overflows {result.dtype}")
    return result


def _full_like_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    if x is None:
        return None
    result_dtype = like_dtype(ch, pool[x].dtype, ALL_DTYPES)
    result = result_dtype or pool[x].dtype
    if result == "bool":
        fill: Any = ch.choice([True, False, 0, 1])
    elif result in INT_RANGE:
        lo, hi = INT_RANGE[result]
        fill = ch.choice([0, 1, -1 if lo < 0 else 2, lo, hi, ch.integer(lo, hi), True])
    else:
        fill = ch.choice([0.0, -0.0, 1.5, -2.25, 3, 65504.0, 1e-3, True, ch.integer(-1000, 1000) / 8])
    return [x], {"fill_value": fill, "dtype": result_dtype}


register(OpSpec(
    name="aten.full_like", family="fills", values=exact, infer=_full_like_infer, sample=_full_like_sample,
    calls=(call("aten.full_like.default", operand("input"), attr("fill_value"), kwargs=[dtype()]),),
    nan=NaNBits.FILLS, shape_only=True, core=True,
))


# -- randint_like -------------------------------------------------------------

def _randint_like_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    result = like_infer("aten.randint_like", {"high", "?low"})(ops, attrs)
    if result.dtype == "bool":
        raise ValueError("aten.randint_like: bool results are not generated")
    low = as_int64(attrs.get("low", 0), "aten.randint_like low")
    high = as_int64(attrs["high"], "aten.randint_like high")
    if low >= high:
        raise ValueError(f"aten.randint_like: low {low} must be < high {high}")
    if result.dtype in INT_RANGE:
        lo, hi = INT_RANGE[result.dtype]
        if low < lo or high - 1 > hi:
            raise ValueError(f"aten.randint_like: [{low}, {high}) does not fit {result.dtype}")
    elif not -2048 <= low < high <= 2048:
        raise ValueError(f"aten.randint_like: [{low}, {high}) is not exact in {result.dtype}")
    return result


def _randint_like_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    if x is None:
        return None
    result_dtype = like_dtype(ch, pool[x].dtype, INTEGER_DTYPES + FLOAT_DTYPES)
    result = result_dtype or pool[x].dtype
    floor = 0 if result == "uint8" else -100
    attrs: dict[str, Any] = {"dtype": result_dtype}
    if ch.chance(0.5):
        attrs["high"] = ch.integer(floor + 1, 100)
        attrs["low"] = ch.integer(floor, attrs["high"] - 1)
    else:  # low defaults to 0
        attrs["high"] = ch.integer(1, 100)
    return [x], attrs


register(OpSpec(
    name="aten.randint_like", family="fills", values=lambda a, r: Values.RANDOM, infer=_randint_like_infer,
    sample=_randint_like_sample,
    calls=(call("aten.randint_like.default", operand("input"), attr("high"), kwargs=[dtype()]),
           call("aten.randint_like.low_dtype", operand("input"), attr("low"), attr("high"), kwargs=[dtype()])),
    pick_call=lambda a: 1 if "low" in a else 0,
    value_range=lambda a: (float(a.get("low", 0)), float(a["high"] - 1)),
    nan=NaNBits.UNDEFINED, shape_only=True, core=True,
    known_limit=lambda ops, a: "randint_like is not in the Torch dialect "
                               "(limitation-randint-like-not-in-torch-dialect)",
))
