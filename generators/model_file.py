"""Python model files: `model` (a torch.nn.Module) and `inputs` (a tuple of tensors).

This is the form of torch-mlir's e2e tests and of the seed thread's RollModule.
A model file brings no catalog facts, so `output_facts` derives them from the
exported graph: which outputs carry random or undefined values (taint, as
generators/taint.py does for Programs), which are pure data movement (compared
bit for bit), and for an output a random op returns directly, its range and law.
"""

from __future__ import annotations

import runpy
from dataclasses import dataclass
from typing import Any

from .catalog import Values
from .errors import UsageError


def load_model_file(path: str) -> tuple[Any, tuple[Any, ...]]:
    import torch

    try:
        namespace = runpy.run_path(path)
    except Exception as exc:
        raise UsageError(f"{path}: running the file failed: {type(exc).__name__}: {exc}") from None
    model, inputs = namespace.get("model"), namespace.get("inputs")
    if not isinstance(model, torch.nn.Module):
        raise UsageError(f"{path}: must define `model`, a torch.nn.Module (got {type(model).__name__})")
    if isinstance(inputs, torch.Tensor):
        inputs = (inputs,)
    if not isinstance(inputs, (tuple, list)) or not all(isinstance(t, torch.Tensor) for t in inputs):
        raise UsageError(f"{path}: must define `inputs`, a tuple of tensors")
    return model.eval(), tuple(inputs)


@dataclass(frozen=True)
class OutputFacts:
    """What the exported graph says about one output of a model."""

    kind: Values
    source: str                                   # the op that produced it, e.g. "aten.rand_like"
    value_range: tuple[float, float] | None = None
    distribution: str | None = None               # "uniform01" | "normal", as in the catalog
    nan_bits: bool = False                        # PyTorch defines its NaN bit patterns


# Ops (by overload packet) whose values are uninitialized memory.
_UNINITIALIZED = {"empty", "empty_like", "new_empty", "empty_strided", "new_empty_strided", "empty_permuted"}
# Ops whose first operand gives only shape, dtype or device, never values (a fill overwrites
# every element; a random op draws them), so taint does not flow from it: `empty_like(x).fill_(0)`
# is defined, `uniform_(torch.empty(...))` is random.
_SHAPE_ONLY_SELF = {"empty_like", "zeros_like", "ones_like", "full_like", "rand_like", "randn_like",
                    "randint_like", "new_empty", "new_empty_strided", "new_zeros", "new_ones", "new_full",
                    "fill", "zero", "copy", "uniform", "normal_functional", "exponential", "cauchy",
                    "log_normal", "geometric", "random", "sym_size", "sym_numel", "sym_stride",
                    "sym_storage_offset"}
# Ops that move elements without computing them: bit-exact when no operand changes dtype.
_DATA_MOVEMENT = {"alias", "clone", "contiguous", "detach", "lift_fresh_copy", "view", "_unsafe_view", "reshape",
                  "expand", "permute", "transpose", "t", "numpy_T", "unsqueeze", "squeeze", "flatten",
                  "unflatten", "select", "slice", "narrow", "roll", "flip", "cat", "concat", "stack", "hstack",
                  "vstack", "split", "split_with_sizes", "unbind", "chunk", "tensor_split", "index_select",
                  "gather", "slice_scatter", "select_scatter", "repeat", "tile", "movedim", "copy", "_to_copy",
                  "as_strided", "alias_copy", "view_copy", "expand_copy", "permute_copy", "transpose_copy",
                  "t_copy", "unsqueeze_copy", "squeeze_copy", "select_copy", "slice_copy", "narrow_copy",
                  "split_copy", "split_with_sizes_copy", "unbind_copy", "as_strided_copy"}
# Fills whose value is exact in every dtype (a fill with a Python float may round differently).
_EXACT_FILLS = {"zeros", "ones", "zeros_like", "ones_like", "new_zeros", "new_ones", "zero"}
_ORDER = [Values.EXACT, Values.INEXACT, Values.RANDOM, Values.UNDEFINED]
# Conversions of their first operand to the result's dtype: float -> integer is undefined in
# eager for NaN, +-inf and out-of-range values (generators/catalog/converting.py).
_CONVERSIONS = {"to", "_to_copy", "type_as", "convert_element_type", "_to_copy_functional"}


def _converts_float_to_integer(node: Any, packet: str | None, dtype: Any) -> bool:
    import torch

    if packet not in _CONVERSIONS or not node.args or not isinstance(node.args[0], torch.fx.Node):
        return False
    source = node.args[0].meta.get("val")
    return (isinstance(source, torch.Tensor) and source.dtype.is_floating_point
            and dtype is not None and not dtype.is_floating_point and not dtype.is_complex and dtype != torch.bool)


def _op_name(target: Any) -> str:
    name = str(target)
    return name[: -len(".default")] if name.endswith(".default") else name


def _graph_nodes(value: Any) -> list[Any]:
    """The graph nodes among an op's arguments: tensors, tuples of them (a multi-output op,
    read through getitem), symbolic sizes."""
    import torch

    if isinstance(value, (list, tuple)):
        return [n for v in value for n in _graph_nodes(v)]
    return [value] if isinstance(value, torch.fx.Node) else []


def _is_tensor(node: Any) -> bool:
    import torch

    return isinstance(node.meta.get("val"), torch.Tensor)


def _random_law(node: Any, packet: str) -> tuple[tuple[float, float] | None, str | None]:
    """Range and law of a random op's values, where its arguments define them."""
    from torch.fx.operator_schemas import normalize_function

    normalized = normalize_function(node.target, node.args, node.kwargs, normalize_to_only_use_kwargs=True)
    kw = dict(normalized.kwargs) if normalized is not None else {}
    if packet in ("rand", "rand_like"):
        return (0.0, 1.0), "uniform01"
    if packet in ("randn", "randn_like"):
        return None, "normal"
    if packet in ("randint", "randint_like") and isinstance(kw.get("high"), (int, float)):
        return (float(kw.get("low", 0)), float(kw["high"] - 1)), None
    if packet == "uniform":
        lo, hi = float(kw.get("from", 0.0)), float(kw.get("to", 1.0))
        return (lo, hi), "uniform01" if (lo, hi) == (0.0, 1.0) else None
    if packet == "normal_functional" and (kw.get("mean", 0.0), kw.get("std", 1.0)) == (0.0, 1.0):
        return None, "normal"
    if packet == "bernoulli":
        return (0.0, 1.0), None
    return None, None


def output_facts(exported: Any) -> list[OutputFacts]:
    """One OutputFacts per output the module returns (write-backs of mutated inputs left
    out), from the graph of `export_module` (functionalized where it mutated). Pure: the
    graph is read, not changed. The kind of a value is the strongest of its op's own kind
    and its value operands' kinds (EXACT < INEXACT < RANDOM < UNDEFINED)."""
    import torch

    from .importer import user_outputs

    facts: dict[Any, OutputFacts] = {}
    for node in exported.graph.nodes:
        if node.op == "placeholder" or node.op == "get_attr":
            facts[node] = OutputFacts(Values.EXACT, "input" if node.op == "placeholder" else "constant",
                                      nan_bits=True)
            continue
        if node.op != "call_function":
            continue
        target = node.target
        packet = target.overloadpacket.__name__ if isinstance(target, torch._ops.OpOverload) else None
        shape_only = packet in _SHAPE_ONLY_SELF or str(target) == "aten.bernoulli.p"
        operands = _graph_nodes(list(node.args[1:] if shape_only else node.args))
        operands += _graph_nodes(list(node.kwargs.values()))
        inherited = [facts[n] for n in operands if n in facts]
        val = node.meta.get("val")
        dtype = val.dtype if isinstance(val, torch.Tensor) else None
        same_dtype = all(n.meta["val"].dtype == dtype for n in operands if _is_tensor(n) and n.meta["val"].numel() > 0)
        value_range, law = None, None
        if packet is None:  # operator.getitem and the like: pass values through
            own, nan_bits = Values.EXACT, True
        elif torch.Tag.nondeterministic_seeded in target.tags:
            own, nan_bits = Values.RANDOM, False
            value_range, law = _random_law(node, packet)
        elif not isinstance(val, (torch.Tensor, tuple, list)):  # a size or a scalar: exact unless read from values
            own, nan_bits = Values.EXACT, True
        elif packet in _UNINITIALIZED or _converts_float_to_integer(node, packet, dtype):
            own, nan_bits = Values.UNDEFINED, False
        elif packet in _EXACT_FILLS:
            own, nan_bits = Values.EXACT, True
        elif packet in _DATA_MOVEMENT and same_dtype:
            own, nan_bits = Values.EXACT, True
        else:
            own, nan_bits = Values.INEXACT, False
        kind = max([own, *(f.kind for f in inherited)], key=_ORDER.index)
        direct = own is Values.RANDOM and kind is Values.RANDOM
        facts[node] = OutputFacts(kind, _op_name(target) if packet else getattr(target, "__name__", str(target)),
                                  value_range if direct else None, law if direct else None,
                                  nan_bits and kind is Values.EXACT and all(f.nan_bits for f in inherited))
    result = []
    for out in user_outputs(exported):
        if isinstance(out, torch.fx.Node) and out in facts:
            result.append(facts[out])
        else:  # a constant returned as is
            result.append(OutputFacts(Values.EXACT, "constant", nan_bits=True))
    return result
