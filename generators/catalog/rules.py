"""Shared checks and samplers for the family modules.

Edge values (the catalog's sampling policy): every integer attribute is drawn on purpose
from its edges, not only by chance. `dim` draws each dim both ways (d and d - rank);
`bound` draws slice-like bounds from None, 0, 1, -1, the size, one past it, minus the
size, one below that, INT64_MAX and INT64_MIN (what PyTorch clamps), and a random value
just around the range; `count` draws sizes and counts from 0 and 1 first. A family module
that accepts a value PyTorch gives a meaning to (negative shifts, a split size past the
end, repeated dims where allowed, an empty list) samples it too; one PyTorch rejects is
never sampled (the catalog's `infer` rejects it, and the tests check eager agrees).
Dynamic dims and erasure levels are chosen per program by the generator, so every edge
meets each of them.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from ..choice import Chooser
from ..dtypes import check_dtype
from ..tensor_spec import TensorSpec
from .registry import Pool, Values

INT64_MAX = 2**63 - 1
INT64_MIN = -2**63


def arity(ops: Sequence[TensorSpec], n: int, op: str) -> None:
    if len(ops) != n:
        raise ValueError(f"{op} takes {n} operand(s), got {len(ops)}")


def attr_keys(attrs: Mapping[str, Any], required: set[str], optional: set[str], op: str) -> None:
    missing = required - set(attrs)
    if missing:
        raise ValueError(f"{op}: missing attribute(s) {sorted(missing)}")
    unknown = set(attrs) - required - optional
    if unknown:
        raise ValueError(f"{op}: unknown attribute(s) {sorted(unknown)}")


def as_int(value: Any, what: str) -> int:
    if type(value) is not int:
        raise ValueError(f"{what} must be an integer, got {value!r}")
    return value


def as_int64(value: Any, what: str) -> int:
    """An integer attribute that aten receives as a C++ int64_t."""
    v = as_int(value, what)
    if not INT64_MIN <= v <= INT64_MAX:
        raise ValueError(f"{what}={v} does not fit in int64")
    return v


# c10::SymInt keeps values below -2**62 for its symbolic pointers: an int list that aten
# takes as SymInt[] (roll's shifts, sizes) rejects them ("SymIntArrayRef expected to contain
# only concrete integers"), though each fits in int64.
SYMINT_MIN = -2**62


def as_symint(value: Any, what: str) -> int:
    """An item of a SymInt[] attribute: an int64 of at least SYMINT_MIN."""
    v = as_int64(value, what)
    if v < SYMINT_MIN:
        raise ValueError(f"{what}={v} is below c10::SymInt's smallest concrete value {SYMINT_MIN}")
    return v


def as_dim(value: Any, rank: int, what: str) -> int:
    """A dim in [-rank, rank), normalized to [0, rank)."""
    d = as_int(value, what)
    if not -rank <= d < rank:
        raise ValueError(f"{what}={d} out of range for rank {rank}")
    return d % rank


def as_int_list(value: Any, what: str) -> list[int]:
    if not isinstance(value, list):
        raise ValueError(f"{what} must be a list of integers, got {value!r}")
    return [as_int64(v, f"{what} item") for v in value]


def opt_dtype(attrs: Mapping[str, Any], default: str) -> str:
    dtype = attrs.get("dtype")
    return default if dtype is None else check_dtype(dtype)


def pick(chooser: Chooser, pool: Pool, ok: Callable[[TensorSpec], bool]) -> str | None:
    names = [n for n, s in pool.items() if ok(s)]
    return chooser.choice(names) if names else None


def exact(attrs: Mapping[str, Any], result: TensorSpec) -> Values:
    return Values.EXACT


# -- edge-value samplers ----------------------------------------------------------------

def dim(ch: Chooser, rank: int, d: int | None = None) -> int:
    """Dim `d` (or a random one) of a rank-`rank` tensor, spelled negatively a third of the time."""
    d = ch.integer(0, rank - 1) if d is None else d
    return d - rank if ch.chance(0.3) else d


def bound(ch: Chooser, n: int) -> int | None:
    """A slice-like bound for a dim of size n: the edges PyTorch clamps, and around them."""
    return ch.choice([None, 0, 1, -1, n, n + 1, -n, -n - 1, INT64_MAX, INT64_MIN, ch.integer(-n - 2, n + 2)])


def count(ch: Chooser, most: int) -> int:
    """A size or count in [0, most], 0 and 1 first."""
    return ch.choice([0, 1, 1, 2, ch.integer(0, max(most, 0))])
