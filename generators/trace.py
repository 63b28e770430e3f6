"""Python model file -> Program: trace with torch.export and map aten ops onto the catalog.

This is how `irfuzz import` (and `reduce` on a model file) gets a Program: the
minimizer and the corpus work on Programs only. An op outside the catalog is a
clear error naming the op, never a silent approximation.
"""

from __future__ import annotations

from typing import Any

import torch

from . import __version__
from .errors import ProgramError
from .program import InputSpec, Node, Program, TensorSpec

_DTYPE_NAMES = {getattr(torch, n): n for n in ("bool", "uint8", "int8", "int16", "int32", "int64", "float16",
                                               "bfloat16", "float32", "float64")}


def _dtype_name(dtype: Any) -> str | None:
    if dtype is None:
        return None
    try:
        return _DTYPE_NAMES[dtype]
    except KeyError:
        raise ProgramError(f"dtype {dtype} is outside irfuzz's dtypes") from None


def _like(kw: dict[str, Any], *extra: str) -> dict[str, Any]:
    attrs = {k: kw[k] for k in extra if k in kw}
    attrs["dtype"] = _dtype_name(kw.get("dtype"))
    return attrs


# aten overload -> (catalog op, attrs from the normalized kwargs, operand kwarg names)
_MAPPING: dict[Any, tuple[str, Any, tuple[str, ...]]] = {}


def _map(overload: Any, op: str, operands: tuple[str, ...] = ("input",)):  # fx calls `self` input
    def wrap(attrs_of: Any) -> Any:
        _MAPPING[overload] = (op, attrs_of, operands)
        return attrs_of
    return wrap


_aten = torch.ops.aten
_map(_aten.roll.default, "aten.roll")(lambda kw: {"shifts": list(kw["shifts"]), "dims": list(kw.get("dims", []))})
_map(_aten.slice.Tensor, "aten.slice.Tensor")(
    lambda kw: {"dim": kw.get("dim", 0), "start": kw.get("start"), "end": kw.get("end"), "step": kw.get("step", 1)})
_map(_aten.cat.default, "aten.cat", ("tensors",))(lambda kw: {"dim": kw.get("dim", 0)})
for _name in ("empty_like", "zeros_like", "ones_like", "rand_like", "randn_like"):
    _map(getattr(_aten, _name).default, f"aten.{_name}")(lambda kw: _like(kw))
_map(_aten.full_like.default, "aten.full_like")(lambda kw: _like(kw, "fill_value"))
_map(_aten.randint_like.default, "aten.randint_like")(lambda kw: _like(kw, "high"))
_map(_aten.randint_like.low_dtype, "aten.randint_like")(lambda kw: _like(kw, "low", "high"))
_map(_aten.add.Tensor, "aten.add.Tensor", ("input", "other"))(lambda kw: {})
_map(_aten.neg.default, "aten.neg")(lambda kw: {})
_map(_aten.permute.default, "aten.permute")(lambda kw: {"dims": list(kw["dims"])})
_map(_aten._to_copy.default, "aten._to_copy")(lambda kw: {"dtype": _dtype_name(kw.get("dtype"))})


def trace_module(module: torch.nn.Module, inputs: tuple[torch.Tensor, ...], source: str = "") -> Program:
    from torch.fx.operator_schemas import normalize_function

    from .importer import ExportFailure, export_module, user_outputs

    try:  # the graph the importer sees: functionalized where the model mutates
        exported = export_module(module.eval(), tuple(inputs))
    except ExportFailure as exc:  # the model itself does not trace: say so, do not guess
        cause = exc.__cause__ or exc
        raise ProgramError(f"{source or 'the model'}: torch.export failed: {type(cause).__name__}: "
                           f"{str(cause).splitlines()[0] if str(cause) else ''}") from None
    graph = exported.graph_module.graph
    names: dict[Any, str] = {}
    program_inputs: list[InputSpec] = []
    nodes: list[Node] = []
    outputs: list[str] = []
    for fx_node in graph.nodes:
        if fx_node.op == "placeholder":
            val = fx_node.meta["val"]
            name = f"x{len(program_inputs)}"
            program_inputs.append(InputSpec(name, TensorSpec(tuple(int(s) for s in val.shape),
                                                             _dtype_name(val.dtype) or "float32")))
            names[fx_node] = name
        elif fx_node.op == "call_function":
            if fx_node.target not in _MAPPING:
                raise ProgramError(f"op {fx_node.target} (in {source or 'the model'}) is outside irfuzz's catalog")
            op, attrs_of, operand_keys = _MAPPING[fx_node.target]
            normalized = normalize_function(fx_node.target, fx_node.args, fx_node.kwargs,
                                            normalize_to_only_use_kwargs=True)
            if normalized is None:  # an overload its schema does not describe: never guess
                raise ProgramError(f"op {fx_node.target} (in {source or 'the model'}): arguments do not match "
                                   "its schema")
            kw = dict(normalized.kwargs)
            operands: list[str] = []
            for key in operand_keys:
                value = kw.pop(key)
                operands.extend(names[v] for v in (value if isinstance(value, (list, tuple)) else [value]))
            name = f"v{len(nodes)}"
            nodes.append(Node(name, op, tuple(operands), attrs_of(kw)))
            names[fx_node] = name
        elif fx_node.op == "output":  # what the module returns, without write-backs of mutated inputs
            outputs = [names[r] for r in user_outputs(exported)]
    return Program(tuple(program_inputs), tuple(nodes), tuple(outputs),
                   {"generator": "irfuzz.import", "source": source, "tool_version": __version__})
