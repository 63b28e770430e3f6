"""Sources of the scattering family: the tensor an op writes into its input (`src`,
`values`, `source`) is a second operand or an array constant under that attribute name; the
op has one call for each (`source_call`), picked by whether the attribute is there."""

from __future__ import annotations

import math
from typing import Any, Callable, Mapping, Sequence

from ..calls import array, call, operand
from ..choice import Chooser
from ..dtypes import is_float
from ..tensor_spec import TensorSpec
from .arrays import array_spec, make_array, sample_data
from .registry import Pool, Values
from .rules import arity, pick


def pick_source(ch: Chooser, pool: Pool, shape: tuple[int, ...], dtype: str, key: str,
            fits: Callable[[TensorSpec], bool] | None = None) -> tuple[list[str], dict[str, Any]]:
    """A pool tensor that `fits` (default: this shape and dtype) two times in three when there
    is one, else an array constant of `shape` and `dtype` under `key`."""
    fits = fits or (lambda s: s.shape == shape and s.dtype == dtype)
    name = pick(ch, pool, fits)
    if name is not None and ch.chance(0.67):
        return [name], {}
    return [], {key: make_array(dtype, shape, sample_data(ch, dtype, math.prod(shape)))}


def operand_or_array(ops: Sequence[TensorSpec], attrs: Mapping[str, Any], key: str, op: str) -> TensorSpec:
    """The source: the second operand, or the array attribute `key` (exactly one of them)."""
    if key in attrs:
        arity(ops, 1, op)
        return array_spec(attrs[key], f"{op} {key}")
    arity(ops, 2, op)
    return ops[1]


def source_call(target: str, before: Sequence[tuple], key: str, after: Sequence[tuple] = (),
                 **kwargs: Any) -> tuple[dict, dict]:
    """The two calls of a sourced op: the source as operand 1, or as the array `key`."""
    return (call(target, operand("input"), *before, operand(key, 1), *after, **kwargs),
            call(target, operand("input"), *before, array(key), *after, **kwargs))


def repeats(positions: Sequence[tuple]) -> bool:
    return len(set(positions)) != len(positions)


def float_inexact(attrs: Mapping[str, Any], result: TensorSpec) -> Values:
    return Values.INEXACT if is_float(result.dtype) else Values.EXACT
