"""Fills: the *_like and new_* ops, which read only their operand's shape (and dtype, when
`dtype` is None) and write new values: a constant, random draws, or nothing (empty_like,
new_empty); and the factories (zeros, ones, full, empty, arange), which read no tensor at all
(a node with no operands) and take their size from attributes.

A fill value reaches aten as a c10::Scalar and is converted with c10's checked conversion
(`check_fill`): a float fill on an integer dtype is truncated toward zero and must lie within
the dtype's range (NaN and +-inf never do); uint8 also takes the ints -255..-1 (two's
complement wrap, -1 -> 255); bool takes any number (v != 0, NaN -> True); a float dtype takes
any value up to its largest finite one, and +-inf and NaN (eager's fill of exactly one element
skips that range check for float16 and bfloat16 and rounds to +-inf: the catalog does not).
The catalog keeps integer fills within int64 (eager also takes [2^63, 2^64) as uint64 for float and bool results) and
rejects the float 2^63 for int64 (eager's cast of it is undefined behaviour in C++).
NaN fills are legal but never sampled: attributes must survive a JSON round trip with ==."""

from __future__ import annotations

import math
from typing import Any, Callable, Mapping, Sequence

from ..calls import attr, call, dtype, operand
from ..choice import Chooser
from ..dtypes import ALL_DTYPES, FLOAT_DTYPES, INTEGER_DTYPES, is_float
from ..tensor_spec import TensorSpec
from .registry import NaNBits, OpSpec, Pool, Sample, Values, register
from .rules import arity, as_int64, as_int_list, attr_keys, exact, opt_dtype, pick

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


# -- fill values ----------------------------------------------------------

def check_fill(fill: Any, dtype: str, what: str) -> None:
    """Raise ValueError unless eager converts the Scalar `fill` into `dtype` (module doc)."""
    if type(fill) not in (int, float, bool):
        raise ValueError(f"{what} must be a number or bool, got {fill!r}")
    if type(fill) is int:
        as_int64(fill, what)
    if dtype == "bool" or type(fill) is bool:
        return
    if dtype in INT_RANGE:
        lo, hi = INT_RANGE[dtype]
        if type(fill) is int and dtype == "uint8":
            lo = -255  # c10 lets negative ints wrap into unsigned types
        if not lo <= fill <= hi:  # NaN compares false, +-inf fall outside
            raise ValueError(f"{what} {fill} overflows {dtype}")
        return
    if fill != fill:
        return
    try:
        overflows = abs(float(fill)) > FLOAT_MAX[dtype] and abs(fill) != float("inf")
    except OverflowError:
        overflows = True
    if overflows:
        raise ValueError(f"{what} {fill} overflows {dtype}")


def sample_fill(ch: Chooser, dtype: str) -> Any:
    """A fill value for `dtype` from its edges: range ends, -0.0, truncated floats, +-inf."""
    if dtype == "bool":
        return ch.choice([True, False, 0, 1, 2, -1, 0.5, -0.0, float("inf"), -2**63])
    if dtype in INT_RANGE:
        lo, hi = INT_RANGE[dtype]
        ints = [0, 1, lo, hi, ch.integer(lo, hi), True] + ([-1, -255] if dtype == "uint8" else [-1])
        top = 2.0**62 if dtype == "int64" else hi - 0.5  # float(INT64_MAX) is 2^63: rejected
        floats = [-0.0, 0.5, 1.9, top, float(lo)] + ([] if dtype == "uint8" else [-0.5, -1.9, lo + 0.5])
        return ch.choice(ints) if ch.chance(0.6) else ch.choice(floats)
    big = FLOAT_MAX[dtype]
    return ch.choice([0.0, -0.0, 1.5, -2.25, 3, 65504.0, 1e-3, True, ch.integer(-1000, 1000) / 8,
                      big, -big, float("inf"), float("-inf")])


# -- full_like --------------------------------------------------------------

def _full_like_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    result = like_infer("aten.full_like", {"fill_value"})(ops, attrs)
    check_fill(attrs["fill_value"], result.dtype, "aten.full_like fill_value")
    return result


def _full_like_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    if x is None:
        return None
    result_dtype = like_dtype(ch, pool[x].dtype, ALL_DTYPES)
    return [x], {"fill_value": sample_fill(ch, result_dtype or pool[x].dtype), "dtype": result_dtype}


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


# -- new_*: a `size` of new values, the operand's dtype unless `dtype` says ------------

def sample_size(ch: Chooser, pool: Pool) -> list[int]:
    """A `size` attribute: a pool tensor's shape half the time (so results combine with it),
    else rank 0-4 with dims up to 5, 0 and 1 first, like generated shapes."""
    if pool and ch.chance(0.5):
        return list(ch.choice(list(pool.values())).shape)
    return [ch.choice([0, 1, 1, 2, 3, 4, 5]) for _ in range(ch.integer(0, 4))]


def _size(attrs: Mapping[str, Any], op: str) -> tuple[int, ...]:
    size = as_int_list(attrs["size"], f"{op} size")
    if any(n < 0 for n in size):
        raise ValueError(f"{op}: negative dimension in size {size}")
    return tuple(size)


def _new(short: str, values: Values, nan: NaNBits, fill: bool = False) -> OpSpec:
    op = f"aten.{short}"
    keys = {"size", "dtype"} | ({"fill_value"} if fill else set())

    def infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
        arity(ops, 1, op)
        attr_keys(attrs, keys, set(), op)
        result = TensorSpec(_size(attrs, op), opt_dtype(attrs, ops[0].dtype))
        if fill:  # the operand's dtype, whatever the fill value's type
            check_fill(attrs["fill_value"], result.dtype, f"{op} fill_value")
        return result

    def sample(ch: Chooser, pool: Pool) -> Sample | None:
        x = pick(ch, pool, lambda s: True)
        if x is None:
            return None
        attrs: dict[str, Any] = {"size": sample_size(ch, pool), "dtype": like_dtype(ch, pool[x].dtype, ALL_DTYPES)}
        if fill:
            attrs["fill_value"] = sample_fill(ch, attrs["dtype"] or pool[x].dtype)
        return [x], attrs

    args = [operand("input"), attr("size")] + ([attr("fill_value")] if fill else [])
    return register(OpSpec(
        name=op, family="fills", values=lambda a, r: values, infer=infer, sample=sample,
        calls=(call(f"{op}.default", *args, kwargs=[dtype()]),), nan=nan, shape_only=True))


_new("new_zeros", Values.EXACT, NaNBits.FILLS)
_new("new_ones", Values.EXACT, NaNBits.FILLS)
_new("new_full", Values.EXACT, NaNBits.FILLS, fill=True)
_new("new_empty", Values.UNDEFINED, NaNBits.UNDEFINED)


# -- factories: no tensor operand; size, dtype and values from attributes -------------

def scalar_dtype(value: Any) -> str:
    """The dtype PyTorch infers from a Python scalar (default dtype float32)."""
    return {bool: "bool", int: "int64"}.get(type(value), "float32")


def _factory(short: str, target: str, values: Values, nan: NaNBits, fill: bool = False) -> OpSpec:
    op = f"aten.{short}"
    keys = {"size", "dtype"} | ({"fill_value"} if fill else set())

    def infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
        arity(ops, 0, op)
        attr_keys(attrs, keys, set(), op)
        if not fill:
            return TensorSpec(_size(attrs, op), opt_dtype(attrs, "float32"))
        value = attrs["fill_value"]
        result = TensorSpec(_size(attrs, op), opt_dtype(attrs, scalar_dtype(value)))
        check_fill(value, result.dtype, f"{op} fill_value")
        return result

    def sample(ch: Chooser, pool: Pool) -> Sample | None:
        if not pool:  # a Program needs an input all the same
            return None
        attrs: dict[str, Any] = {"size": sample_size(ch, pool), "dtype": None if ch.chance(0.5)
                                 else ch.choice(list(ALL_DTYPES))}
        if fill:  # with dtype None the fill value's type decides: bool, int64 or float32
            attrs["fill_value"] = sample_fill(ch, attrs["dtype"] or ch.choice(["bool", "int64", "float32"]))
        return [], attrs

    args = [attr("size")] + ([attr("fill_value")] if fill else [])
    return register(OpSpec(
        name=op, family="fills", values=lambda a, r: values, infer=infer, sample=sample,
        calls=(call(target, *args, kwargs=[dtype()]),), nan=nan))


_factory("zeros", "aten.zeros.default", Values.EXACT, NaNBits.FILLS)
_factory("ones", "aten.ones.default", Values.EXACT, NaNBits.FILLS)
_factory("full", "aten.full.default", Values.EXACT, NaNBits.FILLS, fill=True)
_factory("empty", "aten.empty.memory_format", Values.UNDEFINED, NaNBits.UNDEFINED)


# -- arange: values start + i * step, i < ceil((end - start) / step) ----------------------
# Eager's length rule (ATen RangeUtils.h): int64 results truncate start, end and step to
# int64 and divide exactly, (end - start + step - sign(step)) / step; every other dtype takes
# ceil((end - start) / step) in double, so 0.1 + 3 * 0.1 as end gives four elements. Int
# arguments give int64, any float one the default float32; integer results convert start and
# step to int64 first (a float step of 0.5 gives a constant run), and wrap on overflow.
EXACT_INTEGERS = {"float16": 2**11, "bfloat16": 2**8, "float32": 2**24, "float64": 2**53}


def _arange_args(attrs: Mapping[str, Any]) -> tuple[Any, Any, Any]:
    return attrs.get("start", 0), attrs["end"], attrs.get("step", 1)


def _arange_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 0, "aten.arange")
    attr_keys(attrs, {"end", "dtype"}, {"start", "step"}, "aten.arange")
    if "step" in attrs and "start" not in attrs:
        raise ValueError("aten.arange: no overload takes a step without a start")
    args = _arange_args(attrs)
    for v in args:
        if type(v) not in (int, float):
            raise ValueError(f"aten.arange: bounds and step must be int or float (bool is not generated), got {v!r}")
        if type(v) is int:
            as_int64(v, "aten.arange argument")
    result = opt_dtype(attrs, "float32" if any(type(v) is float for v in args) else "int64")
    if result == "bool":
        raise ValueError("aten.arange: not implemented for bool")
    start, end, step = (float(v) for v in args)
    if not (step > 0 or step < 0):
        raise ValueError("aten.arange: step must be nonzero")
    if not (math.isfinite(start) and math.isfinite(end)):
        raise ValueError(f"aten.arange: unsupported range {start} -> {end}")
    if not math.isfinite(step):
        # Eager takes arange(-1.25, -1.25, inf) (empty), torch.export rejects it: "step must
        # be finite" (a campaign's internal error, seed 4242 program 101).
        raise ValueError(f"aten.arange: step {step} is not finite (torch.export rejects it)")
    if not (step > 0 and end >= start or step < 0 and end <= start):
        raise ValueError("aten.arange: upper bound and lower bound inconsistent with step sign")
    if result in INT_RANGE and not all(abs(v) < 2.0**63 for v in args if type(v) is float):
        raise ValueError("aten.arange: an argument overflows the int64 accumulator")
    if result in ("float16", "bfloat16") and any(math.isfinite(v) and abs(v) > FLOAT_MAX["float32"] for v in args):
        raise ValueError("aten.arange: an argument overflows the float accumulator")
    if result in INT_RANGE and int(step) == 0:
        # Eager takes arange(0.0, 0.05, 0.1, dtype=uint8) (one element, a constant run), but
        # torch.export's arange converts step to the integer dtype first and rejects it.
        raise ValueError(f"aten.arange: step {step} truncates to 0 for {result} (torch.export rejects it)")
    if result == "int64":
        xstart, xend, xstep = (int(v) for v in args)  # int() truncates toward zero, as C++ does
        if xstep == 0:
            raise ValueError("aten.arange: step must be nonzero (after truncation to int64)")
        num = xend - xstart + xstep - (1 if xstep > 0 else -1)
        if max(abs(xend - xstart), abs(num)) > INT_RANGE["int64"][1]:
            raise ValueError("aten.arange: the range overflows int64")
        size = abs(num) // abs(xstep) * (1 if (num >= 0) == (xstep > 0) else -1)  # C++ division truncates
    else:
        quotient = (end - start) / step
        if not math.isfinite(quotient) or quotient > INT_RANGE["int64"][1]:
            raise ValueError("aten.arange: invalid size, possible overflow")
        size = math.ceil(quotient)
        if all(type(v) is int for v in args) and math.ceil((args[1] - args[0]) / args[2]) != size:
            # Eager rounds int bounds to double before subtracting (2**63 - 16 and 2**63 - 17
            # are one double: no element); torch.export's meta kernel subtracts the ints (one
            # element). PyTorch disagrees with itself: refused (mutate test, seed 17).
            raise ValueError("aten.arange: eager's double length rule and torch.export's exact one disagree")
    if size < 0:
        raise ValueError("aten.arange: invalid size")
    return TensorSpec((size,), result)


def _arange_values(attrs: Mapping[str, Any], result: TensorSpec) -> Values:
    """Exact where eager and compiled code agree on every value: integer results (modular),
    and float results of int arguments whose every partial sum is an exact integer there."""
    if result.dtype in INT_RANGE:
        return Values.EXACT
    start, end, step = _arange_args(attrs)
    if any(type(v) is float for v in (start, end, step)):
        return Values.INEXACT  # eager accumulates in double (float for 16-bit types)
    largest = max(abs(start), abs(end), abs(step) * result.numel, abs(start + step * result.numel))
    return Values.EXACT if largest <= EXACT_INTEGERS[result.dtype] else Values.INEXACT


def _arange_candidate(ch: Chooser) -> dict[str, Any]:
    form = ch.choice(["end", "start", "step", "step", "step"])
    n = ch.choice([0, 1, 1, 2, 3, 4, 5])
    attrs: dict[str, Any] = {}
    if ch.chance(0.6):  # integers: end chosen so that the length rule gives n
        step = ch.choice([1, 2, 3, 7, -1, -2, -5]) if form == "step" else 1
        start = ch.choice([0, 1, -1, -3, ch.integer(-10, 10), 120, 250, 2**31 - 2, 2**63 - 16, -2**63])
        start = 0 if form == "end" else start
        sign = 1 if step > 0 else -1
        end: Any = start if n == 0 else start + (n - 1) * step + sign * ch.integer(1, abs(step))
    else:  # at least one float: the double length rule, truncation for integer dtypes
        step = ch.choice([0.5, 0.3, 0.1, -0.25, -1.5, 2, 1.0, float("inf")]) if form == "step" else 1
        start = 0 if form == "end" else ch.choice([0.0, -0.0, 0.5, -1.25, 0.1, 1, -2])
        end = start + (ch.choice([n, n - 0.5]) * step if math.isfinite(step) else ch.choice([0, 1.5]))
        end = float(end)
    if form != "end":
        attrs["start"] = start
    if form == "step":
        attrs["step"] = step
    attrs["end"] = end
    attrs["dtype"] = None if ch.chance(0.5) else ch.choice([d for d in ALL_DTYPES if d != "bool"])
    return attrs


def _arange_sample(ch: Chooser, pool: Pool) -> Sample | None:
    if not pool:  # a Program needs an input all the same
        return None
    for _ in range(8):  # some draws break eager's rules (an int64 step truncated to 0): draw again
        attrs = _arange_candidate(ch)
        try:
            _arange_infer([], attrs)
        except ValueError:
            continue
        return [], attrs
    return [], {"end": 3, "dtype": None}


register(OpSpec(
    name="aten.arange", family="fills", values=_arange_values, infer=_arange_infer, sample=_arange_sample,
    calls=(call("aten.arange.default", attr("end"), kwargs=[dtype()]),
           call("aten.arange.start", attr("start"), attr("end"), kwargs=[dtype()]),
           call("aten.arange.start_step", attr("start"), attr("end"), attr("step"), kwargs=[dtype()])),
    pick_call=lambda a: 2 if "step" in a else 1 if "start" in a else 0,
    # computed, never NaN (eager rejects non-finite bounds): no NaN bits to define
    nan=NaNBits.UNDEFINED,
))
