"""What a generator makes, counted: ops, families, dtypes, shapes and attribute edge values.

`irfuzz stats` prints it for N generated programs, so the mix (roll, slice, cat and the
*_like ops at the heart of every program) and the edge-value policy (catalog/rules.py) are
measured, not assumed.

Contract: `program_stats` is pure and deterministic in its programs.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterable

from .catalog import INT64_MAX, INT64_MIN, get_op
from .program import Program


@dataclass
class ProgramStats:
    programs: int = 0
    nodes: int = 0
    core_nodes: int = 0
    ops: Counter = field(default_factory=Counter)
    families: Counter = field(default_factory=Counter)
    dtypes: Counter = field(default_factory=Counter)          # every value's dtype: inputs and node results
    shapes: Counter = field(default_factory=Counter)          # rank-0, size-0, dynamic, ...
    edges: Counter = field(default_factory=Counter)           # (op, edge kind) of integer attributes
    attrs: dict[str, set[str]] = field(default_factory=dict)  # op -> attribute names seen
    kinds: dict[str, set[str]] = field(default_factory=dict)  # op -> value kinds seen (exact, inexact...)

    def to_dict(self) -> dict[str, Any]:
        return {"programs": self.programs, "nodes": self.nodes, "core_nodes": self.core_nodes,
                "ops": dict(self.ops), "families": dict(self.families), "dtypes": dict(self.dtypes),
                "shapes": dict(self.shapes), "edges": {f"{op} {kind}": n for (op, kind), n in self.edges.items()}}


def _edge_kinds(value: Any) -> Iterable[str]:
    """The edge classes of an attribute value (integers, or lists of them)."""
    if value is None:
        yield "None"
    elif isinstance(value, bool):
        return
    elif isinstance(value, int):
        if value in (INT64_MAX, INT64_MIN):
            yield "int64 extreme"
        elif value < 0:
            yield "negative"
        elif value in (0, 1):
            yield str(value)
    elif isinstance(value, list):
        if not value:
            yield "empty list"
        for item in value:
            yield from _edge_kinds(item)


def program_stats(programs: Iterable[Program]) -> ProgramStats:
    stats = ProgramStats()
    for program in programs:
        stats.programs += 1
        specs = program.specs()
        for inp in program.inputs:
            stats.dtypes[inp.spec.dtype] += 1
            stats.shapes["input with dynamic dims"] += bool(inp.dynamic)
        for node in program.nodes:
            op = get_op(node.op)
            stats.nodes += 1
            stats.core_nodes += op.core
            stats.ops[node.op] += 1
            stats.families[op.family] += 1
            result = specs[node.name]
            stats.dtypes[result.dtype] += 1
            stats.shapes["rank-0 result"] += result.rank == 0
            stats.shapes["empty result"] += result.numel == 0
            stats.attrs.setdefault(node.op, set()).update(node.attrs)
            kind = op.value_kind([specs[r] for r in node.operands], node.attrs, result)
            stats.kinds.setdefault(node.op, set()).add(kind.value)
            for value in node.attrs.values():
                for kind in _edge_kinds(value):
                    stats.edges[(node.op, kind)] += 1
    return stats


def format_stats(stats: ProgramStats) -> list[str]:
    """The report `irfuzz stats` prints: one table per counter, most frequent first."""
    lines = [f"{stats.programs} programs, {stats.nodes} nodes ({stats.nodes / max(stats.programs, 1):.1f} per "
             f"program); core ops (roll, slice, cat, *_like): {stats.core_nodes} nodes "
             f"({100 * stats.core_nodes / max(stats.nodes, 1):.1f}%)", ""]

    def table(title: str, counter: Counter, total: int | None, label: Any = str) -> None:
        lines.append(f"{title}:")
        for key, n in sorted(counter.items(), key=lambda kv: (-kv[1], str(kv[0]))):
            share = f"  {100 * n / max(total, 1):5.1f}%" if total is not None else ""
            lines.append(f"  {label(key):<44} {n:7d}{share}")
        lines.append("")

    table("ops (share of nodes)", stats.ops, stats.nodes,
          lambda name: f"{name} [{get_op(name).family}{', core' if get_op(name).core else ''}]")
    table("families (share of nodes)", stats.families, stats.nodes)
    table("dtypes (share of values: inputs and node results)", stats.dtypes, sum(stats.dtypes.values()))
    table("shapes (count)", stats.shapes, None)
    edges_by_kind: Counter = Counter()
    for (_, kind), n in stats.edges.items():
        edges_by_kind[kind] += n
    table("attribute edge values (count, all ops)", edges_by_kind, sum(edges_by_kind.values()))
    return lines


def format_op_table(stats: ProgramStats) -> list[str]:
    """The catalog as docs/catalog.md shows it (markdown), from what generation actually made: each op's
    family, attributes, the attribute edge values seen, value kinds and NaN bits."""
    from .catalog import all_ops

    lines = ["| op | family | attributes | edge values sampled | values | NaN bits | share of nodes |",
             "|---|---|---|---|---|---|---|"]
    for op in all_ops():
        edges = sorted({kind for (name, kind) in stats.edges if name == op.name})
        share = 100 * stats.ops.get(op.name, 0) / max(stats.nodes, 1)
        lines.append(f"| `{op.name}`{' (core)' if op.core else ''} | {op.family} | "
                     f"{', '.join(sorted(stats.attrs.get(op.name, ()))) or '-'} | {', '.join(edges) or '-'} | "
                     f"{', '.join(sorted(stats.kinds.get(op.name, ()))) or '-'} | {op.nan.value} | {share:.1f}% |")
    return lines
