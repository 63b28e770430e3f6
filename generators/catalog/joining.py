"""Joining: ops that put several tensors (or copies of one) together (cat, stack, hstack,
vstack, repeat, tile, expand, broadcast_to, expand_as).

Every op here reaches torch-mlir as itself: torch.export (non-strict, no decomposition
table) keeps even the CompositeImplicitAutograd ones (hstack, vstack, tile, expand_as,
broadcast_to) undecomposed, as tests/test_catalog_import.py checks. vstack is not in the
Torch dialect (it imports as `torch.operator "torch.aten.vstack"`, which no pass lowers):
a known limitation at every application.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from ..calls import attr, call, operand, operands
from ..choice import Chooser
from ..dtypes import promote
from ..tensor_spec import MAX_RANK, TensorSpec
from .registry import NaNBits, OpSpec, Pool, Sample, register
from .rules import arity, as_dim, as_int_list, attr_keys, count, dim, exact, pick


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


# -- stack, hstack, vstack ------------------------------------------------------------
# stack inserts a new dim (no legacy-[0] skipping: every shape must be equal); hstack and
# vstack are cat after atleast_1d / atleast_2d (hstack joins along dim 0 when its first
# tensor is 1-D, else dim 1, and so skips legacy [0] tensors as cat does; atleast_2d makes
# a [0] tensor [1, 0], which vstack never skips). All three promote like cat.

def _promoted(ops: Sequence[TensorSpec]) -> str:
    dtype = ops[0].dtype
    for s in ops[1:]:
        dtype = promote(dtype, s.dtype)
    return dtype


def _stack_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    attr_keys(attrs, {"dim"}, set(), "aten.stack")
    if not ops:
        raise ValueError("aten.stack needs at least one operand")
    base = ops[0]
    for s in ops[1:]:
        if s.shape != base.shape:
            raise ValueError(f"aten.stack: shapes {list(s.shape)} and {list(base.shape)} differ")
    d = as_dim(attrs["dim"], base.rank + 1, "aten.stack dim")
    return TensorSpec(base.shape[:d] + (len(ops),) + base.shape[d:], _promoted(ops))


def _partners(ch: Chooser, pool: Pool, x: str, fits: Callable[[TensorSpec], bool], most: int = 3) -> list[str]:
    """`x` and 0..most partners that fit, inserted anywhere; one dtype 70% of the time."""
    same_dtype = ch.chance(0.7)
    names = [n for n, s in pool.items() if fits(s) and (not same_dtype or s.dtype == pool[x].dtype)]
    chosen = [x]
    for _ in range(ch.integer(0, most)):
        chosen.insert(ch.integer(0, len(chosen)), ch.choice(names or [x]))
    return chosen


def _stack_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: s.rank < MAX_RANK)
    if x is None:
        return None
    base = pool[x]
    chosen = _partners(ch, pool, x, lambda s: s.shape == base.shape)
    d = ch.choice([0, base.rank, ch.integer(0, base.rank)])  # the new dim may go first or last
    return chosen, {"dim": dim(ch, base.rank + 1, d)}


register(OpSpec(
    name="aten.stack", family="joining", values=exact, infer=_stack_infer, sample=_stack_sample,
    nan=NaNBits.MOVES,
    calls=(call("aten.stack.default", operands("tensors"), attr("dim")),),
))


def _atleast(s: TensorSpec, rank: int) -> TensorSpec:
    """atleast_1d / atleast_2d: a rank-0 tensor becomes [1] ([1, 1]), a 1-D one [n] ([1, n])."""
    return TensorSpec((1,) * (rank - s.rank) + s.shape, s.dtype) if s.rank < rank else s


def _hstack_dim(first: TensorSpec) -> int:
    return 0 if _atleast(first, 1).rank == 1 else 1


def _hstack_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    attr_keys(attrs, set(), set(), "aten.hstack")
    if not ops:
        raise ValueError("aten.hstack needs at least one operand")
    rep = [_atleast(s, 1) for s in ops]
    return _cat_infer(rep, {"dim": _hstack_dim(ops[0])})


def _vstack_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    attr_keys(attrs, set(), set(), "aten.vstack")
    if not ops:
        raise ValueError("aten.vstack needs at least one operand")
    return _cat_infer([_atleast(s, 2) for s in ops], {"dim": 0})


def _stack_like_sample(at_least: int) -> Callable[[Chooser, Pool], Sample | None]:
    """Operands that join after atleast_1d (hstack) / atleast_2d (vstack): rank-0 and 1-D
    tensors next to their promoted forms, and legacy [0] tensors hstack skips."""
    def sample(ch: Chooser, pool: Pool) -> Sample | None:
        x = pick(ch, pool, lambda s: True)
        if x is None:
            return None
        base = _atleast(pool[x], at_least)
        d = _hstack_dim(pool[x]) if at_least == 1 else 0

        def fits(s: TensorSpec) -> bool:
            t = _atleast(s, at_least)
            if at_least == 1 and is_legacy_empty(s) and base.rank != 1:
                return True
            return t.rank == base.rank and all(a == b for i, (a, b) in enumerate(zip(t.shape, base.shape)) if i != d)

        chosen = _partners(ch, pool, x, fits)
        if at_least == 1 and pool[x].rank >= 2:  # a 1-D first tensor would make hstack join along dim 0
            chosen.remove(x)
            chosen.insert(0, x)
        return chosen, {}
    return sample


register(OpSpec(
    name="aten.hstack", family="joining", values=exact, infer=_hstack_infer, sample=_stack_like_sample(1),
    nan=NaNBits.MOVES,
    calls=(call("aten.hstack.default", operands("tensors")),),
))

register(OpSpec(
    name="aten.vstack", family="joining", values=exact, infer=_vstack_infer, sample=_stack_like_sample(2),
    nan=NaNBits.MOVES,
    known_limit=lambda ops, a: "vstack is not in the Torch dialect (limitation-vstack-not-in-torch-dialect)",
    calls=(call("aten.vstack.default", operands("tensors")),),
))


# -- repeat, tile ------------------------------------------------------------------------
# Both multiply each (leading-1-padded) dim by a count. repeat needs a count for every dim
# (more adds leading dims); tile pads its counts with leading 1s when it has fewer. A
# negative count is rejected by torch.export's meta function even where eager CPU accepts
# it (a negative count on a size-0 dim), so infer rejects it too. Counts 0 and 1 first.

def _tiled(x: TensorSpec, counts: list[int], op: str) -> TensorSpec:
    for c in counts:
        if c < 0:
            raise ValueError(f"{op}: negative count {c}")
    rank = max(x.rank, len(counts))
    shape = (1,) * (rank - x.rank) + x.shape
    counts = [1] * (rank - len(counts)) + counts
    return TensorSpec(tuple(n * c for n, c in zip(shape, counts)), x.dtype)


def _repeat_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.repeat")
    attr_keys(attrs, {"repeats"}, set(), "aten.repeat")
    repeats = as_int_list(attrs["repeats"], "aten.repeat repeats")
    if len(repeats) < ops[0].rank:
        raise ValueError(f"aten.repeat: {len(repeats)} repeats for a rank-{ops[0].rank} tensor")
    return _tiled(ops[0], repeats, "aten.repeat")


def _tile_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.tile")
    attr_keys(attrs, {"dims"}, set(), "aten.tile")
    return _tiled(ops[0], as_int_list(attrs["dims"], "aten.tile dims"), "aten.tile")


SMALL = 4096  # the most elements a sampled repeat/tile/expand result may have


def _counts(ch: Chooser, x: TensorSpec, length: int) -> list[int]:
    """`length` counts, 0 and 1 first, kept so that the result stays small."""
    counts = [count(ch, 3) for _ in range(length)]
    while _tiled(x, counts, "").numel > max(SMALL, x.numel) and max(counts) > 1:
        counts[counts.index(max(counts))] = 1
    return counts


def _repeat_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    if x is None:
        return None
    rank = pool[x].rank
    length = ch.choice([rank, rank, ch.integer(rank, MAX_RANK)])  # as many counts as dims, or more
    return [x], {"repeats": _counts(ch, pool[x], length)}


def _tile_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    if x is None:
        return None
    rank = pool[x].rank
    length = ch.choice([0, rank, ch.integer(0, MAX_RANK)])  # none, as many as dims, fewer or more
    return [x], {"dims": _counts(ch, pool[x], length)}


register(OpSpec(
    name="aten.repeat", family="joining", values=exact, infer=_repeat_infer, sample=_repeat_sample,
    nan=NaNBits.MOVES,
    calls=(call("aten.repeat.default", operand("input"), attr("repeats")),),
))

register(OpSpec(
    name="aten.tile", family="joining", values=exact, infer=_tile_infer, sample=_tile_sample,
    nan=NaNBits.MOVES,
    calls=(call("aten.tile.default", operand("input"), attr("dims")),),
))


# -- expand, broadcast_to, expand_as -------------------------------------------------------
# The target size lists every existing dim (trailing) and any new leading dims: an existing
# dim keeps its size (spelled n or -1) or, when it is 1, takes any size >= 0 (0 included);
# a new leading dim takes any size >= 0 but never -1.

def _expanded(x: TensorSpec, size: list[int], op: str) -> TensorSpec:
    if len(size) < x.rank:
        raise ValueError(f"{op}: {len(size)} sizes for a rank-{x.rank} tensor")
    lead = len(size) - x.rank
    shape = []
    for i, n in enumerate(size):
        if i < lead:
            if n < 0:
                raise ValueError(f"{op}: size {n} in the new leading dim {i}")
            shape.append(n)
            continue
        old = x.shape[i - lead]
        if n == -1:
            n = old
        if n < 0 or (old != 1 and n != old):
            raise ValueError(f"{op}: size {n} does not keep or broadcast the size {old} of dim {i - lead}")
        shape.append(n)
    return TensorSpec(tuple(shape), x.dtype)


def _expand_infer(op: str, key: str) -> Callable[[Sequence[TensorSpec], Mapping[str, Any]], TensorSpec]:
    def infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
        arity(ops, 1, op)
        attr_keys(attrs, {key}, set(), op)
        return _expanded(ops[0], as_int_list(attrs[key], f"{op} {key}"), op)
    return infer


def _expand_size(ch: Chooser, x: TensorSpec) -> list[int]:
    lead = min(ch.choice([0, 0, 1, ch.integer(0, MAX_RANK)]), MAX_RANK - x.rank)  # new leading dims
    size = [count(ch, 3) for _ in range(lead)]
    for n in x.shape:
        size.append(ch.choice([-1, n, count(ch, 4)] if n == 1 else [-1, n]))
    if _expanded(x, size, "").numel > max(SMALL, x.numel):
        size = [-1] * x.rank
    return size


def _expand_sample(key: str) -> Callable[[Chooser, Pool], Sample | None]:
    def sample(ch: Chooser, pool: Pool) -> Sample | None:
        x = pick(ch, pool, lambda s: True)
        return None if x is None else ([x], {key: _expand_size(ch, pool[x])})
    return sample


register(OpSpec(
    name="aten.expand", family="joining", values=exact, infer=_expand_infer("aten.expand", "size"),
    sample=_expand_sample("size"), nan=NaNBits.MOVES,
    calls=(call("aten.expand.default", operand("input"), attr("size")),),
))

register(OpSpec(
    name="aten.broadcast_to", family="joining", values=exact, infer=_expand_infer("aten.broadcast_to", "size"),
    sample=_expand_sample("size"), nan=NaNBits.MOVES,
    calls=(call("aten.broadcast_to.default", operand("input"), attr("size")),),
))


def _expand_as_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 2, "aten.expand_as")
    attr_keys(attrs, set(), set(), "aten.expand_as")
    return _expanded(ops[0], list(ops[1].shape), "aten.expand_as")


def _expand_as_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    if x is None:
        return None

    def fits(s: TensorSpec) -> bool:
        try:
            return _expanded(pool[x], list(s.shape), "").numel <= max(SMALL, pool[x].numel)
        except ValueError:
            return False

    others = [n for n, s in pool.items() if n != x and fits(pool[n])]
    return [x, ch.choice(others) if others and ch.chance(0.9) else x], {}


register(OpSpec(
    name="aten.expand_as", family="joining", values=exact, infer=_expand_as_infer, sample=_expand_as_sample,
    nan=NaNBits.MOVES,
    calls=(call("aten.expand_as.default", operand("input"), operand("other", 1)),),
))
