"""The op catalog: one declarative spec per op, one module per family.

Each OpSpec (registry.py) says how to pick legal operands and attributes (`sample`), the
result's shape and dtype (`infer`, pure and checked against eager PyTorch in the tests),
what its values are (`values`: exact data movement or fill, inexact arithmetic, random
draws, undefined memory), whether PyTorch defines its NaN bit patterns (`nan`), and which
aten overload eager PyTorch calls (`calls`, as data: generators/calls.py), which the FX
importer must keep undecomposed so that torch-mlir's own decomposition runs.

Families (each file reads alone):
  slicing      keep a part of a tensor                 slice
  joining      put tensors together                    cat
  reordering   move every element                      roll, permute (shaping.py: view, reshape,
                                                       flatten, squeeze... keep elements in place)
  padding      grow a tensor with a constant border
  fills        new values of an operand's shape        the *_like ops
  selection    pick between values element-wise
  indexing     read at computed positions              gather, x[idx], diagonal, unfold,
                                                       as_strided (strided.py)
  scattering   write at computed positions             scatter, index_put, slice_scatter
  converting   change the dtype, every pair            to.dtype, type_as (converting.py: which
                                                       conversions eager leaves undefined)
  arithmetic   glue that computes                      add, neg, exact widening casts

roll, slice, cat and the *_like ops are `core`: the heart of every program (see
generators/generate.py). The sampling policy for attribute edge values is in rules.py.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..tensor_spec import TensorSpec
from . import (  # noqa: F401  (each registers its ops)
    arithmetic,
    converting,
    fills,
    indexing,
    joining,
    padding,
    reordering,
    scattering,
    selection,
    shaping,
    slicing,
    strided,
)
from .registry import NaNBits, OpSpec, Pool, Sample, Values, all_ops, get_op, op_names, register
from .rules import INT64_MAX, INT64_MIN

FAMILIES = ("slicing", "joining", "reordering", "padding", "fills", "selection", "indexing", "scattering",
            "converting", "arithmetic")


def value_kind(op: str, attrs: Mapping[str, Any], result: TensorSpec,
               operands: Sequence[TensorSpec] | None = None) -> Values:
    """The op's own kind for this application; without `operands`, the strongest over every
    operand dtype (a conversion's kind depends on its source dtype)."""
    spec = get_op(op)
    return spec.values(attrs, result) if operands is None else spec.value_kind(operands, attrs, result)


__all__ = ["FAMILIES", "INT64_MAX", "INT64_MIN", "NaNBits", "OpSpec", "Pool", "Sample", "Values", "all_ops",
           "get_op", "op_names", "register", "value_kind"]
