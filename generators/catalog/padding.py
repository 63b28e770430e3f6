"""Padding: ops that grow a tensor with a constant border (constant_pad_nd, pad in its constant mode).

`pad` lists (before, after) pairs from the last dim backwards, at most one pair per dim; its
length must be even (eager rejects an odd one: never sampled). A negative entry crops: eager
narrows first, so the crops of a dim together may remove at most its whole size, even where
the positive entry would grow it back. The border value is a Scalar converted like a fill
(fills.check_fill: a float on an integer dtype truncates toward zero, -1 wraps to 255 in
uint8, anything goes for bool), and only when some entry is positive: a pure crop never
converts it. `aten.pad` (mode "constant") reaches torch-mlir undecomposed
through torch.export and the FX import, so torch-mlir's own decomposition runs; its value is
`float?` (None means 0) and its other modes (reflect, replicate, circular) are not this family.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..calls import attr, call, operand
from ..choice import Chooser
from ..tensor_spec import TensorSpec
from .fills import check_fill, sample_fill
from .registry import NaNBits, OpSpec, Pool, Sample, register
from .rules import arity, as_int_list, attr_keys, exact, pick


def padded_shape(x: TensorSpec, pad: Any, op: str) -> tuple[int, ...]:
    """The shape `pad` gives x, or ValueError where eager rejects it."""
    pad = as_int_list(pad, f"{op} pad")
    if len(pad) % 2:
        raise ValueError(f"{op}: pad length must be even, got {len(pad)}")
    if len(pad) // 2 > x.rank:
        raise ValueError(f"{op}: pad of length {len(pad)} for a rank-{x.rank} tensor")
    shape = list(x.shape)
    for i in range(len(pad) // 2):
        d = x.rank - 1 - i
        before, after = pad[2 * i], pad[2 * i + 1]
        if shape[d] + min(before, 0) + min(after, 0) < 0:
            raise ValueError(f"{op}: pad ({before}, {after}) crops more than dim {d} of size {shape[d]}")
        shape[d] += before + after
    return tuple(shape)


def sample_pad(ch: Chooser, x: TensorSpec) -> list[int]:
    """Pairs for 0..rank trailing dims from the edges: 0, +-1, the size, one past it, crops
    that leave nothing, and around them."""
    pad: list[int] = []
    for i in range(min(ch.choice([0, 1, 1, 2, ch.integer(0, x.rank)]), x.rank)):
        n = x.shape[x.rank - 1 - i]
        before = ch.choice([0, 1, -1, 2, n, n + 1, -n, ch.integer(-n, n + 2)])
        left = n + min(before, 0)
        if before < -n:
            before, left = -n, 0
        after = ch.choice([0, 1, -1, 3, left + 1, -left, ch.integer(-left, left + 2)])
        pad += [before, max(after, -left)]
    return pad


# -- constant_pad_nd ------------------------------------------------------------

def _constant_pad_nd_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.constant_pad_nd")
    attr_keys(attrs, {"pad", "value"}, set(), "aten.constant_pad_nd")
    shape = padded_shape(ops[0], attrs["pad"], "aten.constant_pad_nd")
    if any(p > 0 for p in attrs["pad"]):  # eager converts the value only when it writes a border
        check_fill(attrs["value"], ops[0].dtype, "aten.constant_pad_nd value")
    elif type(attrs["value"]) not in (int, float, bool):
        raise ValueError(f"aten.constant_pad_nd: value must be a number or bool, got {attrs['value']!r}")
    return TensorSpec(shape, ops[0].dtype)


def _constant_pad_nd_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    if x is None:
        return None
    return [x], {"pad": sample_pad(ch, pool[x]), "value": sample_fill(ch, pool[x].dtype)}


register(OpSpec(
    name="aten.constant_pad_nd", family="padding", values=exact, infer=_constant_pad_nd_infer,
    sample=_constant_pad_nd_sample, nan=NaNBits.MOVES,
    calls=(call("aten.constant_pad_nd.default", operand("input"), attr("pad"), attr("value")),),
))


# -- pad (constant mode) ----------------------------------------------------------

def _pad_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    arity(ops, 1, "aten.pad")
    attr_keys(attrs, {"pad", "mode", "value"}, set(), "aten.pad")
    if attrs["mode"] != "constant":
        raise ValueError(f"aten.pad: only mode 'constant' is in the padding family, got {attrs['mode']!r}")
    shape = padded_shape(ops[0], attrs["pad"], "aten.pad")
    value = attrs["value"]
    if value is not None:
        if type(value) not in (int, float, bool):
            raise ValueError(f"aten.pad: value must be a float or None, got {value!r}")
        if any(p > 0 for p in attrs["pad"]):  # the schema's `float?` makes it a double first
            check_fill(float(value), ops[0].dtype, "aten.pad value")
    return TensorSpec(shape, ops[0].dtype)


def _pad_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    if x is None:
        return None
    value: Any = sample_fill(ch, pool[x].dtype)
    if type(value) is not float:  # the schema's `float?`: a float, or None (0)
        value = None if type(value) is bool or ch.chance(0.3) else float(value)
    try:
        if value is not None:
            check_fill(value, pool[x].dtype, "aten.pad value")
    except ValueError:  # an int edge that only the int form takes (-1 into uint8, 2^63 - 1)
        value = None
    return [x], {"pad": sample_pad(ch, pool[x]), "mode": "constant", "value": value}


register(OpSpec(
    name="aten.pad", family="padding", values=exact, infer=_pad_infer, sample=_pad_sample, nan=NaNBits.MOVES,
    calls=(call("aten.pad.default", operand("input"), attr("pad"), attr("mode"), attr("value")),),
))
