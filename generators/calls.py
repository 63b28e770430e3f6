"""Aten calls as data: what each catalog op calls in eager PyTorch, written once.

A call is plain JSON: the aten overload and where each argument comes from.

    {"target": "aten.roll.default",
     "args":   [["input", "operand", 0], ["shifts", "attr", "shifts"], ["dims", "attr", "dims"]],
     "kwargs": [["dtype", "dtype", "dtype"]],
     "select": null}

Sources: `operand` i (a tensor operand), `contiguous_operand` i (a contiguous copy of it with
storage of its own, `clone(memory_format=torch.contiguous_format)`: for as_strided, which
addresses storage, so that it reads the operand's elements in row-major order whatever view
eager made of them), `operands` (all operands, as a list), `attr` name
(an attribute's value), `dtype` name (a dtype attribute: its name, None or "float32",
becomes torch.float32), `value` (a constant), `tensor` [name, dtype] (an attribute's list
made a constant tensor of that dtype, e.g. the indices of index_select: torch.export lifts
it into a constant, which torch-mlir imports as a literal), `array` name (an attribute
holding an array constant, {"dtype", "shape", "data"}: its flat data nested into that shape
and made a tensor of that dtype, or zeros of the shape when it has no element, so that any
shape, a zero-size dim before others too, can be spelled),
`arrays` name (a list of such arrays and None: the indices of aten.index.Tensor and
index_put). `resolve` substitutes a node's attributes,
leaving only operands symbolic; `select` names an attribute holding the index of the
result to keep, for ops that return several tensors (split, chunk, unbind). Argument
names are those `torch.fx.operator_schemas.normalize_function` gives, so the importer of
model files maps an FX node back onto the catalog with the same table.

One table, four users: eager PyTorch (`evaluate`), the reproducer's model.py
(`render`), the importer of model files (generators/trace.py) and the standalone GPU
runner, which loads a verbatim copy of this file (so it must need only the standard
library and torch, imported lazily).

Contract: pure functions; `evaluate` calls exactly `target` with the arguments in order.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

Call = dict[str, Any]


def call(target: str, *args: tuple[str, str, Any], kwargs: Sequence[tuple[str, str, Any]] = (),
         select: str | None = None) -> Call:
    return {"target": target, "args": [list(a) for a in args], "kwargs": [list(k) for k in kwargs],
            "select": select}


def operand(name: str, index: int = 0) -> tuple[str, str, Any]:
    return (name, "operand", index)


def contiguous_operand(name: str, index: int = 0) -> tuple[str, str, Any]:
    return (name, "contiguous-operand", index)


def operands(name: str) -> tuple[str, str, Any]:
    return (name, "operands", None)


def attr(name: str, key: str | None = None) -> tuple[str, str, Any]:
    return (name, "attr", key or name)


def dtype(name: str = "dtype", key: str | None = None) -> tuple[str, str, Any]:
    return (name, "dtype", key or name)


def value(name: str, constant: Any) -> tuple[str, str, Any]:
    return (name, "value", constant)


def tensor(name: str, key: str, dtype_name: str = "int64") -> tuple[str, str, Any]:
    return (name, "tensor", [key, dtype_name])


def array(name: str, key: str | None = None) -> tuple[str, str, Any]:
    return (name, "array", key or name)


def arrays(name: str, key: str | None = None) -> tuple[str, str, Any]:
    return (name, "arrays", key or name)


def resolve(template: Call, attrs: Mapping[str, Any]) -> Call:
    """The call with every attribute substituted: only operands stay symbolic."""
    def one(arg: list[Any]) -> list[Any]:
        name, source, key = arg
        if source == "attr":
            return [name, "value", attrs[key]]
        if source == "dtype":
            return [name, "dtype-name", attrs.get(key)]
        if source == "tensor":
            return [name, "tensor-value", [attrs[key[0]], key[1]]]
        if source == "array":
            return [name, "array-value", attrs[key]]
        if source == "arrays":
            return [name, "arrays-value", attrs[key]]
        return list(arg)

    select = template.get("select")
    return {"target": template["target"], "args": [one(a) for a in template["args"]],
            "kwargs": [one(k) for k in template.get("kwargs", [])],
            "select": attrs[select] if select else None}


def _value(arg: list[Any], tensors: Sequence[Any], device: Any) -> Any:
    import torch

    _, source, key = arg
    if source == "operand":
        return tensors[key]
    if source == "contiguous-operand":
        return tensors[key].clone(memory_format=torch.contiguous_format)
    if source == "operands":
        return list(tensors)
    if source == "value":
        return key
    if source == "dtype-name":
        return None if key is None else getattr(torch, key)
    if source == "tensor-value":  # as_tensor: torch.tensor adds a detach_, which makes the graph "mutate"
        return torch.as_tensor(key[0], dtype=getattr(torch, key[1]), device=tensors[0].device if tensors else device)
    if source == "array-value":
        return _array(key, tensors[0].device if tensors else device)
    if source == "arrays-value":
        return [None if a is None else _array(a, tensors[0].device if tensors else device) for a in key]
    raise ValueError(f"unresolved call argument {arg!r}")


def _nested(data: Sequence[Any], shape: Sequence[int]) -> Any:
    """Flat row-major data as nested lists of `shape` (at least one element)."""
    if not shape:
        return data[0]
    step = len(data) // shape[0]
    return [_nested(data[i * step:(i + 1) * step], shape[1:]) for i in range(shape[0])]


def _array(spec: Mapping[str, Any], device: Any) -> Any:
    """An array constant as one literal: nested data, or zeros of its shape when it has no
    element (a reshape would put a view op on the literal into every program that has one)."""
    import torch

    dtype = getattr(torch, spec["dtype"])
    if not spec["data"]:
        return torch.zeros(spec["shape"], dtype=dtype, device=device)
    return torch.as_tensor(_nested(spec["data"], spec["shape"]), dtype=dtype, device=device)


def _array_source(spec: Mapping[str, Any]) -> str:
    if not spec["data"]:
        return f"torch.zeros({spec['shape']!r}, dtype=torch.{spec['dtype']})"
    return f"torch.as_tensor({_nested(spec['data'], spec['shape'])!r}, dtype=torch.{spec['dtype']})"


def overload(target: str) -> Any:
    """`aten.roll.default` -> torch.ops.aten.roll.default."""
    import torch

    namespace, name, variant = target.split(".")
    return getattr(getattr(getattr(torch.ops, namespace), name), variant)


OPERAND_SOURCES = ("operand", "contiguous-operand", "operands")


def _reads_no_operand(resolved: Call) -> bool:
    return not any(a[1] in OPERAND_SOURCES for a in [*resolved["args"], *resolved.get("kwargs", [])])


def evaluate(resolved: Call, tensors: Sequence[Any], device: Any = None) -> Any:
    """Run a resolved call on its operand tensors. `device`: where a call that reads no
    operand (a factory: zeros, full, arange...) creates its tensor; None is torch's default
    (the CPU). A replay on another device must pass it, or a factory's result stays on the
    CPU and the next op mixes devices."""
    args = [_value(a, tensors, device) for a in resolved["args"]]
    kwargs = {a[0]: _value(a, tensors, device) for a in resolved.get("kwargs", [])}
    if device is not None and _reads_no_operand(resolved):
        kwargs["device"] = device  # every factory overload the catalog calls takes `device`
    result = overload(resolved["target"])(*args, **kwargs)
    return result[resolved["select"]] if resolved.get("select") is not None else result


def render(resolved: Call, names: Sequence[str]) -> str:
    """Python source of a resolved call, operands named `names`."""
    def text(arg: list[Any]) -> str:
        _, source, key = arg
        if source == "operand":
            return names[key]
        if source == "contiguous-operand":
            return f"{names[key]}.clone(memory_format=torch.contiguous_format)"
        if source == "operands":
            return "[" + ", ".join(names) + "]"
        if source == "dtype-name":
            return "None" if key is None else f"torch.{key}"
        if source == "tensor-value":
            return f"torch.as_tensor({key[0]!r}, dtype=torch.{key[1]})"
        if source == "array-value":
            return _array_source(key)
        if source == "arrays-value":
            return "[" + ", ".join("None" if a is None else _array_source(a) for a in key) + "]"
        return repr(key)

    args = [text(a) for a in resolved["args"]] + [f"{a[0]}={text(a)}" for a in resolved.get("kwargs", [])]
    source = f"torch.ops.{resolved['target']}({', '.join(args)})"
    return source + (f"[{resolved['select']}]" if resolved.get("select") is not None else "")


# Catalog ops that torch.export hands torch-mlir as another catalog op (its decompositions,
# run by the FX importer): a defect of that op shows under this op's name (the first wrong
# node of a tiled program is the tile, the defect is in the repeat torch-mlir received). Each
# pair is checked against the wheel by tests/test_triage_imported_as.py.
IMPORTED_AS = {
    "aten.tile": "aten.repeat",
    "aten.stack": "aten.cat", "aten.hstack": "aten.cat", "aten.vstack": "aten.cat",
    "aten.pad": "aten.constant_pad_nd",
    "aten.index_fill.int_Scalar": "aten.index_put",
    "aten.swapaxes": "aten.permute", "aten.transpose": "aten.permute", "aten.movedim": "aten.permute",
    "aten.narrow": "aten.slice.Tensor",
    "aten.expand_as": "aten.expand", "aten.broadcast_to": "aten.expand",
}
# Attributes of a source op named as the target op's attribute they become, where the key
# reads them: index_fill's one index tensor is one of the tensors of index_put's `indices`.
IMPORTED_ATTRS = {"aten.index_fill.int_Scalar": {"index": "indices[]"}}
