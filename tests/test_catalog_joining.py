"""The joining family beyond cat (stack, hstack, vstack, repeat, tile, expand, broadcast_to,
expand_as): hand-written edge applications against eager PyTorch, what the samplers draw
on purpose, known limits, and the FX import keeping each overload (dynamic dims too)."""

from __future__ import annotations

import random
from functools import partial

import pytest
import torch
from helpers import T, sampled_applications, zeros
from torch._subclasses.fake_tensor import FakeTensorMode

from generators.catalog import get_op
from generators.dtypes import ALL_DTYPES
from generators.program import MAX_RANK, TensorSpec

OPS = ("aten.stack", "aten.hstack", "aten.vstack", "aten.repeat", "aten.tile", "aten.expand",
       "aten.broadcast_to", "aten.expand_as")


# -- hand-written edges: legal in eager, so infer must accept them and agree ---------------

EDGE_CASES = [
    ("aten.stack", [T(), T(dtype="int8")], {"dim": 0}),                       # rank 0, promotes
    ("aten.stack", [T(), T()], {"dim": -1}),
    ("aten.stack", [T(2, 3), T(2, 3, dtype="bool"), T(2, 3, dtype="uint8")], {"dim": 2}),  # dim == rank
    ("aten.stack", [T(2, 3)], {"dim": -3}),                                   # -(rank + 1), one tensor
    ("aten.stack", [T(0, 2), T(0, 2)], {"dim": 1}),
    ("aten.stack", [T(1, 1, 1, 1, 1)] * 2, {"dim": 5}),                       # result rank MAX_RANK
    ("aten.hstack", [T(), T()], {}),                                          # atleast_1d: [1] + [1]
    ("aten.hstack", [T(3), T(), T(0)], {}),                                   # 1-D: joins along dim 0
    ("aten.hstack", [T(2, 3), T(0), T(2, 0, dtype="int64")], {}),             # legacy [0] skipped
    ("aten.hstack", [T(0), T(2, 3), T(4, 3)], {}),                            # 1-D first: dim 0
    ("aten.hstack", [T(0), T(0, dtype="uint8")], {}),
    ("aten.vstack", [T(3), T(3)], {}),                                        # [1, 3] each
    ("aten.vstack", [T(), T()], {}),                                          # [1, 1] each
    ("aten.vstack", [T(3), T(2, 3, dtype="int16")], {}),
    ("aten.vstack", [T(0), T(2, 0)], {}),                                     # [0] -> [1, 0]: not skipped
    ("aten.repeat", [T()], {"repeats": []}),
    ("aten.repeat", [T()], {"repeats": [0, 1, 2]}),
    ("aten.repeat", [T(2, 3)], {"repeats": [0, 1]}),
    ("aten.repeat", [T(2, 3)], {"repeats": [1, 1, 1, 1, 2, 1]}),             # new leading dims to MAX_RANK
    ("aten.repeat", [T(0, 3)], {"repeats": [5, 2]}),
    ("aten.tile", [T(2, 3)], {"dims": []}),                                   # fewer counts than dims
    ("aten.tile", [T(2, 3)], {"dims": [2]}),
    ("aten.tile", [T()], {"dims": [3, 0]}),
    ("aten.tile", [T(2)], {"dims": [1, 1, 2]}),
    ("aten.expand", [T()], {"size": []}),
    ("aten.expand", [T()], {"size": [0, 3]}),
    ("aten.expand", [T(2, 3)], {"size": [-1, -1]}),                           # -1 keeps a size
    ("aten.expand", [T(1, 3)], {"size": [0, 3]}),                             # 1 -> 0
    ("aten.expand", [T(1, 3)], {"size": [4, 2, -1, 3]}),                      # new leading dims
    ("aten.expand", [T(0, 1)], {"size": [0, 5]}),
    ("aten.expand", [T(0, 1)], {"size": [-1, -1]}),
    ("aten.expand", [T(1)], {"size": [1, 1, 1, 1, 1, 4]}),
    ("aten.broadcast_to", [T(1, 3)], {"size": [-1, 3]}),
    ("aten.broadcast_to", [T(3)], {"size": [0, 3]}),
    ("aten.expand_as", [T(1, 3), T(5, 2, 3, dtype="int8")], {}),
    ("aten.expand_as", [T(), T(2, 0)], {}),
    ("aten.expand_as", [T(2, 3), T(2, 3)], {}),
]

# Rejected by eager PyTorch: infer must reject them too.
EAGER_REJECTS = [
    ("aten.stack", [], {"dim": 0}),
    ("aten.stack", [T(), T()], {"dim": 1}),
    ("aten.stack", [T(2, 3), T(2, 3)], {"dim": -4}),
    ("aten.stack", [T(2, 3), T(0)], {"dim": 0}),                              # no legacy skipping
    ("aten.stack", [T(2, 3), T(3, 2)], {"dim": 0}),
    ("aten.hstack", [T(2, 3), T(2)], {}),                                     # 2-D and 1-D
    ("aten.hstack", [T(2, 3), T(3, 3)], {}),
    ("aten.vstack", [T(3), T(2)], {}),
    ("aten.vstack", [T(2, 3), T(0)], {}),                                     # [1, 0] does not fit
    ("aten.repeat", [T(2, 3)], {"repeats": []}),
    ("aten.repeat", [T(2, 3)], {"repeats": [2]}),
    ("aten.repeat", [T(2, 3)], {"repeats": [1, -1]}),
    ("aten.repeat", [T()], {"repeats": [-1]}),
    ("aten.tile", [T(2, 3)], {"dims": [-1, 1]}),
    ("aten.expand", [T(2, 3)], {"size": [3]}),
    ("aten.expand", [T(2, 3)], {"size": [4, 3]}),
    ("aten.expand", [T(2, 3)], {"size": [-1, 2, 3]}),                         # -1 in a new dim
    ("aten.expand", [T()], {"size": [-1]}),
    ("aten.expand", [T(2, 3)], {"size": [-2, 3]}),
    ("aten.expand", [T(0, 3)], {"size": [1, 3]}),                             # 0 is not 1
    ("aten.broadcast_to", [T(2, 3)], {"size": [-1, 2, 3]}),
    ("aten.expand_as", [T(2, 3), T()], {}),
    ("aten.expand_as", [T(2, 3), T(3, 3)], {}),
]

# Eager CPU accepts a negative count on a size-0 dim, but torch.export's meta function (what
# every program goes through) rejects it: infer follows torch.export.
EXPORT_REJECTS = [
    ("aten.repeat", [T(0, 3)], {"repeats": [-1, 1]}),
    ("aten.tile", [T(0, 3)], {"dims": [-1, 1]}),
]


@pytest.mark.parametrize("name, specs, attrs", EDGE_CASES)
def test_edge_application(name: str, specs: list, attrs: dict) -> None:
    op = get_op(name)
    result = op.infer(specs, attrs)
    out = op.eager(zeros(specs), attrs)
    assert tuple(out.shape) == result.shape
    assert out.dtype == getattr(torch, result.dtype)


@pytest.mark.parametrize("name, specs, attrs", EAGER_REJECTS)
def test_infer_rejects_what_eager_rejects(name: str, specs: list, attrs: dict) -> None:
    op = get_op(name)
    with pytest.raises((RuntimeError, IndexError, ValueError)):
        op.eager(zeros(specs), attrs)
    with pytest.raises(ValueError):
        op.infer(specs, attrs)


@pytest.mark.parametrize("name, specs, attrs", EXPORT_REJECTS)
def test_infer_rejects_what_export_rejects(name: str, specs: list, attrs: dict) -> None:
    op = get_op(name)
    op.eager(zeros(specs), attrs)  # eager CPU runs it...
    with FakeTensorMode(), pytest.raises(RuntimeError):
        op.eager(zeros(specs), attrs)  # ...torch.export's fake tensors do not
    with pytest.raises(ValueError):
        op.infer(specs, attrs)


# -- what the samplers draw on purpose -------------------------------------------------------

def _pool(seed: int) -> dict[str, TensorSpec]:
    """Ranks 0-6 (up to the Program limit), sizes 0-3, partners of one shape."""
    rng = random.Random(seed)
    pool: dict[str, TensorSpec] = {}
    for i in range(rng.randint(1, 5)):
        if pool and rng.random() < 0.4:
            shape = rng.choice(list(pool.values())).shape
        else:
            shape = tuple(rng.choice((0, 1, 1, 2, 3)) for _ in range(rng.choice((0, 1, 2, 3, 4, 5, 6))))
        pool[f"t{i}"] = TensorSpec(shape, rng.choice(ALL_DTYPES))
    if rng.random() < 0.2:
        pool["legacy"] = TensorSpec((0,), "float32")
    return pool


_applications = partial(sampled_applications, _pool)


@pytest.mark.parametrize("name", OPS)
def test_samples_stay_within_program_limits_and_run(name: str) -> None:
    op = get_op(name)
    for specs, attrs, result in _applications(name):
        assert result.rank <= MAX_RANK and result.numel <= 4096 + max(s.numel for s in specs)
        out = op.eager(zeros(specs), attrs)
        assert tuple(out.shape) == result.shape and out.dtype == getattr(torch, result.dtype)


def test_stack_samples_edges() -> None:
    seen = set()
    for specs, attrs, _ in _applications("aten.stack"):
        rank = specs[0].rank
        seen.add("first" if attrs["dim"] in (0, -rank - 1) else "last" if attrs["dim"] in (rank, -1) else "mid")
        seen.add("negative" if attrs["dim"] < 0 else "positive")
        seen.add("scalar" if rank == 0 else "tensor")
        seen.add("promotes" if len({s.dtype for s in specs}) > 1 else "one dtype")
        seen.add("one" if len(specs) == 1 else "several")
    assert seen >= {"first", "last", "mid", "negative", "positive", "scalar", "promotes", "one dtype", "one", "several"}


def test_hstack_samples_edges() -> None:
    seen = set()
    for specs, _, _ in _applications("aten.hstack", 600):
        if any(s.shape == (0,) for s in specs) and specs[0].rank >= 2:
            seen.add("legacy skipped")
        seen.add(f"rank {min(specs[0].rank, 2)}")
        if len({s.dtype for s in specs}) > 1:
            seen.add("promotes")
    assert seen >= {"legacy skipped", "rank 0", "rank 1", "rank 2", "promotes"}


def test_repeat_tile_sample_edges() -> None:
    repeats = [a["repeats"] for _, a, _ in _applications("aten.repeat")]
    assert any(0 in r for r in repeats) and any(1 in r for r in repeats) and any(r == [] for r in repeats)
    assert any(len(r) > s[0].rank for (s, a, _), r in zip(_applications("aten.repeat"), repeats))
    dims = [(s[0].rank, a["dims"]) for s, a, _ in _applications("aten.tile")]
    assert any(len(d) < rank for rank, d in dims) and any(len(d) > rank for rank, d in dims)
    assert any(0 in d for _, d in dims)


def test_expand_samples_edges() -> None:
    for name in ("aten.expand", "aten.broadcast_to"):
        seen = set()
        for specs, attrs, result in _applications(name):
            size, x = attrs["size"], specs[0]
            if -1 in size:
                seen.add("-1")
            if len(size) > x.rank:
                seen.add("new dims")
            if any(n == 1 and m == 0 for n, m in zip(x.shape, result.shape[len(size) - x.rank:])):
                seen.add("1 -> 0")
            if any(n == 1 and m > 1 for n, m in zip(x.shape, result.shape[len(size) - x.rank:])):
                seen.add("1 -> n")
            if x.rank == 0:
                seen.add("scalar")
        assert seen >= {"-1", "new dims", "1 -> 0", "1 -> n", "scalar"}, name


def test_expand_as_finds_real_broadcasts() -> None:
    broadcasts = [1 for specs, _, result in _applications("aten.expand_as") if result.shape != specs[0].shape]
    assert len(broadcasts) > 40


# -- known limits ------------------------------------------------------------------------------

def test_known_limits() -> None:
    assert get_op("aten.vstack").known_limit([T(3)], {}) is not None
    assert "limitation-vstack-not-in-torch-dialect" in get_op("aten.vstack").known_limit([T(3)], {})
    for name in OPS:
        if name != "aten.vstack":
            for specs, attrs, _ in _applications(name, 50):
                assert get_op(name).known_limit(specs, attrs) is None, name


# -- the FX import keeps every overload, with static and dynamic dims ----------------------------

def assert_imported_as(raw: str, target: str) -> None:
    """The aten overload shows in raw Torch IR as itself (see tests/test_catalog_import.py)."""
    namespace, name, overload = target.split(".")
    own = f"torch.{namespace}.{name}" + ("" if overload == "default" else f".{overload}")
    assert any(spelling in raw for spelling in (own + " ", own + "(", f'torch.operator "{own}"')), (target, raw)


@pytest.mark.integration
@pytest.mark.parametrize("dynamic", [False, True])
@pytest.mark.parametrize("name, specs, attrs", [
    ("aten.stack", [T(2, 3), T(2, 3)], {"dim": -1}),
    ("aten.hstack", [T(2, 3), T(2, 4)], {}),
    ("aten.vstack", [T(3), T(2, 3)], {}),
    ("aten.repeat", [T(2, 3)], {"repeats": [2, 1, 0]}),
    ("aten.tile", [T(2, 3)], {"dims": [2]}),
    ("aten.expand", [T(2, 1)], {"size": [3, -1, 4]}),
    ("aten.broadcast_to", [T(2, 1)], {"size": [3, 2, 4]}),
    ("aten.expand_as", [T(2, 1), T(3, 2, 4)], {}),
])
def test_the_overload_survives_import(name: str, specs: list, attrs: dict, dynamic: bool) -> None:
    from generators.eager import make_inputs
    from generators.importer import import_program
    from generators.program import InputSpec, Node, Program

    inputs = tuple(InputSpec(f"x{i}", s, tuple(d for d, n in enumerate(s.shape) if n >= 2) if dynamic else ())
                   for i, s in enumerate(specs))
    program = Program(inputs, (Node("v0", name, tuple(i.name for i in inputs), attrs),), ("v0",))
    raw = import_program(program, make_inputs(program, 0))
    assert_imported_as(raw, get_op(name).call(attrs)["target"])
    if dynamic:
        assert "?" in raw.split("\n", 2)[1], "the input type should keep a dynamic dim"
