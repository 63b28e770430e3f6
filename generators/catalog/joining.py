"""Joining: ops that put several tensors (or copies of one) together (cat)."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..calls import attr, call, operands
from ..choice import Chooser
from ..dtypes import promote
from ..program import TensorSpec
from .registry import NaNBits, OpSpec, Pool, Sample, register
from .rules import as_dim, attr_keys, dim, exact, pick


def is_legacy_empty(s: TensorSpec) -> bool:
    """PyTorch's cat skips 1-D tensors of shape [0] whatever the other shapes are."""
    return s.shape == (0,)


def _cat_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    attr_keys(attrs, {"dim"}, set(), "aten.cat")
    if not ops:
        raise ValueError("aten.cat needs at least one operand")
    real = [s for s in ops if not is_legacy_empty(s)] or [ops[0]]
    base = real[0]
    if base.rank == 0:
        raise ValueError("aten.cat: zero-dimensional tensors cannot be concatenated")
    d = as_dim(attrs["dim"], base.rank, "aten.cat dim")
    total = 0
    for s in real:
        if s.rank != base.rank:
            raise ValueError(f"aten.cat: ranks differ ({s.rank} vs {base.rank})")
        if any(a != b for i, (a, b) in enumerate(zip(s.shape, base.shape)) if i != d):
            raise ValueError(f"aten.cat: shapes {list(s.shape)} and {list(base.shape)} differ outside dim {d}")
        total += s.shape[d]
    dtype = ops[0].dtype
    for s in ops[1:]:
        dtype = promote(dtype, s.dtype)
    return TensorSpec(base.shape[:d] + (total,) + base.shape[d + 1:], dtype)


def _cat_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: s.rank > 0)
    if x is None:
        return None
    base = pool[x]
    d = ch.integer(0, base.rank - 1)
    same_dtype = ch.chance(0.7)

    def fits(s: TensorSpec) -> bool:
        if same_dtype and s.dtype != base.dtype:
            return False
        return s.rank == base.rank and all(a == b for i, (a, b) in enumerate(zip(s.shape, base.shape)) if i != d)

    partners = [n for n, s in pool.items() if fits(s)]
    legacy = [n for n, s in pool.items() if is_legacy_empty(s) and s.dtype == base.dtype and base.rank != 1]
    chosen = [x]
    for _ in range(ch.integer(0, 3)):
        if legacy and ch.chance(0.15):
            chosen.insert(ch.integer(0, len(chosen)), ch.choice(legacy))
        else:
            chosen.insert(ch.integer(0, len(chosen)), ch.choice(partners))
    return chosen, {"dim": dim(ch, base.rank, d)}


register(OpSpec(
    name="aten.cat", family="joining", values=exact, infer=_cat_infer, sample=_cat_sample, core=True,
    nan=NaNBits.MOVES,
    calls=(call("aten.cat.default", operands("tensors"), attr("dim")),),
))
