"""Indexing: ops that read elements at computed positions (gather, take_along_dim, advanced
indexing `x[idx]` / `x[:, idx]`, diagonal, diag_embed, unfold, repeat_interleave).

Index tensors are array constants (arrays.py). Ranges are PyTorch's: gather takes indices in
[0, size) (eager rejects negative ones); take_along_dim and advanced indexing wrap them, so
[-size, size) is sampled (take_along_dim with dim None gathers from the flattened input
directly and rejects negative ones). Advanced indexing (aten.index.Tensor) takes a list of int64 or
int32 index tensors and None (a full slice, `:`); the index tensors broadcast together and
their shape replaces the indexed dims where those are adjacent, else it goes first (NumPy's
rule). A list of only None is an internal assert in eager and is never built; bool masks
give a data-dependent shape, which torch.export cannot keep, and are not generated.

Which overload reaches torch-mlir: aten.take_along_dim is not in the Torch dialect; the
importer brings it in as a default user's export does, through PyTorch's decomposition
(expand + remainder + gather: generators/importer.py, DECOMPOSED_AT_IMPORT).

diagonal and diag_embed: two distinct dims; for diagonal any offset up to slicing's
MAX_SLICE_STEP either way (the diagonal is empty past the matrix; eager takes any int64, but
torch.export's meta function multiplies the offset by a stride even for an empty diagonal, and
past that bound the product overflows), and small ones for diag_embed (its result grows with |offset|).
unfold: a window `size` in [0, dim size] and a step up to slicing's MAX_SLICE_STEP (the
view's stride is the dim's times step); a rank-0 input is a dim of
size 1. repeat_interleave.self_int: repeats >= 0, dim None flattens.
"""

from __future__ import annotations

import math
from typing import Any, Mapping, Sequence

from ..calls import array, arrays, attr, call, operand
from ..choice import Chooser
from ..tensor_spec import MAX_ELEMENTS, TensorSpec
from .arrays import array_spec, make_array, sample_index
from .registry import NaNBits, OpSpec, Pool, Sample, register
from .rules import arity, as_dim, as_int64, attr_keys, count, dim, exact, pick
from .selection import broadcast
from .slicing import MAX_SLICE_STEP

INDEX_DTYPES = ("int64", "int32")


def index_values(spec: Mapping[str, Any], size: int, what: str, negative: bool) -> None:
    """ValueError unless every index lies in [0, size) (or [-size, size) with `negative`)."""
    lo = -size if negative else 0
    bad = [v for v in spec["data"] if not lo <= v < size]
    if bad:
        raise ValueError(f"{what}: indices {bad[:4]} out of range [{lo}, {size})")


# -- gather -----------------------------------------------------------------------------

def _gather_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.gather")
    attr_keys(attrs, {"dim", "index"}, set(), "aten.gather")
    x = ops[0]
    index = array_spec(attrs["index"], "aten.gather index", ("int64",))
    d = as_dim(attrs["dim"], max(x.rank, 1), "aten.gather dim")
    if index.rank != x.rank and not (x.rank == 0 and index.rank <= 1):
        raise ValueError(f"aten.gather: index rank {index.rank} differs from the input's {x.rank}")
    shape = x.shape or (1,)
    for i, (n, m) in enumerate(zip(index.shape, shape)):
        if i != d and n > m:
            raise ValueError(f"aten.gather: index size {n} exceeds the input's {m} at dim {i}")
    index_values(attrs["index"], shape[d], "aten.gather", negative=False)
    return TensorSpec(index.shape, x.dtype)


def gather_index_shape(ch: Chooser, shape: tuple[int, ...], d: int,
                       source: tuple[int, ...] | None = None) -> list[int]:
    """An index shape for gather (or scatter from `source`) along `d`: each other dim at most
    the input's (and the source's); dim `d` any count for gather (0, 1, past the input's size),
    at most the source's for scatter; 0 where the input's dim `d` is empty (no index fits)."""
    out = []
    for i, n in enumerate(shape):
        if i == d:
            top = n + 2 if source is None else source[i]
            out.append(0 if n == 0 else min(count(ch, top), top))
        else:
            top = n if source is None else min(n, source[i])
            out.append(ch.choice([top, top, min(count(ch, top), top)]))
    return out


def _gather_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: s.rank > 0)
    if x is None:
        return None
    spec = pool[x]
    d = ch.integer(0, spec.rank - 1)
    shape = gather_index_shape(ch, spec.shape, d)
    index = make_array("int64", shape, sample_index(ch, shape, spec.shape[d]))
    return [x], {"dim": dim(ch, spec.rank, d), "index": index}


register(OpSpec(
    name="aten.gather", family="indexing", values=exact, infer=_gather_infer, sample=_gather_sample,
    nan=NaNBits.MOVES,
    calls=(call("aten.gather.default", operand("input"), attr("dim"), array("index")),),
))


# -- take_along_dim -----------------------------------------------------------------------

def _take_along_dim_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.take_along_dim")
    attr_keys(attrs, {"dim", "indices"}, set(), "aten.take_along_dim")
    x = ops[0]
    index = array_spec(attrs["indices"], "aten.take_along_dim indices", ("int64",))
    if attrs["dim"] is None:  # the flattened input
        # the flattened form gathers directly: negative indices fail there, unlike along a dim
        index_values(attrs["indices"], x.numel, "aten.take_along_dim", negative=False)
        return TensorSpec((index.numel,), x.dtype)
    if x.rank == 0 or index.rank != x.rank:
        raise ValueError(f"aten.take_along_dim: input rank {x.rank} and indices rank {index.rank} must be equal, "
                         "and not 0")
    d = as_dim(attrs["dim"], x.rank, "aten.take_along_dim dim")
    shape = list(broadcast([x.shape[:d] + (1,) + x.shape[d + 1:], index.shape[:d] + (1,) + index.shape[d + 1:]],
                           "aten.take_along_dim"))
    shape[d] = index.shape[d]
    if math.prod(shape) and x.shape[d] == 0:
        raise ValueError("aten.take_along_dim: indices into an empty dim")
    if math.prod(shape):
        index_values(attrs["indices"], x.shape[d], "aten.take_along_dim", negative=True)
    return TensorSpec(tuple(shape), x.dtype)


def _take_along_dim_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: s.numel > 0)
    if x is None:
        return None
    spec = pool[x]
    if spec.rank == 0 or ch.chance(0.2):
        shape = [count(ch, 4)]
        return [x], {"dim": None, "indices": make_array("int64", shape, sample_index(ch, shape, spec.numel))}
    d = ch.integer(0, spec.rank - 1)
    # the other dims: the input's, or 1 on either side (they broadcast)
    shape = [count(ch, n + 2) if i == d else ch.choice([n, n, 1]) for i, n in enumerate(spec.shape)]
    return [x], {"dim": dim(ch, spec.rank, d),
                 "indices": make_array("int64", shape, sample_index(ch, shape, spec.shape[d], True))}


register(OpSpec(
    name="aten.take_along_dim", family="indexing", values=exact, infer=_take_along_dim_infer,
    sample=_take_along_dim_sample, nan=NaNBits.MOVES,
    calls=(call("aten.take_along_dim.default", operand("input"), array("indices"), attr("dim")),),
))


# -- advanced indexing: aten.index.Tensor ---------------------------------------------

def indexed(x: TensorSpec, indices: Any, op: str) -> tuple[tuple[int, ...], list[int], tuple[int, ...]]:
    """(the result shape of x[indices], the indexed dims, the indices' broadcast shape);
    ValueError where eager fails."""
    if not isinstance(indices, list) or not 0 < len(indices) <= x.rank:
        raise ValueError(f"{op}: indices must be a list of 1 to {x.rank} entries (rank {x.rank})")
    dims = [i for i, a in enumerate(indices) if a is not None]
    if not dims:
        raise ValueError(f"{op}: at least one index must be a tensor")
    specs = [array_spec(indices[i], f"{op} indices[{i}]", INDEX_DTYPES) for i in dims]
    shape = broadcast([s.shape for s in specs], op)
    if math.prod(shape):
        for i in dims:
            index_values(indices[i], x.shape[i], op, negative=True)
    rest = [n for i, n in enumerate(x.shape) if i not in dims]
    if dims == list(range(dims[0], dims[-1] + 1)):  # adjacent: in place
        return x.shape[:dims[0]] + shape + x.shape[dims[-1] + 1:], dims, shape
    return shape + tuple(rest), dims, shape


def sample_indices(ch: Chooser, x: TensorSpec) -> list[Any]:
    """An indices list for x (rank >= 1): one dim (`x[idx]`, `x[:, idx]`), adjacent dims or
    apart; index tensors of a broadcast shape (all 0-d, or none), of int64 or int32."""
    rank = x.rank
    first = ch.integer(0, rank - 1)
    dims = [first]
    for d in range(first + 1, rank):
        if ch.chance(0.3):
            dims.append(d)
    empty = any(x.shape[d] == 0 for d in dims)
    shape = [0] if empty else [count(ch, 3) for _ in range(ch.choice([0, 1, 1, 2]))]
    dtype = ch.choice(["int64", "int64", "int32"])
    out: list[Any] = [None] * (dims[-1] + 1 if ch.chance(0.7) else rank)
    for d in dims:
        # Each index tensor's shape is a suffix of the broadcast shape, never 0-d beside
        # tensors of rank >= 1: torch.export's shape function for index.Tensor then takes
        # a 0-d index after a 1-d one as the result's batch shape ([[1], 0] into [4, 5, 3]:
        # eager [1, 3], exported [3]), and the exported graph disagrees with eager.
        own = shape if empty else [1 if ch.chance(0.2) else n for n in shape][ch.integer(0, max(0, len(shape) - 1)):]
        out[d] = make_array(dtype, own, sample_index(ch, own, x.shape[d], negative=True))
    return out


def _index_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.index.Tensor")
    attr_keys(attrs, {"indices"}, set(), "aten.index.Tensor")
    return TensorSpec(indexed(ops[0], attrs["indices"], "aten.index.Tensor")[0], ops[0].dtype)


def _index_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: s.rank > 0)
    return None if x is None else ([x], {"indices": sample_indices(ch, pool[x])})


register(OpSpec(
    name="aten.index.Tensor", family="indexing", values=exact, infer=_index_infer, sample=_index_sample,
    nan=NaNBits.MOVES,
    calls=(call("aten.index.Tensor", operand("input"), arrays("indices")),),
))


# -- diagonal / diag_embed --------------------------------------------------------------

def diagonal_shape(x: TensorSpec, attrs: Mapping[str, Any], op: str) -> tuple[int, ...]:
    if x.rank < 2:
        raise ValueError(f"{op}: input must have at least 2 dims, got rank {x.rank}")
    d1, d2 = as_dim(attrs["dim1"], x.rank, f"{op} dim1"), as_dim(attrs["dim2"], x.rank, f"{op} dim2")
    if d1 == d2:
        raise ValueError(f"{op}: diagonal dimensions cannot be identical {attrs['dim1']}, {attrs['dim2']}")
    offset = as_int64(attrs["offset"], f"{op} offset")
    if abs(offset) > MAX_SLICE_STEP:  # eager takes any int64; torch.export's meta does not
        raise ValueError(f"{op}: |offset| {offset} > {MAX_SLICE_STEP}: torch.export's meta function computes the "
                         "storage offset (offset times a stride) even for an empty diagonal, and it overflows int64")
    rows, cols = x.shape[d1], x.shape[d2]
    size = max(min(rows, cols - offset) if offset >= 0 else min(rows + offset, cols), 0)
    return tuple(n for i, n in enumerate(x.shape) if i not in (d1, d2)) + (size,)


def _diagonal_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.diagonal")
    attr_keys(attrs, {"offset", "dim1", "dim2"}, set(), "aten.diagonal")
    return TensorSpec(diagonal_shape(ops[0], attrs, "aten.diagonal"), ops[0].dtype)


def sample_diagonal(ch: Chooser, x: TensorSpec) -> dict[str, int]:
    d1 = ch.integer(0, x.rank - 1)
    d2 = ch.choice([d for d in range(x.rank) if d != d1])
    rows, cols = x.shape[d1], x.shape[d2]
    offset = ch.choice([0, 0, 1, -1, cols, cols + 1, -rows, -rows - 1, ch.integer(-rows - 1, cols + 1),
                        MAX_SLICE_STEP, -MAX_SLICE_STEP])
    return {"offset": offset, "dim1": dim(ch, x.rank, d1), "dim2": dim(ch, x.rank, d2)}


def _diagonal_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: s.rank >= 2)
    return None if x is None else ([x], sample_diagonal(ch, pool[x]))


register(OpSpec(
    name="aten.diagonal", family="indexing", values=exact, infer=_diagonal_infer, sample=_diagonal_sample,
    nan=NaNBits.MOVES,
    calls=(call("aten.diagonal.default", operand("input"), attr("offset"), attr("dim1"), attr("dim2")),),
))


def _diag_embed_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.diag_embed")
    attr_keys(attrs, {"offset", "dim1", "dim2"}, set(), "aten.diag_embed")
    x = ops[0]
    if x.rank == 0:
        raise ValueError("aten.diag_embed: input must have at least 1 dim")
    rank = x.rank + 1
    d1, d2 = as_dim(attrs["dim1"], rank, "aten.diag_embed dim1"), as_dim(attrs["dim2"], rank, "aten.diag_embed dim2")
    if d1 == d2:
        raise ValueError("aten.diag_embed: diagonal dimensions cannot be identical")
    offset = as_int64(attrs["offset"], "aten.diag_embed offset")
    n = x.shape[-1] + abs(offset)
    if n > MAX_ELEMENTS:
        raise ValueError(f"aten.diag_embed: offset {offset} makes a matrix of {n} rows")
    rest = iter(x.shape[:-1])
    return TensorSpec(tuple(n if i in (d1, d2) else next(rest) for i in range(rank)), x.dtype)


def _diag_embed_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: 0 < s.rank < 4)
    if x is None:
        return None
    rank = pool[x].rank + 1
    d1 = ch.choice([rank - 2, rank - 2, ch.integer(0, rank - 1)])
    d2 = ch.choice([d for d in range(rank) if d != d1])
    n = pool[x].shape[-1]
    return [x], {"offset": ch.choice([0, 0, 1, -1, n, -n, 2, -3]),
                 "dim1": dim(ch, rank, d1), "dim2": dim(ch, rank, d2)}


register(OpSpec(
    name="aten.diag_embed", family="indexing", values=exact, infer=_diag_embed_infer, sample=_diag_embed_sample,
    nan=NaNBits.MOVES,
    calls=(call("aten.diag_embed.default", operand("input"), attr("offset"), attr("dim1"), attr("dim2")),),
))


# -- unfold --------------------------------------------------------------------------

def _unfold_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.unfold")
    attr_keys(attrs, {"dimension", "size", "step"}, set(), "aten.unfold")
    x = ops[0]
    shape = x.shape or (1,)
    d = as_dim(attrs["dimension"], len(shape), "aten.unfold dimension")
    size, step = as_int64(attrs["size"], "aten.unfold size"), as_int64(attrs["step"], "aten.unfold step")
    if not 0 <= size <= shape[d]:
        raise ValueError(f"aten.unfold: size {size} out of range [0, {shape[d]}]")
    if not 1 <= step <= MAX_SLICE_STEP:  # eager's view stride is the dim's stride times step
        raise ValueError(f"aten.unfold: step {step} out of range [1, {MAX_SLICE_STEP}] (the view's stride overflows)")
    windows = (shape[d] - size) // step + 1
    return TensorSpec(((x.shape[:d] + (windows,) + x.shape[d + 1:]) if x.rank else ()) + (size,), x.dtype)


def _unfold_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    if x is None:
        return None
    spec = pool[x]
    if spec.rank == 0:
        return [x], {"dimension": ch.choice([0, -1]), "size": ch.choice([0, 1]), "step": ch.choice([1, 2])}
    d = ch.integer(0, spec.rank - 1)
    n = spec.shape[d]
    return [x], {"dimension": dim(ch, spec.rank, d), "size": min(ch.choice([0, 1, n, ch.integer(0, n)]), n),
                 "step": ch.choice([1, 1, 2, 3, n + 1, MAX_SLICE_STEP])}


register(OpSpec(
    name="aten.unfold", family="indexing", values=exact, infer=_unfold_infer, sample=_unfold_sample,
    nan=NaNBits.MOVES,
    calls=(call("aten.unfold.default", operand("input"), attr("dimension"), attr("size"), attr("step")),),
))


# -- repeat_interleave ------------------------------------------------------------------

def _repeat_interleave_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.repeat_interleave")
    attr_keys(attrs, {"repeats", "dim"}, set(), "aten.repeat_interleave")
    x = ops[0]
    repeats = as_int64(attrs["repeats"], "aten.repeat_interleave repeats")
    if repeats < 0:
        raise ValueError(f"aten.repeat_interleave: repeats must be non-negative, got {repeats}")
    if attrs["dim"] is None:
        return TensorSpec((x.numel * repeats,), x.dtype)
    if x.rank == 0:  # eager's dim wrapping of a rank-0 input fails for any dim
        raise ValueError("aten.repeat_interleave: a rank-0 input takes dim None only")
    d = as_dim(attrs["dim"], x.rank, "aten.repeat_interleave dim")
    return TensorSpec(x.shape[:d] + (x.shape[d] * repeats,) + x.shape[d + 1:], x.dtype)


def _repeat_interleave_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    if x is None:
        return None
    spec = pool[x]
    d = None if spec.rank == 0 or ch.chance(0.25) else dim(ch, spec.rank)
    return [x], {"repeats": ch.choice([0, 1, 2, 3]), "dim": d}


register(OpSpec(
    name="aten.repeat_interleave", family="indexing", values=exact, infer=_repeat_interleave_infer,
    sample=_repeat_interleave_sample, nan=NaNBits.MOVES,
    calls=(call("aten.repeat_interleave.self_int", operand("input"), attr("repeats"), attr("dim")),),
))
