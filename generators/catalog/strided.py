"""as_strided: read the operand's elements at storage_offset + sum(i_d * stride_d).

as_strided addresses storage, not values: on a view it reads the elements around it, and what
is a view (and its strides) is an eager implementation detail the catalog does not track. The
catalog's as_strided reads a contiguous copy of its operand (calls.contiguous_operand: one
`aten.clone` with contiguous_format before it), so its storage is exactly the operand's
elements in row-major order, and `infer` can keep every address inside it, as eager requires:
storage_offset (None: 0) + sum((size_d - 1) * stride_d) < numel, unless the result is empty
(eager then checks nothing, any offset goes). Strides are >= 0 (eager rejects negative ones);
0 and overlapping strides are sampled on purpose (one element read many times), as are a
rank-0 result, zero sizes, the last element and an offset past the end with an empty result.

torch-mlir's FX importer rewrites as_strided into aten.index.Tensor over constant indices
(torch_mlir/extras/fx_as_strided.py), so torch-mlir receives index.Tensor (importer.py,
REWRITTEN_AT_IMPORT); that rewrite is the code under test. It needs static shapes ("`base.shape`
must be static before Torch IR import" with a dynamic dim, by design): a `dynamic_limit`.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..calls import attr, call, contiguous_operand
from ..choice import Chooser
from ..tensor_spec import TensorSpec
from .registry import NaNBits, OpSpec, Pool, Sample, register
from .rules import SYMINT_MIN, arity, as_int_list, attr_keys, count, exact, pick

MAX_RESULT_RANK = 4


def _extent(size: Sequence[int], stride: Sequence[int]) -> int:
    """The distance from the first element read to the last (0 for one element)."""
    return sum((n - 1) * s for n, s in zip(size, stride))


def _as_strided_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.as_strided")
    attr_keys(attrs, {"size", "stride", "storage_offset"}, set(), "aten.as_strided")
    size = as_int_list(attrs["size"], "aten.as_strided size")
    stride = as_int_list(attrs["stride"], "aten.as_strided stride")
    offset = attrs["storage_offset"]
    if len(size) != len(stride):
        raise ValueError(f"aten.as_strided: {len(size)} sizes but {len(stride)} strides")
    if any(v < SYMINT_MIN for v in [*size, *stride]):
        raise ValueError("aten.as_strided: a size or stride below c10::SymInt's smallest concrete value")
    if any(n < 0 for n in size):
        raise ValueError(f"aten.as_strided: negative size in {size}")
    if any(s < 0 for s in stride):
        raise ValueError(f"aten.as_strided: negative stride in {stride} (eager rejects it)")
    if offset is not None and (type(offset) is not int or not 0 <= offset < 2**62):
        raise ValueError(f"aten.as_strided: storage_offset must be None or a non-negative int, got {offset!r}")
    result = TensorSpec(tuple(size), ops[0].dtype)
    if result.numel > 0 and (offset or 0) + _extent(size, stride) >= ops[0].numel:
        raise ValueError(f"aten.as_strided: size {size}, stride {stride}, offset {offset} read past the "
                         f"operand's {ops[0].numel} elements")
    return result


def _row_major(size: Sequence[int]) -> list[int]:
    strides, step = [], 1
    for n in reversed(size):
        strides.append(step)
        step *= max(n, 1)
    return strides[::-1]


def _as_strided_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    if x is None:
        return None
    n = pool[x].numel
    for _ in range(8):  # most draws fit; shrink the sizes when one does not
        size = [count(ch, 4) for _ in range(ch.integer(0, MAX_RESULT_RANK))]
        if ch.chance(0.3):
            size = list(pool[x].shape[:MAX_RESULT_RANK])  # the operand's own shape, strides of any kind
        row = _row_major(size)
        stride = [ch.choice([0, 1, row[d], row[d], ch.integer(0, max(n, 1))]) for d in range(len(size))]
        if 0 in size:  # reads nothing: any offset goes, one past the end too
            return [x], {"size": size, "stride": stride, "storage_offset": ch.choice([None, 0, n, n + 2])}
        room = n - 1 - _extent(size, stride)
        if room >= 0:
            offset = ch.choice([None, 0, room, ch.integer(0, room)])
            return [x], {"size": size, "stride": stride, "storage_offset": offset}
    if n == 0:
        return None
    return [x], {"size": [], "stride": [], "storage_offset": n - 1}  # the last element, rank 0


register(OpSpec(
    name="aten.as_strided", family="indexing", values=exact, infer=_as_strided_infer, sample=_as_strided_sample,
    calls=(call("aten.as_strided.default", contiguous_operand("input"), attr("size"), attr("stride"),
                attr("storage_offset")),),
    nan=NaNBits.MOVES,
    dynamic_limit=lambda ops, a: "torch-mlir's FX importer rewrites as_strided only with static shapes "
                                 "(fx_as_strided.py: `base.shape` must be static)",
))
