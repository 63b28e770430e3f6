"""Python model file -> Program: trace with torch.export and map aten ops onto the catalog.

This is how `irfuzz import` (and `reduce` on a model file) gets a Program: the
minimizer and the corpus work on Programs only. An op outside the catalog is a
clear error naming the op, never a silent approximation.

A multi-output op (split, chunk, unbind: a call whose template has `select`) is one node per
result the graph reads: `operator.getitem(call, i)` becomes the catalog node with `i` as its
select attribute; results nothing reads are left out.
"""

from __future__ import annotations

import operator
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


def _templates() -> dict[str, list[tuple[str, dict[str, Any]]]]:
    """aten overload (as text) -> [(catalog op, call template)]: the catalog's own call table
    (generators/calls.py), read backwards."""
    from .catalog import all_ops

    table: dict[str, list[tuple[str, dict[str, Any]]]] = {}
    for op in all_ops():
        for template in op.calls:
            table.setdefault(template["target"], []).append((op.name, template))
    return table


def _owns_contiguous_storage(node: Any) -> bool:
    """Whether the traced tensor is contiguous, at offset 0, in storage of exactly its size."""
    val = node.meta.get("val") if isinstance(node, torch.fx.Node) else None
    return (isinstance(val, torch.Tensor) and val.is_contiguous() and val.storage_offset() == 0
            and val.untyped_storage().nbytes() == val.numel() * val.element_size())


def _is_the_catalogs_own_copy(node: Any, templates: dict[str, list[tuple[str, dict[str, Any]]]]) -> bool:
    """A contiguous clone read only by catalog calls that make that copy themselves
    (calls.contiguous_operand: as_strided), as a rendered model.py spells them."""
    def copies_its_operand(user: Any) -> bool:
        return any(a[1] == "contiguous-operand" for _, template in templates.get(str(user.target), [])
                   for a in template["args"])

    return (str(node.target) == "aten.clone.default" and node.kwargs.get("memory_format") == torch.contiguous_format
            and bool(node.users) and all(copies_its_operand(user) for user in node.users))


def _node_from_call(op: str, template: dict[str, Any], kw: dict[str, Any],
                    names: dict[Any, str]) -> tuple[list[str], dict[str, Any]]:
    """(operands, attrs) of a catalog node from an FX node's normalized arguments."""
    operands: list[str] = []
    attrs: dict[str, Any] = {}
    for name, source, key in list(template["args"]) + list(template.get("kwargs", [])):
        value = kw.get(name)
        if source == "operand":
            operands.append(names[value])
        elif source == "contiguous-operand":  # the catalog reads a contiguous copy: only the same thing maps
            if not _owns_contiguous_storage(value):
                raise ProgramError(f"{op} of a view ({value}): the catalog's {op} reads a contiguous copy, so it "
                                   "would read other elements than the model does")
            operands.append(names[value])
        elif source == "operands":
            operands.extend(names[v] for v in value)
        elif source == "attr":
            attrs[key] = list(value) if isinstance(value, tuple) else value
        elif source == "dtype":
            attrs[key] = _dtype_name(value)
    return operands, attrs


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
    templates = _templates()
    names: dict[Any, str] = {}
    program_inputs: list[InputSpec] = []
    nodes: list[Node] = []
    outputs: list[str] = []
    tuples: dict[Any, tuple[str, list[str], dict[str, Any], str]] = {}  # multi-output calls, by FX node
    for fx_node in graph.nodes:
        if fx_node.op == "placeholder":
            val = fx_node.meta["val"]
            name = f"x{len(program_inputs)}"
            program_inputs.append(InputSpec(name, TensorSpec(tuple(int(s) for s in val.shape),
                                                             _dtype_name(val.dtype) or "float32")))
            names[fx_node] = name
        elif fx_node.op == "call_function" and fx_node.target is operator.getitem:
            if fx_node.args[0] not in tuples:
                raise ProgramError(f"operator.getitem on {fx_node.args[0]} (in {source or 'the model'}): not the "
                                   "result of a multi-output catalog op")
            if not fx_node.users:  # torch.export unpacks every result, read or not
                continue
            op, operands, attrs, select = tuples[fx_node.args[0]]
            name = f"v{len(nodes)}"
            nodes.append(Node(name, op, tuple(operands), {**attrs, select: int(fx_node.args[1])}))
            names[fx_node] = name
        elif fx_node.op == "call_function" and _is_the_catalogs_own_copy(fx_node, templates):
            names[fx_node] = names[fx_node.args[0]]  # the catalog op makes this copy itself
        elif fx_node.op == "call_function":
            candidates = templates.get(str(fx_node.target), [])
            if not candidates:
                raise ProgramError(f"op {fx_node.target} (in {source or 'the model'}) is outside irfuzz's catalog")
            normalized = normalize_function(fx_node.target, fx_node.args, fx_node.kwargs,
                                            normalize_to_only_use_kwargs=True)
            if normalized is None:  # an overload its schema does not describe: never guess
                raise ProgramError(f"op {fx_node.target} (in {source or 'the model'}): arguments do not match "
                                   "its schema")
            op, template = candidates[0]
            operands, attrs = _node_from_call(op, template, dict(normalized.kwargs), names)
            if template.get("select"):  # a tuple: its getitems become the nodes
                tuples[fx_node] = (op, operands, attrs, template["select"])
                continue
            name = f"v{len(nodes)}"
            nodes.append(Node(name, op, tuple(operands), attrs))
            names[fx_node] = name
        elif fx_node.op == "output":  # what the module returns, without write-backs of mutated inputs
            outputs = [names[r] for r in user_outputs(exported)]
    return Program(tuple(program_inputs), tuple(nodes), tuple(outputs),
                   {"generator": "irfuzz.import", "source": source, "tool_version": __version__})
