"""The Program: the one value that flows through irfuzz.

A Program is a small typed DAG of tensor ops, plain data, JSON round-trippable
and versioned. Generators make it, frontends turn it into eager PyTorch and
Torch-dialect MLIR, oracles judge it, the fuzz layer stores and minimizes it.

Contract: Program values are immutable; `Program.from_json(p.to_json()) == p`
exactly; `from_json` validates everything (structure, names, references, op
attributes, the catalog's shape/dtype rules, and the size limits: at most
MAX_ELEMENTS elements and MAX_RANK dims per tensor, inputs and every node
result) and raises ProgramError whose message names the offending field.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping

from .dtypes import check_dtype
from .errors import ProgramError
from .json_text import format_json
from .tensor_spec import MAX_ELEMENTS, MAX_RANK, TensorSpec

FORMAT = "irfuzz-program/1"

@dataclass(frozen=True)
class InputSpec:
    """A program argument. `dynamic` lists dims exported as dynamic (symbolic) sizes."""

    name: str
    spec: TensorSpec
    dynamic: tuple[int, ...] = ()


@dataclass(frozen=True)
class Node:
    """One op application. `operands` name inputs or earlier nodes; attrs are JSON values."""

    name: str
    op: str
    operands: tuple[str, ...]
    attrs: Mapping[str, Any] = field(default_factory=dict)

    def __hash__(self) -> int:
        return hash((self.name, self.op, self.operands, json.dumps(self.attrs, sort_keys=True)))


@dataclass(frozen=True)
class Program:
    inputs: tuple[InputSpec, ...]
    nodes: tuple[Node, ...]
    outputs: tuple[str, ...]
    provenance: Mapping[str, Any] = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        self.specs()  # validates; raises ProgramError

    def __hash__(self) -> int:
        # Consistent with __eq__, which ignores provenance.
        return hash(json.dumps({k: v for k, v in self.to_dict().items() if k != "provenance"}))

    # -- derived facts --------------------------------------------------
    def specs(self) -> dict[str, TensorSpec]:
        """Every value's TensorSpec, by name, from the catalog's rules."""
        from .catalog import get_op  # lazily: importing the catalog registers every op

        specs: dict[str, TensorSpec] = {}
        if not self.inputs:
            raise ProgramError("inputs: a program needs at least one input")
        for i, inp in enumerate(self.inputs):
            where = f"inputs[{i}]"
            _check_name(inp.name, where, specs)
            _check_limits(inp.spec, f"{where}.shape")
            for d in inp.dynamic:
                if not 0 <= d < inp.spec.rank:
                    raise ProgramError(f"{where}.dynamic: dim {d} out of range for rank {inp.spec.rank}")
            specs[inp.name] = inp.spec
        for i, node in enumerate(self.nodes):
            where = f"nodes[{i}] ({node.name})"
            _check_name(node.name, f"nodes[{i}]", specs)
            for ref in node.operands:
                if ref not in specs:
                    raise ProgramError(f"{where}.operands: {ref!r} is not an input or an earlier node")
            try:
                op = get_op(node.op)
            except KeyError as exc:
                raise ProgramError(f"{where}.op: {exc.args[0]}") from None
            try:
                specs[node.name] = op.infer([specs[r] for r in node.operands], node.attrs)
            except (ValueError, TypeError, KeyError, OverflowError) as exc:
                raise ProgramError(f"{where}: {exc}") from None
            _check_limits(specs[node.name], f"{where} result")
        if not self.outputs:
            raise ProgramError("outputs: a program needs at least one output")
        for ref in self.outputs:
            if ref not in specs:
                raise ProgramError(f"outputs: {ref!r} is not an input or a node")
        return specs

    def output_specs(self) -> list[TensorSpec]:
        specs = self.specs()
        return [specs[o] for o in self.outputs]

    @property
    def size(self) -> int:
        """Node count: what the minimizer shrinks."""
        return len(self.nodes)

    # -- JSON -----------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "inputs": [
                {"name": i.name, "shape": list(i.spec.shape), "dtype": i.spec.dtype,
                 **({"dynamic": list(i.dynamic)} if i.dynamic else {})}
                for i in self.inputs
            ],
            "nodes": [
                {"name": n.name, "op": n.op, "operands": list(n.operands), "attrs": _plain(n.attrs)}
                for n in self.nodes
            ],
            "outputs": list(self.outputs),
            "provenance": dict(self.provenance),
        }

    def to_json(self, indent: int | None = 1) -> str:
        """The program as JSON, keys in order: in irfuzz's file layout (generators/json_text.py),
        or on one line with `indent=None`."""
        if indent is None:
            return json.dumps(self.to_dict(), sort_keys=False)
        return format_json(self.to_dict(), sort_keys=False, indent=indent)

    @classmethod
    def from_json(cls, text: str) -> Program:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ProgramError(f"not JSON: {exc}") from None
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, data: Any) -> Program:
        if not isinstance(data, dict):
            raise ProgramError("top level: expected a JSON object")
        fmt = data.get("format")
        if fmt != FORMAT:
            raise ProgramError(f"format: expected {FORMAT!r}, got {fmt!r}")
        unknown = set(data) - {"format", "inputs", "nodes", "outputs", "provenance"}
        if unknown:
            raise ProgramError(f"top level: unknown key(s) {sorted(unknown)}")
        inputs = tuple(_input_from(x, f"inputs[{i}]") for i, x in enumerate(_list(data, "inputs")))
        nodes = tuple(_node_from(x, f"nodes[{i}]") for i, x in enumerate(_list(data, "nodes")))
        outputs = tuple(_str(x, f"outputs[{i}]") for i, x in enumerate(_list(data, "outputs")))
        provenance = data.get("provenance", {})
        if not isinstance(provenance, dict):
            raise ProgramError("provenance: expected an object")
        return cls(inputs, nodes, outputs, provenance)


def _check_limits(spec: TensorSpec, where: str) -> None:
    """A tensor within MAX_RANK and MAX_ELEMENTS; the message names the limit and the value."""
    if spec.rank > MAX_RANK:
        raise ProgramError(f"{where}: rank {spec.rank} exceeds the limit of {MAX_RANK} dims "
                           f"(shape {list(spec.shape)})")
    if spec.numel > MAX_ELEMENTS:
        raise ProgramError(f"{where}: {spec.numel} elements (shape {list(spec.shape)}) exceed the limit of "
                           f"{MAX_ELEMENTS} (2^24) elements per tensor")
    # An empty tensor has no elements whatever its other sizes; still no dim may exceed the limit.
    for d, size in enumerate(spec.shape):
        if size > MAX_ELEMENTS:
            raise ProgramError(f"{where}: dim {d} has size {size} (shape {list(spec.shape)}), over the limit of "
                               f"{MAX_ELEMENTS} (2^24) elements per tensor")


def _check_name(name: str, where: str, seen: Mapping[str, Any]) -> None:
    if not (isinstance(name, str) and name.isidentifier()):
        raise ProgramError(f"{where}.name: {name!r} is not an identifier")
    if name in seen:
        raise ProgramError(f"{where}.name: {name!r} is defined twice")


def _plain(value: Any) -> Any:
    """Attributes as JSON-native values (tuples become lists)."""
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def _list(data: Mapping[str, Any], key: str) -> list[Any]:
    value = data.get(key)
    if not isinstance(value, list):
        raise ProgramError(f"{key}: expected a list, got {type(value).__name__}")
    return value


def _str(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise ProgramError(f"{where}: expected a string, got {value!r}")
    return value


def _ints(value: Any, where: str) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(type(v) is int for v in value):
        raise ProgramError(f"{where}: expected a list of integers, got {value!r}")
    return tuple(value)


def _input_from(x: Any, where: str) -> InputSpec:
    if not isinstance(x, dict):
        raise ProgramError(f"{where}: expected an object")
    unknown = set(x) - {"name", "shape", "dtype", "dynamic"}
    if unknown:
        raise ProgramError(f"{where}: unknown key(s) {sorted(unknown)}")
    shape = _ints(x.get("shape"), f"{where}.shape")
    if any(s < 0 for s in shape):
        raise ProgramError(f"{where}.shape: sizes must be >= 0, got {list(shape)}")
    try:
        dtype = check_dtype(x.get("dtype"))
    except ValueError as exc:
        raise ProgramError(f"{where}.dtype: {exc}") from None
    dynamic = _ints(x.get("dynamic", []), f"{where}.dynamic")
    return InputSpec(_str(x.get("name"), f"{where}.name"), TensorSpec(shape, dtype), dynamic)


def _node_from(x: Any, where: str) -> Node:
    if not isinstance(x, dict):
        raise ProgramError(f"{where}: expected an object")
    unknown = set(x) - {"name", "op", "operands", "attrs"}
    if unknown:
        raise ProgramError(f"{where}: unknown key(s) {sorted(unknown)}")
    operands = tuple(_str(r, f"{where}.operands[{j}]") for j, r in enumerate(_list(x, "operands")))
    attrs = x.get("attrs", {})
    if not isinstance(attrs, dict):
        raise ProgramError(f"{where}.attrs: expected an object")
    return Node(_str(x.get("name"), f"{where}.name"), _str(x.get("op"), f"{where}.op"), operands, attrs)


def rename_free(names: Iterable[str], prefix: str) -> str:
    """The first `prefix<N>` not in `names`."""
    taken = set(names)
    n = 0
    while f"{prefix}{n}" in taken:
        n += 1
    return f"{prefix}{n}"
