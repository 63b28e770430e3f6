"""Type erasure: the same program at different levels of type knowledge.

The FX importer emits fully refined `!torch.vtensor<[..],dt>` types, but the
seed thread's bugs lived in IR with unknown shapes and dtypes. Refinement
passes must recover what is erased here; when they do not, that is a finding.

Levels (see ERASURE_LEVELS):
- `none`: as imported.
- `intermediate`: every aten op result becomes `!torch.vtensor` (unknown shape
  and dtype); lists of them become `!torch.list<vtensor>` (`!torch.list<optional<vtensor>>`
  for optional elements); returned values get a
  `torch.tensor_static_info_cast` back to the function's declared type.
- `torchscript`: the TorchScript-like form of the seed: non-value `!torch.tensor`
  everywhere, `!torch.tensor` results, and each argument's former type kept as
  a `torch.type_bound` argument attribute (what `torch-adjust-calling-conventions`
  consumes). A `torch.vtensor.literal` (a frozen buffer or constant) becomes the
  TorchScript importer's `torch.tensor.literal` of type `!torch.tensor`, which
  `torch-reduce-op-variants` turns back into a value literal and a copy.

What erasure keeps: a result's dtype where the type is the only place the program's
semantics keep it. The Torch dialect has no bool Scalar, so the FX importer passes a bool
scalar operand (`torch.full(size, True)`, dtype None) through `torch.aten.Int.bool`: the
IR then reads "an int fill, dtype from the fill", and only the result type still says i1.
Erasing that type would make the program a different one (int64 where PyTorch gives bool)
and the refinement passes would be right to compute int64; so the result of an op that
reads such a scalar keeps its dtype (`!torch.vtensor<*,i1>`, shape still erased) at every
level above `none`.

Contract: `erase_types(text, level)` is pure and deterministic and returns IR
that parses and verifies; it raises ErasureError (an irfuzz bug or an IR shape
it does not handle, never a compiler finding) otherwise.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from .errors import InternalError
from .mlir import new_context, parse_module, public_functions


class ErasureError(InternalError):
    """The erased IR does not parse or verify: irfuzz's own bug."""


def _erase_none(text: str) -> str:
    return text


# The importer's conversion of a bool scalar to the int a Scalar operand takes (see above).
_BOOL_SCALAR_CONVERSION = "torch.aten.Int.bool"


def _reads_bool_scalar(op: Any) -> bool:
    from torch_mlir import ir

    owners = (v.owner for v in op.operands)
    return any(isinstance(o, (ir.Operation, ir.OpView)) and o.operation.name == _BOOL_SCALAR_CONVERSION
               for o in owners)


def _dtype_kept(type_text: str) -> str:
    """`!torch.vtensor<[2,3],i1>` -> `!torch.vtensor<*,i1>`; no dtype to keep: `!torch.vtensor`."""
    m = re.fullmatch(r"!torch\.vtensor<(\[[^\]]*\]|\*),(\w+)>", type_text)
    return f"!torch.vtensor<*,{m.group(2)}>" if m else "!torch.vtensor"


_LIST_ELEMENT_VTENSOR = re.compile(r"vtensor<(\[[^\]]*\]|\*),\w+>")


def erased_list_type(type_text: str) -> str:
    """A tensor list's type with its element's shape and dtype erased, optional or not:
    `!torch.list<vtensor<[2],f32>>` -> `!torch.list<vtensor>`, `!torch.list<optional<vtensor<[2],si64>>>`
    (aten.index.Tensor's and index_put's indices) -> `!torch.list<optional<vtensor>>`."""
    return _LIST_ELEMENT_VTENSOR.sub("vtensor", type_text)


def _retype_results(text: str, erase_every_result: bool) -> str:
    """Aten op results become `!torch.vtensor` (all of them, or with `erase_every_result`
    False none), except that a result whose op reads a bool scalar keeps its dtype (always:
    it is re-typed even when nothing else is, so the torchscript level can erase the rest by
    text). Lists of re-typed values become `!torch.list<vtensor>`; a re-typed returned value
    is cast back to the function's declared type. Nothing re-typed: `text` itself."""
    from torch_mlir import ir

    ctx = new_context()
    with ctx, ir.Location.unknown():
        module = parse_module(text, ctx)
        retyped = False
        for func in public_functions(module):
            block = func.regions[0].blocks[0]
            changed: set[Any] = set()
            for op in block.operations:
                if op.operation.name.startswith("torch.aten.") or op.operation.name == "torch.operator":
                    keep_dtype = _reads_bool_scalar(op)
                    if not (keep_dtype or erase_every_result):
                        continue
                    for result in op.results:
                        if str(result.type).startswith("!torch.vtensor"):
                            kept = _dtype_kept(str(result.type)) if keep_dtype else "!torch.vtensor"
                            result.set_type(ir.Type.parse(kept))
                            changed.add(result)
                elif op.operation.name == "torch.prim.ListConstruct":
                    if any(v in changed for v in op.operands):
                        op.results[0].set_type(ir.Type.parse(erased_list_type(str(op.results[0].type))))
            ret = list(block.operations)[-1]
            declared = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value).results
            for i, value in enumerate(list(ret.operands)):
                if value.type != declared[i]:
                    cast = ir.Operation.create("torch.tensor_static_info_cast", results=[declared[i]],
                                               operands=[value], ip=ir.InsertionPoint(ret))
                    ret.operands[i] = cast.result
            retyped = retyped or bool(changed)
        return str(module) if retyped else text


def _erase_intermediate(text: str) -> str:
    return _retype_results(text, erase_every_result=True)


_VTENSOR = re.compile(r"!torch\.vtensor(<\[[^\]]*\],[\w]+>)?")
# A tensor list, optional elements too (`!torch.list<optional<vtensor<[2],si64>>>`, the indices of
# aten.index.Tensor and index_put): the element's value-tensor type, shape and dtype erased.
_VTENSOR_ELEMENT = r"vtensor(?:<(?:\[[^\]]*\]|\*),\w+>)?"
_LIST_VTENSOR = re.compile(rf"!torch\.list<(?:(optional)<{_VTENSOR_ELEMENT}>|{_VTENSOR_ELEMENT})>")
_VTENSOR_LITERAL = re.compile(r"\btorch\.vtensor\.literal\(")


def _erase_torchscript(text: str) -> str:
    from torch_mlir import ir

    ctx = new_context()
    with ctx:
        original = parse_module(text, ctx)
        bounds = {}
        for func in public_functions(original):
            ftype = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
            bounds[ir.StringAttr(func.attributes["sym_name"]).value] = [str(t) for t in ftype.inputs]
    # Results that must keep their dtype are re-typed first (`!torch.vtensor<*,dt>`, which the
    # substitutions below make `!torch.tensor<*,dt>`).
    erased = _LIST_VTENSOR.sub(lambda m: "!torch.list<optional<tensor>>" if m.group(1) else "!torch.list<tensor>",
                               _retype_results(text, erase_every_result=False))
    erased = _VTENSOR.sub("!torch.tensor", erased)
    erased = _VTENSOR_LITERAL.sub("torch.tensor.literal(", erased)
    with ctx:
        module = parse_module(erased, ctx)
        for func in public_functions(module):
            name = ir.StringAttr(func.attributes["sym_name"]).value
            func.attributes["arg_attrs"] = ir.ArrayAttr.get([
                ir.DictAttr.get({"torch.type_bound": ir.TypeAttr.get(ir.Type.parse(bound))})
                for bound in bounds[name]])
        return str(module)


ERASURE_LEVELS: dict[str, Callable[[str], str]] = {
    "none": _erase_none,
    "intermediate": _erase_intermediate,
    "torchscript": _erase_torchscript,
}


def erase_types(text: str, level: str) -> str:
    try:
        eraser = ERASURE_LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown erasure level {level!r}; expected one of {', '.join(ERASURE_LEVELS)}") from None
    try:
        result = eraser(text)
        ctx = new_context()
        module = parse_module(result, ctx)
        if not module.operation.verify():
            raise ErasureError(f"erasure level {level!r} produced IR that does not verify")
    except ErasureError:
        raise
    except Exception as exc:  # MLIRError and friends: the erased text is broken
        raise ErasureError(f"erasure level {level!r} failed: {type(exc).__name__}: {exc}") from exc
    return result
