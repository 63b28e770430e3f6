"""The first op whose result type the Torch passes refined against the program's own shapes.

torch-mlir refines each op's result type with the op's shape function (the abstract
interpretation library); a shape function that computes a wrong size makes every later op
that trusts the type fail: a cat or a view lowered to invalid IR, a wrong shape at run time.
Those failures name the op they end in (`tensor.concat`, `tensor.reshape`, "aten.cat: wrong
shape"), not the op whose shape function is wrong, so one defect looks like many (a slice
whose start of INT64_MAX its shape function reads as 0, seen ending in a cat, a view, an
unbind and the slice itself). A Program knows every value's shape (its catalog's rules, which
tests hold to eager PyTorch), so the IR that went through the Torch passes tells, op by op,
where a refined static size first disagrees with the value it types.

Ops are paired with the program's nodes by name and order: the k-th `torch.aten.slice.Tensor`
of the IR is the k-th node that torch-mlir receives as that op (a narrow is a slice:
generators/calls.py IMPORTED_AS); an op whose count differs between the two (a
decomposition made or removed some) is not compared. A dimension the IR leaves open (`?`)
agrees with any size.

The first disagreeing op is the defect's only where its operands' types are known right (paired
and agreeing, or the program's inputs): a cat after a masked_fill whose shape function is wrong
disagrees too, and where the masked_fill is not paired (decomposed before the IR was taken)
nothing is named.

Contract: `first_wrongly_refined` never raises for what the IR holds; it returns None when no
paired op's type disagrees, the first that does has an operand of unknown type, or the IR has
no Torch ops.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from generators.calls import IMPORTED_AS
from generators.program import Program

# `%3 = torch.aten.slice.Tensor %0, ... -> !torch.vtensor<[1,1,1,3],bf16>` (one result, ranked).
_TYPED_OP = re.compile(r"^\s*%[\w.]+ = torch\.(aten\.[\w.]+) .*-> !torch\.vtensor<\[([^\]]*)\],[\w]+>\s*$",
                       re.MULTILINE)


def _static_dims(text: str) -> list[int | None]:
    return [None if d.strip() == "?" else int(d) for d in text.split(",")] if text.strip() else []


def first_wrongly_refined(program: Program, ir: str, imported_as: Mapping[str, str] = IMPORTED_AS) -> str | None:
    """The op name (as the program names it: `aten.narrow`) of the first node, in program order,
    whose op's result type in `ir` disagrees with the node's shape (another rank, or a static
    size that is not the node's) while its operands' types are known to agree. `imported_as`:
    program op -> the op torch-mlir receives."""
    typed: dict[str, list[list[int | None]]] = {}
    for match in _TYPED_OP.finditer(ir or ""):
        typed.setdefault(match.group(1), []).append(_static_dims(match.group(2)))
    if not typed:
        return None
    specs = program.specs()
    received: dict[str, list[str]] = {}
    for node in program.nodes:
        received.setdefault(imported_as.get(node.op, node.op), []).append(node.name)
    # Each node's type: "right" (paired, agrees), "wrong" (paired, disagrees), or not known.
    judged: dict[str, str] = {inp.name: "right" for inp in program.inputs}
    for op, names in received.items():
        types = typed.get(op, [])
        if len(types) != len(names):
            continue   # a decomposition made or removed some: no pairing by order
        for name, dims in zip(names, types):
            shape = list(specs[name].shape)
            agrees = len(dims) == len(shape) and all(d is None or d == s for d, s in zip(dims, shape))
            judged[name] = "right" if agrees else "wrong"
    for node in program.nodes:
        if judged.get(node.name) == "wrong":
            # Its own shape function only where every operand's type is known right: an op
            # whose type follows a wrong operand (a cat of a masked_fill's wrong shape, the
            # masked_fill decomposed away) tells nothing.
            return node.op if all(judged.get(operand) == "right" for operand in node.operands) else None
    return None
