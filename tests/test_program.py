"""Program: JSON round trip and validation of malformed programs."""

from __future__ import annotations

import copy
import dataclasses
import json

import pytest

from generators import catalog
from generators.errors import ProgramError
from generators.generate import program_from_seed
from generators.program import FORMAT, InputSpec, Node, Program, TensorSpec

SEEDS = range(100)


# -- round trip -------------------------------------------------------------

@pytest.mark.parametrize("seed", SEEDS)
def test_generated_program_round_trips(seed: int) -> None:
    p = program_from_seed(seed)
    text = p.to_json()
    q = Program.from_json(text)
    assert q == p
    assert q.to_json() == text
    # provenance is not part of equality, so check it separately
    assert dict(q.provenance) == dict(p.provenance)
    assert q.specs() == p.specs()
    # compact JSON round trips too
    assert Program.from_json(p.to_json(indent=None)) == p


def test_round_trip_preserves_dynamic_dims_and_attrs() -> None:
    p = Program(
        (InputSpec("a", TensorSpec((2, 3), "float32"), (0, 1)), InputSpec("b", TensorSpec((), "int8"))),
        (Node("s", "aten.slice.Tensor", ("a",), {"dim": -1, "start": None, "end": 2, "step": 2}),
         Node("f", "aten.full_like", ("b",), {"fill_value": -128, "dtype": None}),
         Node("c", "aten.cat", ("a", "a"), {"dim": 0})),
        ("s", "f", "c"),
        {"note": "hand-written"},
    )
    q = Program.from_json(p.to_json())
    assert q == p
    assert q.inputs[0].dynamic == (0, 1)
    assert q.inputs[1].dynamic == ()
    assert q.nodes[0].attrs["start"] is None
    assert q.provenance == {"note": "hand-written"}
    assert q.to_json() == p.to_json()


def test_program_is_immutable() -> None:
    p = program_from_seed(0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.outputs = ()  # type: ignore[misc]


def test_equal_programs_hash_equal() -> None:
    p = program_from_seed(7)
    q = Program(p.inputs, p.nodes, p.outputs, {"generator": "elsewhere"})
    assert p == q
    assert hash(p) == hash(q)


# -- malformed programs -----------------------------------------------------

def _base() -> dict:
    return {
        "format": FORMAT,
        "inputs": [{"name": "x", "shape": [2, 3], "dtype": "float32"},
                   {"name": "y", "shape": [2, 4], "dtype": "float32"},
                   {"name": "s", "shape": [], "dtype": "int8"}],
        "nodes": [{"name": "v0", "op": "aten.roll", "operands": ["x"],
                   "attrs": {"shifts": [1], "dims": [0]}},
                  {"name": "v1", "op": "aten.neg", "operands": ["v0"], "attrs": {}}],
        "outputs": ["v1"],
    }


def test_base_program_is_valid() -> None:
    # the mutations below must be the only thing wrong
    p = Program.from_dict(_base())
    assert p.output_specs() == [TensorSpec((2, 3), "float32")]


def _set(path: tuple, value):
    def mutate(d: dict) -> None:
        target = d
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return mutate


def _delete(path: tuple):
    def mutate(d: dict) -> None:
        target = d
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]
    return mutate


def _node(name: str, op: str, operands: list, attrs: dict):
    """Replace the node list with one node."""
    def mutate(d: dict) -> None:
        d["nodes"] = [{"name": name, "op": op, "operands": operands, "attrs": attrs}]
        d["outputs"] = [name]
    return mutate


MALFORMED = {
    # structure
    "wrong-format": (_set(("format",), "irfuzz-program/0"), ["format"]),
    "missing-format": (_delete(("format",)), ["format"]),
    "missing-inputs": (_delete(("inputs",)), ["inputs"]),
    "inputs-not-list": (_set(("inputs",), {"x": [2]}), ["inputs"]),
    "inputs-empty": (_set(("inputs",), []), ["inputs"]),
    "input-not-object": (_set(("inputs", 0), "x"), ["inputs[0]"]),
    "missing-nodes": (_delete(("nodes",)), ["nodes"]),
    "nodes-not-list": (_set(("nodes",), "v0"), ["nodes"]),
    "node-not-object": (_set(("nodes", 0), ["v0"]), ["nodes[0]"]),
    "missing-outputs": (_delete(("outputs",)), ["outputs"]),
    "outputs-not-list": (_set(("outputs",), "v1"), ["outputs"]),
    "outputs-empty": (_set(("outputs",), []), ["outputs"]),
    "output-not-string": (_set(("outputs", 0), 1), ["outputs[0]"]),
    "output-undefined": (_set(("outputs", 0), "nope"), ["outputs", "nope"]),
    "operands-not-list": (_set(("nodes", 0, "operands"), "x"), ["operands"]),  # no node index (see report)
    "operand-not-string": (_set(("nodes", 0, "operands"), [3]), ["nodes[0].operands[0]"]),
    "attrs-not-object": (_set(("nodes", 0, "attrs"), [1]), ["nodes[0].attrs"]),
    "provenance-not-object": (_set(("provenance",), "seed 1"), ["provenance"]),
    "unknown-top-level-key": (_set(("extra",), 1), ["top level", "extra"]),
    "unknown-input-key": (_set(("inputs", 0, "strides"), [3, 1]), ["inputs[0]", "strides"]),
    "unknown-node-key": (_set(("nodes", 0, "kwargs"), {}), ["nodes[0]", "kwargs"]),
    # input specs
    "unknown-dtype": (_set(("inputs", 0, "dtype"), "float8"), ["inputs[0].dtype", "float8"]),
    "missing-dtype": (_delete(("inputs", 0, "dtype")), ["inputs[0].dtype"]),
    "negative-size": (_set(("inputs", 1, "shape"), [2, -1]), ["inputs[1].shape"]),
    "float-size": (_set(("inputs", 0, "shape"), [2.0, 3]), ["inputs[0].shape"]),
    "bool-size": (_set(("inputs", 0, "shape"), [True, 3]), ["inputs[0].shape"]),
    "missing-shape": (_delete(("inputs", 0, "shape")), ["inputs[0].shape"]),
    "missing-input-name": (_delete(("inputs", 0, "name")), ["inputs[0].name"]),
    "dynamic-out-of-range": (_set(("inputs", 0, "dynamic"), [2]), ["inputs[0].dynamic"]),
    "dynamic-negative": (_set(("inputs", 0, "dynamic"), [-1]), ["inputs[0].dynamic"]),
    "dynamic-on-rank-0": (_set(("inputs", 2, "dynamic"), [0]), ["inputs[2].dynamic"]),
    "dynamic-not-ints": (_set(("inputs", 0, "dynamic"), ["0"]), ["inputs[0].dynamic"]),
    # names and references
    "duplicate-input-name": (_set(("inputs", 1, "name"), "x"), ["inputs[1].name", "x"]),
    "node-shadows-input": (_set(("nodes", 1, "name"), "x"), ["nodes[1].name", "x"]),
    "duplicate-node-name": (_set(("nodes", 1, "name"), "v0"), ["nodes[1].name", "v0"]),
    "non-identifier-node": (_set(("nodes", 0, "name"), "1v"), ["nodes[0].name", "1v"]),
    "non-identifier-input": (_set(("inputs", 0, "name"), "x-y"), ["inputs[0].name", "x-y"]),
    "empty-name": (_set(("inputs", 0, "name"), ""), ["inputs[0].name"]),
    "undefined-operand": (_set(("nodes", 0, "operands"), ["nope"]), ["nodes[0]", "operands", "nope"]),
    "later-operand": (_set(("nodes", 0, "operands"), ["v1"]), ["nodes[0]", "operands", "v1"]),
    "self-operand": (_set(("nodes", 0, "operands"), ["v0"]), ["nodes[0]", "operands", "v0"]),
    # ops and attributes
    "unknown-op": (_set(("nodes", 0, "op"), "aten.frobnicate"), ["nodes[0]", ".op", "aten.frobnicate"]),
    "op-not-string": (_set(("nodes", 0, "op"), 3), ["nodes[0].op"]),
    "roll-shifts-dims-mismatch": (_node("r", "aten.roll", ["x"], {"shifts": [1, 2], "dims": [0]}),
                                  ["nodes[0]", "shifts"]),
    "roll-repeated-dims": (_node("r", "aten.roll", ["x"], {"shifts": [1, 2], "dims": [0, -2]}),
                           ["nodes[0]", "dims"]),
    "roll-dim-out-of-range": (_node("r", "aten.roll", ["x"], {"shifts": [1], "dims": [2]}),
                              ["nodes[0]", "dim"]),
    "roll-missing-attr": (_node("r", "aten.roll", ["x"], {"shifts": [1]}), ["nodes[0]", "dims"]),
    "roll-wrong-arity": (_node("r", "aten.roll", ["x", "y"], {"shifts": [1], "dims": [0]}),
                         ["nodes[0]", "operand"]),
    "slice-step-0": (_node("sl", "aten.slice.Tensor", ["x"], {"dim": 0, "start": 0, "end": 2, "step": 0}),
                     ["nodes[0]", "step"]),
    "slice-rank-0": (_node("sl", "aten.slice.Tensor", ["s"], {"dim": 0, "start": 0, "end": 1, "step": 1}),
                     ["nodes[0]", "rank-0"]),
    "slice-start-overflow": (_node("sl", "aten.slice.Tensor", ["x"],
                                   {"dim": 0, "start": 2**63, "end": None, "step": 1}),
                             ["nodes[0]", "start"]),
    "slice-unknown-attr": (_node("sl", "aten.slice.Tensor", ["x"],
                                 {"dim": 0, "start": 0, "end": 1, "step": 1, "keepdim": True}),
                           ["nodes[0]", "keepdim"]),
    "cat-shape-mismatch": (_node("c", "aten.cat", ["x", "y"], {"dim": 0}), ["nodes[0]", "aten.cat", "[2, 4]"]),
    "cat-rank-mismatch": (_node("c", "aten.cat", ["x", "v"], {"dim": 0}), None),  # filled below
    "cat-rank-0": (_node("c", "aten.cat", ["s", "s"], {"dim": 0}), ["nodes[0]", "aten.cat"]),
    "full-like-int8-overflow": (_node("f", "aten.full_like", ["x"], {"fill_value": 128, "dtype": "int8"}),
                                ["nodes[0]", "fill_value", "int8"]),
    "full-like-int8-underflow": (_node("f", "aten.full_like", ["s"], {"fill_value": -129, "dtype": None}),
                                 ["nodes[0]", "fill_value", "int8"]),
    # a float fill on an integer dtype is truncated (1.5 -> 1, legal); past the range it is not
    "full-like-float-for-int-overflow": (_node("f", "aten.full_like", ["s"], {"fill_value": 128.5, "dtype": None}),
                                         ["nodes[0]", "fill_value", "int8"]),
    "full-like-unknown-dtype": (_node("f", "aten.full_like", ["x"], {"fill_value": 1, "dtype": "half"}),
                                ["nodes[0]", "half"]),
    "like-missing-dtype": (_node("z", "aten.zeros_like", ["x"], {}), ["nodes[0]", "dtype"]),
    "rand-like-int": (_node("z", "aten.rand_like", ["x"], {"dtype": "int32"}), ["nodes[0]", "int32"]),
    "randint-empty-range": (_node("r", "aten.randint_like", ["x"], {"dtype": None, "low": 5, "high": 5}),
                            ["nodes[0]", "low"]),
    "add-shape-mismatch": (_node("a", "aten.add.Tensor", ["x", "y"], {}), ["nodes[0]", "aten.add.Tensor"]),
    "neg-bool": (_node("n", "aten.neg", ["b"], {}), None),  # filled below
    "permute-not-permutation": (_node("p", "aten.permute", ["x"], {"dims": [0, 0]}), ["nodes[0]", "permut"]),
    "to-copy-narrowing": (_node("t", "aten._to_copy", ["x"], {"dtype": "float16"}),
                          ["nodes[0]", "float16"]),
}


def _cat_rank_mismatch(d: dict) -> None:
    d["inputs"].append({"name": "v", "shape": [3], "dtype": "float32"})
    _node("c", "aten.cat", ["x", "v"], {"dim": 0})(d)


def _neg_bool(d: dict) -> None:
    d["inputs"].append({"name": "b", "shape": [2], "dtype": "bool"})
    _node("n", "aten.neg", ["b"], {})(d)


MALFORMED["cat-rank-mismatch"] = (_cat_rank_mismatch, ["nodes[0]", "aten.cat", "rank"])
MALFORMED["neg-bool"] = (_neg_bool, ["nodes[0]", "bool"])


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_malformed_program_raises_program_error(case: str) -> None:
    mutate, fields = MALFORMED[case]
    data = copy.deepcopy(_base())
    mutate(data)
    text = json.dumps(data)
    with pytest.raises(ProgramError) as info:
        Program.from_json(text)
    message = str(info.value)
    for field in fields:
        assert field in message, f"{case}: {field!r} not in {message!r}"


@pytest.mark.parametrize("text", ["", "{", "not json", "{'format': 1}", "[1,]"])
def test_not_json(text: str) -> None:
    with pytest.raises(ProgramError, match="not JSON"):
        Program.from_json(text)


@pytest.mark.parametrize("text", ["[]", "1", '"program"', "null"])
def test_top_level_not_object(text: str) -> None:
    with pytest.raises(ProgramError, match="top level"):
        Program.from_json(text)


def test_unknown_op_message_lists_catalog() -> None:
    data = _base()
    data["nodes"][0]["op"] = "aten.sin"
    with pytest.raises(ProgramError) as info:
        Program.from_dict(data)
    message = str(info.value)
    assert "aten.sin" in message
    for name in catalog.op_names():
        assert name in message


def test_program_error_is_value_error() -> None:
    with pytest.raises(ValueError):
        Program.from_json("{")


def test_constructor_validates_too() -> None:
    x = InputSpec("x", TensorSpec((3,), "float32"))
    with pytest.raises(ProgramError, match="operands"):
        Program((x,), (Node("v", "aten.neg", ("w",)),), ("v",))
    with pytest.raises(ProgramError, match="dynamic"):
        Program((InputSpec("x", TensorSpec((3,), "float32"), (1,)),), (Node("v", "aten.neg", ("x",)),), ("v",))


@pytest.mark.parametrize("dtype", [["float32"], {"name": "float32"}])
def test_unhashable_input_dtype_is_program_error(dtype) -> None:
    data = _base()
    data["inputs"][0]["dtype"] = dtype
    with pytest.raises(ProgramError, match=r"inputs\[0\]\.dtype"):
        Program.from_dict(data)


def test_huge_integer_fill_is_program_error() -> None:
    data = _base()
    _node("f", "aten.full_like", ["x"], {"fill_value": 10**400, "dtype": "float16"})(data)
    with pytest.raises(ProgramError, match="fill_value"):
        Program.from_json(json.dumps(data))


# -- size limits ------------------------------------------------------------

@pytest.mark.parametrize("shape, expected", [
    ([10**6, 10**6], r"inputs\[0\]\.shape: 1000000000000 elements .* limit of 16777216 \(2\^24\)"),
    ([2**24 + 1], r"inputs\[0\]\.shape: 16777217 elements .* limit of 16777216"),
    ([1] * 7, r"inputs\[0\]\.shape: rank 7 exceeds the limit of 6"),
    ([0, 2**40], r"inputs\[0\]\.shape: dim 1 has size 1099511627776 .* limit of 16777216"),
])
def test_oversized_input_is_program_error(shape, expected) -> None:
    data = _base()
    data["inputs"][0]["shape"] = shape
    with pytest.raises(ProgramError, match=expected):
        Program.from_json(json.dumps(data))


def test_limits_themselves_are_allowed() -> None:
    data = _base()
    data["inputs"][0]["shape"] = [2**12, 2**12]
    data["inputs"][2]["shape"] = [1] * 6
    _node("v", "aten.neg", ["s"], {})(data)
    assert Program.from_dict(data).specs()["x"].numel == 2**24


def test_oversized_node_result_is_program_error() -> None:
    # Each input is within the limit; their concatenation is not.
    data = _base()
    data["inputs"][0]["shape"] = [2**23 + 1]
    _node("c", "aten.cat", ["x", "x"], {"dim": 0})(data)
    with pytest.raises(ProgramError, match=r"nodes\[0\] \(c\) result: 16777218 elements .* limit of 16777216"):
        Program.from_dict(data)


def test_generator_stays_far_below_the_limits() -> None:
    from generators.program import MAX_ELEMENTS, MAX_RANK

    for seed in range(2000):
        for spec in program_from_seed(seed).specs().values():
            assert spec.rank <= MAX_RANK and spec.numel <= MAX_ELEMENTS // 1000, (seed, spec)
