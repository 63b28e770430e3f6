"""A program cut down to one node (or the nodes one value needs), for a report at the defect.

A miscompile is shown best at its first wrong node (oracles/localize_numeric.py): that op
alone, fed the values its operands had, with the types the program gives them. `cut_at`
makes that one-node Program; `prefix_to` the smaller program whose last node is it (the
few ops the wrong value needs, for a defect a single node does not show).

Contract: pure; the result is a valid Program (ProgramError otherwise, from Program itself).
"""

from __future__ import annotations

from .program import InputSpec, Node, Program


def prefix_to(program: Program, node_name: str) -> Program:
    """The program whose only output is `node_name`, without the nodes it does not need."""
    live = {node_name}
    for node in reversed(program.nodes):
        if node.name in live:
            live.update(node.operands)
    nodes = tuple(n for n in program.nodes if n.name in live)
    inputs = tuple(i for i in program.inputs if i.name in live) or program.inputs[:1]
    return Program(inputs, nodes, (node_name,), program.provenance)


def cut_at(program: Program, node_name: str) -> Program:
    """The node `node_name` alone: each operand an input of the operand's spec (an input of
    the program keeps its dynamic dims), the node's result the output."""
    node = next((n for n in program.nodes if n.name == node_name), None)
    if node is None:
        raise KeyError(f"no node {node_name!r} in the program")
    specs = program.specs()
    given = {i.name: i for i in program.inputs}
    inputs = tuple(given.get(ref) or InputSpec(ref, specs[ref]) for ref in dict.fromkeys(node.operands))
    return Program(inputs, (Node(node.name, node.op, node.operands, node.attrs),), (node.name,), program.provenance)


__all__ = ["cut_at", "prefix_to"]
