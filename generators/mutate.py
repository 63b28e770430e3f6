"""Program mutators: small edits of a Program (and its erasure level), valid by construction.

Guided campaigns (fuzz/campaign/corpus.py) keep the programs that made torch-mlir do something
new and mutate them, as AFL and libFuzzer mutate the inputs that reached new edges. Each
mutator makes one edit and then `repair`s the program against the catalog exactly as the
generator builds one: every node's result is the op's own `infer` on its operands; a node the
edit made illegal gets its attributes re-sampled by the op's own `sample`, restricted to its
operands, and is dropped (its users rewired to its first operand) when that fails too. The
result is a `Program` (which validates everything again) or nothing: an edit that cannot be
made valid is retried with another choice, then skipped.

Mutators (MUTATORS):
  input-dtype     one input's dtype becomes another (of the campaign's dtypes)
  input-shape     one input's shape: a dim set to 0, to 1 or another size, a dim added or
                  removed, or the shape of another value copied (so cat/add partners appear)
  input-dynamic   one input dim (of size >= 2, as torch.export requires) made dynamic or static
  attribute       one node's attributes re-sampled by its op's `sample` on the same operands
  attribute-edge  one integer, list item, fill value or dtype attribute set to an edge value
                  (0, +-1, +-size, one past it, int32 and int64 extremes, None; largest finite
                  floats, -0.0), which `infer` accepts or the next choice is tried
  insert          a new node on any existing value (optionally spliced in front of a user)
  delete          one node removed, its users rewired to a value of its type (or its operand)
  replace-op      one node's op replaced by another op that takes the same number of operands
  splice          a sub-DAG of a donor program (a node and its ancestors) grafted on, its
                  inputs mapped onto values of the same type or added as new inputs
  erase           the erasure level changes (among the campaign's levels)

Contract: `mutate` is deterministic in the chooser's answers (a RandomChooser seed reproduces
a mutation exactly, given the same parent and donor); it never imports torch or MLIR; what it
returns validates (`Program(...)`, the catalog's shape/dtype rules and size limits), respects
the config's op set, dtypes, known-limit policy and size caps, and differs from its parent.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from . import __version__
from .catalog import INT64_MAX, INT64_MIN, get_op, op_names
from .choice import Chooser
from .errors import ProgramError
from .generate import GeneratorConfig, draw_op, is_known_limit
from .program import InputSpec, Node, Program, TensorSpec
from .tensor_spec import within_limits

MUTATORS = ("input-dtype", "input-shape", "input-dynamic", "attribute", "attribute-edge", "insert", "delete",
            "replace-op", "splice", "erase")
ERASE_LEVELS = ("none", "intermediate", "torchscript")

FLOAT_EDGES = (0.0, -0.0, 1.0, -1.0, 0.5, 65504.0, -65504.0, 3.3895313892515355e38, 3.4028234663852886e38,
               1.7976931348623157e308, 5e-324, 1e-45, 6e-08, 16777217.0)
INT_EDGES = (0, 1, -1, 2, -2, 127, -128, 255, 256, 2**15 - 1, -2**15, 2**31 - 1, -2**31, INT64_MAX, INT64_MIN)


class NotApplicable(Exception):
    """This mutator has nothing to edit in this program (e.g. no attributes)."""


@dataclass(frozen=True)
class Mutant:
    program: Program
    erase: str
    mutator: str
    attempts: int      # edits tried, this one included


@dataclass
class _Draft:
    """A program being edited: plain lists, validated only by `repair`."""

    inputs: list[InputSpec]
    nodes: list[Node]
    outputs: list[str]
    erase: str

    @classmethod
    def of(cls, program: Program, erase: str) -> _Draft:
        return cls(list(program.inputs), list(program.nodes), list(program.outputs), erase)

    def names(self) -> list[str]:
        return [i.name for i in self.inputs] + [n.name for n in self.nodes]


def _result(node: Node, pool: dict[str, TensorSpec], cfg: GeneratorConfig, dynamic: bool = False) -> TensorSpec | None:
    """The node's result type when it is legal here (catalog, size limits, known limits), else None."""
    if any(r not in pool for r in node.operands):
        return None
    op = get_op(node.op)
    try:
        spec = op.infer([pool[r] for r in node.operands], node.attrs)
    except (ValueError, TypeError, KeyError, OverflowError, IndexError):
        return None
    if not within_limits(spec):
        return None
    if cfg.avoid_known_limits and is_known_limit(node, pool, dynamic):
        return None
    return spec


def repair(draft: _Draft, ch: Chooser, cfg: GeneratorConfig) -> Program:
    """The draft as a valid Program: illegal nodes re-sampled on their operands, else dropped
    (users rewired to the dropped node's first operand); values renamed x0.., v0.. in order;
    every node nobody uses is an output. Raises ProgramError when nothing valid is left."""
    pool: dict[str, TensorSpec] = {}
    for inp in draft.inputs:
        if not within_limits(inp.spec):
            raise ProgramError(f"input {inp.name}: shape {list(inp.spec.shape)} over the limits")
        pool[inp.name] = inp.spec
    subst: dict[str, str] = {}
    kept: list[Node] = []
    dynamic = any(inp.dynamic for inp in draft.inputs)
    for node in draft.nodes:
        operands = tuple(subst.get(o, o) for o in node.operands)
        candidate = Node(node.name, node.op, operands, node.attrs)
        spec = _result(candidate, pool, cfg, dynamic)
        if spec is None and operands:
            local = {o: pool[o] for o in dict.fromkeys(operands) if o in pool}
            op = get_op(node.op)
            for _ in range(3):
                picked = op.sample(ch, local) if local else None
                if picked is None:
                    break
                again = Node(node.name, node.op, tuple(picked[0]), picked[1])
                spec = _result(again, pool, cfg, dynamic)
                if spec is not None:
                    candidate = again
                    break
        if spec is None:
            if not operands:
                raise ProgramError(f"{node.name}: no legal form")
            subst[node.name] = operands[0]
            continue
        pool[node.name] = spec
        kept.append(candidate)
    if not kept:
        raise ProgramError("no node left")
    used = {o for n in kept for o in n.operands}
    node_names = [n.name for n in kept]
    wanted = {subst.get(o, o) for o in draft.outputs} | {n for n in node_names if n not in used}
    outputs = [n for n in node_names if n in wanted]
    return _canonical(draft.inputs, kept, outputs)


def _canonical(inputs: Sequence[InputSpec], nodes: Sequence[Node], outputs: Sequence[str]) -> Program:
    rename = {inp.name: f"x{i}" for i, inp in enumerate(inputs)}
    rename.update({node.name: f"v{i}" for i, node in enumerate(nodes)})
    return Program(tuple(InputSpec(rename[i.name], i.spec, i.dynamic) for i in inputs),
                   tuple(Node(rename[n.name], n.op, tuple(rename[o] for o in n.operands), n.attrs) for n in nodes),
                   tuple(rename[o] for o in outputs))


def _node_cap(cfg: GeneratorConfig) -> int:
    return 2 * cfg.max_nodes


def _input_cap(cfg: GeneratorConfig) -> int:
    return cfg.max_inputs + 2


def _valid_dynamic(shape: tuple[int, ...], dims: Sequence[int]) -> tuple[int, ...]:
    """torch.export specializes sizes 0 and 1: only dims of size >= 2 stay dynamic."""
    return tuple(sorted({d for d in dims if d < len(shape) and shape[d] >= 2}))


def _fresh(draft: _Draft, prefix: str) -> str:
    taken = set(draft.names())
    n = 0
    while f"{prefix}{n}" in taken:
        n += 1
    return f"{prefix}{n}"


def _specs(draft: _Draft, cfg: GeneratorConfig, upto: int | None = None) -> dict[str, TensorSpec]:
    """Types of the inputs and of nodes[:upto] (draft nodes before repair may be illegal: skipped)."""
    pool = {i.name: i.spec for i in draft.inputs}
    for node in draft.nodes[:upto]:
        spec = _result(node, pool, GeneratorConfig(avoid_known_limits=False))
        if spec is not None:
            pool[node.name] = spec
    return pool


# -- the mutators ---------------------------------------------------------------------------

def _input_dtype(d: _Draft, ch: Chooser, cfg: GeneratorConfig, donor: Program | None, levels: Sequence[str]) -> None:
    i = ch.integer(0, len(d.inputs) - 1)
    inp = d.inputs[i]
    others = [t for t in cfg.dtypes if t != inp.spec.dtype]
    if not others:
        raise NotApplicable("one dtype only")
    d.inputs[i] = InputSpec(inp.name, TensorSpec(inp.spec.shape, ch.choice(others)), inp.dynamic)


def _input_shape(d: _Draft, ch: Chooser, cfg: GeneratorConfig, donor: Program | None, levels: Sequence[str]) -> None:
    i = ch.integer(0, len(d.inputs) - 1)
    inp = d.inputs[i]
    shape = list(inp.spec.shape)
    kind = ch.choice(["zero", "one", "size", "add-dim", "drop-dim", "copy"])
    if kind == "copy":
        pool = _specs(d, cfg)
        shapes = sorted({s.shape for s in pool.values()} - {inp.spec.shape})
        if not shapes:
            raise NotApplicable("no other shape")
        shape = list(ch.choice(shapes))
        if len(shape) > cfg.max_rank:
            raise NotApplicable("rank over the generator's")
    elif kind == "add-dim":
        if len(shape) >= cfg.max_rank:
            raise NotApplicable("rank at the limit")
        shape.insert(ch.integer(0, len(shape)), ch.choice([0, 1, 1, 2, 3, cfg.max_size]))
    else:
        if not shape:
            raise NotApplicable("rank 0")
        at = ch.integer(0, len(shape) - 1)
        if kind == "drop-dim":
            del shape[at]
        elif kind == "size":
            shape[at] = ch.choice([s for s in range(2, cfg.max_size + 2) if s != shape[at]])
        else:
            shape[at] = 0 if kind == "zero" else 1
    new = tuple(shape)
    if new == inp.spec.shape:
        raise NotApplicable("same shape")
    d.inputs[i] = InputSpec(inp.name, TensorSpec(new, inp.spec.dtype), _valid_dynamic(new, inp.dynamic))


def _input_dynamic(d: _Draft, ch: Chooser, cfg: GeneratorConfig, donor: Program | None,
                   levels: Sequence[str]) -> None:
    choices = [(i, dim) for i, inp in enumerate(d.inputs) for dim, size in enumerate(inp.spec.shape) if size >= 2]
    if not choices:
        raise NotApplicable("no dim of size >= 2")
    i, dim = ch.choice(choices)
    inp = d.inputs[i]
    dims = set(inp.dynamic) ^ {dim}
    d.inputs[i] = InputSpec(inp.name, inp.spec, tuple(sorted(dims)))


def _attribute(d: _Draft, ch: Chooser, cfg: GeneratorConfig, donor: Program | None, levels: Sequence[str]) -> None:
    pool = _specs(d, cfg)
    at = ch.integer(0, len(d.nodes) - 1)
    node = d.nodes[at]
    local = {o: pool[o] for o in dict.fromkeys(node.operands) if o in pool}
    for _ in range(4):
        picked = get_op(node.op).sample(ch, local) if local else None
        if picked is None:
            raise NotApplicable("the op samples nothing on these operands")
        operands, attrs = tuple(picked[0]), picked[1]
        if (operands, _plain(attrs)) != (node.operands, _plain(node.attrs)):
            d.nodes[at] = Node(node.name, node.op, operands, attrs)
            return
    raise NotApplicable("re-sampling gave the same attributes")


def _plain(value: Any) -> Any:
    import json

    return json.dumps(value, sort_keys=True)


def _edge_values(value: Any, sizes: Sequence[int], key: str) -> list[Any]:
    if key == "dtype":
        from .dtypes import ALL_DTYPES

        return [None, *ALL_DTYPES]
    if isinstance(value, bool):
        return [not value, 0, 1]
    if isinstance(value, float):
        return [*FLOAT_EDGES, *(-v for v in FLOAT_EDGES[5:]), 0, 1, -1, True]
    around = [v for n in sizes for v in (n, -n, n + 1, -n - 1, n - 1)]
    near = [value + 1, value - 1, -value] if isinstance(value, int) else []
    return [*INT_EDGES, *around, *near, None]


def _attribute_edge(d: _Draft, ch: Chooser, cfg: GeneratorConfig, donor: Program | None,
                    levels: Sequence[str]) -> None:
    pool = _specs(d, cfg)
    slots: list[tuple[int, str, int | None]] = []  # (node index, key, list index or None)
    for at, node in enumerate(d.nodes):
        for key, value in sorted(node.attrs.items()):
            if isinstance(value, list):
                slots += [(at, key, j) for j, v in enumerate(value) if type(v) is int]
            elif value is None or type(value) in (int, float, bool) or key == "dtype":
                slots.append((at, key, None))
    if not slots:
        raise NotApplicable("no attribute")
    at, key, j = ch.choice(slots)
    node = d.nodes[at]
    current = node.attrs[key] if j is None else node.attrs[key][j]
    sizes = sorted({s for o in node.operands if o in pool for s in pool[o].shape})
    values = [v for v in _edge_values(current, sizes, key) if not (type(v) is type(current) and v == current)
              and not (j is not None and v is None)]
    new_value = ch.choice(values)
    attrs = dict(node.attrs)
    if j is None:
        attrs[key] = new_value
    else:
        attrs[key] = [new_value if i == j else v for i, v in enumerate(node.attrs[key])]
    edited = Node(node.name, node.op, node.operands, attrs)
    if _result(edited, pool, cfg) is None:
        raise NotApplicable(f"{node.op} rejects {key}={new_value!r}")  # infer decides: try another
    d.nodes[at] = edited


def _insert(d: _Draft, ch: Chooser, cfg: GeneratorConfig, donor: Program | None, levels: Sequence[str]) -> None:
    if len(d.nodes) >= _node_cap(cfg):
        raise NotApplicable("node cap")
    at = ch.integer(0, len(d.nodes))
    pool = _specs(d, cfg, at)
    op = get_op(draw_op(ch, cfg))
    picked = op.sample(ch, pool)
    if picked is None:
        raise NotApplicable(f"{op.name} finds no operand")
    name = _fresh(d, "ins")
    node = Node(name, op.name, tuple(picked[0]), picked[1])
    if _result(node, pool, cfg) is None:
        raise NotApplicable(f"{op.name} sampled an illegal node")
    d.nodes.insert(at, node)
    # In front of a user: one later use of its first operand now reads the new node instead.
    users = [(k, j) for k, later in enumerate(d.nodes[at + 1:], start=at + 1)
             for j, o in enumerate(later.operands) if node.operands and o == node.operands[0]]
    if users and ch.chance(0.5):
        k, j = ch.choice(users)
        later = d.nodes[k]
        d.nodes[k] = Node(later.name, later.op, tuple(name if i == j else o for i, o in enumerate(later.operands)),
                          later.attrs)
    else:
        d.outputs.append(name)


def _delete(d: _Draft, ch: Chooser, cfg: GeneratorConfig, donor: Program | None, levels: Sequence[str]) -> None:
    if len(d.nodes) < 2:
        raise NotApplicable("one node")
    at = ch.integer(0, len(d.nodes) - 1)
    node = d.nodes.pop(at)
    pool = _specs(d, cfg, at)
    mine = _result(node, {**pool}, GeneratorConfig())
    same = [n for n, s in pool.items() if mine is not None and s == mine]
    replacement = ch.choice(same) if same else (node.operands[0] if node.operands else None)
    if replacement is None:
        raise NotApplicable("nothing to rewire to")
    d.nodes = [Node(n.name, n.op, tuple(replacement if o == node.name else o for o in n.operands), n.attrs)
               for n in d.nodes]
    d.outputs = [replacement if o == node.name else o for o in d.outputs]


def _replace_op(d: _Draft, ch: Chooser, cfg: GeneratorConfig, donor: Program | None, levels: Sequence[str]) -> None:
    pool = _specs(d, cfg)
    at = ch.integer(0, len(d.nodes) - 1)
    node = d.nodes[at]
    local = {o: pool[o] for o in dict.fromkeys(node.operands) if o in pool}
    candidates = [name for name in op_names() if name != node.op and (not cfg.ops or name in cfg.ops)]
    for _ in range(6):
        if not candidates or not local:
            break
        op = get_op(candidates.pop(ch.integer(0, len(candidates) - 1)))
        picked = op.sample(ch, local)
        if picked is None or len(picked[0]) != len(node.operands):
            continue
        replaced = Node(node.name, op.name, tuple(picked[0]), picked[1])
        if _result(replaced, pool, cfg) is not None:
            d.nodes[at] = replaced
            return
    raise NotApplicable("no other op of this arity takes these operands")


def _splice(d: _Draft, ch: Chooser, cfg: GeneratorConfig, donor: Program | None, levels: Sequence[str]) -> None:
    if donor is None or not donor.nodes:
        raise NotApplicable("no donor")
    room = _node_cap(cfg) - len(d.nodes)
    producers = {n.name: n for n in donor.nodes}

    def closure(name: str) -> list[str]:
        seen: set[str] = set()
        stack = [name]
        while stack:
            current = stack.pop()
            if current in producers and current not in seen:
                seen.add(current)
                stack.extend(producers[current].operands)
        return [n.name for n in donor.nodes if n.name in seen]

    options = [n.name for n in donor.nodes if 0 < len(closure(n.name)) <= room]
    if not options:
        raise NotApplicable("no donor sub-DAG fits")
    top = ch.choice(options)
    part = closure(top)
    needed = [i for i in donor.inputs if any(i.name in producers[n].operands for n in part)]
    pool = _specs(d, cfg)
    rename: dict[str, str] = {}
    for inp in needed:
        same = [n for n, s in pool.items() if s == inp.spec]
        if same and ch.chance(0.7):
            rename[inp.name] = ch.choice(same)
        else:
            if len(d.inputs) >= _input_cap(cfg):
                raise NotApplicable("input cap")
            fresh = _fresh(d, "sx")
            d.inputs.append(InputSpec(fresh, inp.spec, inp.dynamic))
            rename[inp.name] = fresh
    for name in part:
        node = producers[name]
        fresh = _fresh(d, "sv")
        rename[name] = fresh
        d.nodes.append(Node(fresh, node.op, tuple(rename[o] for o in node.operands), node.attrs))
    d.outputs.append(rename[top])


def _erase(d: _Draft, ch: Chooser, cfg: GeneratorConfig, donor: Program | None, levels: Sequence[str]) -> None:
    others = [level for level in levels if level != d.erase]
    if not others:
        raise NotApplicable("one erasure level")
    d.erase = ch.choice(others)


_APPLY = {"input-dtype": _input_dtype, "input-shape": _input_shape, "input-dynamic": _input_dynamic,
          "attribute": _attribute, "attribute-edge": _attribute_edge, "insert": _insert, "delete": _delete,
          "replace-op": _replace_op, "splice": _splice, "erase": _erase}


def apply_mutator(name: str, program: Program, erase: str, ch: Chooser, cfg: GeneratorConfig = GeneratorConfig(),
                  donor: Program | None = None, levels: Sequence[str] = ERASE_LEVELS) -> tuple[Program, str]:
    """One edit by mutator `name`, repaired: (program, erase). Raises NotApplicable or
    ProgramError when this choice gives nothing valid or nothing new."""
    draft = _Draft.of(program, erase)
    _APPLY[name](draft, ch, cfg, donor, levels)
    mutated = repair(draft, ch, cfg) if name != "erase" else program
    if len(mutated.nodes) > _node_cap(cfg):
        raise NotApplicable("node cap")
    if mutated == program and draft.erase == erase:
        raise NotApplicable("no change")
    return mutated, draft.erase


def mutate(program: Program, erase: str, ch: Chooser, cfg: GeneratorConfig = GeneratorConfig(),
           donor: Program | None = None, levels: Sequence[str] = ERASE_LEVELS,
           mutators: Sequence[str] = MUTATORS, attempts: int = 8,
           provenance: dict[str, Any] | None = None) -> Mutant | None:
    """A valid mutant of (program, erase), or None when `attempts` edits all failed. The
    mutator is drawn for each attempt; `provenance` is recorded in the Program."""
    usable = [m for m in mutators if (m != "splice" or donor is not None) and (m != "erase" or len(levels) > 1)]
    for attempt in range(1, attempts + 1):
        name = ch.choice(usable)
        try:
            mutated, level = apply_mutator(name, program, erase, ch, cfg, donor, levels)
        except (NotApplicable, ProgramError):
            continue
        prov = {"generator": "irfuzz.mutate", "tool_version": __version__, "mutator": name, **(provenance or {})}
        return Mutant(Program(mutated.inputs, mutated.nodes, mutated.outputs, prov), level, name, attempt)
    return None
