"""Reports a maintainer files as they are: one per defect, shown at the defect (issue 36).

Unit tests on real corpus entries (their why.md, expected.json, hand-written files), then
integration tests that build a handful of reports for real: the smallest verified file, the
introducing pass, the lit test at the first wrong node, the plain snippet in a fresh
interpreter, reachability on the finding's own output type and matched on the defect.
"""

import json
import os
import shutil

import pytest

from conftest import ROOT
from fuzz.finding_folder import FindingRecord
from fuzz.findings.at_defect import (
    HAND_LIT,
    AtDefect,
    at_defect_lines,
    lit_test,
    result_types,
    torch_type,
    with_hand_lit,
)
from fuzz.findings.defect_reports import manifestation_lines, resolve
from fuzz.findings.diagnosis import read_diagnosis
from fuzz.findings.opt_verify import mlir_files_smallest_first, own_pipeline
from fuzz.findings.reachability import _same_failure
from fuzz.findings.snippet import render_snippet
from fuzz.findings.user_path import BACKEND_PIPELINES, TORCH_BACKEND_PIPELINE, output_type_of
from generators.program import Program

REGRESSIONS = os.path.join(ROOT, "corpus", "regressions")


def _entry(name: str) -> str:
    return os.path.join(REGRESSIONS, name)


def _meta(name: str) -> dict:
    with open(os.path.join(_entry(name), "meta.json")) as fh:
        return json.load(fh)


def _record(name: str) -> FindingRecord:
    return FindingRecord.load(_entry(name))


def test_the_diagnosis_comes_from_why_md_sections():
    diagnosis = read_diagnosis(_entry("scatter-negative-dim-out-of-bounds-write-segfault"))
    assert diagnosis.title.startswith("scatter / scatter_add / scatter_reduce with a negative dim")
    assert "toPositiveDim" in diagnosis.why
    assert "TorchToTMTensor.cpp" in diagnosis.code and "0029fc2e1" in diagnosis.code
    assert "searched" in diagnosis.tracker
    assert diagnosis.at_fault == ""   # the failing pass is the place: nothing said otherwise
    assert read_diagnosis("/nonexistent").empty
    canonicalizer = read_diagnosis(_entry("roll-empty-dim-cat-canonicalize"))
    assert canonicalizer.at_fault.startswith("`convert-torch-to-linalg` (`ConvertAtenCatOp`)")


def test_any_entry_of_a_defect_gives_its_primary_report_listing_the_others(tmp_path):
    covered = resolve(_entry("roll-shift-larger-than-dim-bool"), REGRESSIONS)
    assert covered.defect == "roll-shift-larger-than-dim"
    assert os.path.basename(covered.primary) == "roll-shift-larger-than-dim"
    assert sorted(os.path.basename(o) for o in covered.others) == ["roll-shift-larger-than-dim-bool",
                                                                     "roll-shift-larger-than-dim-integer"]
    lines = "\n".join(manifestation_lines(covered))
    assert "## Also shows as" in lines and "`roll-shift-larger-than-dim-integer`" in lines
    # a campaign finding with the defect's root cause is that defect's report too
    finding = tmp_path / "mismatch-eager-000000000001"
    finding.mkdir()
    expected = json.load(open(os.path.join(_entry("roll-shift-larger-than-dim-integer"), "expected.json")))
    (finding / "meta.json").write_text(json.dumps({**_meta("roll-shift-larger-than-dim-integer"),
                                                   "root_cause": expected["root_cause"]}))
    known = resolve(str(finding), REGRESSIONS)
    assert known.defect == "roll-shift-larger-than-dim" and str(finding) in known.others
    # a finding the corpus does not know is its own report
    (finding / "meta.json").write_text(json.dumps({"symptom": "crash", "signature": "crash-0"}))
    assert resolve(str(finding), REGRESSIONS).defect is None


def test_the_smallest_file_comes_first_with_its_own_command():
    folder = _entry("remainder-int-fold-division-by-zero")
    files = mlir_files_smallest_first(folder)
    assert files[0] == "remainder-int-zero-fold.mlir" and "stage_input.mlir" not in files
    with open(os.path.join(folder, files[0])) as fh:
        assert own_pipeline(fh.read()) == "builtin.module(canonicalize)"
    assert own_pipeline("// RUN: torch-mlir-opt %s -pass-pipeline='builtin.module(func.func(cse))' | FileCheck %s") \
        == "builtin.module(func.func(cse))"
    assert own_pipeline("// no command here") is None


def test_the_user_path_is_the_output_type_the_finding_was_found_on():
    assert output_type_of(_record("slice-start-past-end-stablehlo-real-dynamic-slice")) == "stablehlo"
    assert output_type_of(_record("triu-int64-min-diagonal-tosa-mask-overflow")) == "tosa"
    assert output_type_of(_record("roll-shift-larger-than-dim")) == "linalg-on-tensors"


def test_the_user_pipelines_are_the_wheels_own():
    """torch_mlir.fx writes its two pipelines in its source: irfuzz replays exactly those."""
    import torch_mlir.compiler_utils
    import torch_mlir.fx

    fx_text = open(torch_mlir.fx.__file__).read()
    utils_text = open(torch_mlir.compiler_utils.__file__).read()
    assert "func.func(torch-match-quantized-custom-ops), torchdynamo-export-to-torch-backend-pipeline" in fx_text
    assert TORCH_BACKEND_PIPELINE.startswith("builtin.module(func.func(torch-match-quantized-custom-ops), ")
    for output_type, pipeline in BACKEND_PIPELINES.items():
        name = pipeline[len("builtin.module("):].split("{")[0].rstrip(")")
        assert name in utils_text, (output_type, name)


def test_reachability_matches_a_crash_on_its_frame_never_its_signal_alone():
    record = _record("remainder-int-fold-division-by-zero")   # SIGFPE in AtenRemainderIntOp::fold
    other = {"outcome": "crash", "signal": 8, "frame": "ConvertAtenViewOp::matchAndRewrite"}
    same = {"outcome": "crash", "signal": 8, "frame": "mlir::torch::Torch::AtenRemainderIntOp::fold"}
    assert not _same_failure(record, other)
    assert _same_failure(record, same)


def test_reachability_matches_a_failed_compiled_run_only_with_a_failed_run():
    """A compiled run that stopped with its runtime's error status (oracles/numerics.py
    RUN_FAILED, its status in details) is reached on the user's path by a run that fails too,
    not by wrong values."""
    from dataclasses import replace

    from fuzz.findings.reachability import describe_outcome

    record = replace(FindingRecord(), symptom="mismatch-eager", stage="execute-stablehlo",
                     message="IR_1 compiled vs eager: the compiled run failed: iree-cpu: running @main failed: "
                             "buffer_view_util.c:41: OUT_OF_RANGE; shape element count overflows device size",
                     details={"run_failed": "OUT_OF_RANGE", "executor": "iree-stablehlo"})
    failed = {"outcome": "run-failed", "diagnostic": "iree-cpu: running @main failed: OUT_OF_RANGE"}
    values = {"outcome": "mismatch", "output": 0, "what": "shape", "detail": "output 0: shape mismatch"}
    assert _same_failure(record, failed) and not _same_failure(record, values)
    assert describe_outcome(failed).startswith("compiles, then the compiled code stops with an error")


def test_a_lit_test_holds_eagers_type():
    assert torch_type([0, 5], "float32") == "!torch.vtensor<[0,5],f32>"
    assert torch_type([], "bool") == "!torch.vtensor<[],i1>"
    text = "func.func @main(%arg0: !torch.vtensor<[2,5],f32>) -> !torch.vtensor<[2,5],f32> {\n"
    assert result_types(text) == ["!torch.vtensor<[2,5],f32>"]
    test = lit_test("module {}\n", "builtin.module(torch-function-to-torch-backend-pipeline)",
                    "!torch.vtensor<[0,5],f32>", "shape", "aten.slice.Tensor")
    assert test.startswith("// RUN: torch-mlir-opt %s -pass-pipeline='builtin.module(torch-function-to-torch-backend"
                           "-pipeline)' | FileCheck %s")
    assert "// CHECK-SAME: -> !torch.vtensor<[0,5],f32>" in test


def test_a_shape_the_types_leave_open_is_shown_by_the_entrys_own_lit_test(tmp_path):
    """repeat with a 0 count: the wrong shape shows only at run time (the dims are dynamic), but
    the pass that makes it, DecomposeAtenFlattenUsingIntsOp, emits a view with -1 on a tensor
    with zero elements; the entry's hand-written lit.mlir checks that, fails today (verified
    with lit), and the report shows it as written by hand. A test whose CHECK lines hold
    today is said to pass, not to show the defect."""
    bare = AtDefect("v0", "aten.repeat", "shape", "the node alone", "", "", None, "!torch.vtensor<[0,1,4,2,0],f32>")
    found = with_hand_lit(bare, _entry("repeat-zero-count-flatten-view-wrong-shape"))
    assert found.lit_by_hand and found.lit_fails_today is True, found.lit_how
    assert "CHECK-NOT: torch.constant.int -1" in found.lit
    text = "\n".join(at_defect_lines(found))
    assert "### lit test (**verified: fails today**" in text and "written by hand" in text
    (tmp_path / HAND_LIT).write_text(found.lit.replace("CHECK-NOT: torch.constant.int -1",
                                                       "CHECK-NOT: torch.constant.int -7"))
    assert with_hand_lit(bare, str(tmp_path)).lit_fails_today is False
    assert with_hand_lit(bare, str(tmp_path / "none")) == bare          # no lit.mlir: as it was


def test_the_snippet_is_plain_python_for_the_findings_output_type():
    program = Program.from_json(open(os.path.join(_entry("roll-shift-larger-than-dim"), "program.json")).read())
    text = render_snippet(program, ["torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0], dtype=torch.float32)"],
                          _record("roll-shift-larger-than-dim"), "linalg-on-tensors", True, "builtin.module(inline)")
    compile(text, "snippet.py", "exec")
    imports = [line for line in text.splitlines() if line.lstrip().startswith(("import ", "from "))]
    assert all(line.split()[1].split(".")[0] in ("os", "sys", "traceback", "torch", "torch_mlir", "ctypes", "re")
               for line in imports), imports
    assert 'output_type="linalg-on-tensors", decomposition_table=None' in text
    assert "run_on_refbackend(module, inputs)" in text
    stablehlo = render_snippet(program, ["torch.tensor([1.0], dtype=torch.float32)"],
                               FindingRecord(symptom="verifier-error", stage="lowering-stablehlo"), "stablehlo",
                               False, None)
    assert 'output_type="stablehlo", decomposition_table={}' in stablehlo
    assert render_snippet(program, ["<float32 tensor of shape [100]>"], FindingRecord(), "tosa", True, None) is None


@pytest.mark.integration
def test_a_failure_of_mlirs_tosa_to_linalg_is_shown_by_the_snippet():
    """A non-numeric failure on the TOSA path after torch-mlir (MLIR's tosa-to-linalg on an
    i64 `tosa.negate`, seed 7373): the snippet converts TOSA to linalg as upstream's e2e does
    and runs the RefBackend, so it shows the failure with torch and torch-mlir alone."""
    from fuzz.findings.snippet import verify_snippet
    from oracles.executors.refbackend import lowering_pipeline

    name = "tosa-negate-i64-to-linalg-intermediate-width-overflow"
    program = Program.from_json(open(os.path.join(_entry(name), "program.json")).read())
    record = _record(name)
    text = render_snippet(program, ["torch.tensor([[1, -2, 3], [4, 5, -6]], dtype=torch.int64)"], record, "tosa",
                          True, lowering_pipeline())
    assert "run_on_refbackend(to_linalg(module), inputs)" in text
    check = verify_snippet(text, record)
    assert check.shows, check


@pytest.mark.integration
def test_a_random_ops_values_outside_its_range_are_shown_by_the_snippet():
    """Random values are compared as the oracle compares them (within the op's range, NaN
    outside): IREE's f16 `stablehlo.rng` gives NaN for `rand_like`, which a check of shape and
    dtype alone passed. The snippet says so, and says it when every output is as eager's."""
    from fuzz.findings.snippet import verify_snippet

    name = "iree-stablehlo-rng-uniform-f16-nan"
    program = Program.from_json(open(os.path.join(_entry(name), "program.json")).read())
    record = _record(name)
    text = render_snippet(program, ["torch.zeros(2, 4)"], record, "stablehlo", True, "iree")
    assert "RANGE = (0.0, 1.0)" in text
    check = verify_snippet(text, record)
    assert check.shows, check
    within = verify_snippet(text.replace("RANGE = (0.0, 1.0)", "RANGE = None"), record)
    assert within.status == "does-not-show" and within.how == "every output as eager's", within


@pytest.mark.integration
def test_an_onnx_frontend_miscompile_is_shown_on_the_onnx_users_path():
    """DepthToSpace's CRD mode is pixel_shuffle: through FX torch-mlir computes it right, and
    only the ONNX conversion permutes it wrongly. The snippet exports to ONNX, imports with
    torch-mlir's ONNX importer and runs the ONNX user's pipelines, so it shows the failure."""
    from fuzz.findings.snippet import verify_snippet
    from oracles.executors.refbackend import lowering_pipeline

    pytest.importorskip("onnx", reason="the onnx extra is not installed (pip install -e '.[onnx]')")
    name = "onnx-depth-to-space-crd-wrong-permutation"
    program = Program.from_json(open(os.path.join(_entry(name), "program.json")).read())
    record = _record(name)
    inputs = ["torch.arange(24, dtype=torch.float32).reshape(1, 4, 2, 3)"]
    text = render_snippet(program, inputs, record, "linalg-on-tensors", True, lowering_pipeline())
    assert "module = onnx_export_and_import(exported, inputs)" in text
    check = verify_snippet(text, record)
    assert check.shows, check
    through_fx = render_snippet(program, inputs, FindingRecord(symptom=record.symptom, stage=record.stage),
                                "linalg-on-tensors", True, lowering_pipeline())
    assert verify_snippet(through_fx, record).status == "does-not-show"


# -- for real ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def reports(tmp_path_factory):
    """Reports of a few entries, built for real on a copy of the corpus (one Sandbox)."""
    from fuzz.findings.reachability import FactsSource
    from fuzz.findings.upstream import build_report

    root = tmp_path_factory.mktemp("defects") / "regressions"
    shutil.copytree(REGRESSIONS, root, ignore=shutil.ignore_patterns("upstream.json", "introduced.mlir"))
    built, sandboxes = {}, []
    with FactsSource() as source:
        for name in ("remainder-int-fold-division-by-zero", "slice-start-past-end-stablehlo-real-dynamic-slice",
                     "slice-start-int64-max-wrong-shape-lowering-error", "roll-empty-dim-cat-canonicalize",
                     "roll-shift-larger-than-dim-integer"):
            built[name] = build_report(str(root / name), source=source, regressions=str(root))
            sandboxes.append(source.sandbox())
    # the caller's source is the caller's: a report never closes it, so one Sandbox serves all
    assert all(sandbox is sandboxes[0] for sandbox in sandboxes)
    return built


@pytest.mark.integration
def test_remainder_is_shown_on_its_own_eight_lines_and_judged_by_its_own_frame(reports):
    report = reports["remainder-int-fold-division-by-zero"]
    assert report.verification.verified and report.verification.command.input_file == "remainder-int-zero-fold.mlir"
    # the default path crashes too, in ConvertAtenViewOp (another defect): that is no reach
    assert report.reachability.label.startswith("irfuzz pipeline only"), report.reachability.sentence
    assert "ConvertAtenViewOp" in report.reachability.sentence


@pytest.mark.integration
def test_a_stablehlo_defect_is_reached_through_output_type_stablehlo(reports):
    report = reports["slice-start-past-end-stablehlo-real-dynamic-slice"]
    assert report.reachability.label == "default path", report.reachability.sentence
    assert 'output_type="stablehlo"' in report.reachability.sentence


@pytest.mark.integration
def test_a_wrong_shape_gets_a_lit_test_that_fails_today(reports):
    report = reports["slice-start-int64-max-wrong-shape-lowering-error"]   # the defect's primary: the miscompile
    assert report.covered.defect == "slice-start-int64-max-taken-as-zero"
    at = report.at_defect
    assert at is not None and at.lit is not None and at.lit_fails_today is True, (at and at.lit_how)
    assert "// CHECK-SAME: -> !torch.vtensor<[0,5],f32>" in at.lit
    assert "### lit test (**verified: fails today**" in report.text


@pytest.mark.integration
def test_the_cat_canonicalizer_defect_is_introduced_earlier_and_reached_by_the_default_call(reports):
    """The lowering fails on IR a refinement made (shown, verified), but checked by hand it
    fails on any cat whose operands are all empty, canonicalized or not: why.md's `At fault`
    names the lowering and the canonicalizer, and the title says so, not the refinement."""
    report = reports["roll-empty-dim-cat-canonicalize"]
    found = report.introduction
    assert found is not None and found.verified and found.rejecter == "convert-torch-to-linalg", found
    assert found.introducer != "convert-torch-to-linalg"
    assert f"## Introduced by `{found.introducer}`" in report.text
    assert f"the fault is not in `{found.introducer}`, whose IR only exposes it" in report.text
    assert report.text.splitlines()[0].startswith(
        "# [torch-mlir] `convert-torch-to-linalg` (`ConvertAtenCatOp`) and `canonicalize` (`AtenCatOp`'s pattern): ")
    # the roll that found it is decomposed by PyTorch first; the cat of empties is not
    assert report.reachability.label == "default path", report.reachability.sentence
    assert "cat-all-empty-operands-erased" in report.reachability.sentence
    assert report.snippet_check is not None and report.snippet_check.shows, report.snippet_check


@pytest.mark.integration
def test_a_wrong_value_has_a_snippet_that_shows_it_with_torch_and_torch_mlir_alone(reports):
    report = reports["roll-shift-larger-than-dim-integer"]
    assert report.covered.defect == "roll-shift-larger-than-dim"
    assert report.snippet_check is not None and report.snippet_check.shows, report.snippet_check
    assert report.at_defect is not None and report.at_defect.snippet_check.shows


def test_an_input_literal_is_one_expression_even_with_nan():
    """A snippet embeds each input literal in a tuple: one with a NaN must still evaluate (a
    trailing comment once swallowed its dtype, and the snippet's SyntaxError passed for the
    failure: tests below)."""
    import torch

    from oracles.upstream_facts import literal

    text = literal(torch.tensor([1.0, float("nan"), float("-inf")], dtype=torch.float32))
    rebuilt = eval(f"({text}, 7)", {"torch": torch})[0]
    assert rebuilt.dtype == torch.float32 and torch.isnan(rebuilt[1]) and rebuilt[2] == float("-inf")


def test_a_snippet_that_fails_by_itself_never_shows_the_finding():
    """Exit 1 is the snippet's verdict only with its own failure line; Python's exit 1 on a
    SyntaxError or an uncaught error is the snippet's fault: could not run."""
    from fuzz.findings.snippet import verify_snippet

    record = FindingRecord.from_dict({"symptom": "lowering-error", "stage": "lowering-stablehlo",
                                      "message": "out of memory: a pass threw std::bad_alloc"})
    broken = verify_snippet("import torch\ninputs = (torch.tensor([1.0]  # oops, dtype=torch.float32),)\n", record)
    assert broken.status == "could-not-run" and "SyntaxError" in broken.how, broken
    raised = verify_snippet("raise RuntimeError('not the compiler')\n", record)
    assert raised.status == "could-not-run", raised
    reported = verify_snippet("import sys\nprint('torch-mlir failed: out of memory: a pass threw std::bad_alloc')\n"
                              "sys.exit(1)\n", record)
    assert reported.shows, reported
