"""False or misleading findings fixed at their cause (issue 22, item 6): each test loads the
program that produced the false finding from tests/data/precision/ and checks it no longer
does, with the real torch-mlir."""

from __future__ import annotations

import os
from functools import partial
from typing import Any

import pytest
import torch
from helpers import program_file

from conftest import ROOT
from generators.catalog import Values
from generators.eager import make_inputs
from generators.erasure import erase_types
from generators.importer import import_program
from generators.program import Program
from oracles.case import Case, check_case
from oracles.executors import register_executor
from oracles.iterate import OracleConfig, mark_k_dependence, outcome_changes_with_k, printer_error, run_iterations
from oracles.native_stack import CrashSite, crash_frames, crashing_function, frames_from_stack_dump
from oracles.numerics import NumericReference, OutputRule, run_numerics
from oracles.sandbox import Sandbox
from oracles.verdict import Finding, KOutcome, signature_of

DATA = os.path.join(ROOT, "tests", "data", "precision")


load = partial(program_file, DATA)


# -- a. a bool fill under type erasure ----------------------------------------------------

@pytest.mark.parametrize("level", ["intermediate", "torchscript"])
def test_erasure_keeps_the_dtype_only_a_bool_scalar_defines(level: str) -> None:
    # `torch.full(size, True)` imports as `aten.full(size, aten.Int.bool(true), dtype=None)`:
    # only its result type still says i1, so erasing it would change the program.
    program = load("full-bool-scalar-dtype-none.json")
    erased = erase_types(import_program(program, make_inputs(program, 0)), level)
    full = next(line for line in erased.splitlines() if "torch.aten.full " in line)
    assert full.rstrip().endswith("tensor<*,i1>"), full
    roll = next(line for line in erased.splitlines() if "torch.aten.roll " in line)
    assert roll.rstrip().endswith("-> !torch.vtensor" if level == "intermediate" else "-> !torch.tensor"), roll


@pytest.mark.integration
@pytest.mark.parametrize("level", ["intermediate", "torchscript"])
def test_bool_fill_under_erasure_is_no_finding(level: str) -> None:
    verdict = check_case(Case(load("full-bool-scalar-dtype-none.json"), erase=level))
    assert verdict.status == "ok", [f.message for f in verdict.findings]
    assert [o.numerics for o in verdict.per_k] == ["ok"] * 4


# -- b. no k-dependence from results that change from run to run -----------------------------

class _ScriptedRuns:
    """An executor whose compiled IR gives, at its n-th run, SCRIPT[text][n] (the last one
    from then on): the k vs k+1 and repeat logic is under test, not torch-mlir."""

    SCRIPT: dict[str, list[list[Any]]] = {}
    name = "precision-scripted"
    flushes_denormals = False

    def __init__(self) -> None:
        self.count: dict[str, int] = {}

    def compile(self, linalg_ir: str) -> str:
        return linalg_ir

    def load(self, artifact: str) -> Any:
        n = self.count[artifact] = self.count.get(artifact, -1) + 1
        results = self.SCRIPT[artifact]
        return lambda inputs: [t.clone() for t in results[min(n, len(results) - 1)]]


register_executor("precision-scripted")(_ScriptedRuns)


def _judge(texts: list[str]) -> tuple[list[Finding], list[KOutcome]]:
    outcomes = [KOutcome(k, "ok") for k in range(1, len(texts) + 1)]
    eager = [torch.tensor([7], dtype=torch.int32)]
    findings, _ = run_numerics(texts, outcomes, NumericReference([], eager, [OutputRule(Values.EXACT, "aten.narrow")]),
                               "precision-scripted", lambda *a: None, {})
    mark_k_dependence(findings, outcomes)
    return findings, outcomes


def _i32(*values: int) -> list[Any]:
    return [torch.tensor(values, dtype=torch.int32)]


def test_a_wrong_value_that_changes_from_run_to_run_claims_no_k_dependence() -> None:
    # IR_1 reads memory it does not own (16, then 0, ...); IR_2 happens to give eager's 7.
    _ScriptedRuns.SCRIPT.update({"oob-1": [_i32(16), _i32(0), _i32(16)], "oob-2": [_i32(7)]})
    findings, outcomes = _judge(["oob-1", "oob-2"])
    assert [o.numerics for o in outcomes] == ["mismatch-eager", "ok"]
    assert [(f.symptom, f.k) for f in findings] == [("mismatch-eager", 1)]
    assert findings[0].details["nondeterministic"] is True
    assert findings[0].k_dependent is False


def test_a_wrong_value_that_repeats_is_k_dependent() -> None:
    # The control: the same outcomes with results that repeat are a k-dependent miscompile.
    _ScriptedRuns.SCRIPT.update({"det-1": [_i32(16)], "det-2": [_i32(7)]})
    findings, _ = _judge(["det-1", "det-2"])
    assert sorted((f.symptom, f.k_dependent) for f in findings) == [("mismatch-eager", True), ("mismatch-k", True)]
    assert not any("nondeterministic" in f.details for f in findings)


def test_garbage_that_repeats_once_by_chance_is_no_mismatch_k() -> None:
    # Each IR's garbage comes back once more (the one rerun the old check made), then changes.
    _ScriptedRuns.SCRIPT.update({"twice-1": [_i32(16), _i32(16), _i32(0)], "twice-2": [_i32(5), _i32(5), _i32(9)]})
    findings, _ = _judge(["twice-1", "twice-2"])
    assert {f.symptom for f in findings} == {"mismatch-eager"}
    assert all(f.details["nondeterministic"] and not f.k_dependent for f in findings)


@pytest.mark.integration
def test_an_out_of_bounds_read_is_never_called_k_dependent() -> None:
    # narrow(x, 0, -1, 1) reads memory it does not own; a roll makes IR_1 != IR_2, so k and
    # k+1 are compiled apart and their garbage differs.
    verdict = check_case(Case(load("narrow-garbage-read-ir-changes-with-k.json")))
    assert verdict.per_k[0].ir_hash != verdict.per_k[1].ir_hash
    assert {f.symptom for f in verdict.findings} == {"mismatch-eager"}
    assert not any(f.k_dependent for f in verdict.findings)


# -- c. a crash at k keeps the outcomes of the ks before it -----------------------------------

@pytest.mark.integration
def test_a_crash_at_k2_keeps_the_wrong_shape_at_k1(monkeypatch: pytest.MonkeyPatch) -> None:
    # IR_1 computes a wrong shape (mismatch-eager); the worker dies when k=2's pipeline starts
    # (as a fold of 0 // 0 there did): both outcomes are kept, and the case depends on k.
    monkeypatch.setenv("IRFUZZ_FAULT_INJECT", "segv@pipeline:2")
    with Sandbox(timeout=60) as sandbox:
        verdict = sandbox.check(Case(load("repeat-zero-count-wrong-shape.json")))
    assert [(o.k, o.outcome, o.numerics) for o in verdict.per_k] == [
        (1, "ok", "mismatch-eager"), (2, "crash", None), (3, "not-run", None), (4, "not-run", None)]
    assert sorted((f.symptom, f.k) for f in verdict.findings) == [("crash", 2), ("mismatch-eager", 1)]
    assert all(f.k_dependent for f in verdict.findings)


def test_k_dependence_comes_from_every_k_that_ran() -> None:
    wrong_shape = KOutcome(1, "ok", numerics="mismatch-eager")
    assert outcome_changes_with_k([wrong_shape, KOutcome(2, "crash"), KOutcome(3, "not-run")])
    assert not outcome_changes_with_k([KOutcome(1, "pass-error"), KOutcome(2, "not-run")])
    assert not outcome_changes_with_k([KOutcome(k, "ok", numerics="mismatch-eager") for k in (1, 2)])
    # an executor limit says nothing about the numbers
    assert not outcome_changes_with_k([KOutcome(1, "ok", numerics="executor-limit"), KOutcome(2, "ok", numerics="ok")])


# -- f. a native crash is named by its frames, not only by signal and pass --------------------

def _text(name: str) -> str:
    with open(os.path.join(DATA, name)) as f:
        return f.read()


def test_crash_frames_skip_the_signal_and_abort_machinery() -> None:
    assert frames_from_stack_dump(_text("sigfpe-stack-dump.txt")) == ["ConvertAtenViewOp::matchAndRewrite"]
    # SignalHandler, libc, __pthread_kill_implementation, raise, abort and an unnamed frame skipped
    assert frames_from_stack_dump(_text("abort-stack-dump.txt")) == [
        "mlir::torch::Torch::DecomposeAtenRepeatOp::matchAndRewrite"]
    assert frames_from_stack_dump("no dump here") == []


def test_a_replay_that_sleeps_is_cut_with_what_it_printed_and_a_busy_one_runs_on() -> None:
    """A crashed torch-mlir-opt whose signal handler deadlocks sleeps at no CPU: it is cut
    after `idle_s`, its output kept; one that works (CPU) runs until it ends, and `timeout`
    still bounds everything. The sleeping stand-in is a Python process (no torch-mlir)."""
    import subprocess
    import sys
    import time

    from oracles.processes import run_bounded

    start = time.monotonic()
    asleep = run_bounded([sys.executable, "-c", "import time; print('Stack dump:', flush=True); time.sleep(60)"],
                         timeout=60, idle_s=1.0)
    assert asleep.returncode < 0 and "Stack dump:" in asleep.stdout and time.monotonic() - start < 20
    spin = "import time\nend = time.monotonic() + 2.5\nwhile time.monotonic() < end: pass\nprint('done')"
    busy = run_bounded([sys.executable, "-c", spin], timeout=60, idle_s=1.0)
    assert busy.returncode == 0 and busy.stdout.strip() == "done"
    with pytest.raises(subprocess.TimeoutExpired):
        run_bounded([sys.executable, "-c", "import time; time.sleep(60)"], timeout=1.0)


@pytest.mark.integration
def test_two_crashes_in_one_pass_get_two_signatures() -> None:
    # Both kill convert-torch-to-linalg (the lowering) at k=1: by signal and pass alone they
    # differ only in the signal, and any other SIGFPE there would join the first.
    lowering = "builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)"
    view = crash_frames(_text("view-zero-elements-sigfpe.mlir"), lowering, 120)
    arange = crash_frames(_text("arange-8bit-segfault.mlir"), lowering, 120)
    assert view == ["ConvertAtenViewOp::matchAndRewrite"]
    assert arange[-1] == "ConvertAtenArangeStartStepOp::matchAndRewrite"
    same_signal = "native crash: worker killed by SIGFPE (rc 136)"
    assert signature_of("crash", "lowering", "convert-torch-to-linalg", f"{same_signal} at {view[0]}") != \
        signature_of("crash", "lowering", "convert-torch-to-linalg", f"{same_signal} at {' in '.join(arange)}")


@pytest.mark.integration
def test_one_run_names_the_function_a_pass_crashed_on_and_never_one_that_failed() -> None:
    """A batch's module holds one function per program: torch-mlir-opt under the crash
    reproducer recovers from the crash and names the function (oracles/sandbox.py pins the
    crash on its program with this one run); a pass that fails is no crash, and its function
    is not named."""
    lowering = "builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)"
    crash = _text("view-zero-elements-sigfpe.mlir").replace("@main", "@p1")
    clean = ("func.func @p0(%arg0: !torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32> {\n"
             "  %0 = torch.aten.neg %arg0 : !torch.vtensor<[3],f32> -> !torch.vtensor<[3],f32>\n"
             "  return %0 : !torch.vtensor<[3],f32>\n}\n")
    unsupported = clean.replace("@p0", "@p2").replace(
        "torch.aten.neg %arg0 : !torch.vtensor<[3],f32> -> !torch.vtensor<[3],f32>",
        'torch.operator "torch.aten.special_entr"(%arg0) : (!torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32>')
    both = crash.replace("module {", "module {\n" + clean, 1)
    assert crashing_function(both, lowering, 60) == CrashSite("p1", "convert-torch-to-linalg")
    failing = "module {\n" + clean + unsupported + "}\n"
    assert crashing_function(failing, lowering, 60) is None  # failed to legalize: not a crash
    assert crashing_function("module {\n" + clean + "}\n", lowering, 60) is None


@pytest.mark.integration
def test_a_crash_finding_names_its_frame() -> None:
    program = Program.from_json(_text("../../../corpus/regressions/view-zero-elements-sigfpe/program.json"))
    with Sandbox(timeout=60) as sandbox:
        (finding,) = sandbox.check(Case(program)).findings
    assert finding.symptom == "crash" and finding.pass_name == "convert-torch-to-linalg"
    assert finding.message.endswith("SIGFPE (rc 136) at ConvertAtenViewOp::matchAndRewrite"), finding.message


# -- g. IR a pass printed that does not parse back is the compiler's fault --------------------

def test_printed_ir_that_does_not_parse_back_is_a_printer_error() -> None:
    # IR_1 as a pipeline printed it: a folded literal with a dynamic shape.
    printed = _text("literal-dynamic-shape-printed.mlir")
    result = run_iterations("", OracleConfig(iterations=0), done=[printed])
    (finding,) = result.findings
    assert (finding.symptom, finding.stage, finding.k) == ("printer-error", "pipeline", 1)
    assert "elements literal type must have static shape" in finding.message
    assert finding.pipeline == "builtin.module(torch-function-to-torch-backend-pipeline)"
    assert finding.signature.startswith("printer-error-")
    assert [(o.outcome, o.lowered) for o in result.outcomes] == [("printer-error", False)]


# -- e. a model file's op that the Torch dialect lacks is a limitation -------------------------

@pytest.mark.integration
def test_a_model_op_missing_from_the_torch_dialect_is_a_limitation() -> None:
    # special_i1 has no decomposition in the default table (swapaxes, take_along_dim,
    # index_fill and narrow_copy come in through decompositions, generators/importer.py)
    verdict = check_case(Case(model_file=os.path.join(DATA, "special_i1_model.py")))
    assert verdict.status == "ok" and verdict.findings == [], [f.message for f in verdict.findings]
    (limit,) = verdict.limits
    assert (limit.symptom, limit.pass_name, limit.k) == ("dialect-limit", "torch-reduce-op-variants", 1)
    assert limit.message.endswith("torch.aten.special_i1")
    assert verdict.per_k[0].outcome == "dialect-limit"


# -- d. eager PyTorch against its own export is a reference problem ---------------------------

@pytest.mark.integration
def test_eager_disagreeing_with_its_export_is_counted_apart() -> None:
    # Eager arange computes the size in double near INT64_MIN (0 elements); the meta kernel
    # and torch.export say 1: what the compiled program should return is not defined. The
    # catalog now refuses such bounds, so a model file holds them.
    verdict = check_case(Case(model_file=os.path.join(DATA, "arange_near_int64_min_model.py")))
    assert verdict.status == "ok" and verdict.findings == [] and verdict.internal_error is None
    (limit,) = verdict.limits
    assert (limit.symptom, limit.stage) == ("reference-disagrees", "export")
    assert "[((1,), torch.int16)" in limit.message and "eager [((0,), torch.int16)" in limit.message


def test_a_backend_that_lowers_only_from_k2_on_says_nothing_about_k_dependence() -> None:
    """seed-5151 campaign (mismatch-eager-5debd4a40f13): TOSA had no conversion for an op at k = 1
    (backend-limit) and lowered IR_2 with wrong values; the same wrong values at every k it ran
    are no k-dependent defect. A limit at one k and a failure at the next are no change."""
    assert not outcome_changes_with_k([KOutcome(1, "backend-limit"), KOutcome(2, "ok", numerics="mismatch-eager"),
                                       KOutcome(3, "ok", numerics="mismatch-eager")])
    assert not outcome_changes_with_k([KOutcome(1, "ok", numerics="executor-limit"),
                                       KOutcome(2, "ok", numerics="mismatch-eager")])
    assert outcome_changes_with_k([KOutcome(1, "ok", numerics="ok"), KOutcome(2, "verifier-error")])


@pytest.mark.integration
def test_an_op_pytorch_decomposes_out_of_the_dialect_is_a_dialect_limit_and_a_catalog_op_stays_a_finding():
    """index_fill of a transposed view: torch.export's decomposition makes prims.copy_strided,
    which the Torch dialect lacks (seed-5151 campaign, sorted by hand: no torch-mlir bug). A
    dialect limit, not a finding; vstack, a catalog op outside the dialect, stays the finding
    its limitation entry records."""
    from generators.program import Program
    from oracles.case import Case
    from oracles.sandbox import Sandbox

    with open(os.path.join(ROOT, "tests", "data", "index_fill_transposed_copy_strided.json")) as fh:
        program = Program.from_json(fh.read())
    with open(os.path.join(ROOT, "corpus", "regressions", "limitation-vstack-not-in-torch-dialect",
                           "program.json")) as fh:
        vstack = Program.from_json(fh.read())
    with Sandbox(timeout=120) as sandbox:
        verdict = sandbox.check(Case(program, None, "none", 0))
        own = sandbox.check(Case(vstack, None, "none", 0))
    assert verdict.status == "ok" and [f.symptom for f in verdict.limits] == ["dialect-limit"], verdict.to_dict(False)
    assert "prims.copy_strided" in verdict.limits[0].message
    assert own.status == "finding" and own.findings[0].pass_name == "torch-reduce-op-variants"


def test_a_printer_error_is_reproduced_from_the_pipelines_input_not_from_the_text_that_does_not_parse() -> None:
    """The unparseable text itself fails to parse for ever, fixed or not: the finding carries the
    IR the pipeline ran on, and its reproducers run the pipeline and parse its output again."""
    from fuzz.findings.repro import standalone_repro_py, standalone_repro_sh

    printed = _text("literal-dynamic-shape-printed.mlir")
    source = "module {\n}\n"
    finding = printer_error(printed, 2, OracleConfig(), source)
    assert finding is not None and finding.stage_input_ir == source and finding.before_ir == source
    assert printed in finding.log
    script = standalone_repro_py(finding)
    assert "REPARSE = True" in script and "ir.Module.parse(str(module))" in script
    assert 'torch-mlir-opt "$TMP/out.mlir"' in standalone_repro_sh(finding)
