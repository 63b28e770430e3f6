"""The random program generator: one generator, any Chooser (seed, Hypothesis, bytes).

Contract: `generate_program(chooser, config)` is deterministic in the chooser's
answers (same seed -> byte-identical Program JSON) and returns a Program that
validates; the catalog promises eager PyTorch runs it (measured by
`irfuzz validity`, an invalid one is an internal error, never a finding).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from . import __version__
from .catalog import get_op, op_names
from .choice import Chooser, RandomChooser
from .dtypes import ALL_DTYPES
from .program import InputSpec, Node, Program, TensorSpec
from .tensor_spec import within_limits

# The heart of every program: roll, slice, cat and the *_like ops (the catalog's `core` ops)
# are drawn for a `core_share` of the nodes, weighted as below (the seed thread's bug classes
# live in roll, slice and cat); the other families feed and consume them, uniformly.
CORE_WEIGHTS = {
    "aten.roll": 4, "aten.slice.Tensor": 4, "aten.cat": 4,
    "aten.empty_like": 2, "aten.zeros_like": 2, "aten.ones_like": 2, "aten.full_like": 3,
    "aten.rand_like": 2, "aten.randn_like": 2, "aten.randint_like": 2,
}


@dataclass(frozen=True)
class GeneratorConfig:
    max_inputs: int = 3
    max_nodes: int = 8
    max_rank: int = 4
    max_size: int = 5
    dynamic_share: float = 0.3    # share of programs whose inputs get dynamic dims
    dtypes: tuple[str, ...] = ALL_DTYPES
    core_share: float = 0.6       # share of node draws among the core ops (see CORE_WEIGHTS)
    ops: tuple[str, ...] = ()     # draw only these ops (every catalog op when empty)
    # Campaigns leave out what torch-mlir 20261001 rejects at k=1 every time (see docs/catalog.md,
    # "Limitations"): such a node fails its whole program and hides everything else in it.
    avoid_known_limits: bool = False


def is_known_limit(node: Node, pool: dict[str, TensorSpec], dynamic: bool = False) -> bool:
    """What torch-mlir 20261001 cannot lower at all: each op's catalog spec says
    (`known_limit`, and `dynamic_limit` in a program with dynamic dims; checked by hand,
    docs/catalog.md "Limitations")."""
    op, operands = get_op(node.op), [pool[r] for r in node.operands]
    return (op.known_limit(operands, node.attrs) is not None
            or (dynamic and op.dynamic_limit(operands, node.attrs) is not None))


@functools.cache
def _op_lists(ops: tuple[str, ...]) -> tuple[list[str], list[str]]:
    """(core ops repeated by weight, the other ops) among `ops` (all when empty)."""
    allowed = [name for name in op_names() if not ops or name in ops]
    unknown = set(ops) - set(op_names())
    if unknown:
        raise ValueError(f"GeneratorConfig.ops: unknown op(s) {sorted(unknown)}")
    core = [name for name in allowed if get_op(name).core for _ in range(CORE_WEIGHTS.get(name, 1))]
    return core, [name for name in allowed if not get_op(name).core]


def draw_op(ch: Chooser, cfg: GeneratorConfig) -> str:
    """One op name as the generator draws it: a core op with probability `cfg.core_share`."""
    core, others = _op_lists(tuple(cfg.ops))
    if core and (not others or ch.chance(cfg.core_share)):
        return ch.choice(core)
    return ch.choice(others)


def _shape(ch: Chooser, cfg: GeneratorConfig) -> tuple[int, ...]:
    rank = ch.choice([0, 1, 1, 2, 2, 3, 3, 4][: cfg.max_rank * 2 + 1])
    return tuple(ch.choice([0, 1, 2, 2, 3, 3, 4, cfg.max_size][: 3 + cfg.max_size]) if ch.chance(0.9)
                 else ch.integer(0, cfg.max_size) for _ in range(rank))


def _input(ch: Chooser, cfg: GeneratorConfig, name: str, dynamic: bool,
           like: TensorSpec | None) -> InputSpec:
    dtype = ch.choice(list(cfg.dtypes))
    # Reusing an earlier input's shape lets cat/add combine inputs.
    shape = like.shape if like is not None and ch.chance(0.5) else _shape(ch, cfg)
    dims: tuple[int, ...] = ()
    if dynamic:
        # torch.export specializes sizes 0 and 1, so only larger dims can stay dynamic.
        dims = tuple(d for d, size in enumerate(shape) if size >= 2 and ch.chance(0.6))
    return InputSpec(name, TensorSpec(shape, dtype), dims)


def generate_program(ch: Chooser, cfg: GeneratorConfig = GeneratorConfig(),
                     provenance: dict | None = None) -> Program:
    dynamic = ch.chance(cfg.dynamic_share)
    inputs: list[InputSpec] = []
    for i in range(ch.integer(1, cfg.max_inputs)):
        inputs.append(_input(ch, cfg, f"x{i}", dynamic, inputs[-1].spec if inputs else None))
    pool = {i.name: i.spec for i in inputs}
    nodes: list[Node] = []
    used: set[str] = set()
    for _ in range(ch.integer(1, cfg.max_nodes)):
        op = get_op(draw_op(ch, cfg))
        picked = op.sample(ch, pool)
        if picked is None:
            continue
        operands, attrs = picked
        name = f"v{len(nodes)}"
        node = Node(name, op.name, tuple(operands), attrs)
        if cfg.avoid_known_limits and is_known_limit(node, pool, any(i.dynamic for i in inputs)):
            continue
        result = op.infer([pool[r] for r in operands], attrs)
        if not within_limits(result):  # e.g. a 7th dim from stack or unsqueeze: Program would refuse it
            continue
        pool[name] = result
        nodes.append(node)
        used.update(operands)
    if not nodes:  # every op needs at least one tensor, so this only happens if all sampling refused
        x = inputs[0].name
        nodes.append(Node("v0", "aten.zeros_like", (x,), {"dtype": None}))
    sinks = [n.name for n in nodes if n.name not in used]
    extra = [n.name for n in nodes if n.name in used and ch.chance(0.2)]
    outputs = tuple(sorted(set(sinks + extra), key=lambda n: int(n[1:])))
    prov = {"generator": "irfuzz.random", "tool_version": __version__, **(provenance or {})}
    return Program(tuple(inputs), tuple(nodes), outputs, prov)


def program_from_seed(seed: int, cfg: GeneratorConfig = GeneratorConfig()) -> Program:
    return generate_program(RandomChooser(seed), cfg, {"seed": seed})
