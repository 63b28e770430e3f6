"""Root causes of device findings (fuzz/gpu/gpu_triage.py), from recorded verdict data: the
first H200 run's failures (tests/data/gpu_triage_cases.json) and a runtime assert produced
here by IREE's local-task driver."""

from __future__ import annotations

import json
import os

import pytest

from conftest import ROOT
from fuzz.gpu import gpu_triage

CASES_PATH = os.path.join(ROOT, "tests", "data", "gpu_triage_cases.json")
with open(CASES_PATH) as _fh:
    CASES = json.load(_fh)["cases"]
IREE_OWNED = {"iree-device-runtime", "iree-device-codegen", "device-numerics"}


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_each_recorded_failure_gets_its_root_cause(case):
    cause = gpu_triage.classify(case["finding"], case["facts"])
    assert cause["class"] == case["expect"], cause
    assert cause["owner"] == gpu_triage.CAUSES[case["expect"]][1]
    assert cause["signature"] and cause["why"] is not None
    if cause["class"] in IREE_OWNED:  # what IREE's maintainers ask for: the flags and the run line
        repro = cause["repro"]
        assert repro["iree_compile"].startswith("iree-compile k1.mlir --iree-hal-target-backends=cuda "
                                                "--iree-cuda-target=sm_80 -o P-k1.vmfb"), repro
        assert repro["iree_run_module"] == ("iree-run-module --device=cuda --module=P-k1.vmfb --function=main "
                                            "--input=3x0xi8=@input0.bin")
    else:
        assert "repro" not in cause


def test_every_cause_is_covered_by_a_recorded_case():
    assert {c["expect"] for c in CASES} == set(gpu_triage.CAUSES)


def test_signatures_group_one_root_cause_not_its_numbers():
    """Two programs failing the same way at other offsets or k share one signature."""
    case = next(c for c in CASES if c["expect"] == "iree-device-runtime")
    other = json.loads(json.dumps(case["finding"]))
    other["message"] = other["message"].replace("IR_1", "IR_3").replace("601", "612")
    assert gpu_triage.classify(other, case["facts"])["signature"] == gpu_triage.classify(
        case["finding"], case["facts"])["signature"]


def test_undefined_conversion_needs_the_conversion_in_the_ir():
    case = next(c for c in CASES if c["expect"] == "undefined-after-lowering")
    facts = dict(case["facts"], ir=case["facts"]["ir"].replace("arith.fptosi %3 : f32 to i8", "arith.trunci %3"))
    assert gpu_triage.classify(case["finding"], facts)["class"] == "device-numerics"
    named = gpu_triage.classify(case["finding"], case["facts"])
    assert named["signature"] == "undefined: int8 aten.neg computed through float, arith.fptosi out of range"
    assert "arith.fptosi %3 : f32 to i8" in named["why"]


ASSERT_IR = """func.func @main(%a: tensor<2xf32>, %n: tensor<i64>) -> tensor<2xf32> {
  %c = tensor.extract %n[] : tensor<i64>
  %z = arith.constant 3 : i64
  %ok = arith.cmpi eq, %c, %z : i64
  cf.assert %ok, "chunks should equal to prim.list_unpack's num results"
  return %a : tensor<2xf32>
}
"""


@pytest.mark.integration
def test_a_runtime_assert_as_iree_reports_it_is_the_lowered_codes():
    """The message comes from IREE itself (local-task), through the runner's Device."""
    pytest.importorskip("iree.runtime")
    import torch

    from fuzz.gpu import gpu_run
    from oracles.executors import RunFailure, get_executor

    executor = get_executor("iree-cpu")
    vmfb = executor.compile(ASSERT_IR)
    inputs = [torch.zeros(2), torch.tensor(2)]
    with pytest.raises(RunFailure) as cpu_failure:  # the program's own error status, not irfuzz's
        executor.load(vmfb)(inputs)
    signature = {"inputs": [{"shape": [2], "element": "f32"}, {"shape": [], "element": "i64"}],
                 "results": [{"shape": [2], "element": "f32"}]}
    with pytest.raises(gpu_run.RunFailure) as device_failure:
        gpu_run.Device("local-task").invoke(vmfb, signature, inputs)
    finding = {"symptom": "run-error", "category": "device_error", "k": 1,
               "message": f"running IR_1 on cuda failed: {device_failure.value}", "key": "run-error"}
    facts = {"ir": ASSERT_IR, "cpu_results": {"error": str(cpu_failure.value)}, "outputs": []}
    shared = gpu_triage.classify(finding, facts)
    assert shared["class"] == "lowered-assert-shared" and shared["owner"] == "torch-mlir"
    assert shared["signature"] == "assert: chunks should equal to prim.list_unpack's num results"
    assert gpu_triage.classify(finding, dict(facts, cpu_results="ok"))["class"] == "lowered-assert-device"
    # Without the cf.assert in the IR the same words prove nothing: an IREE failure.
    assert gpu_triage.classify(finding, dict(facts, ir="", cpu_results="ok"))["class"] == "iree-device-runtime"


def test_summary_groups_by_root_cause_then_symptom():
    verdicts = []
    for i, case in enumerate(CASES):
        finding = dict(case["finding"], cause=gpu_triage.classify(case["finding"], case["facts"]))
        limit = finding["symptom"] == "executor-limit"
        verdicts.append({"program": f"p{i}", "status": "limit" if limit else "finding", "notes": [],
                         "findings": [] if limit else [finding], "limits": [finding] if limit else []})
    verdicts[0]["process"] = {"fresh": True, "first_run": {"status": "finding"}, "changed_alone": True}
    categories = {"device_vs_cpu": "GPU differs from CPU", "compiled_vs_eager": "compiled vs eager",
                  "k_vs_k1": "k vs k+1", "device_error": "device failures", "executor_limit": "executor limit"}
    summary, text = gpu_triage.summarize(verdicts, {"driver": "cuda", "artifacts": "cuda", "torch_device": "cpu"},
                                         categories)
    counts = {name: group["count"] for name, group in summary["causes"].items()}
    expected = {name: sum(c["expect"] == name for c in CASES) for name in gpu_triage.CAUSES}
    assert counts == expected
    assert summary["causes"]["undefined-after-lowering"]["by_key"] == {
        "undefined: int8 aten.neg computed through float, arith.fptosi out of range": 1}
    assert summary["isolation"] == {"rerun_alone": 1, "verdict_changed_alone": 1}
    headings = [heading for heading, _ in gpu_triage.CAUSES.values()]
    positions = [text.index(f"\n{h} (") for h in headings]
    assert positions == sorted(positions) and text.index("== by root cause") < positions[0] < text.index(
        "== by symptom")
    device = sum(c["finding"]["symptom"] == "mismatch-device" for c in CASES)
    assert f"GPU differs from CPU: {device} in {device} program(s)" in text
