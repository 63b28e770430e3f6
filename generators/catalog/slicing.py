"""Slicing: ops that keep a part of their operand (slice, narrow, narrow_copy, select, split,
chunk, unbind, index_select).

Multi-output ops (split, chunk, unbind) return a tuple: a node stands for one of its results,
chosen by the `index` attribute (Python's tuple indexing, so -1 is the last); the other
results are dead. The model-file importer (generators/trace.py) reads `operator.getitem` on
such a call back into this form.

Which overload reaches torch-mlir (torch.export, non-strict, imported with
`decomposition_table={}`): every op here arrives as itself. `narrow` and `chunk` are
CompositeImplicitAutograd, yet torch.export's graph keeps them; only a graph that mutates is
functionalized (generators/importer.py), and there PyTorch decomposes them (narrow -> slice,
chunk -> split). `torch.split(x, [sizes])` exports as aten.split_with_sizes, an int size as
aten.split.Tensor; aten.split.sizes comes only from calling that overload by hand, so it is
not generated. index_select's indices are a constant tensor attribute (calls.tensor): input
values are random, so an index read from an input would be out of range.

Result counts: a multi-output op giving more than MAX_RESULTS results is refused (chunk of
an empty dim gives `chunks` results; eager would build a list that long): like the Program's
size limits, it would only exhaust memory, never find a compiler bug.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..calls import attr, call, operand, tensor
from ..choice import Chooser
from ..tensor_spec import MAX_ELEMENTS, TensorSpec
from .registry import NaNBits, OpSpec, Pool, Sample, register
from .rules import (
    INT64_MAX,
    arity,
    as_dim,
    as_int,
    as_int64,
    as_int_list,
    attr_keys,
    bound,
    count,
    dim,
    exact,
    pick,
)

MAX_RESULTS = 1024


# Eager makes a slice a view whose stride is the operand's stride times step: past this
# bound (2**62 over the largest tensor a Program may hold) that product could overflow and
# eager fails ("Negative strides are not supported") where torch-mlir has nothing to answer.
MAX_SLICE_STEP = 2**62 // MAX_ELEMENTS


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
    if step > MAX_SLICE_STEP:
        raise ValueError(f"aten.slice.Tensor: step {step} > {MAX_SLICE_STEP}: eager's view stride "
                         "(the operand's stride times step) could overflow int64")
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
    return [x], {
        "dim": dim(ch, spec.rank, d),
        "start": bound(ch, n), "end": bound(ch, n),
        "step": ch.choice([1, 1, 1, 2, 3, ch.integer(1, max(n + 1, 1))]),
    }


register(OpSpec(
    name="aten.slice.Tensor", family="slicing", values=exact, infer=_slice_infer, sample=_slice_sample, core=True,
    nan=NaNBits.MOVES,
    calls=(call("aten.slice.Tensor", operand("input"), attr("dim"), attr("start"), attr("end"), attr("step")),),
))


# -- shared ---------------------------------------------------------------------------

def _without(shape: tuple[int, ...], d: int) -> tuple[int, ...]:
    return shape[:d] + shape[d + 1:]


def _with(shape: tuple[int, ...], d: int, size: int) -> tuple[int, ...]:
    return shape[:d] + (size,) + shape[d + 1:]


def _sized_dims(spec: TensorSpec, most: int | None = None) -> list[int]:
    """The dims that hold at least one element (select and unbind need one), and at most `most`."""
    return [d for d, size in enumerate(spec.shape) if 0 < size <= (most or size)]


def _count(n: int, op: str) -> int:
    if n > MAX_RESULTS:
        raise ValueError(f"{op}: {n} results, over the limit of {MAX_RESULTS}")
    return n


def _result(sizes: Sequence[int], x: TensorSpec, d: int, attrs: Mapping[str, Any], op: str) -> TensorSpec:
    """The result `index` picks among the parts of `x` along `d` of these sizes."""
    n = _count(len(sizes), op)
    i = as_int(attrs["index"], f"{op} index")
    if not -n <= i < n:
        raise ValueError(f"{op}: index {i} out of range for {n} result(s)")
    return TensorSpec(_with(x.shape, d, sizes[i]), x.dtype)


def _result_index(ch: Chooser, n: int) -> int:
    """Which of n results a node keeps: the first, the last, any; counted from the end at times."""
    i = ch.choice([0, n - 1, ch.integer(0, n - 1)])
    return i - n if ch.chance(0.2) else i


def _split_sizes(size: int, split_size: int, op: str = "aten.split") -> list[int]:
    """aten.split.Tensor's parts: split_size each, the last one what is left, at least one."""
    n = _count(max(-(-size // split_size), 1), op)
    return [split_size] * (n - 1) + [size - split_size * (n - 1)]


def _one_dim(ops: Sequence[TensorSpec], attrs: Mapping[str, Any], keys: set[str], op: str) -> tuple[TensorSpec, int]:
    """The operand and its normalized dim, for the ops that need rank >= 1."""
    arity(ops, 1, op)
    attr_keys(attrs, {"dim"} | keys, set(), op)
    if ops[0].rank == 0:
        raise ValueError(f"{op}: cannot be applied to a rank-0 tensor")
    return ops[0], as_dim(attrs["dim"], ops[0].rank, f"{op} dim")


# -- narrow ---------------------------------------------------------------------------

def _narrow_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any], op: str = "aten.narrow") -> TensorSpec:
    x, d = _one_dim(ops, attrs, {"start", "length"}, op)
    size = x.shape[d]
    start = as_int64(attrs["start"], f"{op} start")
    length = as_int64(attrs["length"], f"{op} length")
    # Unlike slice, narrow clamps nothing: start in [-size, size], the part inside the dim.
    if not -size <= start <= size:
        raise ValueError(f"{op}: start {start} out of range [-{size}, {size}]")
    if length < 0:
        raise ValueError(f"{op}: length must be non-negative, got {length}")
    first = start + size if start < 0 else start
    if first + length > size:
        raise ValueError(f"{op}: start {first} + length {length} exceeds the dim's size {size}")
    return TensorSpec(_with(x.shape, d, length), x.dtype)


def _narrow_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: s.rank > 0)
    if x is None:
        return None
    spec = pool[x]
    d = ch.integer(0, spec.rank - 1)
    n = spec.shape[d]
    # the edges narrow accepts: 0, 1, -1, the size itself (an empty part at the end), minus it
    start = ch.choice([0, 1, -1, n, -n, ch.integer(-n, n)])
    if not -n <= start <= n:
        start = 0
    rest = n - (start + n if start < 0 else start)
    length = ch.choice([0, 1, rest, rest, ch.integer(0, rest)])
    return [x], {"dim": dim(ch, spec.rank, d), "start": start, "length": min(length, rest)}


register(OpSpec(
    name="aten.narrow", family="slicing", values=exact, infer=_narrow_infer, sample=_narrow_sample,
    nan=NaNBits.MOVES,
    calls=(call("aten.narrow.default", operand("input"), attr("dim"), attr("start"), attr("length")),),
))

# narrow_copy: narrow's rules, a copy instead of a view. Not in the Torch dialect, and not in
# torch-mlir's default decomposition table either: the importer decomposes it with PyTorch's own
# (narrow_copy -> narrow -> slice; importer.DECOMPOSED_AT_IMPORT).
register(OpSpec(
    name="aten.narrow_copy", family="slicing", values=exact, sample=_narrow_sample,
    infer=lambda ops, attrs: _narrow_infer(ops, attrs, "aten.narrow_copy"), nan=NaNBits.MOVES,
    calls=(call("aten.narrow_copy.default", operand("input"), attr("dim"), attr("start"), attr("length")),),
))


# -- select ---------------------------------------------------------------------------

def _select_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    x, d = _one_dim(ops, attrs, {"index"}, "aten.select.int")
    size = x.shape[d]
    i = as_int64(attrs["index"], "aten.select.int index")
    if not -size <= i < size:
        raise ValueError(f"aten.select.int: index {i} out of range for size {size}")
    return TensorSpec(_without(x.shape, d), x.dtype)


def _select_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: bool(_sized_dims(s)))
    if x is None:
        return None
    spec = pool[x]
    d = ch.choice(_sized_dims(spec))
    n = spec.shape[d]
    return [x], {"dim": dim(ch, spec.rank, d), "index": ch.choice([0, -1, n - 1, -n, ch.integer(-n, n - 1)])}


register(OpSpec(
    name="aten.select.int", family="slicing", values=exact, infer=_select_infer, sample=_select_sample,
    nan=NaNBits.MOVES,
    calls=(call("aten.select.int", operand("input"), attr("dim"), attr("index")),),
))


# -- split ----------------------------------------------------------------------------
# One op, two overloads: an int `split_size` calls aten.split.Tensor, a list aten.split_with_sizes
# (what torch.split(x, [sizes]) exports as).

def _split_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    x, d = _one_dim(ops, attrs, {"split_size", "index"}, "aten.split")
    size, split = x.shape[d], attrs["split_size"]
    if isinstance(split, list):
        sizes = as_int_list(split, "aten.split split_size")
        if any(s < 0 for s in sizes):
            raise ValueError(f"aten.split: split sizes must be non-negative, got {sizes}")
        if sum(sizes) != size:
            raise ValueError(f"aten.split: split sizes {sizes} do not sum to the dim's size {size}")
    else:
        s = as_int64(split, "aten.split split_size")
        if s < 0 or (s == 0 and size != 0):
            raise ValueError(f"aten.split: split_size {s} for a dim of size {size} (0 only for an empty dim)")
        sizes = _split_sizes(size, s) if s else [0]
    return _result(sizes, x, d, attrs, "aten.split")


def _split_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: s.rank > 0)
    if x is None:
        return None
    spec = pool[x]
    d = ch.integer(0, spec.rank - 1)
    n = spec.shape[d]
    split: int | list[int]
    if ch.chance(0.4):  # sizes that sum to n, 0s among them (cut points may repeat or sit at the ends)
        cuts = sorted(ch.integer(0, n) for _ in range(ch.integer(0, 3)))
        split = [b - a for a, b in zip([0] + cuts, cuts + [n])]
    else:  # 0 (an empty dim only), 1, one that does not divide n, exactly n, past n, the largest
        split = ch.choice([0 if n == 0 else 1, 1, 2, max(n - 1, 1), n or 1, n + 1, ch.integer(1, n + 2), INT64_MAX])
        split = split if not split or -(-n // split) <= MAX_RESULTS else n  # a huge dim: one part
    sizes = split if isinstance(split, list) else _split_sizes(n, split) if split else [0]
    return [x], {"dim": dim(ch, spec.rank, d), "split_size": split, "index": _result_index(ch, len(sizes))}


register(OpSpec(
    name="aten.split", family="slicing", values=exact, infer=_split_infer, sample=_split_sample,
    nan=NaNBits.MOVES, pick_call=lambda attrs: 1 if isinstance(attrs.get("split_size"), list) else 0,
    calls=(call("aten.split.Tensor", operand("input"), attr("split_size"), attr("dim"), select="index"),
           call("aten.split_with_sizes.default", operand("input"), attr("split_sizes", "split_size"), attr("dim"),
                select="index")),
))


# -- chunk ----------------------------------------------------------------------------

def _chunk_sizes(size: int, chunks: int) -> list[int]:
    """aten.chunk's parts, as ATen computes them (raises ValueError where it raises)."""
    if size + chunks - 1 > INT64_MAX:  # ATen's (size + chunks - 1) / chunks overflows, then rejects
        raise ValueError(f"aten.chunk: {chunks} chunks of a dim of size {size} overflow int64")
    split = (size + chunks - 1) // chunks
    if size == 0:  # every chunk empty, and as many as asked for
        return [0] * _count(chunks, "aten.chunk")
    return _split_sizes(size, split, "aten.chunk")  # fewer than `chunks` where they do not divide evenly


def _chunk_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    x, d = _one_dim(ops, attrs, {"chunks", "index"}, "aten.chunk")
    chunks = as_int64(attrs["chunks"], "aten.chunk chunks")
    if chunks < 1:
        raise ValueError(f"aten.chunk: chunks must be at least 1, got {chunks}")
    return _result(_chunk_sizes(x.shape[d], chunks), x, d, attrs, "aten.chunk")


def _chunk_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: s.rank > 0)
    if x is None:
        return None
    spec = pool[x]
    d = ch.integer(0, spec.rank - 1)
    n = spec.shape[d]
    # 1, counts that do not divide n, exactly n, more chunks than elements, the largest that fits
    largest = INT64_MAX - n + 1 if n else 4
    chunks = ch.choice([1, 2, 3, n or 1, n + 1, 2 * n + 1, ch.integer(1, n + 3), largest])
    chunks = chunks if n <= MAX_RESULTS else 1  # a huge dim: one part
    sizes = _chunk_sizes(n, chunks)
    return [x], {"dim": dim(ch, spec.rank, d), "chunks": chunks, "index": _result_index(ch, len(sizes))}


register(OpSpec(
    name="aten.chunk", family="slicing", values=exact, infer=_chunk_infer, sample=_chunk_sample,
    nan=NaNBits.MOVES,
    calls=(call("aten.chunk.default", operand("input"), attr("chunks"), attr("dim"), select="index"),),
))


# -- unbind ---------------------------------------------------------------------------

def _unbind_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    x, d = _one_dim(ops, attrs, {"index"}, "aten.unbind.int")
    part = _result([1] * _count(x.shape[d], "aten.unbind.int"), x, d, attrs, "aten.unbind.int")
    return TensorSpec(_without(part.shape, d), x.dtype)


def _unbind_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: bool(_sized_dims(s, MAX_RESULTS)))
    if x is None:
        return None
    spec = pool[x]
    d = ch.choice(_sized_dims(spec, MAX_RESULTS))
    return [x], {"dim": dim(ch, spec.rank, d), "index": _result_index(ch, spec.shape[d])}


register(OpSpec(
    name="aten.unbind.int", family="slicing", values=exact, infer=_unbind_infer, sample=_unbind_sample,
    nan=NaNBits.MOVES,
    calls=(call("aten.unbind.int", operand("input"), attr("dim"), select="index"),),
))


# -- index_select ---------------------------------------------------------------------
# `index` is a list (a 1-D index tensor) or an int (a 0-D one, which keeps the dim with size
# 1); `index_dtype` is int64 or int32, the two index_select takes. Indices must lie in
# [0, size): index_select gives negative ones no meaning. A rank-0 input takes dim 0 or -1 and
# exactly one index, 0.

INDEX_DTYPES = ("int64", "int32")


def _index_select_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.index_select")
    attr_keys(attrs, {"dim", "index", "index_dtype"}, set(), "aten.index_select")
    x = ops[0]
    d = as_dim(attrs["dim"], max(x.rank, 1), "aten.index_select dim")
    if attrs["index_dtype"] not in INDEX_DTYPES:
        raise ValueError(f"aten.index_select: index_dtype must be one of {INDEX_DTYPES}, got {attrs['index_dtype']!r}")
    index = attrs["index"]
    values = as_int_list(index, "aten.index_select index") if isinstance(index, list) else \
        [as_int64(index, "aten.index_select index")]
    limit = x.shape[d] if x.rank else 1
    if x.rank == 0 and len(values) != 1:
        raise ValueError(f"aten.index_select: a rank-0 input takes exactly one index, got {len(values)}")
    bad = [v for v in values if not 0 <= v < limit]
    if bad:
        raise ValueError(f"aten.index_select: indices {bad} out of range [0, {limit})")
    return TensorSpec(_with(x.shape, d, len(values)) if x.rank else (), x.dtype)


def _index_select_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    if x is None:
        return None
    spec = pool[x]
    index_dtype = ch.choice(["int64", "int64", "int32"])
    if spec.rank == 0:
        return [x], {"dim": ch.choice([0, -1]), "index": ch.choice([[0], 0]), "index_dtype": index_dtype}
    d = ch.integer(0, spec.rank - 1)
    n = spec.shape[d]
    index: int | list[int]
    if n and ch.chance(0.15):  # a 0-D index
        index = ch.choice([0, n - 1, ch.integer(0, n - 1)])
    else:  # empty, one, more than the size (repeats), out of order; the first and last index on purpose
        index = [ch.choice([0, n - 1, ch.integer(0, n - 1)]) for _ in range(count(ch, n + 2))] if n else []
    return [x], {"dim": dim(ch, spec.rank, d), "index": index, "index_dtype": index_dtype}


register(OpSpec(
    name="aten.index_select", family="slicing", values=exact, infer=_index_select_infer,
    sample=_index_select_sample, nan=NaNBits.MOVES,
    pick_call=lambda attrs: INDEX_DTYPES.index(attrs["index_dtype"]),
    # TorchToLinalg's pattern calls dim 0 of a rank-0 input invalid; only a 1-D index (which
    # the folder turns into the input itself) avoids it
    known_limit=lambda ops, a: "index_select of a rank-0 input with a 0-D index is not lowered "
                               "(limitation-index-select-rank0)"
    if ops[0].rank == 0 and not isinstance(a.get("index"), list) else None,
    calls=tuple(call("aten.index_select.default", operand("input"), attr("dim"), tensor("index", "index", t))
                for t in INDEX_DTYPES),
))
