"""The generator: determinism, validity against eager PyTorch, byte and Hypothesis drivers, taint."""

from __future__ import annotations

import json
import random

import pytest
import torch
from hypothesis import HealthCheck, given, settings

from generators.catalog import Values
from generators.choice import BytesChooser, HypothesisChooser, RandomChooser
from generators.eager import make_inputs, run_eager
from generators.generate import GeneratorConfig, generate_program, program_from_seed
from generators.program import InputSpec, Node, Program, TensorSpec
from generators.strategies import programs
from generators.taint import is_tainted, taint

VALIDITY_SEEDS = 300


def _body(p: Program) -> str:
    """The program without its provenance (which records the seed)."""
    d = p.to_dict()
    d.pop("provenance")
    return json.dumps(d, sort_keys=True)


def _eager_problem(p: Program, seed: int) -> str | None:
    """None when eager PyTorch runs `p` and agrees with its output specs, else why not."""
    try:
        outs = run_eager(p, make_inputs(p, seed))
    except Exception as exc:  # noqa: BLE001 - any failure makes the program invalid
        return f"eager failed: {type(exc).__name__}: {exc}"
    specs = p.output_specs()
    if len(outs) != len(specs):
        return f"{len(outs)} outputs for {len(specs)} specs"
    for i, (t, s) in enumerate(zip(outs, specs)):
        if tuple(t.shape) != s.shape or t.dtype != getattr(torch, s.dtype):
            return f"output {i}: eager {tuple(t.shape)} {t.dtype}, spec {s.shape} {s.dtype}"
    return None


# -- determinism --------------------------------------------------------------

@pytest.mark.parametrize("seed", [0, 1, 17, 12345, 2**40])
def test_same_seed_same_json(seed: int) -> None:
    assert program_from_seed(seed).to_json() == program_from_seed(seed).to_json()
    assert generate_program(RandomChooser(seed)).to_json() == generate_program(RandomChooser(seed)).to_json()


def test_different_seeds_mostly_differ() -> None:
    bodies = [_body(program_from_seed(s)) for s in range(100)]
    distinct = len(set(bodies))
    assert distinct >= 90, f"only {distinct} distinct programs in 100 seeds"


def test_provenance_records_seed() -> None:
    p = program_from_seed(42)
    assert p.provenance["seed"] == 42
    assert p.provenance["generator"] == "irfuzz.random"


# -- validity -----------------------------------------------------------------

def test_validity_rate() -> None:
    problems = {}
    for seed in range(VALIDITY_SEEDS):
        p = program_from_seed(seed)
        problem = _eager_problem(p, seed)
        if problem is not None:
            problems[seed] = problem
    rate = 1 - len(problems) / VALIDITY_SEEDS
    print(f"\nvalidity rate: {rate:.4f} ({VALIDITY_SEEDS - len(problems)}/{VALIDITY_SEEDS})")
    for seed, problem in sorted(problems.items())[:10]:
        print(f"  seed {seed}: {problem}")
    assert rate >= 0.99, problems


def test_generated_programs_respect_config() -> None:
    cfg = GeneratorConfig(max_inputs=2, max_nodes=3, max_rank=2, max_size=3, dtypes=("int8", "float32"))
    for seed in range(60):
        p = generate_program(RandomChooser(seed), cfg)
        assert 1 <= len(p.inputs) <= 2
        assert 1 <= len(p.nodes) <= 3
        for inp in p.inputs:
            assert inp.spec.rank <= 2
            assert all(0 <= s <= 3 for s in inp.spec.shape)
            assert inp.spec.dtype in ("int8", "float32")
            assert all(inp.spec.shape[d] >= 2 for d in inp.dynamic)
        names = {n.name for n in p.nodes}
        assert set(p.outputs) <= names
        # every node that nobody uses is an output
        used = {r for n in p.nodes for r in n.operands}
        assert names - used <= set(p.outputs)


def test_static_only_config_has_no_dynamic_dims() -> None:
    cfg = GeneratorConfig(dynamic_share=0.0)
    assert all(not i.dynamic for s in range(50) for i in program_from_seed(s, cfg).inputs)


# -- bytes driver -------------------------------------------------------------

def _byte_strings() -> list[bytes]:
    rng = random.Random(2024)
    out = [b"", b"\x00", b"\xff", b"\xff" * 16, b"\xff" * 4096, b"\x00" * 64, bytes(range(256))]
    out += [bytes(rng.randrange(256) for _ in range(rng.randint(1, 300))) for _ in range(40)]
    return out


@pytest.mark.parametrize("data", _byte_strings(), ids=lambda d: f"{len(d)}B-{d[:4].hex()}")
def test_bytes_chooser_gives_valid_program(data: bytes) -> None:
    p = generate_program(BytesChooser(data))
    assert isinstance(p, Program)
    assert Program.from_json(p.to_json()) == p
    assert generate_program(BytesChooser(data)).to_json() == p.to_json()
    assert _eager_problem(p, 0) is None


def test_bytes_chooser_contract() -> None:
    rng = random.Random(5)
    for _ in range(200):
        data = bytes(rng.randrange(256) for _ in range(rng.randint(0, 40)))
        ch = BytesChooser(data)
        for _ in range(30):
            lo = rng.randint(-1000, 1000)
            hi = lo + rng.choice([0, 1, 2, 255, 256, 70000, 2**40])
            assert lo <= ch.integer(lo, hi) <= hi
            options = list(range(rng.randint(1, 9)))
            assert ch.choice(options) in options
            assert isinstance(ch.chance(0.3), bool)
    with pytest.raises(ValueError):
        BytesChooser(b"\x01").choice([])
    with pytest.raises(ValueError):
        RandomChooser(0).choice([])


def test_exhausted_bytes_give_smallest_answers() -> None:
    ch = BytesChooser(b"")
    assert ch.integer(3, 9) == 3
    assert ch.choice(["a", "b"]) == "a"
    assert ch.chance(0.99) is False


# -- Hypothesis driver ----------------------------------------------------------

@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(programs())
def test_hypothesis_programs_round_trip(p: Program) -> None:
    q = Program.from_json(p.to_json())
    assert q == p
    assert q.to_json() == p.to_json()
    specs = q.specs()
    assert set(specs) == {i.name for i in p.inputs} | {n.name for n in p.nodes}
    assert q.output_specs() == [specs[o] for o in p.outputs]
    assert p.provenance["generator"] == "irfuzz.hypothesis"


@settings(max_examples=30, deadline=None)
@given(programs(GeneratorConfig(max_inputs=1, max_nodes=2)))
def test_hypothesis_config_is_respected(p: Program) -> None:
    assert len(p.inputs) == 1
    assert 1 <= len(p.nodes) <= 2


def test_hypothesis_chooser_matches_contract() -> None:
    from hypothesis import strategies as st

    @settings(max_examples=30, deadline=None)
    @given(st.data())
    def check(data) -> None:
        ch = HypothesisChooser(data.draw)
        assert 2 <= ch.integer(2, 7) <= 7
        assert ch.choice("xyz") in "xyz"
        assert isinstance(ch.chance(0.5), bool)

    check()


# -- taint --------------------------------------------------------------------

X = InputSpec("x", TensorSpec((3, 4), "float32"))
ROLL = {"shifts": [1], "dims": [0]}


def _chain(*nodes: Node) -> Program:
    return Program((X,), nodes, (nodes[-1].name,))


def test_taint_flows_from_empty_like_through_roll() -> None:
    p = _chain(Node("e", "aten.empty_like", ("x",), {"dtype": None}),
               Node("r", "aten.roll", ("e",), ROLL))
    kinds = taint(p)
    assert kinds["x"] == Values.EXACT
    assert kinds["e"] == Values.UNDEFINED
    assert kinds["r"] == Values.UNDEFINED
    assert is_tainted(kinds["r"])


def test_shape_only_op_stops_taint() -> None:
    p = _chain(Node("r", "aten.rand_like", ("x",), {"dtype": None}),
               Node("z", "aten.zeros_like", ("r",), {"dtype": None}))
    kinds = taint(p)
    assert kinds["r"] == Values.RANDOM and is_tainted(kinds["r"])
    assert kinds["z"] == Values.EXACT and not is_tainted(kinds["z"])


def test_roll_of_input_is_exact() -> None:
    kinds = taint(_chain(Node("r", "aten.roll", ("x",), ROLL)))
    assert kinds["r"] == Values.EXACT
    assert not is_tainted(kinds["r"])


def test_taint_takes_the_strongest_kind() -> None:
    p = Program((X,), (
        Node("a", "aten.add.Tensor", ("x", "x"), {}),                      # inexact
        Node("r", "aten.randn_like", ("x",), {"dtype": None}),             # random
        Node("ar", "aten.add.Tensor", ("a", "r"), {}),                     # random wins over inexact
        Node("e", "aten.empty_like", ("x",), {"dtype": None}),             # undefined
        Node("c", "aten.cat", ("ar", "e", "x"), {"dim": 0}),               # undefined wins
        Node("f", "aten.full_like", ("c",), {"fill_value": 2, "dtype": None}),  # shape only: exact
        Node("s", "aten.slice.Tensor", ("a",), {"dim": 0, "start": 0, "end": 2, "step": 1}),
    ), ("c", "f", "s"))
    kinds = taint(p)
    assert kinds["a"] == Values.INEXACT and not is_tainted(kinds["a"])
    assert kinds["ar"] == Values.RANDOM
    assert kinds["c"] == Values.UNDEFINED
    assert kinds["f"] == Values.EXACT
    assert kinds["s"] == Values.INEXACT


def test_taint_covers_every_value() -> None:
    for seed in range(30):
        p = program_from_seed(seed)
        kinds = taint(p)
        assert set(kinds) == set(p.specs())
        for node in p.nodes:
            if node.op in ("aten.empty_like",):
                assert kinds[node.name] == Values.UNDEFINED
            if node.op in ("aten.rand_like", "aten.randn_like", "aten.randint_like"):
                assert kinds[node.name] == Values.RANDOM


def test_stats_measure_the_mix_and_the_edge_values() -> None:
    from generators.catalog import get_op, op_names
    from generators.choice import RandomChooser
    from generators.program import TensorSpec
    from generators.stats import format_stats, program_stats

    cfg = GeneratorConfig(avoid_known_limits=True)
    stats = program_stats(program_from_seed(seed, cfg) for seed in range(600))
    # roll, slice, cat and the *_like ops stay the heart of every program
    assert stats.core_nodes >= 0.5 * stats.nodes, (stats.core_nodes, stats.nodes)
    # every op is generated, but those whose every application is a known limit (left out)
    pool = {"a": TensorSpec((2, 3), "float32"), "b": TensorSpec((2, 3), "int64")}
    for name in set(op_names()) - set(stats.ops):
        op = get_op(name)
        samples = [s for s in (op.sample(RandomChooser(seed), pool) for seed in range(50)) if s is not None]
        assert samples and all(op.known_limit([pool[r] for r in ops], attrs) for ops, attrs in samples), name
    kinds = {kind for _, kind in stats.edges}
    assert {"0", "1", "negative", "None", "int64 extreme"} <= kinds, kinds
    assert stats.shapes["empty result"] and stats.shapes["rank-0 result"]
    assert any("core ops" in line for line in format_stats(stats))
