"""Program mutators (generators/mutate.py): valid by construction, deterministic, and eager agrees."""

import collections

import pytest

from generators.catalog import get_op
from generators.choice import RandomChooser
from generators.errors import ProgramError
from generators.generate import GeneratorConfig, is_known_limit, program_from_seed
from generators.mutate import MUTATORS, NotApplicable, _Draft, apply_mutator, mutate, repair
from generators.program import Node, Program

CFG = GeneratorConfig(avoid_known_limits=True)
LEVELS = ("none", "intermediate", "torchscript")


def _within_config(program: Program, cfg: GeneratorConfig) -> None:
    specs = program.specs()  # validates again
    pool = {}
    for inp in program.inputs:
        assert all(inp.spec.shape[d] >= 2 for d in inp.dynamic), inp  # what torch.export can keep dynamic
        pool[inp.name] = inp.spec
    for node in program.nodes:
        assert not is_known_limit(node, pool), node
        pool[node.name] = specs[node.name]
    assert len(program.nodes) <= 2 * cfg.max_nodes and len(program.inputs) <= cfg.max_inputs + 2
    used = {o for n in program.nodes for o in n.operands}
    assert all(n.name in program.outputs for n in program.nodes if n.name not in used)  # no dead node


@pytest.mark.parametrize("mutator", MUTATORS)
def test_each_mutator_keeps_hundreds_of_programs_valid(mutator):
    made = 0
    for seed in range(150):
        parent = program_from_seed(20_000 + seed, CFG)
        donor = program_from_seed(30_000 + seed, CFG)
        try:
            child, level = apply_mutator(mutator, parent, "none", RandomChooser(seed), CFG, donor, LEVELS)
        except (NotApplicable, ProgramError):
            continue
        made += 1
        assert (child, level) != (parent, "none")
        assert level in LEVELS
        assert Program.from_json(child.to_json()) == child
        _within_config(child, CFG)
    assert made >= 60, f"{mutator}: only {made} of 150 edits were valid"


def test_mutate_is_deterministic_in_its_chooser_and_records_provenance():
    parent, donor = program_from_seed(41, CFG), program_from_seed(42, CFG)
    runs = [mutate(parent, "none", RandomChooser(9), CFG, donor, LEVELS, provenance={"parent": "000000041"})
            for _ in range(2)]
    assert runs[0] is not None and runs[0] == runs[1]
    assert runs[0].program.to_json() == runs[1].program.to_json()
    assert runs[0].program.provenance["parent"] == "000000041"
    assert runs[0].program.provenance["mutator"] == runs[0].mutator
    seen = {mutate(parent, "none", RandomChooser(s), CFG, donor, LEVELS).mutator for s in range(60)}
    assert seen == set(MUTATORS)


def test_mutants_respect_the_config_op_set_and_levels():
    cfg = GeneratorConfig(avoid_known_limits=True, ops=("aten.roll", "aten.slice.Tensor", "aten.cat", "aten.neg"))
    for seed in range(80):
        parent = program_from_seed(500 + seed, cfg)
        mutant = mutate(parent, "none", RandomChooser(seed), cfg, None, ("none",))
        if mutant is None:
            continue
        assert mutant.erase == "none" and mutant.mutator not in ("splice", "erase")
        assert {n.op for n in mutant.program.nodes} <= set(cfg.ops) | {n.op for n in parent.nodes}


def test_repair_resamples_illegal_nodes_then_drops_them_rewiring_users():
    parent = Program.from_json(open("corpus/regressions/roll-empty-dim-cat-canonicalize/program.json").read())
    draft = _Draft.of(parent, "none")
    # A node whose attributes no longer fit gets new ones from its op's own sampler.
    node = draft.nodes[0]
    draft.nodes[0] = Node(node.name, node.op, node.operands, {**node.attrs, "dims": [17]})
    fixed = repair(draft, RandomChooser(0), CFG)
    assert fixed.nodes[0].op == node.op and get_op(node.op).infer(
        [fixed.specs()[o] for o in fixed.nodes[0].operands], fixed.nodes[0].attrs)
    # One no sampler can fix (neg of a bool) is dropped and its users read its operand instead.
    program = Program.from_dict({
        "format": "irfuzz-program/1", "inputs": [{"name": "x0", "shape": [2, 3], "dtype": "bool"}],
        "nodes": [{"name": "v0", "op": "aten.zeros_like", "operands": ["x0"], "attrs": {"dtype": None}},
                  {"name": "v1", "op": "aten.roll", "operands": ["v0"], "attrs": {"shifts": [1], "dims": [0]}}],
        "outputs": ["v1"]})
    draft = _Draft.of(program, "none")
    draft.nodes.insert(1, Node("bad", "aten.neg", ("v0",), {}))
    draft.nodes[2] = Node("v1", "aten.roll", ("bad",), {"shifts": [1], "dims": [0]})
    fixed = repair(draft, RandomChooser(1), CFG)
    assert fixed == program
    _within_config(fixed, CFG)


@pytest.mark.integration
def test_eager_pytorch_agrees_with_the_catalog_on_mutants():
    """A sample of mutants run in eager PyTorch through the oracle's own reference (it checks
    shapes and dtypes against the catalog and that eager agrees with itself)."""
    from oracles.case import Case, eager_reference

    tally = collections.Counter()
    problems = []
    for seed in range(120):
        parent = program_from_seed(60_000 + seed, CFG)
        donor = program_from_seed(70_000 + seed, CFG)
        mutant = mutate(parent, "none", RandomChooser(seed), CFG, donor, LEVELS)
        if mutant is None:
            tally["none"] += 1
            continue
        tally[mutant.mutator] += 1
        _, _, reference, problem = eager_reference(Case(mutant.program, erase=mutant.erase, input_seed=seed))
        if problem or reference is None:
            problems.append((mutant.mutator, problem, mutant.program.to_json(indent=None)))
    assert not problems, problems[:3]
    assert tally["none"] <= 12, tally   # mutate() retries: nearly every call gives a mutant
