"""as_strided: infer accepts exactly what eager accepts over a grid of sizes, strides and
offsets; it reads a contiguous copy of its operand, whatever view eager made; the sampler draws
the edges; model files map onto it only where they read the same elements; and a program of the
new data-movement ops (to.dtype, type_as, as_strided, narrow_copy) checks clean through real
torch-mlir at every erasure level."""

from __future__ import annotations

import itertools
import json
import os
import textwrap
from functools import partial
from typing import Any

import pytest
import torch
from helpers import accepts_iff_eager

from generators.catalog import get_op
from generators.choice import RandomChooser
from generators.program import Program, TensorSpec

FIXTURE = os.path.join(os.path.dirname(__file__), "data", "conversions_strided.json")
OP = "aten.as_strided"


_agree = partial(accepts_iff_eager, OP, eager_errors=(RuntimeError,))  # eager rejects a bad view with a RuntimeError


SIZES = [[], [0], [1], [3], [12], [13], [2, 2], [3, 0], [0, 5], [2, 3, 2]]
STRIDE_ITEMS = [-1, 0, 1, 2, 4, 11]
OFFSETS = [None, -1, 0, 1, 5, 11, 12, 20]


@pytest.mark.parametrize("shape", [(3, 4), (12,), (0,), (), (2, 0, 3)])
def test_infer_accepts_exactly_what_eager_accepts(shape: tuple[int, ...]) -> None:
    accepted = 0
    for size in SIZES:
        for stride in itertools.product(STRIDE_ITEMS, repeat=len(size)):
            for offset in OFFSETS:
                accepted += _agree(TensorSpec(shape, "float32"),
                                   {"size": size, "stride": list(stride), "storage_offset": offset})
    assert accepted >= 10, f"{shape}: the grid accepts almost nothing ({accepted})"


def test_mismatched_lists_and_bad_offsets_are_rejected() -> None:
    x = TensorSpec((3, 4), "int8")
    assert not _agree(x, {"size": [2], "stride": [1, 1], "storage_offset": 0})
    for attrs in [{"size": [2], "stride": [1, 1], "storage_offset": 0},
                  {"size": [2], "stride": [1], "storage_offset": 1.0},
                  {"size": [2], "stride": [1], "storage_offset": True}]:
        with pytest.raises(ValueError):
            get_op(OP).infer([x], attrs)


@pytest.mark.parametrize("dtype", ["bool", "uint8", "int64", "bfloat16", "float64"])
def test_it_reads_a_contiguous_copy_of_a_view(dtype: str) -> None:
    base = torch.arange(12).reshape(3, 4).to(getattr(torch, dtype))
    view = base.t()[1:]  # not contiguous, at storage offset 4 of the base
    attrs = {"size": [2, 3], "stride": [1, 3], "storage_offset": 1}
    got = get_op(OP).eager([view], attrs)
    assert torch.equal(got, torch.as_strided(view.contiguous().clone(), [2, 3], [1, 3], 1))
    if dtype != "bool":  # eager's own as_strided of the view reads the base's storage instead
        assert not torch.equal(got, torch.as_strided(view, [2, 3], [1, 3], 1))


def test_the_sampler_draws_the_edges() -> None:
    pool = {"a": TensorSpec((3, 4), "float16"), "b": TensorSpec((0, 2), "int32"), "c": TensorSpec((), "bool")}
    seen: set[str] = set()
    for seed in range(400):
        picked = get_op(OP).sample(RandomChooser(seed), pool)
        if picked is None:
            continue
        operands, attrs = picked
        n = pool[operands[0]].numel
        result = get_op(OP).infer([pool[r] for r in operands], attrs)
        seen |= {"rank-0"} if result.rank == 0 else set()
        seen |= {"zero-size"} if result.numel == 0 else set()
        seen |= {"stride 0"} if 0 in attrs["stride"] and result.numel > 1 else set()
        seen |= {"offset None"} if attrs["storage_offset"] is None else set()
        seen |= {"past the end"} if (attrs["storage_offset"] or 0) >= n else set()
        seen |= {"last element"} if result.numel and attrs["storage_offset"] == n - 1 else set()
        seen |= {"overlap"} if result.numel > len(set(_addresses(attrs))) else set()
    assert seen == {"rank-0", "zero-size", "stride 0", "offset None", "past the end", "last element", "overlap"}


def _addresses(attrs: dict[str, Any]) -> list[int]:
    ranges = [range(n) for n in attrs["size"]]
    return [(attrs["storage_offset"] or 0) + sum(i * s for i, s in zip(at, attrs["stride"]))
            for at in itertools.product(*ranges)]


def test_dynamic_dims_are_a_known_limit_of_the_importer() -> None:
    op, x = get_op(OP), TensorSpec((3, 4), "float32")
    attrs = {"size": [2], "stride": [1], "storage_offset": 0}
    assert op.known_limit([x], attrs) is None
    assert "static" in op.dynamic_limit([x], attrs)


def test_model_files_map_onto_it_only_where_they_read_the_same_elements() -> None:
    from generators.eager import run_eager
    from generators.errors import ProgramError
    from generators.pysource import program_to_python
    from generators.trace import trace_module

    class OnAnInput(torch.nn.Module):
        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return torch.as_strided(x, [2, 2], [0, 3], 1)

    class OnAView(torch.nn.Module):
        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return torch.as_strided(x[1:], [2, 2], [0, 3], 1)  # a view at storage offset 4

    x = torch.randn(3, 4)
    program = trace_module(OnAnInput(), (x,), "model.py")
    assert [n.op for n in program.nodes] == [OP]
    assert torch.equal(run_eager(program, [x])[0], OnAnInput()(x))
    with pytest.raises(ProgramError, match="view"):
        trace_module(OnAView(), (x,), "model.py")
    # the rendered model.py (its clone is the catalog's own copy) traces back to the same program
    namespace: dict[str, Any] = {"__file__": "/nonexistent/model.py"}
    exec(textwrap.dedent(program_to_python(program)), namespace)
    assert "contiguous_format" in program_to_python(program)
    assert trace_module(namespace["model"], (x,), "model.py") == program


@pytest.mark.integration
@pytest.mark.parametrize("erase", ["none", "intermediate", "torchscript"])
def test_the_new_ops_check_clean_at_every_erasure_level(irfuzz, erase: str) -> None:
    with open(FIXTURE) as f:
        program = Program.from_json(f.read())
    assert {n.op for n in program.nodes} == {"aten.to.dtype", "aten.type_as", OP, "aten.narrow_copy"}
    done = irfuzz("check", FIXTURE, "--json", "--erase", erase)
    assert done.returncode == 0, done.stdout + done.stderr
    verdict = json.loads(done.stdout)
    assert verdict["status"] == "ok" and verdict["erase"] == erase, verdict
    assert [o["outcome"] for o in verdict["per_k"]] == ["ok"] * 4
