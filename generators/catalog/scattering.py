"""Scattering: ops that write values into a copy of their input at computed positions
(scatter, scatter_add, scatter_reduce, index_put, index_copy, index_fill, slice_scatter,
select_scatter, diagonal_scatter, masked_scatter).

Indices are array constants (arrays.py), so the catalog knows where writes collide. Writes
through a repeated position without a reduction (scatter.src, index_put without accumulate,
index_copy) leave that element undefined in PyTorch (the last writer is not specified; CPU
and GPU differ): such a result is Values.UNDEFINED (taint.py: shape and dtype are still
compared, its values never). scatter.value and index_fill write one value, so repeats are
harmless. A reduction (scatter_add, scatter_reduce, index_put with accumulate) is defined,
but its float sums run in an unspecified order: INEXACT for float dtypes.

Sources: `src`/`values`/`source` is a pool tensor of the exact shape (index_put: one that
broadcasts to the indexed shape) two times in three when the pool has one, else an array
constant of the input's dtype under the same attribute name. scatter and index_put require
the source's dtype to be the input's; slice/select/diagonal_scatter copy with conversion, so
an exact widening is sampled too (never a lossy conversion: float -> int out of range is
undefined in C++).

Not in the Torch dialect: aten.index_fill.int_Scalar and aten.index_copy arrive through
PyTorch's decompositions, as for a default user's export (generators/importer.py).
"""

from __future__ import annotations

import math
from typing import Any, Callable, Mapping, Sequence

from ..calls import array, arrays, attr, call, operand
from ..choice import Chooser
from ..dtypes import can_widen_exactly
from ..tensor_spec import TensorSpec
from .arrays import array_spec, at, distinct_index, make_array, multi_indices, sample_data, sample_index
from .fills import check_fill, sample_fill
from .indexing import diagonal_shape, gather_index_shape, index_values, indexed, sample_diagonal, sample_indices
from .registry import NaNBits, OpSpec, Pool, Sample, Values, register
from .rules import arity, as_dim, as_int64, attr_keys, bound, dim, pick
from .selection import broadcast
from .slicing import MAX_SLICE_STEP
from .sources import float_inexact, operand_or_array, pick_source, repeats, source_call

# -- scatter family -------------------------------------------------------------------

SCATTER_REDUCTIONS = ("sum", "prod", "mean", "amax", "amin")
KEYWORD_ATTRS = {"include_self"}  # keyword-only in aten's schema


def _scatter_check(x: TensorSpec, attrs: Mapping[str, Any], source: TensorSpec | None, op: str) -> None:
    index = array_spec(attrs["index"], f"{op} index", ("int64",))
    if x.rank == 0 or index.rank != x.rank or (source is not None and source.rank != x.rank):
        raise ValueError(f"{op}: input, index (and src) must have one rank, at least 1")
    d = as_dim(attrs["dim"], x.rank, f"{op} dim")
    for i, n in enumerate(index.shape):
        if (i != d and n > x.shape[i]) or (source is not None and n > source.shape[i]):
            raise ValueError(f"{op}: index size {n} at dim {i} exceeds the input's or the source's")
    index_values(attrs["index"], x.shape[d], op, negative=False)


def scatter_targets(attrs: Mapping[str, Any], rank: int) -> list[tuple[int, ...]]:
    """The input positions a scatter writes, one per index element."""
    d = attrs["dim"] % rank
    index = attrs["index"]
    return [p[:d] + (at(index, p),) + p[d + 1:] for p in multi_indices(index["shape"])]


def _scatter_op(name: str, target: str, reduction: bool, extra: dict[str, Callable], nan: NaNBits,
                values: Callable[[Mapping[str, Any], TensorSpec], Values], bool_ok: bool = True) -> OpSpec:
    """scatter.src, scatter_add and scatter_reduce.two: input, dim, index, src (+ `extra` attrs,
    each with its sampler)."""
    def infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
        attr_keys(attrs, {"dim", "index"} | set(extra), {"src"}, name)
        source = operand_or_array(ops, attrs, "src", name)
        x = ops[0]
        if source.dtype != x.dtype:
            raise ValueError(f"{name}: src dtype {source.dtype} differs from the input's {x.dtype}")
        if reduction and attrs.get("reduce") == "mean" and x.dtype == "bool":
            raise ValueError(f"{name}: mean is not implemented for bool")
        _scatter_check(x, attrs, source, name)
        return x

    def sample(ch: Chooser, pool: Pool) -> Sample | None:
        x = pick(ch, pool, lambda s: s.rank > 0 and (bool_ok or s.dtype != "bool"))
        if x is None:
            return None
        spec = pool[x]
        d = ch.integer(0, spec.rank - 1)
        srcs, src_attrs = pick_source(ch, pool, spec.shape, spec.dtype, "src",
                                  lambda s: s.rank == spec.rank and s.dtype == spec.dtype)
        source = pool[srcs[0]] if srcs else spec
        shape = gather_index_shape(ch, spec.shape, d, source.shape)
        n = spec.shape[d]
        if shape[d] <= n and ch.chance(0.6):  # distinct along d in each line: every write defined
            lines = [distinct_index(ch, shape[d], n) for _ in range(math.prod(shape) // max(shape[d], 1))]
            data = [lines[_line(p, shape, d)][p[d]] for p in multi_indices(shape)]
        else:
            data = sample_index(ch, shape, n)
        attrs = {"dim": dim(ch, spec.rank, d), "index": make_array("int64", shape, data), **src_attrs}
        if src_attrs:  # a constant source: the index's own shape, or larger
            attrs["src"] = make_array(spec.dtype, shape, sample_data(ch, spec.dtype, math.prod(shape)))
        attrs.update({k: f(ch, spec) for k, f in extra.items()})
        if reduction and attrs.get("reduce") == "mean" and spec.dtype == "bool":
            attrs["reduce"] = "sum"
        return [x, *srcs], attrs

    args = [attr(k) for k in extra if k not in KEYWORD_ATTRS]
    kwargs = [attr(k) for k in extra if k in KEYWORD_ATTRS]
    return register(OpSpec(
        name=name, family="scattering", values=values, infer=infer, sample=sample, nan=nan,
        calls=source_call(target, (attr("dim"), array("index")), "src", args, kwargs=kwargs),
        pick_call=lambda a: 1 if "src" in a else 0))


def _line(p: tuple[int, ...], shape: Sequence[int], d: int) -> int:
    """The number of the line along `d` that position `p` lies on."""
    line = 0
    for i, (n, c) in enumerate(zip(shape, p)):
        if i != d:
            line = line * n + c
    return line


# A write through a repeated position makes the values (NaN bits included) undefined, and
# `nan` is one rule per op: NaN payloads through scatter.src and index_copy go unchecked.
_scatter_op("aten.scatter.src", "aten.scatter.src", False, {}, NaNBits.UNDEFINED,
            lambda a, r: Values.UNDEFINED if repeats(scatter_targets(a, r.rank)) else Values.EXACT)
_scatter_op("aten.scatter_add", "aten.scatter_add.default", False, {}, NaNBits.UNDEFINED, float_inexact)
_scatter_op("aten.scatter_reduce.two", "aten.scatter_reduce.two", True,
            {"reduce": lambda ch, s: ch.choice(list(SCATTER_REDUCTIONS)), "include_self": lambda ch, s: ch.chance(0.5)},
            NaNBits.UNDEFINED, float_inexact)


def _scatter_value_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.scatter.value")
    attr_keys(attrs, {"dim", "index", "value"}, set(), "aten.scatter.value")
    _scatter_check(ops[0], attrs, None, "aten.scatter.value")
    check_fill(attrs["value"], ops[0].dtype, "aten.scatter.value value")
    return ops[0]


def _scatter_value_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: s.rank > 0)
    if x is None:
        return None
    spec = pool[x]
    d = ch.integer(0, spec.rank - 1)
    shape = gather_index_shape(ch, spec.shape, d, tuple(n if i != d else n + 2 for i, n in enumerate(spec.shape)))
    index = make_array("int64", shape, sample_index(ch, shape, spec.shape[d]))
    return [x], {"dim": dim(ch, spec.rank, d), "index": index, "value": sample_fill(ch, spec.dtype)}


register(OpSpec(
    name="aten.scatter.value", family="scattering", values=lambda a, r: Values.EXACT,
    infer=_scatter_value_infer, sample=_scatter_value_sample, nan=NaNBits.MOVES,
    calls=(call("aten.scatter.value", operand("input"), attr("dim"), array("index"), attr("value")),),
))


# -- index_put --------------------------------------------------------------------------

def _index_put_targets(x: TensorSpec, indices: list[Any]) -> list[tuple[int, ...]]:
    """The indexed positions (in the indexed dims) every write reaches, negative ones wrapped."""
    _, dims, shape = indexed(x, indices, "aten.index_put")
    return [tuple(at(indices[d], p) % x.shape[d] for d in dims) for p in multi_indices(shape)]


def _index_put_values(attrs: Mapping[str, Any], result: TensorSpec) -> Values:
    if attrs["accumulate"]:
        return float_inexact(attrs, result)
    return Values.UNDEFINED if repeats(_index_put_targets(result, attrs["indices"])) else Values.EXACT


def _index_put_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    attr_keys(attrs, {"indices", "accumulate"}, {"values"}, "aten.index_put")
    source = operand_or_array(ops, attrs, "values", "aten.index_put")
    x = ops[0]
    if type(attrs["accumulate"]) is not bool:
        raise ValueError("aten.index_put: accumulate must be a bool")
    target, _, _ = indexed(x, attrs["indices"], "aten.index_put")
    if source.dtype != x.dtype:
        raise ValueError(f"aten.index_put: values dtype {source.dtype} differs from the input's {x.dtype}")
    if broadcast([source.shape, target], "aten.index_put") != target:
        raise ValueError(f"aten.index_put: values of shape {list(source.shape)} do not broadcast to {list(target)}")
    return x


def _index_put_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: s.rank > 0)
    if x is None:
        return None
    spec = pool[x]
    indices = sample_indices(ch, spec)
    target, _, _ = indexed(spec, indices, "aten.index_put")
    shape = ch.choice([target, target, target[ch.integer(0, len(target)):]])

    def fits(s: TensorSpec) -> bool:
        return s.dtype == spec.dtype and s.rank <= len(target) and \
            all(n in (1, m) for n, m in zip(s.shape, target[len(target) - s.rank:]))
    srcs, src_attrs = pick_source(ch, pool, tuple(shape), spec.dtype, "values", fits)
    return [x, *srcs], {"indices": indices, "accumulate": ch.chance(0.4), **src_attrs}


def _index_put_limit(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> str | None:
    """Index tensors with a None between them: torch-mlir's DecomposeAtenIndexPutLikeOp refuses
    them ("non consecutive indices is not supported"), so index_put stays illegal for the
    backend contract."""
    given = [i for i, index in enumerate(attrs.get("indices") or []) if index is not None]
    if given and given[-1] - given[0] + 1 != len(given):
        return ("index_put with a None between index tensors is not decomposed "
                "(limitation-index-put-non-consecutive-indices)")
    return None


register(OpSpec(
    name="aten.index_put", family="scattering", values=_index_put_values, infer=_index_put_infer,
    sample=_index_put_sample, nan=NaNBits.UNDEFINED,  # accumulating computes
    calls=source_call("aten.index_put.default", (arrays("indices"),), "values", (attr("accumulate"),)),
    pick_call=lambda a: 1 if "values" in a else 0, known_limit=_index_put_limit,
))


# -- slice_scatter, select_scatter, diagonal_scatter ------------------------------------

def _copy_source_ok(source: TensorSpec, x: TensorSpec, shape: tuple[int, ...], op: str) -> None:
    if source.shape != shape:
        raise ValueError(f"{op}: src shape {list(source.shape)} differs from the embedded part's {list(shape)}")
    if not can_widen_exactly(source.dtype, x.dtype) and source.dtype != x.dtype:
        raise ValueError(f"{op}: src {source.dtype} -> {x.dtype} is not an exact conversion (not sampled)")


def _embed_op(name: str, target: str, keys: tuple[str, ...], part: Callable[[TensorSpec, Mapping[str, Any]], tuple],
              positions: Callable[[Chooser, TensorSpec], dict[str, Any] | None], need: Callable[[TensorSpec], bool],
              limit: str | None = None) -> OpSpec:
    """slice/select/diagonal_scatter: input, src of the shape `part` gives, then `keys`."""
    def infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
        attr_keys(attrs, set(keys), {"src"}, name)
        source = operand_or_array(ops, attrs, "src", name)
        _copy_source_ok(source, ops[0], part(ops[0], attrs), name)
        return ops[0]

    def sample(ch: Chooser, pool: Pool) -> Sample | None:
        x = pick(ch, pool, need)
        if x is None:
            return None
        spec = pool[x]
        attrs = positions(ch, spec)
        if attrs is None:
            return None
        shape = part(spec, attrs)
        srcs, src_attrs = pick_source(ch, pool, shape, spec.dtype, "src",
                                  lambda s: s.shape == shape and (s.dtype == spec.dtype
                                                                  or can_widen_exactly(s.dtype, spec.dtype)))
        return [x, *srcs], {**attrs, **src_attrs}

    return register(OpSpec(
        name=name, family="scattering", values=lambda a, r: Values.EXACT, infer=infer, sample=sample,
        nan=NaNBits.MOVES, calls=source_call(target, (), "src", [attr(k) for k in keys]),
        pick_call=lambda a: 1 if "src" in a else 0, known_limit=lambda ops, a: limit))


def _slice_part(x: TensorSpec, attrs: Mapping[str, Any]) -> tuple[int, ...]:
    if x.rank == 0:
        raise ValueError("aten.slice_scatter: cannot slice a rank-0 tensor")
    d = as_dim(attrs["dim"], x.rank, "aten.slice_scatter dim")
    step = as_int64(attrs["step"], "aten.slice_scatter step")
    if not 1 <= step <= MAX_SLICE_STEP:
        raise ValueError(f"aten.slice_scatter: step {step} out of range [1, {MAX_SLICE_STEP}]")
    for key in ("start", "end"):
        if attrs[key] is not None:
            as_int64(attrs[key], f"aten.slice_scatter {key}")
    size = len(range(*slice(attrs["start"], attrs["end"], step).indices(x.shape[d])))
    return x.shape[:d] + (size,) + x.shape[d + 1:]


def _slice_positions(ch: Chooser, x: TensorSpec) -> dict[str, Any]:
    d = ch.integer(0, x.rank - 1)
    n = x.shape[d]
    return {"dim": dim(ch, x.rank, d), "start": bound(ch, n), "end": bound(ch, n),
            "step": ch.choice([1, 1, 2, 3, ch.integer(1, max(n + 1, 1))])}


def _select_part(x: TensorSpec, attrs: Mapping[str, Any]) -> tuple[int, ...]:
    if x.rank == 0:
        raise ValueError("aten.select_scatter: cannot select from a rank-0 tensor")
    d = as_dim(attrs["dim"], x.rank, "aten.select_scatter dim")
    i = as_int64(attrs["index"], "aten.select_scatter index")
    if not -x.shape[d] <= i < x.shape[d]:
        raise ValueError(f"aten.select_scatter: index {i} out of range for size {x.shape[d]}")
    return x.shape[:d] + x.shape[d + 1:]


def _select_positions(ch: Chooser, x: TensorSpec) -> dict[str, Any] | None:
    dims = [d for d, n in enumerate(x.shape) if n]
    if not dims:
        return None
    d = ch.choice(dims)
    n = x.shape[d]
    return {"dim": dim(ch, x.rank, d), "index": ch.choice([0, -1, n - 1, -n, ch.integer(-n, n - 1)])}


_embed_op("aten.slice_scatter", "aten.slice_scatter.default", ("dim", "start", "end", "step"), _slice_part,
          _slice_positions, lambda s: s.rank > 0)
_embed_op("aten.select_scatter", "aten.select_scatter.default", ("dim", "index"), _select_part,
          _select_positions, lambda s: any(s.shape))
_embed_op("aten.diagonal_scatter", "aten.diagonal_scatter.default", ("offset", "dim1", "dim2"),
          lambda x, a: diagonal_shape(x, a, "aten.diagonal_scatter"), sample_diagonal, lambda s: s.rank >= 2,
          # no pass of this torch-mlir decomposes or lowers it, at any k or erasure level
          limit="diagonal_scatter is not lowered (limitation-diagonal-scatter-not-lowered)")


# -- index_copy, index_fill ------------------------------------------------------------
# One index tensor of rank 0 or 1 along `dim`; a rank-0 input takes dim 0/-1 and index 0.

def _one_dim_index(x: TensorSpec, attrs: Mapping[str, Any], op: str, negative: bool) -> tuple[int, int]:
    """(the normalized dim, the index count)."""
    index = array_spec(attrs["index"], f"{op} index", ("int64",))
    if index.rank > 1:
        raise ValueError(f"{op}: index must have at most 1 dim, got {index.rank}")
    d = as_dim(attrs["dim"], max(x.rank, 1), f"{op} dim")
    index_values(attrs["index"], x.shape[d] if x.rank else 1, op, negative)
    return d, index.numel


def _sample_one_dim_index(ch: Chooser, x: TensorSpec, negative: bool, distinct: bool) -> dict[str, Any]:
    if x.rank == 0:
        return {"dim": ch.choice([0, -1]), "index": make_array("int64", ch.choice([[1], []]), [0])}
    d = ch.integer(0, x.rank - 1)
    n = x.shape[d]
    k = min(ch.choice([0, 1, n, n + 1, ch.integer(0, n + 1)]), n if distinct else n + 1) if n else 0
    data = distinct_index(ch, k, n) if distinct else sample_index(ch, [k], n, negative)
    shape = [] if k == 1 and ch.chance(0.2) else [k]
    return {"dim": dim(ch, x.rank, d), "index": make_array("int64", shape, data)}


def _index_copy_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    attr_keys(attrs, {"dim", "index"}, {"source"}, "aten.index_copy")
    source = operand_or_array(ops, attrs, "source", "aten.index_copy")
    x = ops[0]
    d, k = _one_dim_index(x, attrs, "aten.index_copy", negative=False)
    shape = x.shape[:d] + (k,) + x.shape[d + 1:] if x.rank else (() if attrs["index"]["shape"] == [] else (k,))
    if source.shape != shape or source.dtype != x.dtype:
        raise ValueError(f"aten.index_copy: source must be {x.dtype}{list(shape)}, got {source.dtype}"
                         f"{list(source.shape)}")
    return x


def _index_copy_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: s.rank > 0)
    if x is None:
        return None
    spec = pool[x]
    attrs = _sample_one_dim_index(ch, spec, negative=False, distinct=ch.chance(0.7))
    d, k = attrs["dim"] % spec.rank, attrs["index"]["shape"][0] if attrs["index"]["shape"] else 1
    shape = spec.shape[:d] + (k,) + spec.shape[d + 1:]
    srcs, src_attrs = pick_source(ch, pool, shape, spec.dtype, "source")
    return [x, *srcs], {**attrs, **src_attrs}


register(OpSpec(
    name="aten.index_copy", family="scattering", infer=_index_copy_infer, sample=_index_copy_sample,
    values=lambda a, r: Values.UNDEFINED if repeats(a["index"]["data"]) else Values.EXACT, nan=NaNBits.UNDEFINED,
    calls=source_call("aten.index_copy.default", (attr("dim"), array("index")), "source"),
    pick_call=lambda a: 1 if "source" in a else 0,
))


def _index_fill_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.index_fill.int_Scalar")
    attr_keys(attrs, {"dim", "index", "value"}, set(), "aten.index_fill.int_Scalar")
    _one_dim_index(ops[0], attrs, "aten.index_fill.int_Scalar", negative=True)
    check_fill(attrs["value"], ops[0].dtype, "aten.index_fill.int_Scalar value")
    return ops[0]


def _index_fill_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    if x is None:
        return None
    attrs = _sample_one_dim_index(ch, pool[x], negative=True, distinct=False)
    return [x], {**attrs, "value": sample_fill(ch, pool[x].dtype)}


register(OpSpec(
    name="aten.index_fill.int_Scalar", family="scattering", values=lambda a, r: Values.EXACT,
    infer=_index_fill_infer, sample=_index_fill_sample, nan=NaNBits.MOVES,
    calls=(call("aten.index_fill.int_Scalar", operand("input"), attr("dim"), array("index"), attr("value")),),
))


# -- masked_scatter ----------------------------------------------------------------------
# The mask is a bool array constant (so the count of True, the elements taken from `source`
# in order, is known); it broadcasts with the input and the result takes the broadcast shape
# (as masked_fill's out-of-place form). The source has the input's dtype and at least that
# many elements, in any shape.

def _mask_count(x: TensorSpec, mask: Mapping[str, Any], op: str) -> tuple[tuple[int, ...], int]:
    spec = array_spec(mask, f"{op} mask", ("bool",))
    shape = broadcast([x.shape, spec.shape], op)
    return shape, sum(bool(at(mask, p)) for p in multi_indices(shape))


def _masked_scatter_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    attr_keys(attrs, {"mask"}, {"source"}, "aten.masked_scatter")
    source = operand_or_array(ops, attrs, "source", "aten.masked_scatter")
    x = ops[0]
    shape, taken = _mask_count(x, attrs["mask"], "aten.masked_scatter")
    if source.dtype != x.dtype:
        raise ValueError(f"aten.masked_scatter: source dtype {source.dtype} differs from the input's {x.dtype}")
    if source.numel < taken:
        raise ValueError(f"aten.masked_scatter: the mask takes {taken} elements, the source has {source.numel}")
    return TensorSpec(shape, x.dtype)


def _masked_scatter_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    if x is None:
        return None
    spec = pool[x]
    mask_shape = [1 if ch.chance(0.2) else n for n in spec.shape][ch.integer(0, spec.rank):]
    if len(mask_shape) == spec.rank and ch.chance(0.15):  # a mask of more dims grows the result
        mask_shape = [ch.choice([1, 2])] + mask_shape
    n = math.prod(mask_shape)
    mask = make_array("bool", mask_shape, [ch.chance(ch.choice([0.0, 0.5, 1.0])) for _ in range(n)])
    _, taken = _mask_count(spec, mask, "aten.masked_scatter")
    srcs, src_attrs = pick_source(ch, pool, (taken + ch.choice([0, 0, 1, 3]),), spec.dtype, "source",
                              lambda s: s.dtype == spec.dtype and s.numel >= taken)
    return [x, *srcs], {"mask": mask, **src_attrs}


register(OpSpec(
    name="aten.masked_scatter", family="scattering", values=lambda a, r: Values.EXACT,
    infer=_masked_scatter_infer, sample=_masked_scatter_sample, nan=NaNBits.MOVES,
    calls=source_call("aten.masked_scatter.default", (array("mask"),), "source"),
    pick_call=lambda a: 1 if "source" in a else 0,
    # DecomposeAtenMaskedScatterOp (DecomposeComplexOps.cpp) needs every size known
    # (`areAllSizesKnown`, else "Unimplemented"), and torch-lower-to-backend-contract marks
    # the op illegal: with a dynamic dim it fails every program (limitation-masked-scatter-dynamic-dims).
    dynamic_limit=lambda ops, a: "masked_scatter is not decomposed with a dynamic dim "
                                 "(DecomposeAtenMaskedScatterOp needs every size known)",
))
