"""Arithmetic glue: ops that let random programs combine and convert results (add, neg,
exact widening casts). They compute, so PyTorch does not define their NaN bit patterns."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..calls import call, dtype, operand
from ..choice import Chooser
from ..dtypes import ALL_DTYPES, can_widen_exactly, check_dtype, is_float, promote
from ..tensor_spec import TensorSpec
from .registry import NaNBits, OpSpec, Pool, Sample, Values, register
from .rules import arity, attr_keys, exact, pick


def _add_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 2, "aten.add.Tensor")
    attr_keys(attrs, set(), set(), "aten.add.Tensor")
    if ops[0].shape != ops[1].shape:
        raise ValueError(f"aten.add.Tensor: shapes {list(ops[0].shape)} and {list(ops[1].shape)} differ")
    return TensorSpec(ops[0].shape, promote(ops[0].dtype, ops[1].dtype))


def _add_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    if x is None:
        return None
    y = pick(ch, pool, lambda s: s.shape == pool[x].shape)
    return [x, y or x], {}


register(OpSpec(
    name="aten.add.Tensor", family="arithmetic", infer=_add_infer, sample=_add_sample,
    values=lambda a, r: Values.INEXACT if is_float(r.dtype) else Values.EXACT,
    calls=(call("aten.add.Tensor", operand("input"), operand("other", 1)),), nan=NaNBits.UNDEFINED,
))


def _neg_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.neg")
    attr_keys(attrs, set(), set(), "aten.neg")
    if ops[0].dtype == "bool":
        raise ValueError("aten.neg: not defined for bool")
    return ops[0]


def _neg_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: s.dtype != "bool")
    return None if x is None else ([x], {})


register(OpSpec(
    name="aten.neg", family="arithmetic", values=exact, infer=_neg_infer, sample=_neg_sample,
    calls=(call("aten.neg.default", operand("input")),), nan=NaNBits.UNDEFINED,
))


def _to_copy_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten._to_copy")
    attr_keys(attrs, {"dtype"}, set(), "aten._to_copy")
    result = check_dtype(attrs["dtype"])
    if not can_widen_exactly(ops[0].dtype, result):
        raise ValueError(f"aten._to_copy: {ops[0].dtype} -> {result} is not an exact widening")
    return TensorSpec(ops[0].shape, result)


def _to_copy_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: any(can_widen_exactly(s.dtype, d) for d in ALL_DTYPES))
    if x is None:
        return None
    return [x], {"dtype": ch.choice([d for d in ALL_DTYPES if can_widen_exactly(pool[x].dtype, d)])}


register(OpSpec(
    name="aten._to_copy", family="arithmetic", values=exact, infer=_to_copy_infer, sample=_to_copy_sample,
    calls=(call("aten._to_copy.default", operand("input"), kwargs=[dtype()]),),
    # A copy moves bits; a conversion computes them. taint.nan_policy tells which by the dtypes.
    nan=NaNBits.MOVES,
))
