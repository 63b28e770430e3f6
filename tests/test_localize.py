"""Naming the failing pass, and the culprit cache that must never file a failure under
another pass (oracles/localize.py, oracles/iterate.py), on the real torch-mlir."""

from __future__ import annotations

import json
import os
import tempfile

import pytest

from conftest import ROOT
from generators.mlir import new_context, parse_module
from generators.program import Program
from oracles import iterate
from oracles.case import Case
from oracles.iterate import OracleConfig, failure_finding, localized_afresh, share_culprits
from oracles.pipeline import PipelineFailure, failed_passes, parse_failed_passes, run_pipeline
from oracles.verdict import normalize_message

# canonicalize folds the two casts into one from si64 to f32, which does not verify.
CAST_OF_CAST = """
func.func @main(%arg0: !torch.vtensor<[3,2],si64>) -> !torch.vtensor<[3,2],f32> {
  %0 = torch.tensor_static_info_cast %arg0 : !torch.vtensor<[3,2],si64> to !torch.vtensor
  %1 = torch.tensor_static_info_cast %0 : !torch.vtensor to !torch.vtensor<[3,2],f32>
  return %1 : !torch.vtensor<[3,2],f32>
}
"""

# canonicalize leaves this alone; torch-simplify-dtype-calculations refines %0 to si64 and
# casts it to the f32 that %1's dtype function computes: the same verifier error, another pass.
DTYPE_CALCULATION = """
func.func @main(%arg0: !torch.vtensor<[3,2],si64>) -> !torch.vtensor {
  %int4 = torch.constant.int 4
  %int6 = torch.constant.int 6
  %0 = torch.dtype.calculate {
    %3 = torch.aten.neg %arg0 : !torch.vtensor<[3,2],si64> -> !torch.vtensor<[3,2],unk>
    torch.dtype.calculate.yield %3 : !torch.vtensor<[3,2],unk>
  } dtypes {
    torch.dtype.calculate.yield.dtypes %int4 : !torch.int
  } : !torch.vtensor<[3,2],unk>
  %1 = torch.dtype.calculate {
    torch.dtype.calculate.yield %0 : !torch.vtensor<[3,2],unk>
  } dtypes {
    torch.dtype.calculate.yield.dtypes %int6 : !torch.int
  } : !torch.vtensor<[3,2],unk>
  %2 = torch.tensor_static_info_cast %1 : !torch.vtensor<[3,2],unk> to !torch.vtensor
  return %2 : !torch.vtensor
}
"""

BOTH = "builtin.module(func.func(canonicalize,torch-simplify-dtype-calculations))"


def _fail(ir: str, pipeline: str, record_failed_passes: bool = False) -> PipelineFailure:
    with pytest.raises(PipelineFailure) as info:
        run_pipeline(parse_module(ir, new_context()), pipeline, record_failed_passes=record_failed_passes)
    return info.value


@pytest.fixture
def empty_cache(monkeypatch):
    monkeypatch.setattr(iterate, "_CULPRITS", {})
    monkeypatch.setattr(iterate, "_LOCALIZED", set())
    monkeypatch.setattr(iterate, "_SHARED", iterate._SharedAnswers())


def test_parse_failed_passes_innermost_first() -> None:
    dump = ("// -----// IR Dump After SimplifyDtypeCalculations Failed: torch-simplify-dtype-calculations"
            " ('func.func' operation: @main) //----- //\nfunc.func @main() {\n}\n"
            "// -----// IR Dump After LowerToBackendContract Failed: torch-lower-to-backend-contract"
            "{ decompose=true max-iterations=10} //----- //\nmodule {\n}\n")
    assert parse_failed_passes(dump) == ("torch-simplify-dtype-calculations",
                                         "torch-lower-to-backend-contract{ decompose=true max-iterations=10}")
    assert parse_failed_passes("// -----// IR Dump Before Canonicalizer: canonicalize //----- //\n") == ()


@pytest.mark.integration
def test_after_failure_names_verifier_failures_and_nested_passes() -> None:
    # A verifier error after a pass (verify-each) is that pass failing.
    failure, chain = failed_passes(CAST_OF_CAST, "builtin.module(func.func(canonicalize))")
    assert failure is not None and "cast incompatible" in failure.message
    assert [c.split("{")[0] for c in chain] == ["canonicalize"]
    # Nested in a dynamic pipeline: the inner pass first, then the pass that ran it.
    failure, chain = failed_passes(CAST_OF_CAST, "builtin.module(torch-lower-to-backend-contract)")
    assert failure is not None and "cast incompatible" in failure.message
    assert [c.split("{")[0] for c in chain] == ["canonicalize", "torch-lower-to-backend-contract"]
    failure, chain = failed_passes(DTYPE_CALCULATION, BOTH)
    assert failure is not None and chain == ("torch-simplify-dtype-calculations",)
    # Nothing fails, nothing is named.
    assert failed_passes(CAST_OF_CAST, "builtin.module(func.func(cse))") == (None, ())


@pytest.mark.integration
def test_a_run_that_records_its_failed_passes_names_those_a_second_run_would(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    for ir, pipeline in [(CAST_OF_CAST, "builtin.module(func.func(canonicalize))"),
                         (CAST_OF_CAST, "builtin.module(torch-lower-to-backend-contract)"),   # nested: two
                         (DTYPE_CALCULATION, BOTH)]:
        recorded = _fail(ir, pipeline, record_failed_passes=True)
        again, chain = failed_passes(ir, pipeline)
        assert again is not None and recorded.message == again.message
        assert recorded.failed_passes == chain and chain, (pipeline, recorded.failed_passes, chain)
    assert _fail(CAST_OF_CAST, BOTH).failed_passes is None   # not asked: not recorded
    run_pipeline(parse_module(CAST_OF_CAST, new_context()), "builtin.module(func.func(cse))", record_failed_passes=True)
    assert os.listdir(tmp_path) == []   # the dumps' folder goes, failed or not


@pytest.mark.integration
def test_a_recorded_failure_is_named_from_the_cache_without_a_second_run(empty_cache, monkeypatch) -> None:
    """The trap of the test below, with failures that recorded their passes: each repeat is
    still filed under its own pass, and no pipeline runs again to say which."""
    def finding(ir):
        failure = _fail(ir, BOTH, record_failed_passes=True)
        return failure_finding(failure, "pipeline", 1, ir, BOTH, OracleConfig())

    a, b = finding(CAST_OF_CAST), finding(DTYPE_CALCULATION)
    assert (a.pass_name, b.pass_name) == ("canonicalize", "torch-simplify-dtype-calculations")

    def no_second_run(*args):
        raise AssertionError("the failed passes were recorded: no second run")
    monkeypatch.setattr(iterate, "failed_passes", no_second_run)
    again_b, again_a = finding(DTYPE_CALCULATION), finding(CAST_OF_CAST)
    assert (again_a.signature, again_b.signature) == (a.signature, b.signature)
    assert not again_a.pass_confirmed and not again_b.pass_confirmed   # from the cache


@pytest.mark.integration
def test_same_message_from_two_passes_gets_two_signatures(empty_cache) -> None:
    first, second = _fail(CAST_OF_CAST, BOTH), _fail(DTYPE_CALCULATION, BOTH)
    assert normalize_message(first.message) == normalize_message(second.message)  # the trap
    a = failure_finding(first, "pipeline", 1, CAST_OF_CAST, BOTH, OracleConfig())
    b = failure_finding(second, "pipeline", 1, DTYPE_CALCULATION, BOTH, OracleConfig())
    assert (a.pass_name, b.pass_name) == ("canonicalize", "torch-simplify-dtype-calculations")
    assert a.symptom == b.symptom == "verifier-error"
    assert a.signature != b.signature
    assert a.pass_confirmed and b.pass_confirmed  # both localized, neither taken from the cache
    # Repeats still come from the cache (no localization: not confirmed), each under its own pass.
    again_b = failure_finding(_fail(DTYPE_CALCULATION, BOTH), "pipeline", 1, DTYPE_CALCULATION, BOTH, OracleConfig())
    again_a = failure_finding(_fail(CAST_OF_CAST, BOTH), "pipeline", 1, CAST_OF_CAST, BOTH, OracleConfig())
    assert (again_a.signature, again_b.signature) == (a.signature, b.signature)
    assert not again_a.pass_confirmed and not again_b.pass_confirmed


@pytest.mark.integration
def test_the_answers_are_shared_through_a_file_and_afresh_localizes_in_full(empty_cache, tmp_path) -> None:
    """What one worker localized, the next one of its Sandbox reads (oracles/worker.py), and a
    half-written last line costs nothing; `localized_afresh` ignores the answers."""
    shared = str(tmp_path / "culprits.jsonl")
    share_culprits(shared)
    first = failure_finding(_fail(CAST_OF_CAST, BOTH), "pipeline", 1, CAST_OF_CAST, BOTH, OracleConfig())
    assert first.pass_confirmed
    (row,) = [json.loads(line) for line in open(shared)]
    assert row["pass_name"] == "canonicalize" and [p.split("{")[0] for p in row["failed_passes"]] == ["canonicalize"]
    with open(shared, "a") as fh:
        fh.write('{"stage": "pipeline", "pipel')   # a worker killed mid-write
    # Another worker: nothing in memory, the file only.
    iterate.forget_culprits()
    share_culprits(shared)
    again = failure_finding(_fail(CAST_OF_CAST, BOTH), "pipeline", 1, CAST_OF_CAST, BOTH, OracleConfig())
    assert (again.signature, again.pass_confirmed) == (first.signature, False)
    with localized_afresh():
        stored = failure_finding(_fail(CAST_OF_CAST, BOTH), "pipeline", 1, CAST_OF_CAST, BOTH, OracleConfig())
    assert (stored.signature, stored.pass_confirmed, stored.single_pass) == (first.signature, True, first.single_pass)
    assert len(open(shared).read().splitlines()) == 2   # nothing added: the answer was known


@pytest.mark.integration
def test_a_sandbox_s_next_worker_reuses_the_answer_and_a_check_afresh_confirms_the_pass() -> None:
    from oracles.sandbox import Sandbox

    folder = os.path.join(ROOT, "corpus", "regressions", "roll-empty-dim-cat-canonicalize")
    with open(os.path.join(folder, "program.json")) as fh:
        case = Case(Program.from_json(fh.read()), erase="none")
    with Sandbox() as sandbox:
        (first,) = sandbox.check(case).findings
        sandbox._drop_worker()   # as after a native crash
        (repeat,) = sandbox.check(case).findings
        (stored,) = sandbox.check(case, afresh=True).findings
    assert first.pass_confirmed and first.single_pass
    assert (repeat.signature, repeat.pass_confirmed) == (first.signature, False)
    assert (stored.signature, stored.pass_confirmed, stored.single_pass) == (first.signature, True, first.single_pass)
