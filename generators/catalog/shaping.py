"""Shaping: ops that keep every element in place and change only the shape (squeeze,
unsqueeze, view, reshape, flatten, unflatten). Registered with family "reordering".

Every op reaches torch-mlir as itself: torch.export (non-strict, no decomposition table)
keeps reshape, flatten.using_ints and unflatten.int (CompositeImplicitAutograd) undecomposed,
as tests/test_catalog_import.py checks. squeeze with a dim list (squeeze.dims) is not in the
Torch dialect (`torch.operator "torch.aten.squeeze.dims"`, which no pass lowers): a known
limitation; squeeze without dims and with one dim are in the dialect.

`view` is the one op here whose legality depends on more than shapes: eager PyTorch (and
torch.export's fake tensors) reject a view that merges dims which are not contiguous in
memory, and an operand's strides depend on the op that made it (permute, transpose,
expand, a stepped slice...), which a pool of TensorSpecs does not record. So `view` samples
only targets every layout accepts: dims split into factors, size-1 dims dropped or added,
any shape of a tensor without elements, and any shape of a rank-0 one. `infer` accepts
every merge eager accepts on a contiguous tensor; `reshape` and `flatten` (which copy when
they must) sample merges.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..calls import attr, call, operand
from ..choice import Chooser
from ..tensor_spec import MAX_RANK, TensorSpec
from .registry import NaNBits, OpSpec, Pool, Sample, register
from .reordering import scalar_dim, some_dims
from .rules import arity, as_dim, as_int_list, attr_keys, dim, exact, pick


def infer_size(sizes: list[int], numel: int, op: str) -> tuple[int, ...]:
    """PyTorch's infer_size: one -1 takes what the others leave; it is ambiguous (rejected)
    when the others multiply to 0."""
    known, inferred = 1, None
    for i, n in enumerate(sizes):
        if n == -1:
            if inferred is not None:
                raise ValueError(f"{op}: only one dimension can be inferred, got {sizes}")
            inferred = i
        elif n < 0:
            raise ValueError(f"{op}: invalid size {n} at index {i} of {sizes}")
        else:
            known *= n
    if inferred is None:
        if known != numel:
            raise ValueError(f"{op}: shape {sizes} is invalid for {numel} elements")
        return tuple(sizes)
    if known == 0:
        raise ValueError(f"{op}: -1 in {sizes} is ambiguous when the other sizes multiply to 0")
    if numel % known:
        raise ValueError(f"{op}: shape {sizes} is invalid for {numel} elements")
    return tuple(numel // known if n == -1 else n for n in sizes)


# -- edge-value shapes ---------------------------------------------------------------------

def _factors(ch: Chooser, n: int) -> list[int]:
    """n as one to three factors, 1s included (n = 0: a 0 among any sizes)."""
    if n == 0:
        parts = [0] + [ch.choice([0, 1, 2, 3]) for _ in range(ch.integer(0, 2))]
        return [parts.pop(ch.integer(0, len(parts) - 1)) for _ in range(len(parts))]
    divisors = [d for d in range(1, n + 1) if n % d == 0]
    parts = [n]
    for _ in range(ch.choice([0, 0, 1, 2])):
        i = ch.integer(0, len(parts) - 1)
        d = ch.choice([d for d in divisors if parts[i] % d == 0])
        parts[i:i + 1] = [d, parts[i] // d]
    return parts


def _with_minus_one(ch: Chooser, sizes: list[int], numel: int, p: float = 0.35) -> list[int]:
    """One size spelled -1, where infer_size can infer it (never ambiguous)."""
    if not sizes or not ch.chance(p):
        return sizes
    options = [i for i in range(len(sizes))
               if all(n != 0 for j, n in enumerate(sizes) if j != i) and (numel != 0 or sizes[i] == 0)]
    if not options:
        return sizes
    i = ch.choice(options)
    return sizes[:i] + [-1] + sizes[i + 1:]


def _fit_rank(sizes: list[int]) -> list[int]:
    """At most MAX_RANK sizes: drop 1s, then merge the last ones."""
    while len(sizes) > MAX_RANK and 1 in sizes:
        sizes.remove(1)
    while len(sizes) > MAX_RANK:
        sizes[-2:] = [sizes[-2] * sizes[-1]]
    return sizes


def split_shape(ch: Chooser, x: TensorSpec) -> list[int]:
    """A target shape any layout can view: dims split, size-1 dims dropped or added; a
    tensor without elements takes any shape with a 0, a rank-0 one any shape of 1s."""
    if x.numel == 0 and ch.chance(0.5):
        sizes = _factors(ch, 0)
    else:
        sizes = []
        for n in x.shape:
            if n == 1 and ch.chance(0.3):
                continue
            sizes += _factors(ch, n) if ch.chance(0.4) else [n]
        for _ in range(ch.choice([0, 0, 1, 2])):
            sizes.insert(ch.integer(0, len(sizes)), 1)
        if len(sizes) > MAX_RANK:
            sizes = [n for n in sizes if n != 1][:MAX_RANK] if x.numel else [0]
            if x.numel and len([n for n in x.shape if n != 1]) > MAX_RANK:
                sizes = list(x.shape)
    return _with_minus_one(ch, sizes, x.numel)


def any_shape(ch: Chooser, x: TensorSpec) -> list[int]:
    """Any target shape with x's element count: a view-safe one with adjacent dims merged."""
    sizes = [n for n in split_shape(ch, x) if n != -1] if ch.chance(0.6) else list(x.shape)
    if x.numel and ch.integer(0, 1) and len(sizes) > 1:
        for _ in range(ch.integer(1, len(sizes) - 1)):
            i = ch.integer(0, len(sizes) - 2)
            sizes[i:i + 2] = [sizes[i] * sizes[i + 1]]
    if x.numel != _product(sizes):  # a -1 was dropped above
        sizes = list(x.shape)
    return _with_minus_one(ch, _fit_rank(sizes), x.numel)


def _product(sizes: list[int]) -> int:
    p = 1
    for n in sizes:
        p *= n
    return p


# -- view, reshape --------------------------------------------------------------------------

def _shape_infer(op: str, key: str):
    def infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
        arity(ops, 1, op)
        attr_keys(attrs, {key}, set(), op)
        return TensorSpec(infer_size(as_int_list(attrs[key], f"{op} {key}"), ops[0].numel, op), ops[0].dtype)
    return infer


def _view_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    return None if x is None else ([x], {"size": split_shape(ch, pool[x])})


def _reshape_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    return None if x is None else ([x], {"shape": any_shape(ch, pool[x])})


register(OpSpec(
    name="aten.view", family="reordering", values=exact, infer=_shape_infer("aten.view", "size"),
    sample=_view_sample, nan=NaNBits.MOVES,
    calls=(call("aten.view.default", operand("input"), attr("size")),),
))

register(OpSpec(
    name="aten.reshape", family="reordering", values=exact, infer=_shape_infer("aten.reshape", "shape"),
    sample=_reshape_sample, nan=NaNBits.MOVES,
    calls=(call("aten.reshape.default", operand("input"), attr("shape")),),
))


# -- flatten, unflatten -----------------------------------------------------------------------

def _flatten_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.flatten")
    attr_keys(attrs, {"start_dim", "end_dim"}, set(), "aten.flatten")
    x = ops[0]
    start = scalar_dim(attrs["start_dim"], x.rank, "aten.flatten start_dim")
    end = scalar_dim(attrs["end_dim"], x.rank, "aten.flatten end_dim")
    if start > end:
        raise ValueError(f"aten.flatten: start_dim {start} comes after end_dim {end}")
    if x.rank == 0:
        return TensorSpec((1,), x.dtype)
    return TensorSpec(x.shape[:start] + (_product(list(x.shape[start:end + 1])),) + x.shape[end + 1:], x.dtype)


def _flatten_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    if x is None:
        return None
    n = max(pool[x].rank, 1)
    start = ch.choice([0, ch.integer(0, n - 1)])
    end = ch.choice([start, n - 1, ch.integer(start, n - 1)])  # one dim (a no-op), to the last, or between
    return [x], {"start_dim": dim(ch, n, start), "end_dim": dim(ch, n, end)}


register(OpSpec(
    name="aten.flatten", family="reordering", values=exact, infer=_flatten_infer, sample=_flatten_sample,
    nan=NaNBits.MOVES,
    calls=(call("aten.flatten.using_ints", operand("input"), attr("start_dim"), attr("end_dim")),),
))


def _unflatten_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.unflatten")
    attr_keys(attrs, {"dim", "sizes"}, set(), "aten.unflatten")
    x = ops[0]
    if x.rank == 0:
        raise ValueError("aten.unflatten: a rank-0 tensor has no dim to unflatten")
    d = as_dim(attrs["dim"], x.rank, "aten.unflatten dim")
    sizes = as_int_list(attrs["sizes"], "aten.unflatten sizes")
    if not sizes:
        raise ValueError("aten.unflatten: sizes must be non-empty")
    return TensorSpec(x.shape[:d] + infer_size(sizes, x.shape[d], "aten.unflatten") + x.shape[d + 1:], x.dtype)


def _unflatten_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: 0 < s.rank < MAX_RANK)
    if x is None:
        return None
    spec = pool[x]
    d = ch.integer(0, spec.rank - 1)
    sizes = _factors(ch, spec.shape[d])[:MAX_RANK - spec.rank + 1]
    if _product(sizes) != spec.shape[d]:
        sizes = [spec.shape[d]]
    return [x], {"dim": dim(ch, spec.rank, d), "sizes": _with_minus_one(ch, sizes, spec.shape[d], 0.5)}


register(OpSpec(
    name="aten.unflatten", family="reordering", values=exact, infer=_unflatten_infer, sample=_unflatten_sample,
    nan=NaNBits.MOVES,
    calls=(call("aten.unflatten.int", operand("input"), attr("dim"), attr("sizes")),),
))


# -- squeeze, unsqueeze ---------------------------------------------------------------------
# squeeze: no `dim` (every size-1 dim), one dim (squeeze.dim) or a list without repeats
# (squeeze.dims, a limitation); a named dim whose size is not 1 stays (a no-op PyTorch accepts).

def _squeeze_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.squeeze")
    attr_keys(attrs, set(), {"dim"}, "aten.squeeze")
    x = ops[0]
    if "dim" not in attrs:
        return TensorSpec(tuple(n for n in x.shape if n != 1), x.dtype)
    given = attrs["dim"]
    dims = as_int_list(given, "aten.squeeze dim") if isinstance(given, list) else [given]
    norm = [scalar_dim(d, x.rank, "aten.squeeze dim") for d in dims]
    if len(set(norm)) != len(norm):
        raise ValueError(f"aten.squeeze: dims {given} repeat a dim")
    return TensorSpec(tuple(n for i, n in enumerate(x.shape) if not (i in norm and n == 1)), x.dtype)


def _squeeze_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    if x is None:
        return None
    shape = pool[x].shape
    form = ch.choice(["all", "dim", "dim", "dim", "dims"])
    if form == "all":
        return [x], {}
    if form == "dims":
        return [x], {"dim": some_dims(ch, len(shape))}
    ones = [i for i, n in enumerate(shape) if n == 1]
    n = max(len(shape), 1)
    d = ch.choice(ones) if ones and ch.chance(0.6) else ch.integer(0, n - 1)  # a size-1 dim, or any (a no-op)
    return [x], {"dim": dim(ch, n, d)}


register(OpSpec(
    name="aten.squeeze", family="reordering", values=exact, infer=_squeeze_infer, sample=_squeeze_sample,
    nan=NaNBits.MOVES,
    calls=(call("aten.squeeze.default", operand("input")),
           call("aten.squeeze.dim", operand("input"), attr("dim")),
           call("aten.squeeze.dims", operand("input"), attr("dim"))),
    pick_call=lambda a: 0 if "dim" not in a else 2 if isinstance(a["dim"], list) else 1,
    known_limit=lambda ops, a: "squeeze with a dim list (squeeze.dims) is not in the Torch dialect "
                               "(limitation-squeeze-dims-not-in-torch-dialect)"
                               if isinstance(a.get("dim"), list) else None,
    # Which dims squeeze removes depends on which are 1: with a dynamic dim (torch.export
    # knows it is >= 2; the IR does not) the result's rank is unknowable once types are
    # erased, and the backend contract fails with "unknown rank" (triaged by hand).
    dynamic_limit=lambda ops, a: "squeeze in a program with dynamic dims: its rank is unknown once types are erased",
))


def _unsqueeze_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.unsqueeze")
    attr_keys(attrs, {"dim"}, set(), "aten.unsqueeze")
    x = ops[0]
    d = as_dim(attrs["dim"], x.rank + 1, "aten.unsqueeze dim")
    return TensorSpec(x.shape[:d] + (1,) + x.shape[d:], x.dtype)


def _unsqueeze_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: s.rank < MAX_RANK)
    if x is None:
        return None
    rank = pool[x].rank
    return [x], {"dim": dim(ch, rank + 1, ch.choice([0, rank, ch.integer(0, rank)]))}


register(OpSpec(
    name="aten.unsqueeze", family="reordering", values=exact, infer=_unsqueeze_infer, sample=_unsqueeze_sample,
    nan=NaNBits.MOVES,
    calls=(call("aten.unsqueeze.default", operand("input"), attr("dim")),),
))
