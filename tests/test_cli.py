"""The CLI end to end on the real torch-mlir: exit codes, JSON, bad input."""

import json
import os

import pytest

from conftest import ROOT, run_irfuzz

pytestmark = pytest.mark.integration
ROLL_MODULE = os.path.join(ROOT, "corpus", "seeds", "roll_module.py")


def test_seed_thread_roll_module_reports_no_finding():
    done = run_irfuzz("check", ROLL_MODULE, "--json")   # `irfuzz check` as a user runs it: a process of its own
    assert done.returncode == 0, done.stdout + done.stderr
    verdict = json.loads(done.stdout)
    assert verdict["status"] == "ok" and verdict["findings"] == []
    # k = 1..K+1 with K = 3, each lowered: the whole oracle ran, not a shortcut.
    assert [o["k"] for o in verdict["per_k"]] == [1, 2, 3, 4]
    assert all(o["outcome"] == "ok" and o["lowered"] for o in verdict["per_k"])


def test_roll_module_at_every_erasure_level(irfuzz):
    for level in ("intermediate", "torchscript"):
        done = irfuzz("check", ROLL_MODULE, "--json", "--erase", level)
        assert done.returncode == 0, (level, done.stdout + done.stderr)
        assert json.loads(done.stdout)["erase"] == level


def test_generate_prints_a_valid_program(irfuzz):
    done = irfuzz("generate", "--seed", "7")
    assert done.returncode == 0
    from generators.program import Program

    assert Program.from_json(done.stdout).provenance["seed"] == 7


@pytest.mark.parametrize("content, expected", [
    ("{not json", "not JSON"),
    ('{"format": "irfuzz-program/1", "inputs": [], "nodes": [], "outputs": []}', "inputs"),
    ('{"format": "irfuzz-program/1", "inputs": [{"name": "x", "shape": [2], "dtype": "float32"}], '
     '"nodes": [{"name": "v", "op": "aten.sin", "operands": ["x"], "attrs": {}}], "outputs": ["v"]}',
     "unknown op 'aten.sin'"),
    ('{"format": "irfuzz-program/1", "inputs": [{"name": "x", "shape": [2], "dtype": "float32"}], '
     '"nodes": [{"name": "v", "op": "aten.roll", "operands": ["y"], "attrs": {"shifts": [1], "dims": [0]}}], '
     '"outputs": ["v"]}', "'y' is not an input or an earlier node"),
])
def test_malformed_program_is_a_usage_error(irfuzz, tmp_path, content, expected):
    path = tmp_path / "bad.json"
    path.write_text(content)
    done = irfuzz("check", str(path))
    assert done.returncode == 2
    assert expected in done.stderr and "malformed program" in done.stderr


def test_missing_file_and_bad_pipeline_are_usage_errors(irfuzz, tmp_path):
    done = irfuzz("check", str(tmp_path / "nope.json"))
    assert done.returncode == 2 and "no such file" in done.stderr
    done = irfuzz("check", ROLL_MODULE, "--pipeline", "torch-no-such-pass")
    assert done.returncode == 2 and "invalid pipeline" in done.stderr
    done = irfuzz("check", ROLL_MODULE, "--erase", "sideways")
    assert done.returncode == 2 and "--erase" in done.stderr
    done = irfuzz("run", "--out", str(tmp_path / "f"), "--deferred-share", "1.5")
    assert done.returncode == 2 and "--deferred-share must be between 0 and 1" in done.stderr


def test_model_file_without_model_is_a_usage_error(irfuzz, tmp_path):
    path = tmp_path / "m.py"
    path.write_text("import torch\ninputs = (torch.zeros(2),)\n")
    done = irfuzz("check", str(path))
    assert done.returncode == 2 and "`model`" in done.stderr


def test_program_eager_rejects_is_an_internal_error_not_a_finding(irfuzz, tmp_path):
    # A model whose forward raises in eager: irfuzz's (here: the user's) problem, exit 3.
    path = tmp_path / "m.py"
    path.write_text("import torch\nclass M(torch.nn.Module):\n    def forward(self, x):\n"
                    "        return torch.cat([x, torch.zeros(5, 5)], 0)\nmodel = M()\ninputs = (torch.zeros(2, 3),)\n")
    done = irfuzz("check", str(path), "--json")
    assert done.returncode == 3, done.stdout + done.stderr
    verdict = json.loads(done.stdout)
    assert verdict["status"] == "internal-error" and verdict["findings"] == []
    assert "eager PyTorch rejected" in verdict["internal_error"]


@pytest.mark.parametrize("option, pipeline, expected", [
    ("--pipeline", "", "--pipeline: empty pipeline"),
    ("--pipeline", "  \t", "--pipeline: empty pipeline"),
    ("--backend-pipeline", "", "--backend-pipeline: empty pipeline"),
    ("--pipeline", "builtin.module()", "--pipeline: pipeline 'builtin.module()' runs no pass"),
    ("--backend-pipeline", "builtin.module()", "--backend-pipeline: pipeline 'builtin.module()' runs no pass"),
    ("--pipeline", "builtin.module( )", "--pipeline: invalid pipeline"),
])
def test_empty_pipeline_is_a_usage_error(irfuzz, option, pipeline, expected):
    done = irfuzz("check", ROLL_MODULE, option, pipeline)
    assert done.returncode == 2, done.stdout + done.stderr
    assert expected in done.stderr and done.stdout == ""


@pytest.mark.parametrize("shape, expected", [
    ([1000000, 1000000], "inputs[0].shape: 1000000000000 elements (shape [1000000, 1000000]) exceed the limit of "
                         "16777216 (2^24) elements per tensor"),
    ([1, 1, 1, 1, 1, 1, 1], "inputs[0].shape: rank 7 exceeds the limit of 6 dims"),
])
def test_oversized_program_is_a_usage_error(irfuzz, tmp_path, shape, expected):
    path = tmp_path / "huge.json"
    path.write_text(json.dumps({"format": "irfuzz-program/1",
                                "inputs": [{"name": "x", "shape": shape, "dtype": "float32"}],
                                "nodes": [{"name": "v", "op": "aten.neg", "operands": ["x"], "attrs": {}}],
                                "outputs": ["v"]}))
    done = irfuzz("check", str(path))
    assert done.returncode == 2, done.stdout + done.stderr
    assert expected in done.stderr and "malformed program" in done.stderr


def test_validity_draws_only_the_ops_asked_for(irfuzz):
    done = irfuzz("validity", "--count", "20", "--ops", "aten.to.dtype,aten.type_as,aten.as_strided")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "validity 1.0000 (20/20" in done.stdout
    from generators.generate import GeneratorConfig, program_from_seed

    cfg = GeneratorConfig(ops=("aten.to.dtype", "aten.type_as", "aten.as_strided"))
    assert {n.op for seed in range(20) for n in program_from_seed(seed, cfg).nodes} == set(cfg.ops)


@pytest.mark.parametrize("command", [["validity", "--count", "1"], ["run", "--time", "1", "--out", "/nonexistent/x"]])
def test_unknown_ops_are_bad_input(irfuzz, command):
    done = irfuzz(*command, "--ops", "aten.roll,aten.no_such_op")
    assert done.returncode == 2 and "aten.no_such_op" in done.stderr, done.stdout + done.stderr
