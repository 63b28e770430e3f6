"""The GPU runner's eager replay keeps every tensor on the replay's device.

On CUDA the first GPU run failed one program with "Expected all tensors to be on the same
device ... cuda:0 ... cpu": the factories (zeros, full, arange...) read no operand and made
their tensor on the CPU. Here the `meta` device stands in for the GPU: it checks placement,
shapes and dtypes without computing values."""

from __future__ import annotations

import os
import sys

import pytest
import torch

from fuzz.gpu import gpu_run
from generators.calls import evaluate
from generators.catalog import all_ops, get_op
from generators.choice import RandomChooser
from generators.eager import make_inputs
from generators.generate import program_from_seed

sys.path.insert(0, os.path.dirname(__file__))
from test_catalog import _pool_and_tensors  # noqa: E402

POOLS = 40


def _meta_shape_is_torch_own(resolved: dict) -> bool:
    """torch's meta kernel for arange sizes its result in float64: with bounds past 2**53 it
    disagrees with the CPU kernel (arange(-2**63, -2**63 + 3) is [3] on meta, [0] on the CPU).
    That is torch's, not a placement question: only device and dtype are compared then."""
    return resolved["target"].startswith("aten.arange") and any(
        isinstance(a[2], int) and abs(a[2]) > 2 ** 53 for a in resolved["args"])


@pytest.mark.parametrize("op", all_ops(), ids=lambda op: op.name)
def test_every_catalog_op_replays_on_another_device(op):
    replayed = 0
    for seed in range(POOLS):
        pool, tensors = _pool_and_tensors(seed)
        picked = op.sample(RandomChooser(seed), pool)
        if picked is None:
            continue
        operands, attrs = picked
        resolved = op.call(attrs)
        with torch.no_grad():
            cpu = evaluate(resolved, [tensors[r] for r in operands])
            meta = evaluate(resolved, [tensors[r].to("meta") for r in operands], "meta")
        assert meta.device.type == "meta", (op.name, attrs)
        assert meta.dtype == cpu.dtype, (op.name, attrs)
        if not _meta_shape_is_torch_own(resolved):
            assert meta.shape == cpu.shape, (op.name, attrs)
        replayed += 1
    assert replayed >= 5, f"{op.name}: only {replayed} sampled applications"


def test_factories_follow_the_replay_device_and_default_to_the_cpu():
    zeros = get_op("aten.zeros").call({"size": [2, 3], "dtype": "int8"})
    assert evaluate(zeros, [], "meta").device.type == "meta"
    assert evaluate(zeros, []).device.type == "cpu"  # irfuzz's own eager runs are unchanged


def test_runner_replays_whole_programs_on_another_device():
    """Sampled programs mix factories with computed tensors: replayed on `meta`, no op sees
    two devices, and every output has the CPU replay's shape and dtype."""
    checked = 0
    for seed in range(60):
        program = program_from_seed(seed)
        calls = {n.name: get_op(n.op).call(n.attrs) for n in program.nodes}
        inputs = make_inputs(program, seed)
        cpu = gpu_run.run_program_eagerly(program.to_dict(), calls, inputs, "cpu")
        try:
            meta = gpu_run.replay(program.to_dict(), calls, inputs, "meta")
        except NotImplementedError as exc:  # data-dependent ops cannot run on meta: not a placement error
            assert "same device" not in str(exc)
            continue
        for c, m in zip(cpu, meta):
            assert m.device.type == "meta" and m.dtype == c.dtype and m.shape == c.shape, seed
        checked += 1
    assert checked >= 40
