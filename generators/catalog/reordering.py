"""Reordering: ops that move every element somewhere else (roll, permute, flip, transpose,
swapaxes, movedim, pixel_shuffle and pixel_unshuffle). The ops that only change a shape (view,
reshape, squeeze...) are in shaping.py.

movedim with dim lists (movedim.intlist) reaches torch-mlir as itself but is not in the
Torch dialect (`torch.operator "torch.aten.movedim.intlist"`, which no pass lowers): a
known limitation; movedim with integer dims (movedim.int) is in the dialect.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..calls import attr, call, operand
from ..choice import Chooser
from ..tensor_spec import TensorSpec
from .registry import NaNBits, OpSpec, Pool, Sample, register
from .rules import arity, as_dim, as_int_list, as_symint, attr_keys, dim, exact, pick

# -- roll -----------------------------------------------------------------


def _roll_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.roll")
    attr_keys(attrs, {"shifts", "dims"}, set(), "aten.roll")
    shifts, dims = attrs["shifts"], attrs["dims"]
    if not isinstance(shifts, list) or not shifts:
        raise ValueError(f"aten.roll: shifts must be a non-empty list of integers, got {shifts!r}")
    for s in shifts:
        as_symint(s, "aten.roll shift")
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


# -- flip, transpose, movedim ---------------------------------------------------------------
# A rank-0 tensor takes dims 0 and -1 (PyTorch wraps a scalar's dims as if it had one).

def scalar_dim(value: Any, rank: int, what: str) -> int:
    """A dim as PyTorch's maybe_wrap_dim reads it: in [-rank, rank), [-1, 0] for rank 0."""
    return as_dim(value, max(rank, 1), what)


def _distinct(dims: list[int], rank: int, op: str) -> list[int]:
    norm = [scalar_dim(d, rank, f"{op} dim") for d in dims]
    if len(set(norm)) != len(norm):
        raise ValueError(f"{op}: dims {dims} repeat a dim")
    return norm


def _flip_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.flip")
    attr_keys(attrs, {"dims"}, set(), "aten.flip")
    _distinct(as_int_list(attrs["dims"], "aten.flip dims"), ops[0].rank, "aten.flip")
    return ops[0]


def some_dims(ch: Chooser, rank: int) -> list[int]:
    """Distinct dims in any order, each spelled either way: none, one, several or all."""
    dims = list(range(max(rank, 1)))
    n = ch.choice([0, 1, len(dims), ch.integer(0, len(dims))])
    return [dim(ch, max(rank, 1), dims.pop(ch.integer(0, len(dims) - 1))) for _ in range(n)]


def _flip_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    return None if x is None else ([x], {"dims": some_dims(ch, pool[x].rank)})


register(OpSpec(
    name="aten.flip", family="reordering", values=exact, infer=_flip_infer, sample=_flip_sample,
    nan=NaNBits.MOVES,
    calls=(call("aten.flip.default", operand("input"), attr("dims")),),
    known_limit=lambda ops, a: "flip of a rank-0 tensor is not lowered (limitation-flip-rank0)"
    if ops[0].rank == 0 and a.get("dims") else None,
))


def _transpose_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.transpose")
    attr_keys(attrs, {"dim0", "dim1"}, set(), "aten.transpose")
    x = ops[0]
    a = scalar_dim(attrs["dim0"], x.rank, "aten.transpose dim0")
    b = scalar_dim(attrs["dim1"], x.rank, "aten.transpose dim1")
    if x.rank == 0:
        return x
    shape = list(x.shape)
    shape[a], shape[b] = shape[b], shape[a]
    return TensorSpec(tuple(shape), x.dtype)


def two_dims(ch: Chooser, rank: int) -> tuple[int, int]:
    """Two dims, the same one a fifth of the time, each spelled either way."""
    n = max(rank, 1)
    a = ch.integer(0, n - 1)
    b = a if ch.chance(0.2) else ch.choice([0, n - 1, ch.integer(0, n - 1)])
    return dim(ch, n, a), dim(ch, n, b)


def _transpose_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    if x is None:
        return None
    a, b = two_dims(ch, pool[x].rank)
    return [x], {"dim0": a, "dim1": b}


register(OpSpec(
    name="aten.transpose", family="reordering", values=exact, infer=_transpose_infer, sample=_transpose_sample,
    nan=NaNBits.MOVES,
    calls=(call("aten.transpose.int", operand("input"), attr("dim0"), attr("dim1")),),
))


# swapaxes is transpose under NumPy's name; it is not in the Torch dialect, so the importer
# brings it in as a default user's export does: PyTorch decomposes it (a view) to transpose.int.
def _swapaxes_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    attr_keys(attrs, {"axis0", "axis1"}, set(), "aten.swapaxes")
    return _transpose_infer(ops, {"dim0": attrs["axis0"], "dim1": attrs["axis1"]})


def _swapaxes_sample(ch: Chooser, pool: Pool) -> Sample | None:
    picked = _transpose_sample(ch, pool)
    return None if picked is None else (picked[0], {"axis0": picked[1]["dim0"], "axis1": picked[1]["dim1"]})


register(OpSpec(
    name="aten.swapaxes", family="reordering", values=exact, infer=_swapaxes_infer, sample=_swapaxes_sample,
    nan=NaNBits.MOVES,
    calls=(call("aten.swapaxes.default", operand("input"), attr("axis0"), attr("axis1")),),
))


# movedim: `source` and `destination` both integers (movedim.int) or both lists of the same
# length without repeats (movedim.intlist, which is not in the Torch dialect: a limitation).

def _movedim_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.movedim")
    attr_keys(attrs, {"source", "destination"}, set(), "aten.movedim")
    x, src, dst = ops[0], attrs["source"], attrs["destination"]
    if isinstance(src, list) != isinstance(dst, list):
        raise ValueError("aten.movedim: source and destination must both be integers or both lists")
    src_l = _distinct(as_int_list(src, "aten.movedim source") if isinstance(src, list) else [src], x.rank,
                      "aten.movedim source")
    dst_l = _distinct(as_int_list(dst, "aten.movedim destination") if isinstance(dst, list) else [dst], x.rank,
                      "aten.movedim destination")
    if len(src_l) != len(dst_l):
        raise ValueError(f"aten.movedim: {len(src_l)} source dims for {len(dst_l)} destinations")
    if x.rank == 0:
        return x
    order: list[int | None] = [None] * x.rank
    for s, d in zip(src_l, dst_l):
        order[d] = s
    rest = iter(d for d in range(x.rank) if d not in src_l)
    perm = [s if s is not None else next(rest) for s in order]
    return TensorSpec(tuple(x.shape[d] for d in perm), x.dtype)


def _movedim_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    if x is None:
        return None
    rank = pool[x].rank
    if ch.chance(0.75):
        a, b = two_dims(ch, rank)
        return [x], {"source": a, "destination": b}
    src = some_dims(ch, rank)
    dsts = list(range(max(rank, 1)))
    return [x], {"source": src, "destination": [dim(ch, max(rank, 1), dsts.pop(ch.integer(0, len(dsts) - 1)))
                                                for _ in src]}


register(OpSpec(
    name="aten.movedim", family="reordering", values=exact, infer=_movedim_infer, sample=_movedim_sample,
    nan=NaNBits.MOVES,
    calls=(call("aten.movedim.int", operand("input"), attr("source"), attr("destination")),
           call("aten.movedim.intlist", operand("input"), attr("source"), attr("destination"))),
    pick_call=lambda a: 1 if isinstance(a.get("source"), list) else 0,
    known_limit=lambda ops, a: "movedim with dim lists (movedim.intlist) is not in the Torch dialect "
                               "(limitation-movedim-intlist-not-in-torch-dialect)"
                               if isinstance(a.get("source"), list) else None,
))


# -- pixel_shuffle / pixel_unshuffle -----------------------------------------------------
# (..., C*r*r, H, W) <-> (..., C, H*r, W*r): rank >= 3, r >= 1 dividing what it must divide;
# eager's pixel_unshuffle returns an input without elements unchanged (its shape too), while
# its meta kernel, and so torch.export, give the unshuffled shape: a reference that disagrees
# with itself, so an empty input to pixel_unshuffle is refused.

def _pixel_infer(op: str, shuffle: bool):
    def infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
        arity(ops, 1, op)
        key = "upscale_factor" if shuffle else "downscale_factor"
        attr_keys(attrs, {key}, set(), op)
        x, r = ops[0], attrs[key]
        if type(r) is not int or r < 1:
            raise ValueError(f"{op}: {key} must be a positive integer, got {r!r}")
        if x.rank < 3:
            raise ValueError(f"{op}: input must have at least 3 dims, got rank {x.rank}")
        *batch, c, h, w = x.shape
        if x.numel == 0 and not shuffle:
            raise ValueError(f"{op}: an empty input: eager returns it unchanged, its meta kernel "
                             "and torch.export unshuffle its shape")
        if shuffle:
            if c % (r * r):
                raise ValueError(f"{op}: channels {c} not divisible by {r}^2")
            return TensorSpec((*batch, c // (r * r), h * r, w * r), x.dtype)
        if h % r or w % r:
            raise ValueError(f"{op}: height {h} and width {w} must be divisible by {r}")
        return TensorSpec((*batch, c * r * r, h // r, w // r), x.dtype)
    return infer


def _pixel_sample(shuffle: bool):
    def sample(ch: Chooser, pool: Pool) -> Sample | None:
        def factors(s: TensorSpec) -> list[int]:
            if s.rank < 3:
                return []
            c, h, w = s.shape[-3:]
            return [r for r in (1, 2, 3) if (c % (r * r) == 0 if shuffle else h % r == 0 and w % r == 0)]
        x = pick(ch, pool, lambda s: bool(factors(s)) and (shuffle or s.numel > 0))
        if x is None:
            return None
        return [x], {"upscale_factor" if shuffle else "downscale_factor": ch.choice(factors(pool[x]))}
    return sample


for _name, _shuffle in (("pixel_shuffle", True), ("pixel_unshuffle", False)):
    register(OpSpec(
        name=f"aten.{_name}", family="reordering", values=exact, infer=_pixel_infer(f"aten.{_name}", _shuffle),
        sample=_pixel_sample(_shuffle), nan=NaNBits.MOVES,
        calls=(call(f"aten.{_name}.default", operand("input"),
                    attr("upscale_factor" if _shuffle else "downscale_factor")),),
    ))
