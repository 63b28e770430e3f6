"""Which values are defined by the program's inputs, and which are not.

`empty_like` contents are undefined and the random `*_like` ops draw from
generators that differ between eager PyTorch and compiled code. Such values,
and everything computed from them, are "tainted": only their shape, dtype and
(where the op defines one) value range can be compared. The `*_like` ops read
only the shape of their operand, so they stop taint from flowing through.

`nan_policy` says, per value, whether PyTorch defines the bit patterns of its NaNs (sign,
payload): only where values are moved without a dtype conversion.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .catalog import NaNBits, Values, get_op
from .program import Program


def taint(program: Program) -> dict[str, Values]:
    """Each value's kind: EXACT/INEXACT (comparable) or RANDOM/UNDEFINED (tainted).
    The result is the strongest of the op's own kind and its operands' taint."""
    order = [Values.EXACT, Values.INEXACT, Values.RANDOM, Values.UNDEFINED]
    specs = program.specs()
    kinds: dict[str, Values] = {i.name: Values.EXACT for i in program.inputs}
    for node in program.nodes:
        op = get_op(node.op)
        own = op.value_kind([specs[r] for r in node.operands], node.attrs, specs[node.name])
        inherited = [] if op.shape_only else [kinds[r] for r in node.operands]
        kinds[node.name] = max([own, *inherited], key=order.index)
    return kinds


def is_tainted(kind: Values) -> bool:
    return kind in (Values.RANDOM, Values.UNDEFINED)


# -- NaN bits -------------------------------------------------------------------------
# PyTorch defines a NaN's sign and payload only where the value is moved unchanged: an op
# whose catalog spec says NaNBits.MOVES copies its operands' bits when no dtype conversion
# happens. Arithmetic (add, neg: eager bf16 `neg` keeps a NaN's sign bit, `arith.negf` flips
# it as IEEE 754 negate does), conversions (`_to_copy` to another dtype, `cat` promoting its
# operands) and random draws leave NaN bits undefined (NaNBits.UNDEFINED). A fill
# (NaNBits.FILLS) writes its given value: NaN bits are defined unless that value is itself
# a NaN (converted from a Python float).
NAN_BITS, NAN_ANY = "bits", "any"   # the policies of oracles/compare.py


def _fill_is_nan(attrs: Mapping[str, Any]) -> bool:
    fill = attrs.get("fill_value")
    return isinstance(fill, float) and fill != fill


def nan_policy(program: Program) -> dict[str, str]:
    """Each value's NaN policy: NAN_BITS where PyTorch defines its NaN bit patterns (inputs,
    and what data movement without a dtype change makes of values that have them, or a fill
    with a given non-NaN value), NAN_ANY elsewhere (any NaN equals any NaN; -0.0 and every
    non-NaN bit are still compared exactly). Operands without elements (the legacy [0]
    operand of `cat`) carry no values: they matter only through the promotion they cause,
    which converts the operands that do."""
    specs = program.specs()
    policy: dict[str, str] = {i.name: NAN_BITS for i in program.inputs}
    for node in program.nodes:
        result = specs[node.name]
        nan = get_op(node.op).nan
        if nan is NaNBits.FILLS:
            policy[node.name] = NAN_ANY if _fill_is_nan(node.attrs) else NAN_BITS
        elif nan is NaNBits.MOVES:
            carrying = [r for r in node.operands if specs[r].numel > 0]
            moved = all(specs[r].dtype == result.dtype for r in carrying)
            policy[node.name] = NAN_BITS if moved and all(policy[r] == NAN_BITS for r in carrying) else NAN_ANY
        else:
            policy[node.name] = NAN_ANY
    return policy
