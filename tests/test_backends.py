"""Extra backends (oracles/backends.py): TOSA and StableHLO lowered, run and judged, with real
torch-mlir and real IREE, on programs frozen under tests/data/backends/."""

import os
from dataclasses import replace

import pytest

IREE_MISSING = "the stablehlo backend runs on IREE: pip install iree-base-compiler iree-base-runtime"
pytest.importorskip("iree.compiler", reason=IREE_MISSING)
pytest.importorskip("iree.runtime", reason=IREE_MISSING)

from generators.program import Program  # noqa: E402
from oracles.backends import program_outcome, run_extra_backends  # noqa: E402
from oracles.batch import check_batch  # noqa: E402
from oracles.case import Case, check_case, prepare_case  # noqa: E402
from oracles.iterate import OracleConfig, run_iterations  # noqa: E402
from oracles.numerics import NumericReference  # noqa: E402

pytestmark = pytest.mark.integration

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "backends")
BOTH = OracleConfig(extra_backends=("tosa", "stablehlo"))


def fixture(name: str) -> Program:
    with open(os.path.join(DATA, f"{name}.json")) as fh:
        return Program.from_json(fh.read())


@pytest.fixture(scope="module")
def runs_on_both():
    """uint8 reshape/cat/select and an int8 -> int64 copy: both backends legalize and run it
    (the uint8 argument reaches IREE with an `iree.abi.encoding` attribute)."""
    case = Case(fixture("runs_on_both"), erase="none", config=BOTH)
    return case, check_case(case)


def test_program_executes_on_tosa_and_stablehlo_with_numbers_as_eager(runs_on_both):
    _, verdict = runs_on_both
    assert verdict.status == "ok", [f.summary() for f in verdict.findings]
    assert not verdict.limits, [f.summary() for f in verdict.limits]
    # "ok" in the per-k table is the numeric judgement's (unjudged would read "lowered").
    assert all(o.backends == {"tosa": "ok", "stablehlo": "ok"} for o in verdict.per_k), verdict.per_k
    assert verdict.timings["execute-tosa"] > 0 and verdict.timings["execute-stablehlo"] > 0
    assert program_outcome(verdict, "tosa") == program_outcome(verdict, "stablehlo") == "executed"


def test_backend_numbers_are_compared_with_eager(runs_on_both):
    """Wrong eager values in the reference make both backends report mismatch-eager, each under
    its own execute-<backend> stage and signature: their numbers are really compared."""
    import torch

    case, _ = runs_on_both
    prepared = prepare_case(case)
    reference = prepared.reference
    wrong = [reference.eager[0] + 1] + list(reference.eager[1:])
    plain = run_iterations(prepared.raw_ir, OracleConfig())   # IR_k only, no numbers
    findings, limits = run_extra_backends(plain.texts, plain.outcomes, BOTH,
                                          NumericReference(reference.inputs, wrong, reference.rules),
                                          lambda *a: None, {})
    assert not limits
    by_stage = {f.stage: f for f in findings}
    assert set(by_stage) == {"execute-tosa", "execute-stablehlo"}
    assert all(f.symptom == "mismatch-eager" for f in findings)
    assert by_stage["execute-tosa"].signature != by_stage["execute-stablehlo"].signature
    assert by_stage["execute-tosa"].details["executor"] == "tosa-refbackend"
    assert by_stage["execute-stablehlo"].details["executor"] == "iree-stablehlo"
    assert torch.equal(reference.eager[0] + 1, wrong[0])


def test_legalization_failure_is_a_backend_limit_not_a_finding():
    """TOSA has no conversion for this slice (start INT64_MIN on an empty tensor): a
    backend-limit of convert-torch-to-tosa, once per case; StableHLO runs it."""
    verdict = check_case(Case(fixture("tosa_cannot_slice"), erase="none", config=BOTH))
    assert verdict.status == "ok", [f.summary() for f in verdict.findings]
    assert [(f.symptom, f.stage, f.pass_name) for f in verdict.limits] == [
        ("backend-limit", "lowering-tosa", "convert-torch-to-tosa")]
    assert "torch.aten.slice.Tensor" in verdict.limits[0].message
    assert all(o.backends == {"tosa": "backend-limit", "stablehlo": "ok"} for o in verdict.per_k)
    assert program_outcome(verdict, "tosa") == "backend-limit"


def test_a_buffer_returned_from_either_branch_is_freed_and_the_program_runs_on_tosa():
    """A `where` with a constant condition, lowered through TOSA, returns one of two buffers;
    freeing it needs a library function that `buffer-deallocation-pipeline` adds only when it
    runs on the module. Upstream's RefBackend nests it in `func.func`, and so did the executor:
    every such program was a lowering-error of the TOSA path (a false finding of the seed-3838
    campaign sorted by hand). On the module it runs, with eager's numbers."""
    verdict = check_case(Case(fixture("tosa_where_returns_either_buffer"), erase="torchscript", input_seed=8964,
                              config=OracleConfig(extra_backends=("tosa",))))
    assert verdict.status == "ok", [f.summary() for f in verdict.findings]
    assert all(o.backends == {"tosa": "ok"} for o in verdict.per_k)


def test_op_left_unconverted_is_a_limit_named_after_that_op():
    """convert-torch-to-stablehlo leaves scatter_reduce.two in place (a partial conversion with no
    pattern for it); the finalizing type conversion then fails on its torch.constant.bool
    operand. That is the backend's coverage, named after scatter_reduce, not a lowering-error
    (a campaign reported it as one before the limit looked past the conversion pass)."""
    verdict = check_case(Case(fixture("stablehlo_leaves_scatter_reduce"), erase="none",
                              config=OracleConfig(extra_backends=("stablehlo",))))
    assert not [f for f in verdict.findings if f.stage.endswith("stablehlo")], [f.summary() for f in verdict.findings]
    [limit] = [f for f in verdict.limits if f.stage == "lowering-stablehlo"]
    assert limit.symptom == "backend-limit"
    assert limit.pass_name == "torch-finalizing-backend-type-conversion-for-stablehlo"
    assert limit.message.startswith("stablehlo has no conversion for torch.aten.scatter_reduce.two:")


def test_stablehlo_op_iree_cannot_legalize_is_an_executor_limit():
    """With erased types torch-mlir lowers this program to a ui8 `stablehlo.dynamic_broadcast_in_dim`,
    which IREE's StableHLO input conversion refuses: IREE's coverage, an executor-limit of the
    stablehlo path, not a finding (a campaign reported it as a lowering-error before)."""
    verdict = check_case(Case(fixture("iree_cannot_legalize_dynamic_broadcast"), erase="intermediate",
                              input_seed=1796393932, config=OracleConfig(extra_backends=("stablehlo",))))
    assert not [f for f in verdict.findings if f.stage.endswith("stablehlo")], [f.summary() for f in verdict.findings]
    limits = [f for f in verdict.limits if f.stage == "execute-stablehlo"]
    assert [f.symptom for f in limits] == ["executor-limit"]
    assert "IREE cannot legalize stablehlo.dynamic_broadcast_in_dim" in limits[0].message
    assert program_outcome(verdict, "stablehlo") == "executor-limit"


def test_batched_path_runs_each_programs_own_backends(runs_on_both):
    """In a batch, the backends run per program with its own config: the verdicts equal the
    single path's, and a program without backends gets none."""
    case, alone = runs_on_both
    limited = Case(fixture("tosa_cannot_slice"), erase="none", config=BOTH)
    plain = Case(fixture("tosa_cannot_slice"), erase="none", config=OracleConfig(), input_seed=1)
    verdicts = check_batch([case, plain, limited])
    assert [o.backends for o in verdicts[0].per_k] == [o.backends for o in alone.per_k]
    assert all(o.backends is None for o in verdicts[1].per_k) and not verdicts[1].limits
    assert [f.signature for f in verdicts[2].limits] == [f.signature for f in check_case(limited).limits]


def test_campaign_share_is_deterministic_per_index():
    from fuzz.campaign.state import CampaignSettings
    from generators.generate import GeneratorConfig

    settings = CampaignSettings(7, 16, ("none",), GeneratorConfig(), OracleConfig(), backend_share=0.25)
    chosen = [i for i in range(400) if settings.oracle_for(i).extra_backends]
    assert chosen == [i for i in range(400) if settings.oracle_for(i).extra_backends]
    assert 60 <= len(chosen) <= 140
    assert all(settings.oracle_for(i).extra_backends == ("tosa", "stablehlo") for i in chosen)
    assert CampaignSettings.from_dict(settings.to_dict()) == settings
    off = replace(settings, backend_share=0.0)
    assert not any(off.oracle_for(i).extra_backends for i in range(100))


def test_backend_numeric_finding_reproduces_with_also_lower():
    from fuzz.findings.repro import repro_command
    from oracles.verdict import Finding

    finding = Finding(symptom="mismatch-eager", stage="execute-tosa", k=2, message="IR_2 compiled vs eager",
                      details={"executor": "tosa-refbackend"})
    assert repro_command(finding, "none", 5) == (f"irfuzz check program.json --erase none --seed 5 "
                                                 f"--also-lower tosa --expect {finding.signature}")


def test_a_shape_constraint_iree_cannot_legalize_is_an_executor_limit():
    """torch-mlir guards a dynamic broadcast of two operands with `shape.cstr_broadcastable`;
    IREE's StableHLO input pipeline makes it a `shape.cstr_require` it cannot legalize (seed
    7373, lowering-error-580ed58704e5, a `where.self` of dynamic operands, sorted by hand as
    IREE's coverage, not a defect): an executor-limit, like a StableHLO op it cannot legalize."""
    pytest.importorskip("iree.compiler")
    from oracles.executors import ExecutorLimit
    from oracles.executors.stablehlo import IreeStablehloExecutor

    module = """func.func @main(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %sa = shape.shape_of %a : tensor<?xf32> -> tensor<1xindex>
  %sb = shape.shape_of %b : tensor<?xf32> -> tensor<1xindex>
  %w = shape.cstr_broadcastable %sa, %sb : tensor<1xindex>, tensor<1xindex>
  %r = shape.assuming %w -> tensor<?xf32> {
    %s = stablehlo.add %a, %b : tensor<?xf32>
    shape.assuming_yield %s : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
"""
    with pytest.raises(ExecutorLimit, match="IREE cannot legalize shape.cstr_require"):
        IreeStablehloExecutor().compile(module)


def test_an_iree_failure_that_names_no_illegal_op_stays_a_compile_failure():
    """Only IREE's "illegal operations" error and a named op make a limit: another failure of
    IREE (a verifier error of its own) stays a CompileFailure, a finding."""
    pytest.importorskip("iree.compiler")
    from oracles.executors import CompileFailure, ExecutorLimit
    from oracles.executors.stablehlo import IreeStablehloExecutor

    invalid = """func.func @main(%a: tensor<2xf32>) -> tensor<3xf32> {
  %r = stablehlo.add %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}
"""
    with pytest.raises(CompileFailure) as raised:
        IreeStablehloExecutor().compile(invalid)
    assert not isinstance(raised.value, ExecutorLimit)


def test_a_compiled_run_that_stops_with_an_error_status_is_a_finding_not_an_internal_error(sandbox):
    """A slice whose start (4) is past its end (1) on a dynamic dim: eager gives an empty
    tensor; the StableHLO lowering computes a negative size, and IREE's runtime refuses the
    buffer (OUT_OF_RANGE, which its Python bindings raise as an IndexError). Seen as an
    internal error in a campaign (seed 2468); it is the compiled code's wrong result, keyed by
    the status, not by the values in the message. Some runs abort in IREE's runtime instead
    (a CI run's worker died of it): a crash finding, as irfuzz records any native death of the
    compiled code; never an internal error either way."""
    case = Case(fixture("stablehlo_slice_start_past_end_run_fails"), erase="intermediate",
                config=OracleConfig(extra_backends=("stablehlo",)))
    verdict = sandbox.check(case)  # in a worker, as a campaign checks it
    assert verdict.internal_error is None, verdict.internal_error
    [finding] = [f for f in verdict.findings if f.stage == "execute-stablehlo"]
    assert finding.k == 1 and finding.symptom in ("mismatch-eager", "crash"), finding
    if finding.symptom == "mismatch-eager":
        assert "the compiled run failed" in finding.message and "OUT_OF_RANGE" in finding.message
        assert finding.details["executor"] == "iree-stablehlo"
        from fuzz.findings.root_cause import locus_of

        # its own place, not wrong values (which a memory error in compiled code also gives)
        assert locus_of(finding).op == "-: the compiled run failed"
