"""The reordering family beyond roll and permute (flip, transpose, movedim) and the shaping
ops (squeeze, unsqueeze, view, reshape, flatten, unflatten): hand-written edge applications
against eager PyTorch, what the samplers draw on purpose, views that every layout accepts,
known limits, and the FX import keeping each overload (dynamic dims too)."""

from __future__ import annotations

import random
from functools import partial

import pytest
import torch
from helpers import T, sampled_applications, zeros

import generators.catalog.shaping  # noqa: F401  (registers the shaping ops wherever the catalog does not yet)
from generators.catalog import get_op
from generators.dtypes import ALL_DTYPES
from generators.program import MAX_RANK, TensorSpec

OPS = ("aten.flip", "aten.transpose", "aten.movedim", "aten.squeeze", "aten.unsqueeze", "aten.view",
       "aten.reshape", "aten.flatten", "aten.unflatten")


# -- hand-written edges: legal in eager, so infer must accept them and agree ---------------

EDGE_CASES = [
    ("aten.flip", [T()], {"dims": []}),
    ("aten.flip", [T()], {"dims": [-1]}),                                     # a scalar takes dims 0 and -1
    ("aten.flip", [T(2, 0, 3)], {"dims": [-1, 0, 1]}),
    ("aten.transpose", [T()], {"dim0": 0, "dim1": -1}),
    ("aten.transpose", [T(2, 3)], {"dim0": 1, "dim1": -1}),                   # the same dim twice
    ("aten.transpose", [T(1, 2, 3, 4, 5, 1)], {"dim0": -6, "dim1": 5}),
    ("aten.movedim", [T()], {"source": -1, "destination": 0}),
    ("aten.movedim", [T(2, 3, 4)], {"source": 0, "destination": -1}),
    ("aten.movedim", [T(2, 3, 4)], {"source": 1, "destination": 1}),
    ("aten.movedim", [T(2, 3, 4)], {"source": [0, -1], "destination": [-1, 0]}),
    ("aten.movedim", [T(2, 3, 4)], {"source": [], "destination": []}),
    ("aten.movedim", [T(2, 3, 4, 5)], {"source": [3, 0], "destination": [1, 2]}),
    ("aten.squeeze", [T()], {}),
    ("aten.squeeze", [T(1, 2, 1, 0)], {}),
    ("aten.squeeze", [T()], {"dim": -1}),
    ("aten.squeeze", [T(2, 3)], {"dim": 0}),                                  # not size 1: a no-op
    ("aten.squeeze", [T(1, 3)], {"dim": -2}),
    ("aten.squeeze", [T(1, 2, 1)], {"dim": [0, -1]}),
    ("aten.squeeze", [T(1, 2, 1)], {"dim": []}),
    ("aten.squeeze", [T()], {"dim": [0]}),
    ("aten.unsqueeze", [T()], {"dim": 0}),
    ("aten.unsqueeze", [T()], {"dim": -1}),
    ("aten.unsqueeze", [T(2, 3)], {"dim": 2}),                                # rank: after the last dim
    ("aten.unsqueeze", [T(2, 3)], {"dim": -3}),                               # -(rank + 1)
    ("aten.unsqueeze", [T(1, 1, 1, 1, 1)], {"dim": 5}),                       # result rank MAX_RANK
    ("aten.view", [T()], {"size": []}),
    ("aten.view", [T()], {"size": [-1]}),
    ("aten.view", [T()], {"size": [1, 1, -1]}),
    ("aten.view", [T(2, 3)], {"size": [3, -1]}),
    ("aten.view", [T(2, 3)], {"size": [6]}),
    ("aten.view", [T(0, 3)], {"size": [-1, 3]}),                              # -1 is 0
    ("aten.view", [T(0, 3)], {"size": [5, 0, 2]}),
    ("aten.view", [T(4)], {"size": [2, 1, 2, 1, 1, 1]}),
    ("aten.reshape", [T(2, 3, 4)], {"shape": [4, -1]}),
    ("aten.reshape", [T(0, 3)], {"shape": [-1]}),
    ("aten.reshape", [T(1)], {"shape": []}),
    ("aten.flatten", [T()], {"start_dim": 0, "end_dim": -1}),                 # a scalar becomes [1]
    ("aten.flatten", [T()], {"start_dim": -1, "end_dim": 0}),
    ("aten.flatten", [T(2, 3)], {"start_dim": 1, "end_dim": -1}),             # start == end: a no-op
    ("aten.flatten", [T(2, 0, 3)], {"start_dim": -3, "end_dim": 1}),
    ("aten.flatten", [T(2, 3, 4)], {"start_dim": 0, "end_dim": 2}),
    ("aten.unflatten", [T(2, 3)], {"dim": 0, "sizes": [2]}),
    ("aten.unflatten", [T(2, 3)], {"dim": -1, "sizes": [-1, 1, 3]}),
    ("aten.unflatten", [T(0, 3)], {"dim": 0, "sizes": [2, -1]}),              # -1 is 0
    ("aten.unflatten", [T(0, 3)], {"dim": 0, "sizes": [0, 2, 1]}),
    ("aten.unflatten", [T(6)], {"dim": 0, "sizes": [1, 2, 1, 3, 1, 1]}),
]

# Rejected by eager PyTorch: infer must reject them too.
EAGER_REJECTS = [
    ("aten.flip", [T(2, 3)], {"dims": [0, 0]}),
    ("aten.flip", [T(2, 3)], {"dims": [1, -1]}),                              # the same dim, spelled twice
    ("aten.flip", [T()], {"dims": [0, -1]}),
    ("aten.flip", [T(2, 3)], {"dims": [2]}),
    ("aten.transpose", [T()], {"dim0": 0, "dim1": 1}),
    ("aten.transpose", [T(2, 3)], {"dim0": -3, "dim1": 0}),
    ("aten.movedim", [T(2, 3)], {"source": [0, 0], "destination": [1, 0]}),
    ("aten.movedim", [T(2, 3)], {"source": [0], "destination": [1, 0]}),
    ("aten.movedim", [T(2, 3)], {"source": [0, 1], "destination": [1, -1]}),
    ("aten.movedim", [T(2, 3)], {"source": 2, "destination": 0}),
    ("aten.squeeze", [T()], {"dim": 1}),
    ("aten.squeeze", [T(1, 2)], {"dim": [0, 0]}),
    ("aten.squeeze", [T(1, 2)], {"dim": [0, -2]}),
    ("aten.squeeze", [T()], {"dim": [0, -1]}),
    ("aten.squeeze", [T(1, 2)], {"dim": 2}),
    ("aten.unsqueeze", [T()], {"dim": -2}),
    ("aten.unsqueeze", [T(2, 3)], {"dim": 3}),
    ("aten.view", [T(0, 3)], {"size": [-1, 0]}),                              # -1 would be ambiguous
    ("aten.view", [T(0, 3)], {"size": []}),
    ("aten.view", [T(2, 3)], {"size": [-1, -1]}),
    ("aten.view", [T(2, 3)], {"size": [-2, -3]}),
    ("aten.view", [T(2, 3)], {"size": [4, -1]}),
    ("aten.view", [T(2, 3)], {"size": [5]}),
    ("aten.reshape", [T(0, 3)], {"shape": [-1, 0]}),
    ("aten.reshape", [T(2, 3)], {"shape": [7]}),
    ("aten.flatten", [T(2, 3)], {"start_dim": 1, "end_dim": 0}),              # start after end
    ("aten.flatten", [T(2, 3)], {"start_dim": -1, "end_dim": 0}),
    ("aten.flatten", [T()], {"start_dim": 0, "end_dim": 1}),
    ("aten.unflatten", [T()], {"dim": 0, "sizes": [1]}),
    ("aten.unflatten", [T(2, 3)], {"dim": 0, "sizes": []}),
    ("aten.unflatten", [T(0, 3)], {"dim": 0, "sizes": [-1, 0]}),
    ("aten.unflatten", [T(2, 3)], {"dim": 1, "sizes": [2, -1]}),
    ("aten.unflatten", [T(2, 3)], {"dim": 1, "sizes": [-1, -1]}),
    ("aten.unflatten", [T(2, 3)], {"dim": 2, "sizes": [1]}),
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


def test_movedim_matches_eager_on_every_pair_of_lists() -> None:
    op = get_op("aten.movedim")
    x = torch.zeros(2, 3, 4, 5)
    rng = random.Random(0)
    for _ in range(200):
        n = rng.randint(0, 4)
        attrs = {"source": rng.sample(range(-4, 0), n) if rng.random() < 0.5 else rng.sample(range(4), n),
                 "destination": rng.sample(range(4), n)}
        assert op.infer([T(2, 3, 4, 5)], attrs).shape == tuple(op.eager([x], attrs).shape), attrs


# -- what the samplers draw on purpose -------------------------------------------------------

def _pool(seed: int) -> dict[str, TensorSpec]:
    """Ranks 0-6 (up to the Program limit), sizes 0-4."""
    rng = random.Random(seed)
    return {f"t{i}": TensorSpec(tuple(rng.choice((0, 1, 1, 2, 3, 4)) for _ in range(rng.choice((0, 1, 2, 3, 4, 5, 6)))),
                                rng.choice(ALL_DTYPES)) for i in range(rng.randint(1, 4))}


_applications = partial(sampled_applications, _pool)


@pytest.mark.parametrize("name", OPS)
def test_samples_stay_within_program_limits_and_run(name: str) -> None:
    op = get_op(name)
    for specs, attrs, result in _applications(name):
        assert result.rank <= MAX_RANK
        out = op.eager(zeros(specs), attrs)
        assert tuple(out.shape) == result.shape and out.dtype == getattr(torch, result.dtype)


def _layouts(x: torch.Tensor) -> list[torch.Tensor]:
    """The same shape in the strides other catalog ops leave: transposed, broadcast, stepped."""
    out = [x]
    if x.dim() >= 2:
        out.append(x.transpose(0, -1).contiguous().transpose(0, -1))
    if x.dim() >= 1:
        out.append(x[..., :1].expand(x.shape) if x.shape[-1] else x)
        out.append(torch.zeros(*x.shape[:-1], x.shape[-1] * 2, dtype=x.dtype)[..., ::2])
    return out


def test_sampled_views_accept_every_layout() -> None:
    """A view that merges non-contiguous dims fails in eager and torch.export; the sampler
    never draws one (a pool does not know its tensors' strides)."""
    op = get_op("aten.view")
    seen = set()
    for specs, attrs, result in _applications("aten.view", 600):
        for x in _layouts(torch.zeros(specs[0].shape)):
            assert tuple(op.eager([x], attrs).shape) == result.shape, (specs, attrs, x.stride())
        size = attrs["size"]
        seen.update({"-1"} if -1 in size else set())
        seen.update({"scalar"} if specs[0].rank == 0 else set())
        seen.update({"empty"} if specs[0].numel == 0 else set())
        seen.update({"0 in size"} if 0 in size else set())
        seen.update({"rank up"} if len(size) > specs[0].rank else set())
        seen.update({"rank down"} if len(size) < specs[0].rank else set())
    assert seen >= {"-1", "scalar", "empty", "0 in size", "rank up", "rank down"}


def test_reshape_samples_merges() -> None:
    merged = [1 for specs, _, result in _applications("aten.reshape", 600)
              if 0 < result.rank < specs[0].rank and any(n > 1 for n in result.shape) and specs[0].numel > 0
              and len([n for n in specs[0].shape if n > 1]) > len([n for n in result.shape if n > 1])]
    minus_one = [1 for _, attrs, _ in _applications("aten.reshape", 600) if -1 in attrs["shape"]]
    assert len(merged) > 20 and len(minus_one) > 40


def test_shaping_samples_edges() -> None:
    flatten = [(s[0].rank, a) for s, a, _ in _applications("aten.flatten")]
    norm = [((a["start_dim"] % max(r, 1)), (a["end_dim"] % max(r, 1)), a, r) for r, a in flatten]
    assert any(start == end for start, end, _, _ in norm)                     # one dim: a no-op
    assert any(start == 0 and end == max(r, 1) - 1 and r > 1 for start, end, _, r in norm)
    assert any(a["start_dim"] < 0 or a["end_dim"] < 0 for _, _, a, _ in norm)
    assert any(r == 0 for r, _ in flatten)
    squeeze = [(s[0], a) for s, a, _ in _applications("aten.squeeze")]
    assert any("dim" not in a for _, a in squeeze) and any(isinstance(a.get("dim"), list) for _, a in squeeze)
    assert any(isinstance(a.get("dim"), int) and x.rank and x.shape[a["dim"]] != 1 for x, a in squeeze)  # no-op
    assert any(isinstance(a.get("dim"), int) and x.rank and x.shape[a["dim"]] == 1 for x, a in squeeze)
    unsqueeze = [(s[0].rank, a["dim"]) for s, a, _ in _applications("aten.unsqueeze")]
    assert any(d == r for r, d in unsqueeze) and any(d == -r - 1 for r, d in unsqueeze)
    unflatten = [a["sizes"] for _, a, _ in _applications("aten.unflatten")]
    assert any(-1 in s for s in unflatten) and any(0 in s for s in unflatten) and any(1 in s for s in unflatten)
    transpose = [a for _, a, _ in _applications("aten.transpose")]
    assert any(a["dim0"] == a["dim1"] for a in transpose) and any(a["dim0"] < 0 for a in transpose)
    flips = [a["dims"] for _, a, _ in _applications("aten.flip")]
    assert any(d == [] for d in flips) and any(len(d) > 1 for d in flips)


# -- known limits: exactly the list forms that are not in the Torch dialect --------------------

def test_known_limits() -> None:
    movedim, squeeze = get_op("aten.movedim"), get_op("aten.squeeze")
    assert "limitation-movedim-intlist" in movedim.known_limit([T(2, 3)], {"source": [0], "destination": [1]})
    assert movedim.known_limit([T(2, 3)], {"source": 0, "destination": 1}) is None
    assert "limitation-squeeze-dims" in squeeze.known_limit([T(1, 3)], {"dim": [0]})
    assert squeeze.known_limit([T(1, 3)], {"dim": 0}) is None and squeeze.known_limit([T(1, 3)], {}) is None
    flip = get_op("aten.flip")  # flip of a rank-0 tensor is not lowered (limitation-flip-rank0)
    assert "limitation-flip-rank0" in flip.known_limit([T()], {"dims": [0]})
    assert flip.known_limit([T()], {"dims": []}) is None
    for name in ("aten.flip", "aten.transpose", "aten.unsqueeze", "aten.view", "aten.reshape", "aten.flatten",
                 "aten.unflatten"):
        for specs, attrs, _ in _applications(name, 50):
            if name == "aten.flip" and specs[0].rank == 0:
                continue
            assert get_op(name).known_limit(specs, attrs) is None, name


def test_pick_call_names_the_overload() -> None:
    assert get_op("aten.squeeze").call({})["target"] == "aten.squeeze.default"
    assert get_op("aten.squeeze").call({"dim": 1})["target"] == "aten.squeeze.dim"
    assert get_op("aten.squeeze").call({"dim": [1]})["target"] == "aten.squeeze.dims"
    assert get_op("aten.movedim").call({"source": 0, "destination": 1})["target"] == "aten.movedim.int"
    assert get_op("aten.movedim").call({"source": [0], "destination": [1]})["target"] == "aten.movedim.intlist"


# -- the FX import keeps every overload, with static and dynamic dims ----------------------------

@pytest.mark.integration
@pytest.mark.parametrize("dynamic", [False, True])
@pytest.mark.parametrize("name, spec, attrs", [
    ("aten.flip", T(2, 3), {"dims": [0, -1]}),
    ("aten.transpose", T(2, 3), {"dim0": 0, "dim1": -1}),
    ("aten.movedim", T(2, 3, 4), {"source": 0, "destination": -1}),
    ("aten.movedim", T(2, 3, 4), {"source": [0, 1], "destination": [2, 0]}),
    ("aten.squeeze", T(1, 2, 3), {}),
    ("aten.squeeze", T(2, 1, 3), {"dim": 1}),
    ("aten.squeeze", T(2, 1, 3), {"dim": [1, 0]}),
    ("aten.unsqueeze", T(2, 3), {"dim": -1}),
    ("aten.view", T(2, 6), {"size": [2, -1, 3]}),
    ("aten.view", T(2, 6), {"size": [2, 2, 3]}),                              # specializes a dynamic dim
    ("aten.reshape", T(2, 6), {"shape": [-1]}),
    ("aten.reshape", T(2, 6), {"shape": [3, 4]}),
    ("aten.flatten", T(2, 3, 4), {"start_dim": 0, "end_dim": 1}),
    ("aten.unflatten", T(2, 6), {"dim": 1, "sizes": [3, -1]}),
])
def test_the_overload_survives_import(name: str, spec: TensorSpec, attrs: dict, dynamic: bool) -> None:
    from generators.eager import make_inputs
    from generators.importer import import_program
    from generators.program import InputSpec, Node, Program

    dims = tuple(d for d, n in enumerate(spec.shape) if n >= 2) if dynamic else ()
    program = Program((InputSpec("x0", spec, dims),), (Node("v0", name, ("x0",), attrs),), ("v0",))
    raw = import_program(program, make_inputs(program, 0))
    target = get_op(name).call(attrs)["target"]
    namespace, op, overload = target.split(".")
    own = f"torch.{namespace}.{op}" + ("" if overload == "default" else f".{overload}")
    assert any(spelling in raw for spelling in (own + " ", own + "(", f'torch.operator "{own}"')), (target, raw)
