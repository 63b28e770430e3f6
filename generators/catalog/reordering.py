"""Reordering: ops that move every element somewhere else (roll, permute)."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..calls import attr, call, operand
from ..choice import Chooser
from ..program import TensorSpec
from .registry import NaNBits, OpSpec, Pool, Sample, register
from .rules import arity, as_dim, as_int64, attr_keys, dim, exact, pick

# -- roll -----------------------------------------------------------------


def _roll_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.roll")
    attr_keys(attrs, {"shifts", "dims"}, set(), "aten.roll")
    shifts, dims = attrs["shifts"], attrs["dims"]
    if not isinstance(shifts, list) or not shifts:
        raise ValueError(f"aten.roll: shifts must be a non-empty list of integers, got {shifts!r}")
    for s in shifts:
        as_int64(s, "aten.roll shift")
    if not isinstance(dims, list):
        raise ValueError(f"aten.roll: dims must be a list, got {dims!r}")
    if dims:
        if len(dims) != len(shifts):
            raise ValueError(f"aten.roll: {len(shifts)} shifts for {len(dims)} dims")
        if ops[0].rank == 0:
            raise ValueError("aten.roll: dims given for a rank-0 tensor")
        norm = [as_dim(d, ops[0].rank, "aten.roll dim") for d in dims]
        if len(set(norm)) != len(norm):
            raise ValueError(f"aten.roll: repeated dims {dims}")
    elif len(shifts) != 1:
        raise ValueError("aten.roll: the dims-less form takes exactly one shift")
    return ops[0]


def _roll_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    if x is None:
        return None
    spec = pool[x]

    def shift(size: int) -> int:
        span = max(size, 1)
        return ch.choice([0, 1, -1, ch.integer(-3 * span, 3 * span), span, -span, span + 1])

    if spec.rank == 0 or ch.chance(0.15):
        return [x], {"shifts": [shift(spec.numel)], "dims": []}
    count = ch.integer(1, spec.rank)
    dims = list(range(spec.rank))
    picked = []
    for _ in range(count):
        d = dims.pop(ch.integer(0, len(dims) - 1))
        picked.append(dim(ch, spec.rank, d))
    return [x], {"shifts": [shift(spec.shape[d]) for d in picked], "dims": picked}


register(OpSpec(
    name="aten.roll", family="reordering", values=exact, infer=_roll_infer, sample=_roll_sample, core=True,
    nan=NaNBits.MOVES,
    known_limit=lambda ops, a: None if a.get("dims") else "roll without dims (the flatten form) is not decomposed "
                                                             "(limitation-roll-without-dims)",
    calls=(call("aten.roll.default", operand("input"), attr("shifts"), attr("dims")),),
))


# -- permute --------------------------------------------------------------

def _permute_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.permute")
    attr_keys(attrs, {"dims"}, set(), "aten.permute")
    x, dims = ops[0], attrs["dims"]
    if not isinstance(dims, list) or len(dims) != x.rank:
        raise ValueError(f"aten.permute: dims must list all {x.rank} dims, got {dims!r}")
    norm = [as_dim(d, x.rank, "aten.permute dim") for d in dims]
    if sorted(norm) != list(range(x.rank)):
        raise ValueError(f"aten.permute: {dims} is not a permutation")
    return TensorSpec(tuple(x.shape[d] for d in norm), x.dtype)


def _permute_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: s.rank >= 2)
    if x is None:
        return None
    dims = list(range(pool[x].rank))
    shuffled = [dims.pop(ch.integer(0, len(dims) - 1)) for _ in range(len(dims))]
    return [x], {"dims": shuffled}


register(OpSpec(
    name="aten.permute", family="reordering", values=exact, infer=_permute_infer, sample=_permute_sample,
    nan=NaNBits.MOVES,
    calls=(call("aten.permute.default", operand("input"), attr("dims")),),
))
