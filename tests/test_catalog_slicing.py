"""The slicing family (narrow, narrow_copy, select, split, chunk, unbind, index_select): infer accepts exactly
what eager accepts over grids of edge values, hand-written edge cases, the edge values the
samplers draw, multi-output nodes through the model-file importer, and the aten overloads
torch-mlir receives."""

from __future__ import annotations

import itertools
import textwrap
from typing import Any

import pytest
import torch
from helpers import accepts_iff_eager

from generators.catalog import INT64_MAX, INT64_MIN, get_op
from generators.catalog.slicing import MAX_RESULTS
from generators.choice import RandomChooser
from generators.program import InputSpec, Node, Program, TensorSpec

OPS = ("aten.narrow", "aten.select.int", "aten.split", "aten.chunk", "aten.unbind.int", "aten.index_select")
SHAPES = [(3,), (0, 2), (2, 5), ()]


def _grid(name: str, **axes: list[Any]) -> list[tuple[TensorSpec, dict[str, Any]]]:
    keys = list(axes)
    return [(TensorSpec(shape, "float32"), dict(zip(keys, values)))
            for shape in SHAPES for values in itertools.product(*(axes[k] for k in keys))]


BOUNDS = [INT64_MIN, -6, -5, -3, -2, -1, 0, 1, 2, 3, 5, 6, INT64_MAX]


@pytest.mark.parametrize("name, axes", [
    ("aten.narrow", dict(dim=[-3, -1, 0, 1, 2], start=BOUNDS, length=[-1, 0, 1, 2, 3, 5, INT64_MAX])),
    ("aten.narrow_copy", dict(dim=[-3, -1, 0, 1, 2], start=BOUNDS, length=[-1, 0, 1, 2, 3, 5, INT64_MAX])),
    ("aten.select.int", dict(dim=[-3, -1, 0, 1, 2], index=BOUNDS)),
    ("aten.split", dict(dim=[-1, 0, 1], index=[-4, -1, 0, 1, 2, 5],
                        split_size=[INT64_MIN, -1, 0, 1, 2, 3, 5, 6, INT64_MAX, [], [0], [3], [1, 2], [0, 0],
                                    [5, 0], [2, 3], [4, 2], [-1, 4], [0, 2, 0, 3]])),
    ("aten.chunk", dict(dim=[-1, 0, 1], index=[-4, -1, 0, 1, 2, 4],
                        chunks=[INT64_MIN, -1, 0, 1, 2, 3, 4, 6, 2**62, INT64_MAX - 4, INT64_MAX - 1, INT64_MAX])),
    ("aten.unbind.int", dict(dim=[-3, -1, 0, 1, 2], index=[-6, -5, -1, 0, 1, 4, 5])),
    ("aten.index_select", dict(dim=[-3, -1, 0, 1], index_dtype=["int64", "int32"],
                               index=[[], [0], [-1], [1, 0, 1], [4, 0], [5], [2, 2, 2, 2], 0, 1, -1, 4])),
])
def test_infer_accepts_exactly_what_eager_accepts(name: str, axes: dict[str, list[Any]]) -> None:
    accepted = 0
    for spec, attrs in _grid(name, **axes):
        if name == "aten.chunk" and 0 in spec.shape and attrs["chunks"] > MAX_RESULTS:
            continue  # eager would build a list of `chunks` tensors: refused by the result limit
        accepted += accepts_iff_eager(name, spec, attrs)
    assert accepted >= 10, f"{name}: the grid accepts almost nothing ({accepted})"


def test_result_limit() -> None:
    assert MAX_RESULTS >= 64
    with pytest.raises(ValueError, match="limit"):
        get_op("aten.chunk").infer([TensorSpec((0,), "int8")], {"dim": 0, "chunks": MAX_RESULTS + 1, "index": 0})
    with pytest.raises(ValueError, match="limit"):
        get_op("aten.unbind.int").infer([TensorSpec((MAX_RESULTS + 1,), "int8")], {"dim": 0, "index": 0})
    get_op("aten.chunk").infer([TensorSpec((0,), "int8")], {"dim": 0, "chunks": MAX_RESULTS, "index": -1})


# -- hand-written edge applications (test_catalog.py's style) ---------------------------

EDGE_CASES = [
    ("aten.narrow", [TensorSpec((3,), "int8")], {"dim": 0, "start": 3, "length": 0}),        # start == size
    ("aten.narrow", [TensorSpec((3,), "int8")], {"dim": -1, "start": -3, "length": 3}),      # start == -size
    ("aten.narrow", [TensorSpec((0, 2), "bool")], {"dim": 0, "start": 0, "length": 0}),
    ("aten.narrow_copy", [TensorSpec((3,), "int8")], {"dim": 0, "start": 3, "length": 0}),
    ("aten.narrow_copy", [TensorSpec((0, 2), "bfloat16")], {"dim": -2, "start": 0, "length": 0}),
    ("aten.select.int", [TensorSpec((3, 1), "float16")], {"dim": 0, "index": -3}),
    ("aten.select.int", [TensorSpec((1,), "uint8")], {"dim": -1, "index": 0}),               # rank-0 result
    ("aten.split", [TensorSpec((5, 2), "int64")], {"dim": 0, "split_size": 2, "index": -1}),  # does not divide
    ("aten.split", [TensorSpec((5,), "int64")], {"dim": 0, "split_size": INT64_MAX, "index": 0}),
    ("aten.split", [TensorSpec((0, 3), "bfloat16")], {"dim": 0, "split_size": 0, "index": 0}),
    ("aten.split", [TensorSpec((0,), "int32")], {"dim": 0, "split_size": 7, "index": 0}),     # one empty result
    ("aten.split", [TensorSpec((3,), "float64")], {"dim": 0, "split_size": [0, 3, 0], "index": 2}),
    ("aten.chunk", [TensorSpec((5,), "int16")], {"dim": 0, "chunks": 4, "index": 2}),          # 3 results, not 4
    ("aten.chunk", [TensorSpec((5,), "int16")], {"dim": 0, "chunks": INT64_MAX - 4, "index": 4}),
    ("aten.chunk", [TensorSpec((1,), "int16")], {"dim": 0, "chunks": INT64_MAX, "index": 0}),
    ("aten.chunk", [TensorSpec((2, 0), "float32")], {"dim": 1, "chunks": 3, "index": 2}),      # 3 empty results
    ("aten.unbind.int", [TensorSpec((2, 3), "bool")], {"dim": -1, "index": -3}),
    ("aten.index_select", [TensorSpec((), "float32")], {"dim": -1, "index": [0], "index_dtype": "int32"}),
    ("aten.index_select", [TensorSpec((3,), "float32")], {"dim": 0, "index": 2, "index_dtype": "int64"}),
    ("aten.index_select", [TensorSpec((0, 2), "int8")], {"dim": 0, "index": [], "index_dtype": "int64"}),
    ("aten.index_select", [TensorSpec((2, 3), "int8")], {"dim": 1, "index": [2, 2, 0, 1, 2], "index_dtype": "int32"}),
]

# Rejected by eager: infer must reject them too.
ACCEPTED_BUT_EAGER_FAILS = [
    ("aten.narrow", [TensorSpec((3,), "int8")], {"dim": 0, "start": 4, "length": 0}),
    ("aten.narrow", [TensorSpec((3,), "int8")], {"dim": 0, "start": -1, "length": 2}),
    ("aten.narrow", [TensorSpec((), "int8")], {"dim": 0, "start": 0, "length": 0}),
    ("aten.narrow_copy", [TensorSpec((), "int8")], {"dim": 0, "start": 0, "length": 0}),
    ("aten.narrow_copy", [TensorSpec((3,), "int8")], {"dim": 0, "start": -1, "length": 2}),
    ("aten.select.int", [TensorSpec((0, 2), "int8")], {"dim": 0, "index": 0}),
    ("aten.split", [TensorSpec((5,), "int8")], {"dim": 0, "split_size": 0, "index": 0}),
    ("aten.split", [TensorSpec((5,), "int8")], {"dim": 0, "split_size": 2, "index": 3}),
    ("aten.split", [TensorSpec((0,), "int8")], {"dim": 0, "split_size": [], "index": 0}),
    ("aten.split", [TensorSpec((5,), "int8")], {"dim": 0, "split_size": [6, -1], "index": 0}),
    ("aten.chunk", [TensorSpec((5,), "int8")], {"dim": 0, "chunks": INT64_MAX, "index": 0}),   # int64 overflow
    ("aten.chunk", [TensorSpec((5,), "int8")], {"dim": 0, "chunks": 4, "index": 3}),
    ("aten.unbind.int", [TensorSpec((0, 2), "int8")], {"dim": 0, "index": 0}),
    ("aten.index_select", [TensorSpec((3,), "int8")], {"dim": 0, "index": [-1], "index_dtype": "int64"}),
    ("aten.index_select", [TensorSpec((), "int8")], {"dim": 0, "index": [0, 0], "index_dtype": "int64"}),
    ("aten.index_select", [TensorSpec((0, 2), "int8")], {"dim": 0, "index": [0], "index_dtype": "int64"}),
]


@pytest.mark.parametrize("name, specs, attrs", EDGE_CASES)
def test_edge_application(name: str, specs: list[TensorSpec], attrs: dict[str, Any]) -> None:
    get_op(name).infer(specs, attrs)
    assert accepts_iff_eager(name, specs[0], attrs)


@pytest.mark.parametrize("name, specs, attrs", ACCEPTED_BUT_EAGER_FAILS)
def test_infer_rejects_what_eager_rejects(name: str, specs: list[TensorSpec], attrs: dict[str, Any]) -> None:
    assert not accepts_iff_eager(name, specs[0], attrs)


# -- the samplers draw the edges on purpose ---------------------------------------------

def _samples(name: str, pools: int = 400) -> list[tuple[TensorSpec, dict[str, Any]]]:
    shapes = [(3,), (5, 2), (0, 3), (1,), (2, 0, 4), (4, 4), ()]
    out = []
    for seed in range(pools):
        pool = {f"t{i}": TensorSpec(s, "float32") for i, s in enumerate(shapes[seed % 5:seed % 5 + 3])}
        picked = get_op(name).sample(RandomChooser(seed), pool)
        if picked is not None:
            out.append((pool[picked[0][0]], picked[1]))
    return out


def _size(spec: TensorSpec, attrs: dict[str, Any]) -> int:
    return spec.shape[attrs["dim"]]


@pytest.mark.parametrize("name, edges", [
    ("aten.narrow", {
        "negative dim": lambda s, a: a["dim"] < 0,
        "negative start": lambda s, a: a["start"] < 0,
        "start == size": lambda s, a: a["start"] == _size(s, a) > 0,
        "start == -size": lambda s, a: a["start"] == -_size(s, a) < 0,
        "length 0": lambda s, a: a["length"] == 0,
        "to the end": lambda s, a: a["length"] > 0 and a["start"] % _size(s, a) + a["length"] == _size(s, a),
    }),
    ("aten.select.int", {
        "negative index": lambda s, a: a["index"] < 0,
        "index -size": lambda s, a: a["index"] == -_size(s, a),
        "last": lambda s, a: a["index"] == _size(s, a) - 1,
        "rank-1 operand": lambda s, a: s.rank == 1,
    }),
    ("aten.split", {
        "does not divide": lambda s, a: type(a["split_size"]) is int and 0 < a["split_size"] < _size(s, a)
        and _size(s, a) % a["split_size"],
        "larger than the dim": lambda s, a: type(a["split_size"]) is int and a["split_size"] > _size(s, a),
        "INT64_MAX": lambda s, a: a["split_size"] == INT64_MAX,
        "0 on an empty dim": lambda s, a: a["split_size"] == 0,
        "sizes with a 0": lambda s, a: isinstance(a["split_size"], list) and 0 in a["split_size"],
        "one size": lambda s, a: isinstance(a["split_size"], list) and len(a["split_size"]) == 1,
        "negative index": lambda s, a: a["index"] < 0,
    }),
    ("aten.chunk", {
        "more chunks than elements": lambda s, a: a["chunks"] > _size(s, a) > 0,
        "empty dim": lambda s, a: _size(s, a) == 0,
        "largest that fits": lambda s, a: a["chunks"] > 2**62,
        "does not divide": lambda s, a: 1 < a["chunks"] < _size(s, a) and _size(s, a) % a["chunks"],
        "negative index": lambda s, a: a["index"] < 0,
    }),
    ("aten.unbind.int", {
        "negative dim": lambda s, a: a["dim"] < 0,
        "negative index": lambda s, a: a["index"] < 0,
        "rank-1 operand": lambda s, a: s.rank == 1,
    }),
    ("aten.index_select", {
        "empty index": lambda s, a: a["index"] == [],
        "0-d index": lambda s, a: not isinstance(a["index"], list),
        "repeats": lambda s, a: isinstance(a["index"], list) and len(set(a["index"])) < len(a["index"]),
        "more than the size": lambda s, a: s.rank and isinstance(a["index"], list) and len(a["index"]) > _size(s, a),
        "rank-0 operand": lambda s, a: s.rank == 0,
        "int32": lambda s, a: a["index_dtype"] == "int32",
        "empty dim": lambda s, a: s.rank and _size(s, a) == 0,
    }),
])
def test_samplers_draw_the_edges(name: str, edges: dict[str, Any]) -> None:
    samples = _samples(name)
    for what, seen in edges.items():
        assert any(seen(s, a) for s, a in samples), f"{name}: the sampler never draws {what}"


def test_index_select_known_limit_is_exactly_rank0_with_0d_index() -> None:
    op = get_op("aten.index_select")
    scalar, vector = TensorSpec((), "float32"), TensorSpec((3,), "float32")
    assert op.known_limit([scalar], {"dim": 0, "index": 0, "index_dtype": "int64"})
    assert "limitation-index-select-rank0" in op.known_limit([scalar], {"dim": -1, "index": 0, "index_dtype": "int32"})
    assert op.known_limit([scalar], {"dim": 0, "index": [0], "index_dtype": "int64"}) is None
    assert op.known_limit([vector], {"dim": 0, "index": 2, "index_dtype": "int64"}) is None
    for name in OPS[:-1]:
        for spec, attrs in _samples(name, 60):
            assert get_op(name).known_limit([spec], attrs) is None


def test_calls_pick_the_overload() -> None:
    split, index_select = get_op("aten.split"), get_op("aten.index_select")
    assert split.call({"dim": 0, "split_size": 2, "index": 0})["target"] == "aten.split.Tensor"
    assert split.call({"dim": 0, "split_size": [1, 1], "index": 1})["target"] == "aten.split_with_sizes.default"
    for dtype in ("int64", "int32"):
        out = index_select.eager([torch.arange(4.0)], {"dim": 0, "index": [3, 0], "index_dtype": dtype})
        assert out.tolist() == [3.0, 0.0]


# -- torch.export and the FX import: the overloads torch-mlir receives -------------------

def _program(nodes: list[tuple[str, dict[str, Any]]], shape: tuple[int, ...] = (4, 6)) -> Program:
    return Program((InputSpec("x0", TensorSpec(shape, "float32")),),
                   tuple(Node(f"v{i}", op, ("x0",), attrs) for i, (op, attrs) in enumerate(nodes)),
                   tuple(f"v{i}" for i in range(len(nodes))))


@pytest.mark.integration
def test_every_overload_survives_the_import_together() -> None:
    """index_select's constant index must not make the graph "mutate" (torch.tensor adds a
    detach_): a functionalized graph would decompose narrow and chunk before torch-mlir sees them."""
    from generators.eager import make_inputs
    from generators.importer import import_program

    program = _program([
        ("aten.index_select", {"dim": 1, "index": [5, 0], "index_dtype": "int64"}),
        ("aten.index_select", {"dim": 0, "index": 3, "index_dtype": "int32"}),
        ("aten.narrow", {"dim": 1, "start": -2, "length": 1}),
        ("aten.chunk", {"dim": 1, "chunks": 4, "index": 2}),
        ("aten.split", {"dim": 0, "split_size": 3, "index": -1}),
        ("aten.split", {"dim": 1, "split_size": [0, 4, 2], "index": 1}),
        ("aten.unbind.int", {"dim": -1, "index": 5}),
        ("aten.select.int", {"dim": 0, "index": -4}),
    ])
    raw = import_program(program, make_inputs(program, 0))
    for spelling in ("torch.aten.index_select ", "torch.aten.narrow ", "torch.aten.chunk ", "torch.aten.split.Tensor ",
                     "torch.aten.split_with_sizes ", "torch.aten.unbind.int ", "torch.aten.select.int "):
        assert spelling in raw, spelling
    assert "si32>" in raw and "torch.aten.slice.Tensor" not in raw and "torch.operator" not in raw


def test_model_file_getitem_imports_to_program() -> None:
    from generators.eager import run_eager
    from generators.pysource import program_to_python
    from generators.trace import trace_module

    class Model(torch.nn.Module):
        def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, ...]:
            _, b = torch.split(x, [1, 3])
            return (torch.split(x, 2)[1], b, torch.chunk(x, 3, dim=-1)[2], torch.unbind(x, 1)[0],
                    torch.narrow(x, 0, -1, 1), x[2])

    x = torch.randn(4, 3)
    program = trace_module(Model(), (x,), "model.py")
    # one node per result the model reads, each standing for its result
    assert [(n.op, n.attrs.get("split_size"), n.attrs.get("index")) for n in program.nodes] == [
        ("aten.split", [1, 3], 1), ("aten.split", 2, 1), ("aten.chunk", None, 2), ("aten.unbind.int", None, 0),
        ("aten.narrow", None, None), ("aten.select.int", None, 2)]
    for got, want in zip(run_eager(program, [x]), Model()(x)):
        assert torch.equal(got, want)
    # the rendered model.py traces back to the same program
    namespace: dict[str, Any] = {"__file__": "/nonexistent/model.py"}  # no inputs.pt beside it
    exec(textwrap.dedent(program_to_python(program)), namespace)
    again = trace_module(namespace["model"], (x,), "model.py")
    assert again == program


def test_getitem_on_an_op_outside_the_catalog_is_an_error() -> None:
    from generators.errors import ProgramError
    from generators.trace import trace_module

    class Model(torch.nn.Module):
        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return torch.max(x, 0)[1]  # a multi-output op outside the catalog

    with pytest.raises(ProgramError, match="outside irfuzz's catalog"):
        trace_module(Model(), (torch.randn(4, 3),), "model.py")
