"""Value classes of a Program's aspects, and one representative program per class.

The root-cause key (fuzz/findings/root_cause.py) abstracts a reduced failing program as
DDSET abstracts an input: every *aspect* (the erasure level, each input's dtype, whether an
input has dynamic or zero sizes, each attribute value of each node, list elements one by
one) has a fixed set of value classes; the program is re-checked with one representative
of every other class, and the aspect is kept only as the classes that still fail. Because
the classes and their representatives depend on the op and the operand's sizes, never on
the failing value itself, two programs hitting one defect end with the same class sets.

Integer attribute classes are relative to S, the largest size of the node's first operand
(1 for none or rank 0): `zero`, `positive` (0 < v < S), `negative` (-S < v < 0), `>=size`,
`<=-size`, `int64-max`, `int64-min` (|v| >= 2^31 counts as extreme), `none`. Scalars that
are floats have their own classes (`nan`, `inf`, fractions...), dtype attributes the
dtypes below. An index tensor constant (an array attribute named `index` or `indices`,
generators/catalog/arrays.py) has aspects of its values, which a key could not see otherwise:
the sign of its indices (`negative` when any is), its dtype, a 0-d index vs one of rank 1 or
more, and an empty one. Contract: pure and deterministic (no torch); every candidate is a valid
Program (ProgramError candidates are left out) and differs from the original in one aspect.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

from .errors import ProgramError
from .program import InputSpec, Node, Program, TensorSpec

ERASE_LEVELS = ("none", "intermediate", "torchscript")
# One dtype per behaviour worth telling apart (bool, unsigned, narrow/wide signed, half, single).
DTYPE_CLASSES = ("bool", "uint8", "int8", "int32", "int64", "float16", "float32")
INT_CLASSES = ("zero", "positive", "negative", ">=size", "<=-size", "int64-max", "int64-min", "none")
FLOAT_CLASSES = ("zero", "one", "two", "minus-one", "fraction", "nan", "inf", "-inf")
INDEX_DTYPE_CLASSES = ("int32", "int64")
# Attributes that hold index tensor constants (one array, or a list of arrays and None).
INDEX_ARRAY_KEYS = frozenset({"index", "indices"})
_EXTREME = 2**31
_FLOAT_REPRESENTATIVES = {"zero": 0.0, "one": 1.0, "two": 2.0, "minus-one": -1.0, "fraction": 0.5,
                          "nan": math.nan, "inf": math.inf, "-inf": -math.inf}


@dataclass(frozen=True)
class Aspect:
    """One generalizable aspect: its name (stable across programs of one shape: node aspects
    are named by op and occurrence, not by SSA name), the original value's class, and a
    candidate (program, erase level) for each other class that gives a valid program."""

    name: str
    original: str
    candidates: tuple[tuple[str, Program, str], ...]   # (class, program, erase)


def int_class(value: Any, size: int) -> str:
    if value is None:
        return "none"
    if abs(value) >= _EXTREME:
        return "int64-max" if value > 0 else "int64-min"
    if value == 0:
        return "zero"
    if value >= size:
        return ">=size"
    if value <= -size:
        return "<=-size"
    return "positive" if value > 0 else "negative"


def _int_representative(cls: str, size: int) -> Any:
    return {"zero": 0, "positive": 1 if size > 1 else None, "negative": -1 if size > 1 else None,
            ">=size": 2 * size + 1, "<=-size": -(2 * size + 1), "int64-max": 2**63 - 1,
            "int64-min": -2**63, "none": None}[cls]


def float_class(value: float) -> str:
    if math.isnan(value):
        return "nan"
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    for cls in ("zero", "one", "two", "minus-one"):
        if value == _FLOAT_REPRESENTATIVES[cls]:
            return cls
    return "fraction"


def _operand_size(program: Program, node: Node) -> int:
    if not node.operands:
        return 1
    shape = program.specs()[node.operands[0]].shape
    return max(shape, default=1) or 1


def _try(build: Any) -> Program | None:
    try:
        return build()
    except (ProgramError, ValueError, TypeError, KeyError, OverflowError):
        return None


def _with_node_attrs(program: Program, index: int, attrs: dict[str, Any]) -> Program:
    nodes = list(program.nodes)
    old = nodes[index]
    nodes[index] = Node(old.name, old.op, old.operands, attrs)
    return Program(program.inputs, tuple(nodes), program.outputs, program.provenance)


def _try_input(program: Program, index: int, new: InputSpec) -> Program | None:
    """The program with input `index` replaced, or None when that makes it invalid."""
    inputs = list(program.inputs)
    inputs[index] = new
    return _try(lambda: Program(tuple(inputs), program.nodes, program.outputs, program.provenance))


def node_labels(program: Program) -> list[str]:
    """`op#n` for each node: the op and its occurrence among nodes of that op."""
    seen: dict[str, int] = {}
    labels = []
    for node in program.nodes:
        labels.append(f"{node.op}#{seen.get(node.op, 0)}")
        seen[node.op] = seen.get(node.op, 0) + 1
    return labels


def _scalar_aspect(name: str, value: Any, size: int,
                   rebuild: Any) -> tuple[str, list[tuple[str, Program | None]]] | None:
    """(original class, [(class, candidate program or None)]) of one scalar attribute value;
    None for values that have no classes (strings other than dtypes, nested objects)."""
    if isinstance(value, bool):
        return str(value).lower(), [(str(not value).lower(), _try(lambda: rebuild(not value)))]
    if value is None or isinstance(value, int):
        original = int_class(value, size)
        out = []
        for cls in INT_CLASSES:
            rep = _int_representative(cls, size)
            if cls != original and (rep is not None or cls == "none"):
                out.append((cls, _try(lambda rep=rep: rebuild(rep))))
        return original, out
    if isinstance(value, float):
        original = float_class(value)
        return original, [(cls, _try(lambda rep=rep: rebuild(rep)))
                          for cls, rep in _FLOAT_REPRESENTATIVES.items() if cls != original]
    if isinstance(value, str) and name.endswith("dtype"):
        return value, [(cls, _try(lambda cls=cls: rebuild(cls))) for cls in DTYPE_CLASSES if cls != value]
    return None


def _flipped_sign(data: list[int], negative: bool) -> list[int]:
    """Indices of the other sign that address the same elements where the op takes negative
    indices: ~v = -v - 1 maps [-n, 0) onto [0, n) and back (-1 <-> 0, -n <-> n - 1). A
    negative array turns its negative indices; a non-negative one turns them all."""
    return [~v if v < 0 or not negative else v for v in data]


def _index_array_aspects(array: Any, rebuild: Any) -> Iterator[tuple[str, str, list[tuple[str, Program | None]]]]:
    """(aspect suffix, original class, [(class, candidate)]) of one index tensor constant: the
    sign of its values, its dtype, its rank (0-d or not) and an empty one (made one element of
    index 0). An op that takes no negative, or no int32, index makes those candidates invalid:
    they are left out, as any invalid candidate."""
    if not (isinstance(array, dict) and isinstance(array.get("data"), list) and isinstance(array.get("shape"), list)
            and array.get("dtype") in INDEX_DTYPE_CLASSES):
        return
    data, shape = array["data"], array["shape"]
    if data:
        negative = any(v < 0 for v in data)
        yield "sign", "negative" if negative else "non-negative", [
            ("non-negative" if negative else "negative",
             _try(lambda: rebuild({**array, "data": _flipped_sign(data, negative)})))]
    yield "dtype", array["dtype"], [(dt, _try(lambda dt=dt: rebuild({**array, "dtype": dt})))
                                    for dt in INDEX_DTYPE_CLASSES if dt != array["dtype"]]
    if not shape:
        yield "rank", "0-d", [("n-d", _try(lambda: rebuild({**array, "shape": [1]})))]
    elif len(data) == 1:
        yield "rank", "n-d", [("0-d", _try(lambda: rebuild({**array, "shape": []})))]
    if 0 in shape:
        filled = [1 if n == 0 else n for n in shape]
        yield "size", "empty", [("non-empty", _try(lambda: rebuild({**array, "shape": filled,
                                                                   "data": [0] * math.prod(filled)})))]


def aspects(program: Program, erase: str) -> Iterator[Aspect]:
    """Every aspect of (program, erase), in a fixed order: erasure, the inputs something
    reads, node attributes (an index tensor's as `op#n.indices[j].sign`, .dtype, .rank, .size)."""

    def aspect(name: str, original: str, candidates: list[tuple[str, Program | None, str]]) -> Aspect:
        return Aspect(name, original, tuple((c, p, e) for c, p, e in candidates if p is not None))

    yield aspect("erase", erase, [(level, program, level) for level in ERASE_LEVELS if level != erase])
    read = {ref for node in program.nodes for ref in node.operands} | set(program.outputs)
    for i, inp in enumerate(program.inputs):
        if inp.name not in read:  # a program needs an input even when its nodes read none
            continue
        label = f"input{i}"
        yield aspect(f"{label}.dtype", inp.spec.dtype, [
            (dt, _try_input(program, i, replace(inp, spec=TensorSpec(inp.spec.shape, dt))), erase)
            for dt in DTYPE_CLASSES if dt != inp.spec.dtype])
        if inp.dynamic:
            yield aspect(f"{label}.dims", "dynamic",
                         [("static", _try_input(program, i, replace(inp, dynamic=())), erase)])
        elif any(size >= 2 for size in inp.spec.shape):
            dims = tuple(d for d, size in enumerate(inp.spec.shape) if size >= 2)
            yield aspect(f"{label}.dims", "static",
                         [("dynamic", _try_input(program, i, replace(inp, dynamic=dims)), erase)])
        if 0 in inp.spec.shape:
            filled = TensorSpec(tuple(2 if size == 0 else size for size in inp.spec.shape), inp.spec.dtype)
            yield aspect(f"{label}.size", "empty", [("non-empty", _try_input(program, i, replace(inp, spec=filled)),
                                                     erase)])
    def value_aspects(name: str, key: str, value: Any, size: int, rebuild: Any) -> Iterator[Aspect]:
        """The aspects of one attribute value (or list element) named `name`: an index tensor
        constant's (`name.sign`, ...), else its scalar classes'."""
        if key in INDEX_ARRAY_KEYS and isinstance(value, dict):
            for what, original, found in _index_array_aspects(value, rebuild):
                yield aspect(f"{name}.{what}", original, [(c, p, erase) for c, p in found])
            return
        scalar = _scalar_aspect(key, value, size, rebuild)
        if scalar is not None:
            yield aspect(name, scalar[0], [(c, p, erase) for c, p in scalar[1]])

    for index, (node, label) in enumerate(zip(program.nodes, node_labels(program))):
        size = _operand_size(program, node)
        for key, value in node.attrs.items():
            if isinstance(value, list):
                for j, item in enumerate(value):
                    def rebuild(new: Any, key: str = key, value: list = value, j: int = j,
                                index: int = index, node: Node = node) -> Program:
                        items = list(value)
                        items[j] = new
                        return _with_node_attrs(program, index, {**node.attrs, key: items})
                    yield from value_aspects(f"{label}.{key}[{j}]", key, item, size, rebuild)
                continue
            def rebuild_scalar(new: Any, key: str = key, index: int = index, node: Node = node) -> Program:
                return _with_node_attrs(program, index, {**node.attrs, key: new})
            yield from value_aspects(f"{label}.{key}", key, value, size, rebuild_scalar)
