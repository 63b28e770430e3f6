"""The numeric oracle end to end on the real torch-mlir and RefBackend, plus its k-vs-k+1
logic driven by a scripted executor (the comparison code, not torch-mlir, is under test there)."""

import os
from functools import partial

import pytest
import torch
from helpers import json_program, numerics_at_each_k

from generators.catalog import Values
from generators.eager import make_inputs
from oracles.case import Case, check_case
from oracles.executors import register_executor
from oracles.iterate import OracleConfig
from oracles.numerics import NumericReference, OutputRule, run_numerics
from oracles.verdict import KOutcome

MOVE = json_program(
    [{"name": "x0", "shape": [64], "dtype": "float32"}, {"name": "x1", "shape": [3, 8], "dtype": "float64"}],
    [{"name": "v0", "op": "aten.roll", "operands": ["x0"], "attrs": {"shifts": [3], "dims": [0]}},
     {"name": "v1", "op": "aten.slice.Tensor", "operands": ["v0"], "attrs": {"dim": 0, "start": 1, "end": None,
                                                                           "step": 2}},
     {"name": "v2", "op": "aten.cat", "operands": ["x1", "x1"], "attrs": {"dim": -1}},
     {"name": "v3", "op": "aten.full_like", "operands": ["x1"], "attrs": {"fill_value": -0.0, "dtype": None}}],
    ["v1", "v2", "v3"])


@pytest.mark.integration
def test_data_movement_keeps_nan_inf_and_negative_zero_bits():
    def special(t):
        return bool(torch.isnan(t).any()) and bool(torch.isinf(t).any()) and bool(((t == 0) & torch.signbit(t)).any())

    # The first input seed whose float32 input carries NaN, an infinity and -0.0 together.
    seed = next(s for s in range(100) if special(make_inputs(MOVE, s)[0]))
    verdict = check_case(Case(MOVE, input_seed=seed))
    assert verdict.status == "ok", [f.message for f in verdict.findings]
    assert [o.numerics for o in verdict.per_k] == ["ok"] * 4


@pytest.mark.integration
def test_random_and_undefined_outputs_are_checked_by_type_and_range():
    p = json_program([{"name": "x0", "shape": [40, 50], "dtype": "float32"}],
                     [{"name": "v0", "op": "aten.rand_like", "operands": ["x0"], "attrs": {"dtype": None}},
                      {"name": "v1", "op": "aten.roll", "operands": ["v0"], "attrs": {"shifts": [1], "dims": [1]}},
                      {"name": "v2", "op": "aten.empty_like", "operands": ["x0"], "attrs": {"dtype": "int32"}},
                      {"name": "v3", "op": "aten.randn_like", "operands": ["x0"], "attrs": {"dtype": "float64"}}],
                     ["v0", "v1", "v2", "v3"])  # 2000 draws each: range and mean are checked
    verdict = check_case(Case(p))
    assert verdict.status == "ok", [f.message for f in verdict.findings]
    assert all(o.numerics == "ok" for o in verdict.per_k)


@pytest.mark.integration
def test_executor_limit_is_reported_apart_from_findings(monkeypatch):
    # rand_like in bf16 needs __truncdfbf2: without irfuzz's definition of it and with no
    # fallback executor, the RefBackend JIT cannot resolve it.
    from oracles.executors import refbackend

    monkeypatch.setattr(refbackend, "_DEFINED_HELPERS", {})
    monkeypatch.setattr("oracles.numerics.fallback_executors", lambda name: [])
    p = json_program([{"name": "x0", "shape": [4], "dtype": "bfloat16"}],
                     [{"name": "v0", "op": "aten.rand_like", "operands": ["x0"], "attrs": {"dtype": None}}], ["v0"])
    verdict = check_case(Case(p))
    assert verdict.status == "ok" and not verdict.findings
    assert verdict.limits and verdict.limits[0].symptom == "executor-limit"
    assert "__truncdfbf2" in verdict.limits[0].message
    assert verdict.per_k[0].numerics == "executor-limit"


@pytest.mark.integration
def test_no_numerics_skips_execution():
    verdict = check_case(Case(MOVE, config=OracleConfig(numerics=False)))
    assert verdict.status == "ok" and all(o.numerics is None for o in verdict.per_k)
    assert "execute" not in verdict.timings


# -- k vs k+1 logic with a scripted executor ------------------------------------------

SCRIPT: dict[str, list] = {}


class ScriptedExecutor:
    """Returns, for each linalg text, the tensors the test scripted for it."""

    name = "scripted"
    flushes_denormals = False

    def compile(self, linalg_ir):
        return linalg_ir

    def load(self, artifact):
        return lambda inputs: [t.clone() for t in SCRIPT[artifact]]


register_executor("scripted")(ScriptedExecutor)


_run = partial(numerics_at_each_k, executor="scripted")


def test_k_vs_k_plus_1_difference_is_mismatch_k():
    eager = [torch.tensor([1.0, 2.0])]
    SCRIPT.update({"ir-a": [torch.tensor([1.0, 2.0])], "ir-b": [torch.tensor([1.0, float("nan")])]})
    findings, _, outcomes = _run(["ir-a", "ir-b", "ir-b"], eager, [OutputRule(Values.EXACT, "aten.roll")])
    kinds = {(f.symptom, f.k) for f in findings}
    assert ("mismatch-k", 1) in kinds and ("mismatch-eager", 2) in kinds
    mk = next(f for f in findings if f.symptom == "mismatch-k")
    assert mk.details["mismatches"][0]["index"] == [1]
    assert [o.numerics for o in outcomes][0] == "ok"


def test_an_ir_whose_results_do_not_repeat_is_no_k_vs_k_plus_1_difference():
    # As compiled code reading out of bounds does: each run of "flaky-b" gives other values.
    runs = iter(range(100))

    class Flaky(ScriptedExecutor):
        def load(self, artifact):
            if artifact == "flaky-b":
                return lambda inputs: [torch.tensor([1.0, float(next(runs))])]
            return super().load(artifact)

    register_executor("flaky")(Flaky)
    eager = [torch.tensor([1.0, 2.0])]
    SCRIPT.update({"flaky-a": [torch.tensor([1.0, 2.0])]})
    outcomes = [KOutcome(k, "ok") for k in (1, 2)]
    findings, _ = run_numerics(["flaky-a", "flaky-b"], outcomes,
                               NumericReference([], eager, [OutputRule(Values.EXACT, "aten.slice.Tensor")]),
                               "flaky", lambda *a: None, {})
    assert [f.symptom for f in findings] == ["mismatch-eager"]   # IR_2 against eager only
    assert [o.numerics for o in outcomes] == ["ok", "mismatch-eager"]


def test_random_outputs_differing_across_k_are_the_lower_confidence_symptom():
    eager = [torch.full((4,), 0.5)]
    SCRIPT.update({"r-a": [torch.tensor([0.1, 0.2, 0.3, 0.4])], "r-b": [torch.tensor([0.4, 0.3, 0.2, 0.1])]})
    findings, _, _ = _run(["r-a", "r-b"], eager, [OutputRule(Values.RANDOM, "aten.rand_like", (0.0, 1.0), None)])
    assert [f.symptom for f in findings] == ["mismatch-k-rng"]


def test_undefined_outputs_are_never_compared_by_value():
    eager = [torch.zeros(3)]
    SCRIPT.update({"u-a": [torch.tensor([5.0, 6.0, 7.0])], "u-b": [torch.tensor([8.0, 9.0, 1.0])]})
    findings, _, _ = _run(["u-a", "u-b"], eager, [OutputRule(Values.UNDEFINED, "aten.empty_like")])
    assert findings == []


def test_identical_ir_is_compiled_once_and_not_compared_with_itself():
    compiled = []

    class Counting(ScriptedExecutor):
        def compile(self, linalg_ir):
            compiled.append(linalg_ir)
            return linalg_ir

    register_executor("counting")(Counting)
    SCRIPT.update({"same": [torch.tensor([1.0])]})
    outcomes = [KOutcome(k, "ok") for k in (1, 2, 3)]
    run_numerics(["same", "same", "same"], outcomes, NumericReference([], [torch.tensor([1.0])],
                                                                      [OutputRule(Values.EXACT, "x")]),
                 "counting", lambda *a: None, {})
    assert compiled == ["same"]


# -- the NaN policy, in both comparisons ----------------------------------------------------------

def _bf16(*bits):
    return torch.tensor([b - 0x10000 if b >= 0x8000 else b for b in bits], dtype=torch.int16).view(torch.bfloat16)


def test_nan_sign_and_payload_count_only_where_the_rule_compares_nan_bits():
    eager = [_bf16(0x7FC0, 0x3F80), _bf16(0x7FC0, 0x3F80)]
    flipped = _bf16(0xFFC0, 0x3F80)                       # what arith.negf makes of eager's NaN
    SCRIPT.update({"n-a": [eager[0].clone(), eager[1].clone()], "n-b": [flipped.clone(), flipped.clone()]})
    rules = [OutputRule(Values.EXACT, "aten.neg", nan="any"), OutputRule(Values.EXACT, "aten.roll", nan="bits")]
    findings, _, _ = _run(["n-a", "n-b"], eager, rules)
    # output 0 (after neg): no finding; output 1 (moved data): both comparisons see the flip
    assert {(f.symptom, f.k) for f in findings} == {("mismatch-k", 1), ("mismatch-eager", 2)}
    for f in findings:
        (m,) = f.details["mismatches"]
        assert m["output"] == 1 and (m["expected"], m["actual"]) == ("nan (0x7fc0)", "nan (0xffc0)")
        assert f.details["rule"] == {"kind": "exact", "source": "aten.roll", "range": None, "distribution": None,
                                     "nan": "bits"}
        assert f.message.endswith("[aten.roll, exact, NaN bits compared]"), f.message
    # -0.0 against 0.0 is a difference under either policy
    SCRIPT.update({"z-a": [torch.tensor([-0.0])], "z-b": [torch.tensor([0.0])]})
    findings, _, _ = _run(["z-a", "z-b"], [torch.tensor([-0.0])], [OutputRule(Values.EXACT, "aten.neg", nan="any")])
    assert {(f.symptom, f.k) for f in findings} == {("mismatch-k", 1), ("mismatch-eager", 2)}
    assert findings[0].message.endswith("[aten.neg, exact, any NaN equal]")


def test_random_findings_record_the_rule_a_reproducer_needs():
    eager = [torch.rand(4)]
    SCRIPT.update({"o-a": [torch.tensor([0.1, 2.0, 0.3, 0.4])]})
    rule = OutputRule(Values.RANDOM, "aten.rand_like", (0.0, 1.0), "uniform01")
    findings, _, _ = _run(["o-a"], eager, [rule])
    (f,) = findings
    assert f.details["mismatches"][0]["rule"] == "range" and f.details["mismatches"][0]["index"] == [1]
    assert f.details["rule"] == {"kind": "random", "source": "aten.rand_like", "range": [0.0, 1.0],
                                 "distribution": "uniform01", "nan": "any"}
    assert "expected [0.0, 1.0], got 2.0" in f.message


# -- numeric reproducers judge with the finding's own rule ------------------------------------------

def _linalg(module, *args) -> str:
    import torch_mlir.fx as torch_mlir_fx

    return str(torch_mlir_fx.export_and_import(module, *args, output_type="linalg-on-tensors"))


def _repro(folder) -> tuple[int, str]:
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "repro.py"], cwd=str(folder), capture_output=True, text=True, timeout=300)
    return done.returncode, done.stderr


@pytest.mark.integration
@pytest.mark.parametrize("executor", ["refbackend", "iree-cpu"])
def test_numeric_repro_for_a_range_finding_exits_1_then_0_then_2(tmp_path, executor):
    from fuzz.findings.numeric_repro import write_numeric_repro
    from oracles.verdict import Finding

    if executor == "iree-cpu":
        pytest.importorskip("iree.compiler", reason="iree-cpu needs the [iree] extra")

    class OutOfRange(torch.nn.Module):       # a "rand_like" whose compiled values leave [0, 1]
        def forward(self, x):
            return x + 2.0

    class InRange(torch.nn.Module):
        def forward(self, x):
            return x * 0.5

    x = torch.rand(8)
    torch.save([x], tmp_path / "inputs.pt")
    torch.save([torch.rand(8)], tmp_path / "expected.pt")   # eager drew other numbers: only the rule counts
    (tmp_path / "before.mlir").write_text(_linalg(OutOfRange(), x))
    rule = OutputRule(Values.RANDOM, "aten.rand_like", (0.0, 1.0), "uniform01")
    finding = Finding(symptom="mismatch-eager", stage="execute", k=1, message="IR_1 compiled vs eager: range ...",
                      details={"mismatches": [{"output": 0, "rule": "range", "index": [0], "expected": "[0.0, 1.0]",
                                               "actual": "2.5", "detail": ""}], "rule": rule.to_dict(),
                               "executor": executor})
    assert write_numeric_repro(finding, str(tmp_path))
    # a few lines that run irfuzz's own executor and compare.py: no copy of them in the folder
    assert sorted(os.listdir(tmp_path)) == ["before.mlir", "expected.pt", "inputs.pt", "repro.py"]
    script = (tmp_path / "repro.py").read_text()
    assert len(script.splitlines()) < 30 and f"'executor': '{executor}'" in script, script
    code, err = _repro(tmp_path)
    assert code == 1 and "REPRODUCED: output 0: range mismatch at index [0]: expected [0.0, 1.0], got" in err, err
    (tmp_path / "before.mlir").write_text(_linalg(InRange(), x))       # the compiled output now holds
    code, err = _repro(tmp_path)
    assert code == 0, err
    (tmp_path / "before.mlir").write_text("this is not MLIR {")
    code, err = _repro(tmp_path)
    assert code == 2 and "cannot run" in err, err
    (tmp_path / "before.mlir").write_text(_linalg(InRange(), x))
    os.remove(tmp_path / "inputs.pt")
    code, err = _repro(tmp_path)
    assert code == 2 and "inputs.pt" in err, err


def test_numeric_repro_without_range_bounds_is_not_written(tmp_path):
    from fuzz.findings.numeric_repro import write_numeric_repro
    from oracles.verdict import Finding

    old = Finding(symptom="mismatch-eager", stage="execute", k=1, message="range",
                  details={"mismatches": [{"output": 0, "rule": "range"}]})
    assert not write_numeric_repro(old, str(tmp_path)) and not os.listdir(tmp_path)
