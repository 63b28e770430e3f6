"""`irfuzz upstream`: the report's structure on fixture folders (tests/data/upstream/).

The facts a worker would compute (reachability, tensors as literals) come from each
fixture's facts.json, so no torch runs here; the torch-mlir-opt command is run for real
(the binary alone, well under a second). tests/test_upstream_corpus.py does everything
for real on every corpus bug.
"""

import ast
import json
import os
import re
import shutil
from dataclasses import replace

import pytest

from conftest import ROOT, run_irfuzz
from fuzz.finding_folder import FindingRecord
from fuzz.findings.opt_verify import Expected, signal_of, verify_opt_command
from fuzz.findings.reachability import FACTS_FILE, facts_key, judge, load_facts
from fuzz.findings.snippet import SnippetCheck, _judge_failure
from fuzz.findings.upstream import read_finding, render
from fuzz.versions import versions

DATA = os.path.join(ROOT, "tests", "data", "upstream")


def _fixture(tmp_path, name):
    folder = tmp_path / name
    shutil.copytree(os.path.join(DATA, name), folder)
    with open(folder / "facts.json") as fh:
        facts = json.load(fh)
    return str(folder), facts


def _report(folder, facts):
    record, levels = read_finding(folder)
    verification = verify_opt_command(folder, record, refbackend_pipeline=facts["values"]["refbackend_pipeline"])
    text, reach = render(folder, record, levels, facts, verification)
    return text, verification, reach


def _block(text, heading, lang):
    """The first fenced block of language `lang` after `heading`."""
    after = text[text.index(heading):]
    found = re.search(rf"```{lang}\n(.*?)```", after, re.S)
    assert found, f"no ```{lang} block after {heading!r}"
    return found.group(1)


def test_report_of_a_pass_failure_has_a_verified_command_the_ir_and_an_e2e_test(tmp_path):
    folder, facts = _fixture(tmp_path, "verifier-error-fixture")
    text, verification, reach = _report(folder, facts)
    lines = text.splitlines()
    assert lines[0].startswith("# [torch-mlir] `convert-torch-to-linalg` produces IR that does not verify on ")
    assert "aten.masked_fill" in lines[0]
    assert verification.verified
    assert f"**verified: reproduces with torch-mlir-opt {versions()['torch-mlir']}**" in text
    command = _block(text, "## Reproduce with torch-mlir-opt", "sh").strip()
    assert command == "torch-mlir-opt -pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' before.mlir"
    with open(os.path.join(folder, "before.mlir")) as fh:
        assert _block(text, "the IR at the input of `convert-torch-to-linalg`", "mlir") == fh.read().rstrip() + "\n"
    test = _block(text, "## PyTorch module (torch-mlir e2e test style)", "python")
    ast.parse(test)
    for piece in ("@export", "@annotate_args([", "@register_test_case(module_factory=lambda: ", "def forward(self, ",
                  "torch.tensor(", "# eager PyTorch, output 0: "):
        assert piece in test, piece
    assert reach.label == "erased types only"
    assert "**Reachability.** **Reached only with erased types** (irfuzz erasure intermediate, torchscript" in text
    assert "## Wrong vs right values" not in text
    assert f"checked with torch {versions()['torch']}, torch-mlir {versions()['torch-mlir']}" in text


def test_report_of_a_miscompile_is_python_only_with_the_reason_and_shows_wrong_vs_right(tmp_path):
    folder, facts = _fixture(tmp_path, "mismatch-fixture")
    text, verification, reach = _report(folder, facts)
    assert text.splitlines()[0] == ("# [torch-mlir] aten.roll computes wrong values (vs eager PyTorch): "
                                    "expected 186, got -935")
    assert verification.command is None and not verification.verified
    assert "**Python pipeline only**: the wrong values appear only when the compiled code runs" in text
    assert "`linalg-generalize-named-ops` is not a registered pass there" in text  # checked with the binary
    assert "```sh\ntorch-mlir-opt" not in text
    table = text[text.index("## Wrong vs right values"):]
    assert ("| 0 | `torch.tensor([186, -935, 752, 844, 620], dtype=torch.int32)` | "
            "`torch.tensor([-935, 752, 844, 620, 186], dtype=torch.int32)` |") in table
    test = _block(text, "## PyTorch module (torch-mlir e2e test style)", "python")
    ast.parse(test)
    assert "v0 = torch.ops.aten.roll.default(x0, [6], [0])" in test
    assert "torch.tensor([-935, 752, 844, 620, 186], dtype=torch.int32)," in test
    assert reach.label == "default path"


def test_a_miscompile_title_names_its_first_wrong_op_and_path_and_shows_a_hand_written_file_unverified(tmp_path):
    """A miscompile has no failing pass: the title's place is the first op computed wrong and
    the path that computed it, not the `execute` stage (the runtime). A hand-written one-pass
    file next to it is shown with its own command, said to be unverified: a wrong number in
    IR is read by a person, irfuzz has nothing to match."""
    folder, facts = _fixture(tmp_path, "mismatch-fixture")
    with open(os.path.join(folder, "why.md"), "w") as fh:
        fh.write("# DecomposeAtenRollOp does not take the shift modulo the dim size\n")
    with open(os.path.join(folder, "roll-decompose.mlir"), "w") as fh:
        fh.write("// Run: torch-mlir-opt -torch-decompose-complex-ops THIS\nfunc.func @main() {\n  return\n}\n")
    text, _, _ = _report(folder, facts)
    assert text.splitlines()[0] == ("# [torch-mlir] `aten.roll` on the linalg path: DecomposeAtenRollOp does not "
                                    "take the shift modulo the dim size")
    assert "**not verified by irfuzz**" in text and "`roll-decompose.mlir`" in text
    assert _block(text, "`roll-decompose.mlir`", "sh").strip() == (
        "torch-mlir-opt -pass-pipeline='builtin.module(torch-decompose-complex-ops)' roll-decompose.mlir")


def test_a_crash_title_keeps_the_crashing_pass_whoever_made_its_input(tmp_path):
    """A pass must not crash on IR the verifier accepts: even when an earlier pass made the
    op it crashes on (decompose makes `arange.start_step`, the linalg lowering crashes on
    it), the title names the crashing pass; a diagnostic's title names the introducer."""
    from fuzz.findings.introduced import Introduction

    folder, facts = _fixture(tmp_path, "verifier-error-fixture")
    record, levels = read_finding(folder)
    with open(os.path.join(folder, "why.md"), "w") as fh:
        fh.write("# the defect in words\n")
    verification = verify_opt_command(folder, record, verify=False)
    made = Introduction("torch-decompose-complex-ops", "convert-torch-to-linalg", "the failing stage", "cmd",
                        "introduced.mlir", True, "")
    text, _ = render(folder, record, levels, facts, verification, introduction=made)
    assert text.splitlines()[0].startswith("# [torch-mlir] `torch-decompose-complex-ops` (rejected by")
    crash = replace(record, symptom="crash", message="killed by SIGSEGV (rc -11)")
    text, _ = render(folder, crash, levels, facts, verification, introduction=made)
    assert text.splitlines()[0] == "# [torch-mlir] `convert-torch-to-linalg`: the defect in words"


def test_a_command_that_no_longer_fails_is_reported_unverified(tmp_path):
    folder, facts = _fixture(tmp_path, "verifier-error-fixture")
    with open(os.path.join(folder, "before.mlir"), "w") as fh:  # the same signature, IR that lowers fine
        fh.write("module {\n  func.func @main(%arg0: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {\n"
                 "    return %arg0 : !torch.vtensor<[2],f32>\n  }\n}\n")
    os.unlink(os.path.join(folder, "stage_input.mlir"))
    text, verification, _ = _report(folder, facts)
    assert not verification.verified and verification.python_only is None
    assert {t.status for t in verification.trials} <= {"clean", "cannot-run"}
    assert "**not verified**" in text and "verified: reproduces" not in text


def test_reachability_labels():
    # a crash is matched on the torch-mlir function it happened in, not its signal alone
    meta = FindingRecord.from_dict({"symptom": "crash", "k": 1, "pass": "convert-torch-to-linalg",
                                    "message": "native crash: worker killed by SIGFPE (rc 136) at "
                                               "ConvertAtenViewOp::matchAndRewrite"})
    ok = {"outcome": "ok"}
    fpe = {"outcome": "crash", "signal": 8, "how": "killed by SIGFPE", "frame": "ConvertAtenViewOp::matchAndRewrite"}
    segv = {"outcome": "crash", "signal": 11, "how": "killed by SIGSEGV", "frame": "ConvertAtenCatOp::matchAndRewrite"}
    other_fpe = {**fpe, "frame": "mlir::torch::Torch::AtenRemainderIntOp::fold"}
    assert judge(meta, {"default": other_fpe, "decompositions-off": ok}, ["none"]).label == \
        "irfuzz pipeline only; the default path fails differently"
    frameless = FindingRecord.from_dict({"symptom": "crash", "k": 1,
                                         "message": "native crash: worker killed by SIGFPE (rc 136)"})
    assert judge(frameless, {"default": {**fpe, "frame": "-"}, "decompositions-off": ok}, ["none"]).label == \
        "default path"
    assert judge(frameless, {"default": {**segv, "frame": "-"}, "decompositions-off": ok}, ["none"]).label != \
        "default path"
    assert judge(meta, {"default": fpe, "decompositions-off": fpe}, ["none"]).label == "default path"
    assert judge(meta, {"default": ok, "decompositions-off": fpe}, ["none"]).label == "decompositions off"
    assert judge(meta, {"default": ok, "decompositions-off": ok}, ["intermediate"]).label == "erased types only"
    assert judge(meta, {"default": segv, "decompositions-off": ok}, ["none"]).label == \
        "irfuzz pipeline only; the default path fails differently"
    error = FindingRecord.from_dict({"symptom": "verifier-error",
                                     "message": "'tensor.cast' op operand type 'tensor<2x2xf32>' and result "
                                                "type 'tensor<2xf32>' are cast incompatible :: see ..."})
    other_shapes = {"outcome": "compile-error", "stage": "linalg-backend",
                    "diagnostic": "'tensor.cast' op operand type 'tensor<3x3xf32>' and result type 'tensor<3xf32>' "
                                  "are cast incompatible"}
    assert judge(error, {"default": other_shapes, "decompositions-off": ok}, ["none"]).label == "default path"
    wrong = FindingRecord.from_dict({"symptom": "mismatch-eager", "message": "IR_1 compiled vs eager: ..."})
    assert judge(wrong, {"default": {"outcome": "mismatch", "detail": "output 0: bits mismatch at index [1]"},
                         "decompositions-off": ok}, ["none"]).label == "default path"
    # a wrong shape is not the wrong values the finding saw
    values = replace(wrong, message="IR_1 compiled vs eager: output 0: bits mismatch at index [0]: expected 1, got 2")
    assert judge(values, {"default": {"outcome": "mismatch", "detail": "output 0: shape mismatch: expected [2]"},
                          "decompositions-off": ok}, ["none"]).label != "default path"
    assert judge(wrong, {"default": {"outcome": "internal-error", "detail": "x"}, "decompositions-off": ok},
                 ["none"]).label == "unknown"
    # An ONNX-frontend finding (onnx-scatter-nd-last-index-dim-1-result-type-not-cast) the FX path does not
    # show: reached by an ONNX user when the ONNX conversion fails on the importer's output, else unknown.
    onnx = FindingRecord.from_dict({"symptom": "verifier-error", "k": 1, "frontend": "onnx",
                                    "pass": "convert-torch-onnx-to-torch", "message":
                                    "failed to legalize unresolved materialization from ('!torch.vtensor<[?],f32>')"})
    assert judge(onnx, {"default": ok, "decompositions-off": ok}, ["none"]).label == "ONNX path"
    later = replace(onnx, pass_name="convert-torch-to-linalg")
    assert judge(later, {"default": ok, "decompositions-off": ok}, ["none"]).label == "unknown"


def test_a_failing_snippet_shows_a_diagnosed_finding_only_with_its_diagnostic():
    # What torch-mlir's FX call prints when its pipeline fails: the diagnostic, then advice.
    printed = ("torch-mlir failed: Lowering Torch Backend IR -> Linalg-on-Tensors Backend IR failed:\n"
               "error: {}\nnote: see current operation: ...\n"
               "Add '-mlir-print-ir-after-all -mlir-disable-threading' and re-run.")
    meta = FindingRecord.from_dict({"symptom": "verifier-error",
                                    "message": "refbackend lowering: 'tensor.concat' op requires at least one input"})
    same = _judge_failure(meta, printed.format("'tensor.concat' op requires at least one input"), "Add ...")
    assert (same.status, same.how) == ("shows", "'tensor.concat' op requires at least one input")
    other = _judge_failure(meta, printed.format("failed to legalize operation 'torch.operator'"), "Add ...")
    assert (other.status, other.how) == ("fails-differently", "failed to legalize operation 'torch.operator'")
    # The iree-stablehlo executor's "iree-compile crashed (SIGFPE)": the snippet's IREE error gives the code.
    crash = FindingRecord.from_dict({"symptom": "lowering-error", "message": "iree-compile crashed (SIGFPE)"})
    died = "IREE failed: Error invoking IREE compiler tool iree-compile\nError code: {}\nDiagnostics:\n"
    assert _judge_failure(crash, died.format(-8), "x") == SnippetCheck("shows", "iree-compile crashed (SIGFPE)")
    assert _judge_failure(crash, died.format(1) + "error: other", "x") == SnippetCheck("fails-differently", "other")
    # A symptom that is no diagnostic (a wrong value's snippet exits 1 on its own comparison) is not compared.
    numeric = _judge_failure(FindingRecord(symptom="mismatch-eager", message="bits mismatch"),
                             "output 0: eager tensor([[1, 2],\n        [3, 4]]) vs torch-mlir ...\n        [3, 5]])",
                             "        [3, 5]])")
    assert numeric == SnippetCheck("shows", "output 0: eager tensor([[1, 2],")


def test_a_snippet_of_another_manifestation_says_whose_program_it_is():
    from fuzz.findings.upstream import _snippet_lines

    check = SnippetCheck("shows", "output 0: ...")
    assert not any("index-tensor" in line for line in _snippet_lines("print(1)", check))
    sibling = "index-tensor-negative-index-stablehlo-gather-not-wrapped"
    assert any(f"`{sibling}`" in line for line in _snippet_lines("print(1)", check, origin=sibling))


def test_expected_failures_and_signals():
    crash = FindingRecord(symptom="crash", message="native crash: worker killed by SIGSEGV (rc 139)")
    assert Expected.of(crash).signal == 11
    assert Expected.of(FindingRecord(symptom="timeout", message="hang")).kind == "hang"
    assert Expected.of(FindingRecord(symptom="pass-error", message="failed %3 :: note")).diagnostic == "failed %V"
    assert [signal_of(rc) for rc in (-11, 245, 139, 1, 0)] == [11, 11, 11, None, None]


def test_cached_facts_are_used_while_their_key_holds(tmp_path):
    folder, facts = _fixture(tmp_path, "mismatch-fixture")
    record, _ = read_finding(folder)

    class MustNotRun:
        def compute(self, folder, record):
            raise AssertionError("computed although the cache holds")

    with open(os.path.join(folder, FACTS_FILE), "w") as fh:
        json.dump({"key": facts_key(folder), **facts}, fh)
    assert load_facts(folder, record, MustNotRun())["cached"] is True

    class Computes:
        calls = 0

        def compute(self, folder, record):
            Computes.calls += 1
            return facts

    with open(os.path.join(folder, "program.json"), "a") as fh:
        fh.write("\n")  # another program: the cached facts no longer hold
    assert load_facts(folder, record, Computes())["cached"] is False and Computes.calls == 1
    with open(os.path.join(folder, FACTS_FILE)) as fh:
        assert json.load(fh)["key"] == facts_key(folder)


@pytest.mark.parametrize("target, message", [
    ("corpus/regressions/limitation-flip-rank0", "a limitation entry"),
    ("tests/data/upstream/no-such-folder", "no such folder"),
    ("tests/data/upstream", "no meta.json"),
])
def test_cli_refuses_what_is_no_torch_mlir_bug(target, message):
    done = run_irfuzz("upstream", target, "--no-verify", timeout=120)
    assert done.returncode == 2, done.stderr
    assert message in done.stderr


def _search_introducer(tmp_path, monkeypatch, dumps, run_opt, stage, pipeline, rejecter):
    """find_introducer for a crash in `rejecter` at k=1, in a folder holding only its stage
    input, with torch-mlir-opt's pass dumps (`dumps`) and runs (`run_opt`) stood in for."""
    from fuzz.findings import introduced

    (tmp_path / "stage_input.mlir").write_text("module {}\n")
    monkeypatch.setattr(introduced, "pass_dumps", lambda ir_text, pipeline: dumps)
    monkeypatch.setattr(introduced, "run_opt", run_opt)
    record = FindingRecord.from_dict({"symptom": "crash", "stage": stage, "pass": rejecter, "k": 1,
                                      "pipeline": pipeline,
                                      "message": "native crash: worker killed by SIGSEGV (rc -11)"})
    return introduced.find_introducer(str(tmp_path), record, f"builtin.module(func.func({rejecter}))", lambda: None)


def test_the_introducer_search_stops_when_the_failing_pass_hangs_on_earlier_ir(tmp_path, monkeypatch):
    """roll-decompose-dim-out-of-range-segfault: `torch-decompose-complex-ops` hangs on the IR
    after earlier passes (its roll decomposition on an unranked input); each trial costs its
    limit and says nothing about who made what the pass rejects, so the search gives up."""
    from fuzz.findings import introduced

    dumps = [(f"pass-{n}", "func.func", f"module {{ // after {n}\n}}\n") for n in range(30)]
    trials = []

    def hangs(pipeline, input_file, folder, expected, stdin=None, symbolize=True, limit=None):
        trials.append(limit)
        return "cannot-run", f"no result within {limit} s"
    found = _search_introducer(tmp_path, monkeypatch, dumps, hangs, "pipeline",
                               "builtin.module(torch-function-to-torch-backend-pipeline)",
                               "torch-decompose-complex-ops")
    assert found is None
    assert len(trials) == introduced.MAX_HANGS and set(trials) == {introduced.TRIAL_LIMIT_S}


@pytest.mark.parametrize("before_refinement, claimed", [("clean", True), ("different", False)])
def test_a_pass_is_the_introducer_only_if_the_rejecter_passed_on_the_ir_before_it(tmp_path, monkeypatch,
                                                                                  before_refinement, claimed):
    """where-self-8bit-result-convert-null-value-segfault: the lowering crashes on IR whose
    dtypes a refinement pass made known; on the IR before it, the lowering fails another way
    (the IR is not ready for it). The refinement did its work: no introducer is claimed. Had
    the lowering passed before it, the refinement would be the introducer, shown verified."""
    dumps = [("torch-refine-types", "func.func", "module { // refined\n}\n"),
             ("convert-torch-to-linalg", "func.func", "module { // lowered\n}\n")]

    def opt(pipeline, input_file, folder, expected, stdin=None, symbolize=True, limit=None):
        text = stdin if stdin is not None else (tmp_path / input_file).read_text()
        if "torch-refine-types" in pipeline or "refined" in text:
            return "reproduces", "killed by SIGSEGV"
        return before_refinement, "error: failed to legalize" if before_refinement == "different" else "exit 0"
    found = _search_introducer(tmp_path, monkeypatch, dumps, opt, "lowering",
                               "builtin.module(func.func(torch-refine-types),func.func(convert-torch-to-linalg))",
                               "convert-torch-to-linalg")
    if claimed:
        assert found is not None and found.introducer == "torch-refine-types" and found.verified, found
    else:
        assert found is None


def test_a_lowering_failure_the_users_call_does_not_reach_is_shown_from_the_linalg_ir():
    """arange-int64-extreme-bounds-shape-fn-in-double fails in the RefBackend lowering only with
    erased types, which the user's call never has: the snippet starts from the entry's
    before.mlir (the linalg IR irfuzz lowered) and shows the same diagnostic, torch-mlir alone."""
    from fuzz.findings.snippet import render_snippet, verify_snippet
    from fuzz.findings.upstream import read_finding
    from generators.program import Program
    from oracles.executors.refbackend import lowering_pipeline

    folder = os.path.join(ROOT, "corpus", "regressions", "arange-int64-extreme-bounds-shape-fn-in-double")
    record, _ = read_finding(folder)
    with open(os.path.join(folder, "program.json")) as fh:
        program = Program.from_json(fh.read())
    with open(os.path.join(folder, "before.mlir")) as fh:
        linalg = fh.read()
    inputs = ["torch.empty([0, 3], dtype=torch.int8)"]
    text = render_snippet(program, inputs, record, "linalg-on-tensors", False, lowering_pipeline(), linalg_ir=linalg)
    assert "torch.export.export" not in text and "ir.Module.parse(LINALG" in text
    check = verify_snippet(text, record)
    assert check.status == "shows" and "'memref.cast' op" in check.how, check
    # wrong values are shown from the program, on the user's path, never from IR
    numeric = render_snippet(program, inputs, replace(record, symptom="mismatch-eager"), "linalg-on-tensors", False,
                             lowering_pipeline(), linalg_ir=linalg)
    assert "LINALG" not in numeric and "torch.export.export" in numeric
