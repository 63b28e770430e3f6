"""Slicing: ops that keep a part of their operand (slice)."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..calls import attr, call, operand
from ..choice import Chooser
from ..program import TensorSpec
from .registry import NaNBits, OpSpec, Pool, Sample, register
from .rules import INT64_MAX, arity, as_dim, as_int64, attr_keys, dim, exact, pick


def _slice_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.slice.Tensor")
    attr_keys(attrs, {"dim", "start", "end", "step"}, set(), "aten.slice.Tensor")
    x = ops[0]
    if x.rank == 0:
        raise ValueError("aten.slice.Tensor: cannot slice a rank-0 tensor")
    d = as_dim(attrs["dim"], x.rank, "aten.slice.Tensor dim")
    start, end, step = attrs["start"], attrs["end"], as_int64(attrs["step"], "aten.slice.Tensor step")
    if step < 1:
        raise ValueError(f"aten.slice.Tensor: step must be >= 1, got {step}")
    for what, v in (("start", start), ("end", end)):
        if v is not None:
            as_int64(v, f"aten.slice.Tensor {what}")
    size = len(range(*slice(start, end, step).indices(x.shape[d])))
    return TensorSpec(x.shape[:d] + (size,) + x.shape[d + 1:], x.dtype)


def _slice_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: s.rank > 0)
    if x is None:
        return None
    spec = pool[x]
    d = ch.integer(0, spec.rank - 1)
    n = spec.shape[d]
    def old_bound() -> int | None:  # TODO(issue 11): rules.bound
        return ch.choice([None, 0, ch.integer(-n - 2, n + 2), -1, n, INT64_MAX, -INT64_MAX - 1])

    return [x], {
        "dim": dim(ch, spec.rank, d),
        "start": old_bound(), "end": old_bound(),
        "step": ch.choice([1, 1, 1, 2, 3, ch.integer(1, max(n + 1, 1))]),
    }


register(OpSpec(
    name="aten.slice.Tensor", family="slicing", values=exact, infer=_slice_infer, sample=_slice_sample, core=True,
    nan=NaNBits.MOVES,
    calls=(call("aten.slice.Tensor", operand("input"), attr("dim"), attr("start"), attr("end"), attr("step")),),
))
