"""The registry: one OpSpec per op, registered once, looked up by name.

Contracts (each family module follows them): `infer` is pure, must not mutate its
arguments and raises ValueError for an illegal application (the message says why);
`sample` returns operands and attributes for which `infer` succeeds and eager PyTorch
runs, or None when the pool holds nothing it can use; `calls` are the aten overloads the
op may call (generators/calls.py), `pick_call(attrs)` says which, and the FX importer
must keep that overload undecomposed so torch-mlir's own decomposition runs. Planning a
program never imports torch.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from ..calls import Call, evaluate, resolve
from ..choice import Chooser
from ..tensor_spec import TensorSpec


class Values(enum.Enum):
    EXACT = "exact"          # data movement / fill: compiled must equal eager bit for bit
    INEXACT = "inexact"      # arithmetic: dtype-based tolerance
    RANDOM = "random"        # drawn from a generator: check shape, dtype, range only
    UNDEFINED = "undefined"  # uninitialized memory: check shape and dtype only


class NaNBits(enum.Enum):
    """Whether PyTorch defines the NaN bit patterns of an op's result (docs/oracle.md "NaN policy")."""

    MOVES = "moves"          # moves its operands' elements: defined where theirs are and no dtype changes
    FILLS = "fills"          # writes given values: defined unless the fill value is NaN
    UNDEFINED = "undefined"  # computes, converts or draws: any NaN equals any NaN


Pool = Mapping[str, TensorSpec]
Sample = tuple[list[str], dict[str, Any]]


@dataclass(frozen=True)
class OpSpec:
    name: str
    family: str                    # the catalog module that defines it: slicing, joining, fills...
    values: Callable[[Mapping[str, Any], TensorSpec], Values]
    infer: Callable[[Sequence[TensorSpec], Mapping[str, Any]], TensorSpec]
    sample: Callable[[Chooser, Pool], Sample | None]
    calls: tuple[Call, ...]
    nan: NaNBits                   # every op decides: does PyTorch define its NaN bit patterns?
    pick_call: Callable[[Mapping[str, Any]], int] = lambda attrs: 0
    value_range: Callable[[Mapping[str, Any]], tuple[float, float] | None] = lambda attrs: None
    distribution: str | None = None   # "uniform01" | "normal": the law of a random op's values
    shape_only: bool = False       # reads only its operands' shapes (the *_like fills): taint stops here
    core: bool = False             # roll, slice, cat and the *_like ops: the heart of every program
    # What this torch-mlir cannot lower at any k (checked by hand, each with its
    # corpus/regressions/limitation-* entry): the reason, or None. Campaigns leave such
    # applications out by default: each fails its whole program and hides everything else.
    known_limit: Callable[[Sequence[TensorSpec], Mapping[str, Any]], str | None] = lambda operands, attrs: None
    # The same, for programs with dynamic dims only: what no refinement can recover once
    # types are erased, because the importer's bounds on a dynamic dim are not in the IR.
    dynamic_limit: Callable[[Sequence[TensorSpec], Mapping[str, Any]], str | None] = lambda operands, attrs: None
    # The value kind where it depends on the operands' dtypes, which `values` cannot see: a
    # conversion (float -> integer is undefined for NaN, inf and out-of-range values). When
    # set it decides, and `values` gives the strongest kind over every operand dtype.
    values_of: Callable[[Sequence[TensorSpec], Mapping[str, Any], TensorSpec], Values] | None = None

    def value_kind(self, operands: Sequence[TensorSpec], attrs: Mapping[str, Any], result: TensorSpec) -> Values:
        """This application's own kind, before its operands' taint joins it (taint.py)."""
        if self.values_of is not None:
            return self.values_of(operands, attrs, result)
        return self.values(attrs, result)

    def call(self, attrs: Mapping[str, Any]) -> Call:
        """The resolved aten call for these attributes (only operands stay symbolic)."""
        return resolve(self.calls[self.pick_call(attrs)], attrs)

    def eager(self, operands: Sequence[Any], attrs: Mapping[str, Any]) -> Any:
        return evaluate(self.call(attrs), operands)


_REGISTRY: dict[str, OpSpec] = {}


def register(spec: OpSpec) -> OpSpec:
    if spec.name in _REGISTRY:
        raise ValueError(f"op {spec.name!r} registered twice")
    _REGISTRY[spec.name] = spec
    return spec


def get_op(name: str) -> OpSpec:
    try:
        return _REGISTRY[name]
    except KeyError:
        raise KeyError(f"unknown op {name!r}; the catalog has {', '.join(sorted(_REGISTRY))}") from None


def op_names() -> list[str]:
    return sorted(_REGISTRY)


def all_ops() -> list[OpSpec]:
    return [_REGISTRY[name] for name in op_names()]
