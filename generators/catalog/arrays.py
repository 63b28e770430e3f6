"""Array constants: the index tensors (and at times the source values) of the indexing and
scattering families, written into a node's attributes.

An array is {"dtype", "shape", "data"} with `data` flat in row-major order (calls.array makes
it one literal: `torch.as_tensor` of the nested data, `torch.zeros(shape)` without elements;
torch.export lifts it, torch-mlir imports a literal). Indices are constants, never read from
an input, for two reasons: input values are random, so an index read from one would be out of
range; and only a constant lets the catalog know whether two writes land on one element
(scatter, index_put and index_copy without accumulation leave such elements undefined in
PyTorch: the scattering family's `values` then marks the result UNDEFINED).

Data values are JSON-exact: integers, bools, finite floats and -0.0 (no NaN, no infinity:
the model file renders them with repr).
"""

from __future__ import annotations

import math
from typing import Any, Iterator, Sequence

from ..choice import Chooser
from ..dtypes import ALL_DTYPES, is_float
from ..tensor_spec import TensorSpec
from .fills import INT_RANGE

Array = dict[str, Any]


def make_array(dtype: str, shape: Sequence[int], data: Sequence[Any]) -> Array:
    return {"dtype": dtype, "shape": list(shape), "data": list(data)}


def array_spec(value: Any, what: str, dtypes: Sequence[str] = ALL_DTYPES) -> TensorSpec:
    """The TensorSpec of an array attribute; ValueError unless it is well formed."""
    if not isinstance(value, dict) or set(value) != {"dtype", "shape", "data"}:
        raise ValueError(f"{what} must be an array {{dtype, shape, data}}, got {value!r}")
    dtype, shape, data = value["dtype"], value["shape"], value["data"]
    if dtype not in dtypes:
        raise ValueError(f"{what}: dtype must be one of {tuple(dtypes)}, got {dtype!r}")
    if not isinstance(shape, list) or any(type(n) is not int or n < 0 for n in shape):
        raise ValueError(f"{what}: shape must be a list of sizes, got {shape!r}")
    if not isinstance(data, list) or len(data) != math.prod(shape):
        raise ValueError(f"{what}: {len(data) if isinstance(data, list) else data!r} values for shape {shape}")
    kinds = (bool,) if dtype == "bool" else (int,) if dtype in INT_RANGE else (int, float)
    if any(type(v) not in kinds for v in data):
        raise ValueError(f"{what}: values of {dtype} must be {'/'.join(k.__name__ for k in kinds)}")
    if dtype in INT_RANGE and dtype != "bool":
        lo, hi = INT_RANGE[dtype]
        if any(not lo <= v <= hi for v in data):
            raise ValueError(f"{what}: a value overflows {dtype}")
    if is_float(dtype) and any(not math.isfinite(v) for v in data):
        raise ValueError(f"{what}: only finite values")
    return TensorSpec(tuple(shape), dtype)


def multi_indices(shape: Sequence[int]) -> Iterator[tuple[int, ...]]:
    """Every index of `shape` in row-major order."""
    if any(n == 0 for n in shape):
        return
    index = [0] * len(shape)
    while True:
        yield tuple(index)
        for d in reversed(range(len(shape))):
            index[d] += 1
            if index[d] < shape[d]:
                break
            index[d] = 0
        else:
            return


def at(array: Array, index: Sequence[int]) -> Any:
    """The element of `array` at `index`, broadcasting (size-1 and missing leading dims)."""
    shape = array["shape"]
    flat = 0
    for size, i in zip(shape, index[len(index) - len(shape):]):
        flat = flat * size + (0 if size == 1 else i)
    return array["data"][flat]


def sample_data(ch: Chooser, dtype: str, n: int) -> list[Any]:
    """n values of `dtype` around its edges: 0, -0.0, 1, -1, the range ends (small ones for floats)."""
    if dtype == "bool":
        return [ch.chance(0.5) for _ in range(n)]
    if dtype in INT_RANGE:
        lo, hi = INT_RANGE[dtype]
        return [ch.choice([0, 1, lo, hi, ch.integer(max(lo, -9), min(hi, 9))]) for _ in range(n)]
    return [ch.choice([0.0, -0.0, 1.0, -1.5, 2.25, 1e-3, ch.integer(-64, 64) / 4]) for _ in range(n)]


def sample_index(ch: Chooser, shape: Sequence[int], size: int, negative: bool = False) -> list[int]:
    """Indices into a dim of `size` elements, one per element of `shape`: the first and the last
    on purpose, counted from the end too when `negative` (the ops that wrap)."""
    data = []
    for _ in range(math.prod(shape)):
        i = ch.choice([0, size - 1, ch.integer(0, size - 1)])
        data.append(i - size if negative and ch.chance(0.3) else i)
    return data


def distinct_index(ch: Chooser, count: int, size: int) -> list[int]:
    """`count` (<= size) distinct indices into a dim of `size` elements, in any order."""
    pool = list(range(size))
    return [pool.pop(ch.integer(0, len(pool) - 1)) for _ in range(count)]
