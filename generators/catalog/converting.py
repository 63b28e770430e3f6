"""Converting: ops that give their operand's values another dtype, every pair of the catalog's
dtypes (to.dtype, type_as). `_to_copy` (arithmetic.py) stays the exact-widening cast.

What eager defines of a conversion (`conversion_kind`, checked against eager in
tests/test_catalog_converting.py), and so what the oracle may compare:
- float -> integer (not bool) is C++'s static_cast: undefined for NaN, +-inf and values out of
  the integer's range (eager's result depends on the compiler and the CPU; uint8 goes through
  int64 first). Inputs hold such values on purpose (eager.make_inputs), so the result is
  Values.UNDEFINED: shape and dtype are compared, its values never, as for empty_like.
- float64 -> float16 / bfloat16: eager rounds twice, through float32 (c10::Half and
  c10::BFloat16 are built from a float), so a correctly rounded conversion differs from it by
  one unit in the last place now and then: Values.INEXACT (torch.testing's tolerances).
- every other pair is exact: integer -> integer wraps (two's complement truncation), anything
  -> bool is `!= 0` (NaN -> True), bool -> anything is 0 or 1, integer -> float rounds to
  nearest even once (every integer a program holds is exact in float32 or far from a
  float16/bfloat16 tie), float -> wider float is exact, float32 -> float16/bfloat16 and
  float16 <-> bfloat16 round once.
NaN bits: NaNBits.MOVES, so a NaN keeps its bits only when no dtype changes (taint.py).

Both ops reach torch-mlir as themselves (torch.aten.to.dtype, torch.aten.type_as); torch.export
puts an `aten._assert_tensor_metadata` on the operand before to.dtype, which torch-mlir erases.
type_as reads only the dtype of `other`, but taint flows from both operands (conservative: a
tainted `other` hides a comparison, never makes a false one).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..calls import attr, call, dtype, operand
from ..choice import Chooser
from ..dtypes import ALL_DTYPES, check_dtype, is_float, is_integer
from ..tensor_spec import TensorSpec
from .registry import NaNBits, OpSpec, Pool, Sample, Values, register
from .rules import arity, attr_keys, pick

ROUNDED_TWICE = ("float16", "bfloat16")  # from float64, eager rounds through float32 first


def conversion_kind(source: str, result: str) -> Values:
    """What eager defines of converting `source` values to `result` (module doc)."""
    if is_float(source) and is_integer(result):
        return Values.UNDEFINED
    if source == "float64" and result in ROUNDED_TWICE:
        return Values.INEXACT
    return Values.EXACT


def strongest_conversion_kind(result: str) -> Values:
    """The kind of a conversion to `result` when the source dtype is not known."""
    order = [Values.EXACT, Values.INEXACT, Values.UNDEFINED]
    return max((conversion_kind(source, result) for source in ALL_DTYPES), key=order.index)


def _kind_of_first_operand(ops: Sequence[TensorSpec], attrs: Mapping[str, Any], result: TensorSpec) -> Values:
    return conversion_kind(ops[0].dtype, result.dtype)


def _target_dtype(ch: Chooser, source: str) -> str:
    """Any dtype, the operand's own a little more often (a conversion to itself is a no-op
    eager returns as an alias, or a copy with copy=True)."""
    return source if ch.chance(0.15) else ch.choice(list(ALL_DTYPES))


# -- to.dtype ---------------------------------------------------------------------------

def _to_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.to.dtype")
    attr_keys(attrs, {"dtype", "copy"}, set(), "aten.to.dtype")
    if type(attrs["copy"]) is not bool:
        raise ValueError(f"aten.to.dtype: copy must be a bool, got {attrs['copy']!r}")
    return TensorSpec(ops[0].shape, check_dtype(attrs["dtype"]))


def _to_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    if x is None:
        return None
    return [x], {"dtype": _target_dtype(ch, pool[x].dtype), "copy": ch.chance(0.3)}


register(OpSpec(
    name="aten.to.dtype", family="converting", infer=_to_infer, sample=_to_sample,
    values=lambda a, r: strongest_conversion_kind(r.dtype), values_of=_kind_of_first_operand,
    calls=(call("aten.to.dtype", operand("input"), dtype(), kwargs=[attr("copy")]),),
    nan=NaNBits.MOVES,
))


# -- type_as ------------------------------------------------------------------------------

def _type_as_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 2, "aten.type_as")
    attr_keys(attrs, set(), set(), "aten.type_as")
    return TensorSpec(ops[0].shape, ops[1].dtype)


def _type_as_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    if x is None:
        return None
    # another dtype most of the time: `other` of any shape, zero-size too (only its dtype is read)
    others = [n for n, s in pool.items() if s.dtype != pool[x].dtype]
    other = ch.choice(others) if others and not ch.chance(0.15) else ch.choice(list(pool))
    return [x, other], {}


register(OpSpec(
    name="aten.type_as", family="converting", infer=_type_as_infer, sample=_type_as_sample,
    values=lambda a, r: strongest_conversion_kind(r.dtype), values_of=_kind_of_first_operand,
    calls=(call("aten.type_as.default", operand("input"), operand("other", 1)),),
    nan=NaNBits.MOVES,
))
