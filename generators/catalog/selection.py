"""Selection: ops that pick, element by element, between values (where, masked_fill, tril/triu).

`where.self` and `masked_fill.Scalar` broadcast all their tensors together (masked_fill too:
its out-of-place form expands `self` to the mask's shape, so a mask of more dims or larger
size-1 dims grows the result). `where`'s result dtype is PyTorch's result_type of self and
other, where a rank-0 tensor does not promote a dimensioned one of the same category (bool <
integer < float): where(c, int8[3], int64[]) is int8.

The condition (mask) is a bool tensor from the pool when one broadcasts, else a constant
(`calls.tensor` of a nested list of bools in the attributes: torch.export lifts it and the FX
importer makes it a literal, so both the runtime and the folded path run). A constant cannot
spell a zero-size dim before another dim ([] is shape [0]), so it uses 1 there. Eager also
takes a deprecated uint8 condition for where (infer accepts it, it is never sampled); every
other non-bool condition or mask is an error.

tril/triu keep a triangle of the last two dims (rank >= 2) and zero the rest; any int64
diagonal is legal (eager clamps it to [-rows, cols]), so the edges INT64_MIN/MAX, beyond the
matrix and 0 are all sampled.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..calls import attr, call, operand, tensor
from ..choice import Chooser
from ..dtypes import is_float, promote
from ..tensor_spec import TensorSpec
from .fills import check_fill, sample_fill
from .registry import NaNBits, OpSpec, Pool, Sample, register
from .rules import INT64_MAX, INT64_MIN, arity, as_int64, attr_keys, exact, pick


def broadcast(shapes: Sequence[tuple[int, ...]], op: str) -> tuple[int, ...]:
    rank = max(len(s) for s in shapes)
    out = []
    for i in range(rank):
        sizes = {s[i - rank + len(s)] for s in shapes if i - rank + len(s) >= 0} - {1}
        if len(sizes) > 1:
            raise ValueError(f"{op}: shapes {[list(s) for s in shapes]} do not broadcast")
        out.append(sizes.pop() if sizes else 1)
    return tuple(out)


def result_type(a: TensorSpec, b: TensorSpec) -> str:
    """torch.result_type of two tensors: a rank-0 one yields to a dimensioned one of its category."""
    def category(s: TensorSpec) -> int:
        return 2 if is_float(s.dtype) else 0 if s.dtype == "bool" else 1

    if (a.rank == 0) != (b.rank == 0):
        dimensioned, zero = (b, a) if a.rank == 0 else (a, b)
        if category(zero) <= category(dimensioned):
            return dimensioned.dtype
    return promote(a.dtype, b.dtype)


def constant_shape(value: Any, what: str) -> tuple[int, ...]:
    """The shape torch.tensor gives a nested list of bools (rectangular, bools only)."""
    if type(value) is bool:
        return ()
    if not isinstance(value, list):
        raise ValueError(f"{what} must be a bool or a nested list of bools, got {value!r}")
    inner = [constant_shape(v, what) for v in value]
    if any(s != inner[0] for s in inner):
        raise ValueError(f"{what} is not rectangular")
    return (len(value),) + (inner[0] if inner else ())


def _broadcastable(ch: Chooser, shape: tuple[int, ...]) -> tuple[int, ...]:
    """A shape that broadcasts with `shape`: itself, rank 0, size-1 dims, fewer or more dims."""
    kind = ch.choice(["same", "same", "ones", "fewer", "more", "scalar"])
    if kind == "scalar":
        return ()
    out = list(shape)
    if kind == "ones":
        out = [1 if ch.chance(0.5) else n for n in out]
    elif kind == "fewer":
        out = out[ch.integer(0, len(out)):]
    elif kind == "more":
        out = [ch.choice([1, 2, 3]) for _ in range(ch.integer(1, 2))] + out
    return tuple(out)


def _constant(ch: Chooser, shape: tuple[int, ...]) -> Any:
    shape = tuple(1 if n == 0 and i + 1 < len(shape) else n for i, n in enumerate(shape))
    if not shape:
        return ch.chance(0.5)
    return [_constant(ch, shape[1:]) for _ in range(shape[0])]


def _fits(s: TensorSpec, shapes: Sequence[tuple[int, ...]]) -> bool:
    try:
        broadcast([s.shape, *shapes], "")
    except ValueError:
        return False
    return True


def _condition(ch: Chooser, pool: Pool, shapes: Sequence[tuple[int, ...]], key: str) -> tuple[list[str], dict]:
    """A bool operand that broadcasts with `shapes` (two times in three when the pool has one),
    else a constant under `key`."""
    operand_ = pick(ch, pool, lambda s: s.dtype == "bool" and _fits(s, shapes))
    if operand_ is not None and ch.chance(0.67):
        return [operand_], {}
    return [], {key: _constant(ch, _broadcastable(ch, broadcast(shapes, "")))}


def _bool_operand(s: TensorSpec, op: str, what: str, uint8_ok: bool = False) -> None:
    if s.dtype != "bool" and not (uint8_ok and s.dtype == "uint8"):
        raise ValueError(f"{op}: {what} must be a bool tensor, got {s.dtype}")


# -- where ------------------------------------------------------------------------

def _where_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    attr_keys(attrs, set(), {"condition"}, "aten.where.self")
    if "condition" in attrs:
        arity(ops, 2, "aten.where.self")
        cond = TensorSpec(constant_shape(attrs["condition"], "aten.where.self condition"), "bool")
        x, y = ops
    else:
        arity(ops, 3, "aten.where.self")
        cond, x, y = ops
        _bool_operand(cond, "aten.where.self", "condition", uint8_ok=True)
    return TensorSpec(broadcast([cond.shape, x.shape, y.shape], "aten.where.self"), result_type(x, y))


def _where_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    if x is None:
        return None
    base = pool[x]
    same_dtype = ch.chance(0.5)
    y = pick(ch, pool, lambda s: _fits(s, [base.shape]) and (not same_dtype or s.dtype == base.dtype)) or x
    cond, attrs = _condition(ch, pool, [base.shape, pool[y].shape], "condition")
    return cond + ([y, x] if ch.chance(0.5) else [x, y]), attrs


register(OpSpec(
    name="aten.where.self", family="selection", values=exact, infer=_where_infer, sample=_where_sample,
    nan=NaNBits.MOVES,
    calls=(call("aten.where.self", operand("condition", 0), operand("input", 1), operand("other", 2)),
           call("aten.where.self", tensor("condition", "condition", "bool"), operand("input", 0),
                operand("other", 1))),
    pick_call=lambda a: 1 if "condition" in a else 0,
))


# -- masked_fill --------------------------------------------------------------------

def _masked_fill_infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
    attr_keys(attrs, {"value"}, {"mask"}, "aten.masked_fill.Scalar")
    if "mask" in attrs:
        arity(ops, 1, "aten.masked_fill.Scalar")
        x, mask = ops[0], TensorSpec(constant_shape(attrs["mask"], "aten.masked_fill.Scalar mask"), "bool")
    else:
        arity(ops, 2, "aten.masked_fill.Scalar")
        x, mask = ops
        _bool_operand(mask, "aten.masked_fill.Scalar", "mask")
    shape = broadcast([x.shape, mask.shape], "aten.masked_fill.Scalar")
    check_fill(attrs["value"], x.dtype, "aten.masked_fill.Scalar value")
    return TensorSpec(shape, x.dtype)


def _masked_fill_sample(ch: Chooser, pool: Pool) -> Sample | None:
    x = pick(ch, pool, lambda s: True)
    if x is None:
        return None
    mask, attrs = _condition(ch, pool, [pool[x].shape], "mask")
    return [x] + mask, {**attrs, "value": sample_fill(ch, pool[x].dtype)}


register(OpSpec(
    name="aten.masked_fill.Scalar", family="selection", values=exact, infer=_masked_fill_infer,
    sample=_masked_fill_sample, nan=NaNBits.MOVES,
    calls=(call("aten.masked_fill.Scalar", operand("input", 0), operand("mask", 1), attr("value")),
           call("aten.masked_fill.Scalar", operand("input", 0), tensor("mask", "mask", "bool"), attr("value"))),
    pick_call=lambda a: 1 if "mask" in a else 0,
))


# -- tril / triu ----------------------------------------------------------------------

def _triangle(name: str) -> OpSpec:
    op = f"aten.{name}"

    def infer(ops: Sequence[TensorSpec], attrs: Mapping[str, Any]) -> TensorSpec:
        arity(ops, 1, op)
        attr_keys(attrs, {"diagonal"}, set(), op)
        as_int64(attrs["diagonal"], f"{op} diagonal")
        if ops[0].rank < 2:
            raise ValueError(f"{op}: input tensor must have at least 2 dimensions, got rank {ops[0].rank}")
        return ops[0]

    def sample(ch: Chooser, pool: Pool) -> Sample | None:
        x = pick(ch, pool, lambda s: s.rank >= 2)
        if x is None:
            return None
        rows, cols = pool[x].shape[-2:]
        diagonal = ch.choice([0, 0, 1, -1, cols, cols + 1, -rows, -rows - 1, ch.integer(-rows - 2, cols + 2),
                              INT64_MAX, INT64_MIN, 1000, -1000])
        return [x], {"diagonal": diagonal}

    return register(OpSpec(
        name=op, family="selection", values=exact, infer=infer, sample=sample, nan=NaNBits.MOVES,
        calls=(call(f"{op}.default", operand("input"), attr("diagonal")),)))


_triangle("tril")
_triangle("triu")
