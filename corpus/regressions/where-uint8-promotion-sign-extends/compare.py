"""Numeric comparison rules.

- Shapes and dtypes always match exactly.
- Compiled IR_k vs IR_k+1: bit for bit under the output's NaN policy (`compare_bits`).
- Compiled vs eager, by the value kind the taint analysis gives each output:
  EXACT (data movement and fill) bit for bit; INEXACT with torch.testing's
  dtype-based tolerances (never hand-rolled); RANDOM with shape, dtype, the op's
  defined range and, with enough elements, distribution statistics; UNDEFINED
  (empty_like and what flows from it) with shape and dtype only.
- NaN policy (per output, from generators/taint.py): PyTorch defines a NaN's sign and
  payload only where data is moved without a dtype conversion. `NAN_BITS`: NaN bit
  patterns are compared like every other bit. `NAN_ANY`: any NaN equals any NaN (what
  arithmetic or a conversion produced); -0.0 vs 0.0, NaN vs a number and every other bit
  are still compared exactly.

Self-contained on purpose (the standard library and torch, imported lazily): the GPU
runner and the numeric reproducers carry a verbatim copy of this file, where irfuzz is
not installed. A value kind is accepted as generators.catalog.Values or its string value.

Contract: pure functions of their tensor arguments, which they do not mutate.
Each returns None when the rule holds, else a Mismatch describing the first
difference, always with its index (where there is one) and both values.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from typing import Any

# Distribution checks need enough draws to say anything; below this, range only.
MIN_ELEMENTS_FOR_STATISTICS = 1000
# Allowed deviation of a sample mean, in standard errors: false alarm odds ~1e-9.
STATISTICS_SIGMAS = 6.0
# NaN policies: compare NaN bit patterns, or let any NaN equal any NaN.
NAN_BITS = "bits"
NAN_ANY = "any"
NAN_POLICIES = (NAN_BITS, NAN_ANY)
KINDS = ("exact", "inexact", "random", "undefined")


@dataclass
class Mismatch:
    output: int
    rule: str                 # "shape", "dtype", "bits", "close", "range", "statistics"
    index: list[int] | None = None
    expected: Any = None
    actual: Any = None
    detail: str = ""

    def describe(self) -> str:
        where = f" at index {self.index}" if self.index is not None else ""
        return (f"output {self.output}: {self.rule} mismatch{where}: expected {self.expected}, got {self.actual}"
                + (f" ({self.detail})" if self.detail else ""))

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _check_nan(nan: str) -> None:
    if nan not in NAN_POLICIES:
        raise ValueError(f"unknown NaN policy {nan!r}; expected one of {', '.join(NAN_POLICIES)}")


def _bits(t: Any, nan: str = NAN_BITS) -> Any:
    """A view whose equality is bit equality (-0.0 != 0.0). NaN == NaN in place under
    NAN_BITS; under NAN_ANY every NaN becomes one pattern (all ones, itself a NaN, so no
    number can take it) and NaN equals NaN whatever its sign and payload."""
    import torch

    if not t.dtype.is_floating_point:
        return t
    t = t.contiguous()
    view = t.view({1: torch.int8, 2: torch.int16, 4: torch.int32, 8: torch.int64}[t.dtype.itemsize])
    if nan == NAN_ANY:
        view = torch.where(torch.isnan(t), torch.full_like(view, -1), view)
    return view


def _first(mask: Any) -> list[int]:
    import torch

    return [int(x) for x in torch.nonzero(mask)[0].tolist()] if mask.dim() else []


def _value(t: Any, index: list[int]) -> Any:
    """One element for a message (JSON-able): a NaN shows its bit pattern, since its sign
    and payload are what a NaN mismatch is about."""
    element = t[tuple(index)] if t.dim() else t
    v = element.item()
    if isinstance(v, float) and math.isnan(v):
        raw = int(_bits(element).item()) & ((1 << (8 * t.dtype.itemsize)) - 1)
        return f"nan (0x{raw:0{2 * t.dtype.itemsize}x})"
    if isinstance(v, float):
        return repr(v)
    return v if isinstance(v, (int, bool)) else repr(v)


def _same_type(i: int, expected: Any, actual: Any) -> Mismatch | None:
    if tuple(expected.shape) != tuple(actual.shape):
        return Mismatch(i, "shape", expected=list(expected.shape), actual=list(actual.shape))
    if expected.dtype != actual.dtype:
        return Mismatch(i, "dtype", expected=str(expected.dtype), actual=str(actual.dtype))
    return None


def same_type(i: int, expected: Any, actual: Any) -> Mismatch | None:
    """Shape, then dtype: the rule for values nothing defines."""
    return _same_type(i, expected, actual)


def compare_bits(i: int, expected: Any, actual: Any, nan: str = NAN_BITS) -> Mismatch | None:
    _check_nan(nan)
    problem = _same_type(i, expected, actual)
    if problem:
        return problem
    differ = _bits(expected, nan) != _bits(actual, nan)
    if not bool(differ.any()):
        return None
    index = _first(differ)
    return Mismatch(i, "bits", index, _value(expected, index), _value(actual, index),
                    detail=f"{int(differ.sum())} of {differ.numel()} elements differ")


def only_flushed_denormals(expected: Any, actual: Any, nan: str = NAN_BITS) -> bool:
    """Every difference (under the NaN policy) is an expected subnormal that came back as a
    zero: what an executor running with flush-to-zero does, not what the compiler did."""
    import torch

    _check_nan(nan)
    if not expected.dtype.is_floating_point or expected.shape != actual.shape or expected.dtype != actual.dtype:
        return False
    differ = _bits(expected, nan) != _bits(actual, nan)
    if not bool(differ.any()):
        return False
    tiny = torch.finfo(expected.dtype).tiny
    subnormal = (expected != 0) & (expected.abs() < tiny)
    return bool((subnormal[differ]).all() and (actual[differ] == 0).all())


def _first_not_close(expected: Any, actual: Any) -> list[int]:
    """The first element torch.testing.assert_close rejects: torch.isclose with the
    tolerances assert_close takes for the dtype (NaN equal to NaN)."""
    import torch

    try:
        from torch.testing._comparison import default_tolerances

        rtol, atol = default_tolerances(actual, expected)
        differ = ~torch.isclose(actual, expected, rtol=rtol, atol=atol, equal_nan=True)
    except (ImportError, AttributeError, RuntimeError, TypeError):
        differ = _bits(expected, NAN_ANY) != _bits(actual, NAN_ANY)
    if not bool(differ.any()):  # cannot happen while torch agrees with itself; say something true
        differ = _bits(expected, NAN_ANY) != _bits(actual, NAN_ANY)
    return _first(differ) if bool(differ.any()) else ([0] * expected.dim())


def compare_close(i: int, expected: Any, actual: Any) -> Mismatch | None:
    """torch.testing.assert_close's verdict (its dtype-based tolerances; any NaN equals any
    NaN); the message names the first element it rejects and both values."""
    import torch

    problem = _same_type(i, expected, actual)
    if problem:
        return problem
    try:
        torch.testing.assert_close(actual, expected, equal_nan=True)
    except AssertionError as exc:
        lines = [ln.strip() for ln in str(exc).splitlines() if ln.strip()]
        index = _first_not_close(expected, actual)
        return Mismatch(i, "close", index, _value(expected, index), _value(actual, index),
                        detail="; ".join(lines[:4]))
    return None


def compare_random(i: int, expected: Any, actual: Any, value_range: tuple[float, float] | list[float] | None,
                   distribution: str | None) -> Mismatch | None:
    """Shape, dtype, range [lo, hi] (inclusive; NaN is outside) and, for enough elements, the mean."""
    import torch

    problem = _same_type(i, expected, actual)
    if problem or actual.numel() == 0:
        return problem
    values = actual.double()
    if value_range is not None:
        lo, hi = value_range
        outside = (values < lo) | (values > hi) | torch.isnan(values)
        if bool(outside.any()):
            index = _first(outside)
            return Mismatch(i, "range", index, f"[{lo}, {hi}]", _value(actual, index),
                            detail=f"{int(outside.sum())} of {outside.numel()} elements outside")
    if distribution is not None and actual.numel() >= MIN_ELEMENTS_FOR_STATISTICS:
        mean, std = {"uniform01": (0.5, math.sqrt(1 / 12)), "normal": (0.0, 1.0)}[distribution]
        bound = STATISTICS_SIGMAS * std / math.sqrt(actual.numel())
        got = float(values.mean())
        if abs(got - mean) > bound:
            return Mismatch(i, "statistics", expected=f"mean {mean} +- {bound:.4g}", actual=f"mean {got:.6g}",
                            detail=f"{actual.numel()} draws")
    return None


def compare_to_eager(i: int, expected: Any, actual: Any, kind: Any,
                     value_range: tuple[float, float] | list[float] | None = None,
                     distribution: str | None = None, nan: str = NAN_BITS) -> Mismatch | None:
    """The rule for `kind` (generators.catalog.Values or its string value)."""
    kind = getattr(kind, "value", kind)
    _check_nan(nan)
    if kind == "exact":
        return compare_bits(i, expected, actual, nan)
    if kind == "inexact":
        return compare_close(i, expected, actual)
    if kind == "random":
        return compare_random(i, expected, actual, value_range, distribution)
    if kind == "undefined":
        return _same_type(i, expected, actual)  # only the type is defined
    raise ValueError(f"unknown value kind {kind!r}; expected one of {', '.join(KINDS)}")
