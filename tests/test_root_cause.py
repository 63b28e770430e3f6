"""Root-cause keys: the value classes are relative and stable, the key is pure, and on the real
torch-mlir two different programs of one bug share a key while two bugs in one pass do not."""

import itertools
import json
import os
from dataclasses import replace
from functools import partial

import pytest
from helpers import program_file

from conftest import ROOT
from fuzz.findings.root_cause import (
    Locus,
    RootCause,
    Trigger,
    compared_ops,
    group_root_causes,
    locus_of,
    root_cause,
    root_cause_key,
    same_defect,
    trigger_sentence,
)
from fuzz.findings.triage import CorpusCauses, _same_pattern, corpus_by_cause, corpus_match
from generators.abstraction import aspects, int_class, node_labels
from generators.program import Program
from oracles.case import Case
from oracles.iterate import OracleConfig
from oracles.sandbox import Sandbox
from oracles.verdict import Finding

DATA = os.path.join(os.path.dirname(__file__), "data", "root_cause")


load = partial(program_file, DATA)


def test_integer_classes_are_relative_to_the_operand_size():
    assert [int_class(v, 5) for v in (0, 3, -3, 5, 6, -5, -9, 2**63 - 1, -2**63, None)] == [
        "zero", "positive", "negative", ">=size", ">=size", "<=-size", "<=-size", "int64-max", "int64-min", "none"]
    # the same shift is in range for one tensor and past the end of another
    assert int_class(6, 10) == "positive" and int_class(6, 3) == ">=size"


def test_aspects_are_named_by_op_not_by_value_name_and_every_candidate_is_valid():
    a, b = load("roll_shift_float_1d.json"), load("roll_shift_int_2d.json")
    names_a = [x.name for x in aspects(a, "none")]
    names_b = [x.name for x in aspects(b, "none")]
    assert names_a == names_b == ["erase", "input0.dtype", "input0.dims", "aten.roll#0.shifts[0]",
                                  "aten.roll#0.dims[0]"]
    shifts = {x.name: x for x in aspects(b, "none")}["aten.roll#0.shifts[0]"]
    assert shifts.original == "<=-size"
    classes = {cls: program for cls, program, _ in shifts.candidates}
    # representatives come from the operand's size (5 here), never from the original value
    assert classes[">=size"].nodes[0].attrs["shifts"] == [11]
    assert classes["zero"].nodes[0].attrs["shifts"] == [0]
    for aspect in aspects(b, "torchscript"):
        for _, program, erase in aspect.candidates:
            assert Program.from_json(program.to_json()) == program and erase in ("none", "intermediate", "torchscript")
    assert node_labels(load("masked_fill_mask_broadcast.json")) == ["aten.masked_fill.Scalar#0"]


def test_an_index_tensor_constant_has_aspects_of_its_values():
    """A negative index is a value, not a size or an attribute: without these aspects a key
    could not tell index_put's unwrapped negative index from its other defects. The sign's
    candidate addresses the same elements (~v: -1 <-> 0), so it stays a valid program."""
    found = {a.name: a for a in aspects(load("index_put_negative_index.json"), "none")}
    sign = found["aten.index_put#0.indices[1].sign"]
    assert sign.original == "negative"
    [(cls, program, _)] = sign.candidates
    assert cls == "non-negative" and program.nodes[0].attrs["indices"][1]["data"] == [0, 0]
    dtype = found["aten.index_put#0.indices[1].dtype"]
    assert dtype.original == "int64" and [c for c, _, _ in dtype.candidates] == ["int32"]
    assert "aten.index_put#0.indices[1].rank" not in found   # two elements: no 0-d candidate
    assert found["aten.index_put#0.indices[0]"].candidates == ()   # a None index has no valid class
    fill = {a.name: a for a in aspects(load("index_fill_0d_index.json"), "none")}
    [(cls, negative, _)] = fill["aten.index_fill.int_Scalar#0.index.sign"].candidates
    assert cls == "negative" and negative.nodes[0].attrs["index"]["data"] == [-3]
    [(cls, rank1, _)] = fill["aten.index_fill.int_Scalar#0.index.rank"].candidates
    assert cls == "n-d" and rank1.nodes[0].attrs["index"]["shape"] == [1]
    # index_fill takes only int64 indices, index_copy none that are negative: invalid
    # candidates are left out, the aspect stays (and is `*`: it cannot tell)
    assert fill["aten.index_fill.int_Scalar#0.index.dtype"].candidates == ()
    empty = {a.name: a for a in aspects(load("index_copy_empty_index.json"), "none")}
    assert empty["aten.index_copy#0.index.size"].original == "empty"
    assert "aten.index_copy#0.index.sign" not in empty   # no element, no sign


def test_the_key_is_pure_and_depends_on_the_class_sets_not_the_order_they_were_found_in():
    locus = Locus("miscompile", "execute", "aten.roll")
    one = Trigger(["aten.roll"], {"erase": "*", "aten.roll#0.shifts[0]": "<=-size|>=size"})
    two = Trigger(["aten.roll"], {"aten.roll#0.shifts[0]": "<=-size|>=size", "erase": "*"}, checks=9)
    assert root_cause_key(locus, one) == root_cause_key(locus, two)
    assert root_cause_key(locus, one) != root_cause_key(locus, Trigger(["aten.roll"], {"erase": "*"}))
    assert root_cause_key(locus, one) != root_cause_key(Locus("compile", "canonicalize", "-"), one)
    assert trigger_sentence(locus, one) == ("aten.roll with shifts[0] in <=-size|>=size; any erasure "
                                            "-> miscompile (first wrong: aten.roll)")


def test_the_key_ignores_what_does_not_matter_and_which_list_element_or_magnitude_it_was():
    locus = Locus("miscompile", "execute", "aten.roll: wrong values")
    first = Trigger(["aten.roll"], {"erase": "*", "aten.roll#0.shifts[0]": "<=-size|>=size|int64-max",
                                    "aten.roll#0.dims[0]": "*"})
    fourth = Trigger(["aten.roll"], {"erase": "*", "input0.size": "*", "aten.roll#0.shifts[0]": "*",
                                     "aten.roll#0.shifts[3]": "<=-size|>=size", "aten.roll#0.dims[3]": "*"})
    assert root_cause_key(locus, first) == root_cause_key(locus, fourth)
    narrow = Locus("miscompile", "execute", "aten.narrow: wrong values")
    assert root_cause_key(narrow, Trigger(["aten.narrow"], {"aten.narrow#0.start": "negative"})) == \
        root_cause_key(narrow, Trigger(["aten.narrow"], {"aten.narrow#0.start": "<=-size"}))
    # the side of zero still tells defects apart
    assert root_cause_key(narrow, Trigger(["aten.narrow"], {"aten.narrow#0.start": "negative"})) != \
        root_cause_key(narrow, Trigger(["aten.narrow"], {"aten.narrow#0.start": "positive"}))


def _recorded_cause(family: str, where: str, op: str, ops: list[str], classes: dict[str, str]) -> RootCause:
    locus, trigger = Locus(family, where, op), Trigger(ops, classes)
    return RootCause(root_cause_key(locus, trigger), locus, trigger, "")


# Triggers as the seed-4242 campaign keyed them (docs/root-causes.md), sorted by hand.
SLICE_DIM_END = _recorded_cause("miscompile", "execute", "aten.slice.Tensor: wrong shape", ["aten.slice.Tensor"],
                       {"aten.slice.Tensor#0.dim": "negative|positive", "aten.slice.Tensor#0.start": "int64-max",
                        "aten.slice.Tensor#0.end": ">=size|int64-max|negative|none|positive",
                        "erase": "intermediate|torchscript", "input0.dims": "static", "input0.dtype": "*"})
SLICE_END = _recorded_cause("miscompile", "execute", "aten.slice.Tensor: wrong shape", ["aten.slice.Tensor"],
                   {"aten.slice.Tensor#0.dim": "*", "aten.slice.Tensor#0.start": "int64-max",
                    "aten.slice.Tensor#0.end": ">=size|int64-max|none", "erase": "intermediate|torchscript"})
CAT_EMPTY = _recorded_cause("compile", "torch-lower-to-backend-contract", "torch.aten.cat", ["aten.cat"],
                   {"aten.cat#0.dim": "*", "erase": "intermediate|torchscript", "input0.size": "empty"})
CAT_DYNAMIC = _recorded_cause("compile", "torch-lower-to-backend-contract", "torch.aten.cat", ["aten.cat"],
                     {"aten.cat#0.dim": "*", "erase": "intermediate|torchscript", "input0.dims": "dynamic"})
UNFLATTEN_VERIFIER = _recorded_cause("compile", "canonicalize", "torch.tensor_static_info_cast", ["aten.unflatten"],
                            {"aten.unflatten#0.dim": "negative", "aten.unflatten#0.sizes[0]": "positive",
                             "erase": "intermediate|none"})
UNFLATTEN_SHAPE = _recorded_cause("miscompile", "execute", "aten.unflatten: wrong shape", ["aten.unflatten"],
                         {"aten.unflatten#0.dim": "negative", "aten.unflatten#0.sizes[1]": "positive",
                          "erase": "torchscript"})


def test_keys_of_one_defect_are_tied_and_keys_of_two_are_not():
    # one defect, two keys: one trigger generalizes the other and their classes overlap
    assert SLICE_DIM_END.key != SLICE_END.key and same_defect(SLICE_DIM_END, SLICE_END)
    # one defect shown as a verifier error at one erasure level and a wrong shape at another
    assert same_defect(UNFLATTEN_VERIFIER, UNFLATTEN_SHAPE)
    # two defects of one op in one pass: an empty operand vs a dynamic one (neither needs the other)
    assert not same_defect(CAT_EMPTY, CAT_DYNAMIC)
    positive_start = _recorded_cause("miscompile", "execute", "aten.slice.Tensor: wrong shape", ["aten.slice.Tensor"],
                                     {"aten.slice.Tensor#0.start": "positive", "aten.slice.Tensor#0.end": "none",
                                      "erase": "torchscript"})
    assert same_defect(SLICE_END, positive_start)  # int64-max is positive: the coarse classes overlap
    negative_start = _recorded_cause("miscompile", "execute", "aten.slice.Tensor: wrong shape", ["aten.slice.Tensor"],
                                     {"aten.slice.Tensor#0.start": "negative"})
    assert not same_defect(SLICE_END, negative_start)  # the classes of the start cannot hold at once
    # across symptoms, a trigger of bare ops (nothing but the erasure needed) ties nothing
    bare_shape = _recorded_cause("miscompile", "execute", "aten.unflatten: wrong shape", ["aten.unflatten"],
                                 {"erase": "torchscript"})
    assert not same_defect(UNFLATTEN_VERIFIER, bare_shape)
    # one compile symptom in two passes naming two ops: two sites (the ONNX campaign's index_copy
    # with a dynamic dim: its ScatterND conversion, and the transpose's linalg lowering)
    needs = {"input0.dims": "dynamic"}
    scatter_nd = _recorded_cause("compile", "convert-torch-onnx-to-torch", "-", ["aten.index_copy"], needs)
    transpose = _recorded_cause("compile", "convert-torch-to-linalg", "linalg.transpose", ["aten.index_copy"], needs)
    assert not same_defect(scatter_nd, transpose)
    # the same diagnostic from two passes can be one fold, which runs in many passes
    fold_a = _recorded_cause("compile", "torch-adjust-calling-conventions", "-", ["aten.where.self"], needs)
    fold_b = _recorded_cause("compile", "torch-decompose-complex-ops", "-", ["aten.where.self"], needs)
    assert same_defect(fold_a, fold_b)
    # one op's wrong values from two backends: two conversions (index_put with a negative index,
    # TorchToTMTensor's pattern on the RefBackend path, TorchToStablehlo's on IREE's)
    put = {"aten.index_put#0.accumulate": "false"}
    put_linalg = _recorded_cause("miscompile", "execute", "aten.index_put: wrong values", ["aten.index_put"], put)
    put_stablehlo = _recorded_cause("miscompile", "execute-stablehlo", "aten.index_put: wrong values",
                                    ["aten.index_put"], put)
    assert not same_defect(put_linalg, put_stablehlo)
    groups = group_root_causes([SLICE_DIM_END, CAT_EMPTY, SLICE_END, CAT_DYNAMIC, UNFLATTEN_SHAPE, UNFLATTEN_VERIFIER])
    assert groups == [[0, 2], [1], [3], [4, 5]]


def test_the_locus_names_the_op_of_a_diagnostic_or_the_first_wrong_node():
    compile_error = Finding("verifier-error", "lowering", 1, "'linalg.generic' op expected type",
                            "convert-torch-to-linalg")
    assert locus_of(compile_error) == Locus("compile", "convert-torch-to-linalg", "linalg.generic")
    wrong = Finding("mismatch-eager", "execute", 1, "IR_1 compiled vs eager: output 0",
                    details={"first_wrong_node": {"op": "aten.roll"}, "rule": {"source": "aten.cat"}})
    assert locus_of(wrong) == Locus("miscompile", "execute", "aten.roll: wrong values")
    # a wrong shape of the same op is another locus (another defect)
    shape = Finding("mismatch-eager", "execute", 1, "IR_1 compiled vs eager: output 0: shape mismatch: expected [2]",
                    details={"first_wrong_node": {"op": "aten.roll"}})
    assert locus_of(shape).op == "aten.roll: wrong shape"
    crash = Finding("crash", "lowering", 1, "native crash: worker killed by SIGSEGV (rc 139)",
                    "convert-torch-to-linalg")
    assert locus_of(crash) == Locus("crash", "convert-torch-to-linalg", "-", "-", "SIGSEGV")
    # the frames the sandbox adds from torch-mlir-opt's stack dump: the torch-mlir one counts
    named = Finding("crash", "lowering", 1, "native crash: worker killed by SIGSEGV (rc 139) at "
                    "mlir::arith::SubIOp::build in ConvertAtenArangeStartStepOp::matchAndRewrite",
                    "convert-torch-to-linalg")
    assert locus_of(named).frame == "ConvertAtenArangeStartStepOp::matchAndRewrite"
    # located by its function, a crash is keyed by the locus alone
    trigger_a, trigger_b = Trigger(["aten.empty_like", "aten.reshape"]), Trigger(["aten.randn_like", "aten.reshape"])
    assert root_cause_key(locus_of(named), trigger_a) == root_cause_key(locus_of(named), trigger_b)
    assert root_cause_key(locus_of(crash), trigger_a) != root_cause_key(locus_of(crash), trigger_b)


# Three crashes of one out-of-bounds write (scatter with a negative dim, seed-5151 campaign):
# the crash site is an LLVM helper that moves with the heap (one of them prints a template
# argument with a space), the signal too; the torch-mlir pattern is the same template.
SCATTER_CRASHES = [
    ("SIGSEGV", "mlir::detail::OperandStorage::OperandStorage",
     "mlir::torch::ConvertAtenScatterOp<mlir::torch::Torch::AtenScatterSrcOp>::matchAndRewrite"),
    ("SIGSEGV", "llvm::SmallVectorBase<unsigned int>::grow_pod",
     "mlir::torch::ConvertAtenScatterOp<mlir::torch::Torch::AtenScatterAddOp>::matchAndRewrite"),
    ("SIGABRT", "llvm::report_bad_alloc_error",
     "mlir::torch::ConvertAtenScatterOp<mlir::torch::Torch::AtenScatterSrcOp>::matchAndRewrite"),
]


@pytest.mark.parametrize("signal, site, frame", SCATTER_CRASHES)
def test_a_crash_is_keyed_by_its_torch_mlir_pattern_not_the_helper_or_the_signal(signal, site, frame):
    message = f"native crash: worker killed by {signal} (rc 139) at {site} in {frame}"
    locus = locus_of(Finding("crash", "lowering", 1, message, "convert-torch-to-tmtensor"))
    assert locus.frame == "mlir::torch::ConvertAtenScatterOp::matchAndRewrite"
    assert locus.signal == signal
    first = locus_of(Finding("crash", "lowering", 1, "native crash: worker killed by SIGSEGV (rc 139) at "
                             + " in ".join(SCATTER_CRASHES[0][1:]), "convert-torch-to-tmtensor"))
    assert root_cause_key(locus, Trigger(["aten.scatter_add"])) == root_cause_key(first, Trigger(["aten.scatter.src"]))
    # the frames kept apart in `details` (oracles/sandbox.py) say the same as the message
    detailed = Finding("crash", "lowering", 1, f"native crash: worker killed by {signal} (rc 134): LLVM ERROR: "
                       "out of memory", "convert-torch-to-tmtensor", details={"frames": [site, frame]})
    assert locus_of(detailed).place == locus.place


def test_a_crash_under_no_torch_mlir_frame_is_not_located_and_specialized_patterns_keep_their_op():
    helper_only = Finding("crash", "lowering", 1, "native crash: worker killed by SIGSEGV (rc 139) at "
                          "llvm::SmallVectorBase<unsigned int>::grow_pod", "convert-torch-to-tmtensor")
    assert locus_of(helper_only).frame == "-"
    # TorchToStablehlo writes ConvertAtenOp<X>::matchAndRewrite once per op: X is the place
    stablehlo = Finding("crash", "lowering-stablehlo", 1, "native crash: worker killed by SIGSEGV (rc 139) at "
                        "mlir::torch::ConvertAtenOp<mlir::torch::Torch::AtenIndexPutHackedTwinOp>::matchAndRewrite",
                        "convert-torch-to-stablehlo")
    assert "AtenIndexPutHackedTwinOp" in locus_of(stablehlo).frame


def test_tosa_crashes_of_two_ops_under_the_shared_wrapper_are_two_keys():
    """TorchToTosa's TorchToTosaOpConversionPattern<X>::matchAndRewrite calls X's own
    matchAndRewriteImpl: two corpus defects (unfold's window count, slice_scatter's negative
    start) crash under it, and had one key while the wrapper's argument was dropped."""
    keys = {}
    for entry in ("tosa-unfold-dynamic-dim-window-count-oom", "tosa-slice-scatter-negative-start-not-clamped-abort"):
        meta = json.load(open(os.path.join(ROOT, "corpus", "regressions", entry, "meta.json")))
        locus = locus_of(Finding("crash", "lowering-tosa", 1, meta["message"], "convert-torch-to-tosa"))
        expected = json.load(open(os.path.join(ROOT, "corpus", "regressions", entry, "expected.json")))
        assert locus.frame == expected["root_cause"]["locus"]["frame"], entry
        keys[entry] = root_cause_key(locus, Trigger([]))
        assert keys[entry] == expected["root_cause"]["key"], entry
    assert len(set(keys.values())) == 2, keys


def test_a_locus_stored_with_the_signal_in_its_frame_reads_as_today_and_its_key_is_recomputed():
    stored = {"key": "rc-000000000000", "sentence": "old",
              "locus": {"family": "crash", "where": "convert-torch-to-tmtensor", "op": "-",
                        "frame": "SIGSEGV in llvm::SmallVectorBase<unsigned"},
              "trigger": {"ops": ["aten.scatter.src"], "classes": {"aten.scatter.src#0.dim": "negative"}}}
    cause = RootCause.from_dict(stored)
    assert cause.locus.frame == "-" and cause.locus.signal == "SIGSEGV"
    assert cause.key == root_cause_key(cause.locus, cause.trigger) != "rc-000000000000"
    stored["locus"]["frame"] = f"SIGSEGV in {SCATTER_CRASHES[0][2]}"
    assert RootCause.from_dict(stored).locus.frame == "mlir::torch::ConvertAtenScatterOp::matchAndRewrite"


def _keyed(sandbox, program: Program, erase: str):
    case = Case(program, None, erase, 0, OracleConfig())
    verdict = sandbox.check(case)
    assert verdict.status == "finding", verdict.to_dict(full=False)
    return root_cause(case, verdict.findings[0], sandbox.check)


@pytest.mark.integration
@pytest.mark.parametrize("fixture, erase", [("roll_shift_float_1d.json", "none"),
                                           ("masked_fill_mask_broadcast.json", "intermediate")])
def test_candidates_judged_a_batch_at_a_time_give_the_key_they_give_one_by_one(fixture, erase):
    """The batched path (Sandbox.check_batch) judges a key's candidates as the single path
    does: a miscompile's (each failing candidate is confirmed alone) and a compile failure's
    (each failing candidate taken out of the batch) give the same trigger, check for check."""
    case = Case(load(fixture), None, erase, 0, OracleConfig())
    with Sandbox(timeout=120) as sandbox:
        finding = sandbox.check(case).findings[0]
        batches: list[int] = []

        def check_many(cases):
            batches.append(len(cases))
            return sandbox.check_batch(cases)

        alone = root_cause(case, finding, sandbox.check)
        batched = root_cause(case, finding, sandbox.check, check_many=check_many)
    assert batched.to_dict() == alone.to_dict(), json.dumps([alone.to_dict(), batched.to_dict()], indent=1)
    # Every candidate went through a batch (the rest of the checks: the locus reduction and
    # the first check, one by one).
    assert batches and max(batches) > 1 and sum(batches) < alone.trigger.checks, (batches, alone.trigger.checks)


@pytest.mark.integration
def test_two_roll_programs_of_one_bug_share_a_key_and_another_bug_in_one_pass_does_not():
    """roll-shift-larger-than-dim (corpus) as float32 [5] shifted by 6 on dim 0, and as
    int32 [2, 5] shifted by -7 on dim 1: other shape, dtype, shift sign and dim, one defect
    (DecomposeAtenRollOp takes no modulo). The masked_fill bug is another defect that also
    fails at k=1; its key differs."""
    with Sandbox(timeout=120) as sandbox:
        a = _keyed(sandbox, load("roll_shift_float_1d.json"), "none")
        b = _keyed(sandbox, load("roll_shift_int_2d.json"), "none")
        other = _keyed(sandbox, load("masked_fill_mask_broadcast.json"), "intermediate")
    assert a.trigger.complete and b.trigger.complete, (a.to_dict(), b.to_dict())
    assert a.key == b.key, json.dumps([a.to_dict(), b.to_dict()], indent=1)
    assert a.trigger.classes["input0.dtype"] == "*" and ">=size" in a.trigger.classes["aten.roll#0.shifts[0]"]
    assert "zero" not in a.trigger.classes["aten.roll#0.shifts[0]"]
    assert other.key != a.key and other.locus.family == "compile"


def test_an_input_nothing_reads_has_no_aspects():
    program = Program.from_json(json.dumps({
        "format": "irfuzz-program/1", "inputs": [{"name": "x0", "shape": [2], "dtype": "int8"}],
        "nodes": [{"name": "v0", "op": "aten.arange", "operands": [],
                   "attrs": {"start": 0, "end": 4, "step": 1, "dtype": "int8"}}], "outputs": ["v0"]}))
    names = [a.name for a in aspects(program, "none")]
    assert not [n for n in names if n.startswith("input")] and "aten.arange#0.dtype" in names


def _corpus(tmp_path, entries: dict[str, dict]) -> str:
    for name, expected in entries.items():
        os.makedirs(tmp_path / name)
        (tmp_path / name / "expected.json").write_text(json.dumps(expected))
    return str(tmp_path)


def test_a_cause_failing_like_a_corpus_entry_through_other_ops_is_flagged_for_a_look(tmp_path):
    """The uint8 literal fold reached through `new_empty` instead of `full`: same pass, same
    op in the diagnostic, other ops, so no key or trigger ties it to the entry. It is a
    `look`, never `known`; a signature only one entry records points at that entry, one that
    several record (a generic abort) points at none; an unlocated failure is `new`."""
    literal = _recorded_cause("compile", "canonicalize", "torch.vtensor.literal", ["aten.full"],
                              {"aten.full#0.dtype": "uint8"})
    via_new_empty = _recorded_cause("compile", "canonicalize", "torch.vtensor.literal", ["aten.new_empty"],
                                    {"input0.dtype": "uint8"})
    abort_a = _recorded_cause("crash", "execute", "-", ["aten.split.Tensor"],
                              {"aten.split.Tensor#0.split_size": "int64-max"})
    abort_b = _recorded_cause("crash", "execute", "-", ["aten.chunk"], {"input0.size": "empty"})
    unlocated = _recorded_cause("crash", "execute", "-", ["aten.broadcast_to"], {"input0.size": "empty"})
    corpus = CorpusCauses.load(_corpus(tmp_path, {
        "uint8-literal": {"signature": "verifier-error-1", "root_cause": literal.to_dict()},
        "split-abort": {"signature": "crash-abort", "root_cause": abort_a.to_dict()},
        "chunk-abort": {"signature": "crash-abort", "also_signatures": ["crash-chunk"],
                        "root_cause": abort_b.to_dict()},
    }))
    assert corpus_match(literal, corpus) == ("known", "uint8-literal")
    assert corpus_match(via_new_empty, corpus) == ("look", "uint8-literal")
    assert corpus_match(unlocated, corpus, ["crash-abort"]) == ("new", None)   # two entries record it
    # an abort in compiled code names no place: its signature points only with an op in common
    assert corpus_match(unlocated, corpus, ["crash-chunk"]) == ("new", None)
    chunk_again = _recorded_cause("crash", "execute", "-", ["aten.chunk", "aten.neg"], {"input0.dtype": "int8"})
    assert corpus_match(chunk_again, corpus, ["crash-chunk"]) == ("look", "chunk-abort")
    assert corpus_match(None, corpus) == ("pending", None)
    # any ONNX node the conversion leaves is a `torch.operator`: that names no op either
    onnx_gap = _recorded_cause("compile", "convert-torch-onnx-to-torch", "torch.operator", ["aten.hstack"], {})
    onnx_other = _recorded_cause("compile", "convert-torch-onnx-to-torch", "torch.operator", ["aten.unbind.int"], {})
    corpus = CorpusCauses.load(_corpus(tmp_path / "onnx", {"hstack": {"signature": "pass-error-1",
                                                                      "root_cause": onnx_gap.to_dict()}}))
    assert corpus_match(onnx_other, corpus, ["pass-error-2"]) == ("new", None)


def test_wrong_numbers_on_a_backend_that_the_linalg_path_shows_too_are_the_shared_passes_defect():
    """A roll without modulo is wrong on linalg and on StableHLO alike (the Torch passes both
    take IR_k from decompose it): one locus. index_put with a negative index wrong only on
    StableHLO (TorchToStablehlo's scatter) is that conversion's own. A uint8 cat wrong on
    linalg and TOSA while StableHLO gets it right (seed-5151 campaign, mismatch-eager-3c2eb14cb66f):
    IR_k is right, so TorchToLinalg and TorchToTosa are each at fault, two places. triu with
    diagonal INT64_MAX wrong on linalg and StableHLO, no backend right, but aten.triu reached
    both conversions intact (stablehlo-tril-triu-row-plus-diagonal-overflow): each conversion's
    own overflow, two places; a wrong shape of such an op is still the shared passes' (its
    result type)."""
    from oracles.verdict import KOutcome, Verdict

    def wrong(stage: str, op: str, intact: bool | None = None, what: str = "bits mismatch") -> Finding:
        reached = {} if intact is None else {"wrong_op_reaches_backends": intact}
        return Finding("mismatch-eager", stage, 1, f"IR_1 compiled vs eager: output 0: {what}",
                       details={"first_wrong_node": {"op": op}, **reached})

    def verdict(findings: list, backends: dict) -> Verdict:
        return Verdict("finding", findings, [KOutcome(1, "ok", numerics="mismatch-eager", backends=backends)])

    roll_linalg, roll_stablehlo = wrong("execute", "aten.roll"), wrong("execute-stablehlo", "aten.roll")
    both = verdict([roll_linalg, roll_stablehlo], {"stablehlo": "mismatch-eager"})
    assert locus_of(roll_stablehlo, both).where == "execute"
    assert locus_of(roll_stablehlo).where == "execute-stablehlo"
    put = wrong("execute-stablehlo", "aten.index_put")
    assert locus_of(put, verdict([roll_linalg, put], {"stablehlo": "mismatch-eager"})).where == "execute-stablehlo"
    cat_linalg, cat_tosa = wrong("execute", "aten.cat"), wrong("execute-tosa", "aten.cat")
    one_right = verdict([cat_linalg, cat_tosa], {"tosa": "mismatch-eager", "stablehlo": "ok"})
    assert locus_of(cat_tosa, one_right).where == "execute-tosa"
    assert Locus("miscompile", "execute", "aten.roll: wrong values").found_in(both) == [roll_linalg, roll_stablehlo]
    triu_linalg, triu_stablehlo = wrong("execute", "aten.triu", True), wrong("execute-stablehlo", "aten.triu", True)
    none_right = verdict([triu_linalg, triu_stablehlo], {"stablehlo": "mismatch-eager"})
    assert locus_of(triu_stablehlo, none_right).where == "execute-stablehlo"
    decomposed = wrong("execute-stablehlo", "aten.roll", False)
    assert locus_of(decomposed, verdict([roll_linalg, decomposed], {"stablehlo": "mismatch-eager"})).where == "execute"
    shape_linalg = wrong("execute", "aten.slice", True, "shape mismatch")
    shape_stablehlo = wrong("execute-stablehlo", "aten.slice", True, "shape mismatch")
    wrong_shapes = verdict([shape_linalg, shape_stablehlo], {"stablehlo": "mismatch-eager"})
    assert locus_of(shape_stablehlo, wrong_shapes).where == "execute"


def test_an_op_reaches_the_backends_when_the_contract_ir_still_holds_it():
    from oracles.case import reaches_the_backends

    ir = "%0 = torch.aten.triu %arg0, %int5 : !torch.vtensor<[3,3],f32>, !torch.int -> ...\n" \
         "%1 = torch.aten.slice.Tensor %0, %int0, ... -> ...\n"
    assert reaches_the_backends("aten.triu", ir) and reaches_the_backends("aten.slice", ir)
    assert not reaches_the_backends("aten.tril", ir) and not reaches_the_backends("aten.tri", ir)


def test_a_limitation_that_needs_nothing_claims_no_failure_that_needs_more(tmp_path):
    """limitation-index-put-non-consecutive-indices' trigger needs nothing but the op (the
    None between index tensors is no aspect the abstraction varies): an index_put failing the
    contract only on an empty index is not that gap; one needing exactly what it needs is."""
    gap = _recorded_cause("compile", "torch-lower-to-backend-contract", "torch.aten.index_put", ["aten.index_put"], {})
    empty = _recorded_cause("compile", "torch-lower-to-backend-contract", "torch.aten.index_put", ["aten.index_put"],
                            {"input0.size": "empty"})
    corpus = CorpusCauses.load(_corpus(tmp_path, {"limitation-gap": {"kind": "limitation", "signature": "s1",
                                                                    "root_cause": gap.to_dict()}}))
    assert corpus_match(empty, corpus)[0] != "known"
    assert corpus_match(gap, corpus) == ("known", "limitation-gap")


def test_an_extra_backends_own_place_is_never_tied_to_another_place():
    """A trigger that needs little (an op, any dtype) must not tie IREE's or TorchToStablehlo's
    defect to a failure elsewhere with the same ops; one backend place stays one place."""
    needs = {"input0.dtype": "uint8"}
    iree = _recorded_cause("compile", "execute-stablehlo", "-", ["aten.full"], needs)
    torch_pass = _recorded_cause("compile", "canonicalize", "-", ["aten.full"], needs)
    stablehlo = _recorded_cause("compile", "convert-torch-to-stablehlo", "-", ["aten.full"], needs)
    assert not same_defect(iree, torch_pass) and not same_defect(stablehlo, torch_pass)
    assert not same_defect(iree, stablehlo)
    again = _recorded_cause("compile", "execute-stablehlo", "-", ["aten.full"], {})
    assert same_defect(iree, again)
    # within one backend the general rules hold: one bad conversion rejected by two of its passes
    refine = _recorded_cause("compile", "stablehlo-refine-shapes", "-", ["aten.full"], needs)
    assert same_defect(stablehlo, refine)


def test_a_backend_lowering_failing_where_the_linalg_lowering_fails_too_is_the_shared_irs_defect():
    """A roll of an empty dim: canonicalize leaves a cat of an empty list in IR_2, which
    TorchToLinalg ('tensor.concat' of nothing) and TorchToStablehlo ('stablehlo.concatenate'
    of nothing) both build invalid IR from (seed-5151 campaign, verifier-error-249748f5c943):
    one locus, the linalg failure's. The StableHLO lowering failing alone is its own."""
    from oracles.verdict import Verdict

    linalg = Finding("verifier-error", "lowering", 2, "'tensor.concat' op requires at least one input",
                     "convert-torch-to-linalg")
    stablehlo = Finding("verifier-error", "lowering-stablehlo", 2, "'stablehlo.concatenate' op expected 1 or more "
                        "operands, but found 0", "convert-torch-to-stablehlo")
    both = Verdict("finding", [linalg, stablehlo])
    assert locus_of(stablehlo, both).place == locus_of(linalg).place
    assert locus_of(stablehlo, Verdict("finding", [stablehlo])).where == "convert-torch-to-stablehlo"


def test_another_manifestation_of_a_known_pattern_is_pointed_at_not_called_new(tmp_path):
    """where(c, x, x) folding away its broadcast fails the return type when the function's
    types are kept and computes a wrong shape when they are erased (seed-5151 campaign): the
    same op under the same conditions, so the row points at the corpus entry for a person to
    confirm. A different condition (a negative slice start, not INT64_MAX) is another pattern,
    and a TOSA conversion's own defect is never pointed at from the linalg path."""
    where_return = _recorded_cause("compile", "torch-adjust-calling-conventions", "-", ["aten.where.self"],
                                   {"erase": "intermediate|none", "input0.dtype": "*"})
    where_shape = _recorded_cause("miscompile", "execute", "aten.where.self: wrong shape", ["aten.where.self"],
                                  {"erase": "torchscript", "input0.dtype": "*"})
    slice_stablehlo = _recorded_cause("compile", "stablehlo-canonicalize-dynamism", "stablehlo.slice",
                                      ["aten.slice.Tensor"], {"aten.slice.Tensor#0.start": "int64-max",
                                                              "aten.slice.Tensor#0.end": ">=size|none"})
    slice_negative = _recorded_cause("compile", "stablehlo-canonicalize-dynamism", "stablehlo.slice",
                                     ["aten.slice.Tensor"], {"aten.slice.Tensor#0.start": "negative"})
    pad_linalg = _recorded_cause("miscompile", "execute", "aten.constant_pad_nd: wrong values",
                                 ["aten.constant_pad_nd"], {"aten.constant_pad_nd#0.value": "fraction"})
    pad_tosa = _recorded_cause("miscompile", "execute-tosa", "aten.constant_pad_nd: wrong values",
                               ["aten.constant_pad_nd"], {"aten.constant_pad_nd#0.value": "fraction",
                                                          "input0.dtype": "float64"})
    corpus = CorpusCauses.load(_corpus(tmp_path, {
        "where-fold": {"signature": "s1", "root_cause": where_return.to_dict()},
        "slice-int64-max": {"signature": "s2", "root_cause": SLICE_DIM_END.to_dict()},
        "tosa-f64": {"signature": "s3", "root_cause": pad_tosa.to_dict()},
    }))
    assert corpus_match(where_shape, corpus) == ("look", "where-fold")
    assert corpus_match(slice_stablehlo, corpus) == ("look", "slice-int64-max")
    assert corpus_match(slice_negative, corpus) == ("new", None)
    assert corpus_match(pad_linalg, corpus) == ("new", None)


def test_pairs_of_two_defects_from_a_campaign_are_not_tied_and_pairs_of_one_are():
    """Real keys of the seed-6262 campaign whose findings were sorted by hand
    (bench/labels/seed6262.py), each pair once a row holding two defects:
    - a located crash (AtenRemainderIntOp::fold's SIGFPE) and a wrong shape (the repeat's
      zero-count view): a wrong shape is no memory error's manifestation;
    - one op wrong two ways (cat's uint8 promotion: wrong values; its empty operand: wrong
      dtype);
    - two diagnostics naming two ops in one pass, tied by nothing but the ops (index_put's
      mixed index dtypes and its 0-d index; masked_fill's shape function and flip's helper);
    - a located crash (unflatten's zero size) and a diagnostic (unflatten's negative dim).
    One defect still ties across runs and symptoms: two uint8 cats, and unflatten's negative
    dim as a wrong shape (types erased) and a rejected cast (types kept)."""
    with open(os.path.join(DATA, "mixed_pairs_6262.json")) as fh:
        recorded = json.load(fh)
    cause = {name: RootCause.from_dict(found["root_cause"]) for name, found in recorded.items()
             if not name.startswith("_")}
    two = [("crash-f5b4404d1bc8", "mismatch-eager-ac33adf0651e"),
           ("mismatch-eager-f902e37d0c6b", "mismatch-eager-7ca57b6fcaa1"),
           ("verifier-error-7ac1ed96fef7", "verifier-error-2b10222eabcc"),
           ("lowering-error-2703d22d5104", "verifier-error-ce086d86b099"),
           ("crash-f1e9f256ee5a", "verifier-error-48d8119e3932"),
           ("crash-f1e9f256ee5a", "mismatch-eager-533ee5a4c419")]
    one = [("mismatch-eager-f902e37d0c6b", "mismatch-eager-17ccdfd6985f"),
           ("mismatch-eager-533ee5a4c419", "verifier-error-48d8119e3932")]
    for a, b in two:
        assert not same_defect(cause[a], cause[b]) and not same_defect(cause[b], cause[a]), (a, b)
    for a, b in one:
        assert same_defect(cause[a], cause[b]) and same_defect(cause[b], cause[a]), (a, b)


def test_keys_tie_through_imported_ops_renumbered_inputs_and_incidental_producers_and_no_further():
    """Real keys of the seed-7373 campaign (its dev set: these rules were written from it),
    keyed with the index tensor aspects, and three corpus entries' keys; every pair ties
    exactly when the hand-sorted labels name one defect:
    - index_fill's negative index (two programs) ties index_put's, as torch-mlir receives
      it (as_imported), though each needs a condition the other lacks (anchored failure);
    - a stack with its uint8 operand second ties a cat with it first (renumbered inputs);
    - where(c, y, y) wrong in shape ties whether a diag_embed or a slice made y (a producer
      any of whose values fails the same way is not compared: compared_ops);
    - and none of these ties: index_put's bool accumulation and its negative index (both
      need int64 indices, which is no anchor); its zero-size index broadcast and its mixed
      index dtypes (int64 indices do not make a condition across symptoms); a negative TOSA
      pad and TOSA's f64 pad value (two symptoms through pad -> constant_pad_nd), nor TOSA's
      rank-0 pad (a condition "any dtype but bool" both need tells nothing); a roll's
      decomposition failing after a slice and the slice's INT64_MAX start (a compile failure
      keeps its every op).
    One pair of one defect stays split: negative TOSA pads rejected by the conversion and by
    the TOSA path's RefBackend lowering, two places (a row more, never a merge)."""
    with open(os.path.join(DATA, "pairs_7373.json")) as fh:
        recorded = {name: found for name, found in json.load(fh).items() if not name.startswith("_")}
    cause = {name: RootCause.from_dict(found["root_cause"]) for name, found in recorded.items()}
    split = {("corpus:pad-negative-tosa-pad-invalid-padding", "lowering-error-e5096a815802")}
    for a, b in itertools.combinations(sorted(recorded), 2):
        one = recorded[a]["label"] == recorded[b]["label"] and (a, b) not in split
        assert same_defect(cause[a], cause[b]) == same_defect(cause[b], cause[a]) == one, (a, b)
    groups = group_root_causes([cause[name] for name in sorted(recorded)])
    assert len(groups) == len({found["label"] for found in recorded.values()}) + len(split)


def test_a_miscompile_in_a_backends_place_keeps_every_op_of_its_trigger():
    """Real keys of the seed-8484 campaign (bench/labels/seed8484.py): IREE scatters in place
    into an argument that a roll by 0 (or a slice) returns; the scatter needs nothing but to be
    there, so dropping it (as a where fold's producers are dropped) tied these wrong values to
    the StableHLO roll and slice lowerings' failures through the roll or the slice alone."""
    with open(os.path.join(DATA, "pairs_8484.json")) as fh:
        recorded = {name: found for name, found in json.load(fh).items() if not name.startswith("_")}
    cause = {name: RootCause.from_dict(found["root_cause"]) for name, found in recorded.items()}
    for wrong_values, failure in [("mismatch-eager-6e389826bf99", "verifier-error-d450ac117f51"),
                                  ("mismatch-eager-9d34e203bd30", "verifier-error-a56ae8deebf8")]:
        assert recorded[wrong_values]["label"] != recorded[failure]["label"]
        assert not same_defect(cause[wrong_values], cause[failure]), (wrong_values, failure)
        assert compared_ops(cause[wrong_values]) == cause[wrong_values].trigger.ops


def _pairs_5151_rerun() -> dict[str, dict]:
    with open(os.path.join(DATA, "pairs_5151_rerun.json")) as fh:
        return {name: found for name, found in json.load(fh).items() if not name.startswith("_")}


def test_a_compile_failure_and_wrong_numbers_at_one_erasure_level_are_two_defects():
    """Real keys (seed 5151 rerun): TOSA rejects the pad of a rank-0 input at every erasure
    level for any dtype (its key found no rank aspect), and TOSA rounds an f64 pad value
    through f32 (wrong numbers, types erased). At a level where both fail, the program that
    ran would have failed to compile had it met the first trigger: two defects, no longer one
    row. One defect across symptoms at two levels still ties (test above: unflatten's negative
    dim, a wrong shape with the types erased and a rejected cast with them kept)."""
    found = _pairs_5151_rerun()
    rank0, f64 = (RootCause.from_dict(found[name]["root_cause"])
                  for name in ("verifier-error-df7ce4845bfe", "mismatch-eager-f8d186f98e41"))
    assert found["verifier-error-df7ce4845bfe"]["label"] != found["mismatch-eager-f8d186f98e41"]["label"]
    assert {rank0.locus.family, f64.locus.family} == {"compile", "miscompile"}
    assert not same_defect(rank0, f64) and not same_defect(f64, rank0)


def test_a_crash_and_a_diagnostic_that_names_its_own_op_are_two_defects():
    """Real keys (seed 5151 rerun and the corpus): IREE rejects a ui8 constant (`arith.constant`
    fails to verify) of one scatter_add, and iree-compile segfaults on a scatter_add's aliased
    updates, which its executor words as a diagnostic. Same ops, same place, triggers that
    nest: they tied, and the ui8 constant was `known` as the segfault. A crash is no
    manifestation of a check that names its op; with a generic or no op the rules are as
    before."""
    found = _pairs_5151_rerun()
    constant, segfault = (RootCause.from_dict(found[name]["root_cause"]) for name in
                          ("lowering-error-f6329cb8a0ef", "corpus:iree-flow-scatter-updates-alias-operand-segfault"))
    assert constant.locus.op == "arith.constant" and "crashed (SIGSEGV)" in segfault.locus.op
    assert compared_ops(constant) == compared_ops(segfault) and constant.locus.where == segfault.locus.where
    assert not same_defect(constant, segfault) and not same_defect(segfault, constant)
    unnamed = replace(constant, key="rc-unnamed", locus=replace(constant.locus, op="-"))
    assert same_defect(unnamed, segfault)


def test_one_op_wrong_two_ways_is_no_pattern_of_the_other(tmp_path):
    """Real key (seed 5151 rerun): a cat whose empty int64 operand is dropped with the dtype it
    promotes to (wrong dtype) failed as the corpus's uint8 cat sign-extension (wrong values)
    does, by the pattern rule (same ops, nested conditions): a wrong look. Two miscompiles of
    one op wrong two ways are two defects for the pointers as for the rows."""
    found = _pairs_5151_rerun()
    dtype = RootCause.from_dict(found["mismatch-eager-7ca57b6fcaa1"]["root_cause"])
    entry = found["corpus:cat-uint8-promotion-sign-extends"]
    assert dtype.locus.op == "aten.cat: wrong dtype" and entry["root_cause"]["locus"]["op"] == "aten.cat: wrong values"
    corpus = CorpusCauses.load(_corpus(tmp_path, {"cat-uint8": {"root_cause": entry["root_cause"]}}))
    assert corpus_match(dtype, corpus) == ("new", None)
    assert not same_defect(dtype, RootCause.from_dict(entry["root_cause"]))


def test_a_signature_a_person_sorted_into_one_defect_points_at_it(tmp_path):
    """A campaign folder a person sorted into an entry's defect (`irfuzz corpus learn`) names
    its signature in learned.json (`from`): a later finding of that signature whose key ties
    to nothing is a look at that defect, as a signature the entry records itself is. One that
    people sorted into two defects points at neither."""
    found = _pairs_5151_rerun()
    cause = RootCause.from_dict(found["verifier-error-cede198f5f36"]["root_cause"])
    entry = found["corpus:masked-fill-shape-ignores-mask-broadcast"]["root_cause"]
    other = found["corpus:cat-uint8-promotion-sign-extends"]["root_cause"]
    taught = [{"root_cause": dict(entry, key="rc-taught"), "from": "verifier-error-cede198f5f36, campaign seed 6262"}]
    regressions = _corpus(tmp_path / "one", {"masked-fill": {"root_cause": entry}})
    (tmp_path / "one" / "masked-fill" / "learned.json").write_text(json.dumps(taught))
    corpus = CorpusCauses.load(regressions)
    # Its key was cut by time (the campaign's tail): tied to nothing, it is `cut`, not `new`.
    assert cause.trigger.cut == "time" and corpus_match(cause, corpus) == ("cut", None)
    assert corpus_match(cause, corpus, ["verifier-error-cede198f5f36"]) == ("look", "masked-fill")
    regressions = _corpus(tmp_path / "two", {"masked-fill": {"root_cause": entry}, "cat": {"root_cause": other}})
    for name in ("masked-fill", "cat"):
        (tmp_path / "two" / name / "learned.json").write_text(json.dumps(taught))
    assert corpus_match(cause, CorpusCauses.load(regressions), ["verifier-error-cede198f5f36"]) == ("cut", None)


def test_a_key_that_generalized_nothing_ties_to_no_other_key():
    """Real keys (seed 9292, as the campaign ended): two keys its tail cut before they
    generalized any aspect ("not generalized" each) tied, by the subset rule, to every key of
    their op, bridging a cat's dynamic 1-D rank with its uint8 promotion, and an arange's
    shape function at int64 bounds with its size computed in the result dtype, into one row
    each (sorted by hand: four defects). Such a key ties only to itself."""
    with open(os.path.join(DATA, "pairs_9292.json")) as fh:
        recorded = {name: found for name, found in json.load(fh).items() if not name.startswith("_")}
    cause = {name: RootCause.from_dict(found["root_cause"]) for name, found in recorded.items()}
    blind = ["mismatch-eager-17ccdfd6985f", "lowering-error-128c73e8e641"]
    assert all(set(cause[name].trigger.classes.values()) == {"?"} for name in blind)
    for a, b in itertools.permutations(sorted(recorded), 2):
        if a in blind or b in blind:
            assert not same_defect(cause[a], cause[b]), (a, b)
    groups = group_root_causes([cause[name] for name in sorted(recorded)])
    for group in groups:
        assert len({recorded[sorted(recorded)[i]]["label"] for i in group}) == 1, group


def test_one_out_of_bounds_access_seen_as_crashes_and_wrong_values_among_other_ops_is_one_row():
    """Real keys (seed 9292, recomputed, sorted by hand): index_put's negative index, not wrapped,
    crashes the compiled code (SIGSEGV, SIGABRT) or corrupts values, in programs whose other
    ops (a roll, a cat, a permute) the key could not drop: five keys, one defect, one row.
    A roll among a crash's ops that takes "any shift but a negative one" ties it to none of
    roll's own wrong values (shift larger than the dim): that first version of the rule joined
    the two defects' rows."""
    with open(os.path.join(DATA, "run_access_9292.json")) as fh:
        recorded = {name: found for name, found in json.load(fh).items() if not name.startswith("_")}
    names = sorted(recorded)
    cause = [RootCause.from_dict(recorded[name]["root_cause"]) for name in names]
    assert len({c.key for c in cause}) == len(names)   # each its own key
    groups = [{recorded[names[i]]["label"] for i in group} for group in group_root_causes(cause)]
    assert sorted(map(sorted, groups)) == [["index-put-negative-index-not-wrapped"], ["roll-shift-larger-than-dim"]]


def _pairs_3131() -> dict[str, dict]:
    with open(os.path.join(DATA, "pairs_3131.json")) as fh:
        return {name: found for name, found in json.load(fh).items() if not name.startswith("_")}


def _corpus_of(tmp_path, recorded: dict[str, dict], entries: list[str]) -> CorpusCauses:
    """The corpus entries' recorded expected.json and learned.json, as a regressions folder."""
    regressions = _corpus(tmp_path, {name: recorded[f"corpus:{name}"]["expected"] for name in entries})
    for name in entries:
        learned = recorded[f"corpus:{name}"].get("learned")
        if learned:
            (tmp_path / name / "learned.json").write_text(json.dumps(learned))
    return CorpusCauses.load(regressions)


def test_wrong_values_no_op_computes_alone_are_the_executors_one_key_whatever_the_ops(tmp_path):
    """Real keys (seed 3131, sorted by hand): IREE writing a scatter in place into an argument
    that a reshape, an expand or a flatten returns gave three keys, each "new", each naming
    its view as the first wrong op (the view is right in a program ending there). Keyed by
    the executor's project alone, they are one key whatever ops the locus keeps (a
    slice_scatter or a scatter_add writing into the argument), on the linalg path as on the
    StableHLO path of the corpus entry (rekeyed)."""
    recorded = _pairs_3131()
    views = ["mismatch-eager-2bd9c6127cb5", "mismatch-eager-89086af584a6", "mismatch-eager-e70827815b32"]
    entry = "iree-stablehlo-scatter-in-place-on-returned-argument"
    causes = [RootCause.from_dict(recorded[name]["root_cause"]) for name in views]
    assert {recorded[name]["label"] for name in views} == {entry}
    assert len({tuple(c.trigger.ops) for c in causes}) > 1 and len({c.key for c in causes}) == 1
    assert causes[0].locus.place == ("miscompile", "iree", "whole program: wrong values", "-")
    corpus = _corpus_of(tmp_path, recorded, [entry])
    assert all(corpus_match(cause, corpus) == ("known", entry) for cause in causes)


@pytest.mark.parametrize("executor, stage, message, where", [
    ("iree-cpu", "execute", "bits mismatch at index [0]", "iree"),
    ("iree-stablehlo", "execute-stablehlo", "bits mismatch at index [0]", "iree"),
    ("refbackend", "execute", "bits mismatch at index [0]", "execute"),
    ("iree-cpu", "execute", "shape mismatch: expected [2], got [3]", None),
])
def test_the_whole_program_locus_is_the_executors_and_only_for_wrong_values(executor, stage, message, where):
    details = {"executor": executor, "first_wrong_node": None, "rule": {"source": "aten.reshape"},
               "localization": {"reason": "...", "whole_program": True}}
    locus = locus_of(Finding("mismatch-eager", stage, 1, message, details=details))
    if where is None:   # a wrong shape is the types' (a shape function), whatever localization says
        assert locus.op == "aten.reshape: wrong shape"
    else:
        assert locus.place == ("miscompile", where, "whole program: wrong values", "-")
    details["localization"]["whole_program"] = False
    assert locus_of(Finding("mismatch-eager", stage, 1, message, details=details)).op.startswith("aten.reshape")


def test_a_place_a_person_sorted_into_a_defect_points_at_it(tmp_path):
    """Real keys (seed 3131): index_fill's empty index on a dynamic input fails at TorchToLinalg's
    broadcast_to, where a person sorted index_copy's failure into the zero-size index
    broadcast defect (learned.json); the entry's own key fails elsewhere. The same pass naming
    the same op points at the learned defect: a look, never known."""
    recorded = _pairs_3131()
    entry = "index-put-zero-size-index-broadcast-max"
    fill = RootCause.from_dict(recorded["lowering-error-1bb25949fe8b"]["root_cause"])
    assert recorded["lowering-error-1bb25949fe8b"]["label"] == entry
    assert corpus_match(fill, _corpus_of(tmp_path / "with", recorded, [entry])) == ("look", entry)
    bare = {f"corpus:{entry}": {"expected": recorded[f"corpus:{entry}"]["expected"]}}
    assert corpus_match(fill, _corpus_of(tmp_path / "without", bare, [entry])) == ("new", None)


def test_a_limitations_signature_reached_through_its_op_is_a_look_never_known(tmp_path):
    """Real key (seed 3131): a chunk with a dynamic split size before a take_along_dim ends in
    the limitation entry's own signature (its chunk before a narrow); the triggers' other ops
    differ, so no rule ties them. The signature with the op in common points at the
    limitation for a person to decide: a bug's row could end in the same generic diagnostic."""
    recorded = _pairs_3131()
    entry = "limitation-split-tensor-dynamic-split-size-not-lowered"
    chunk = RootCause.from_dict(recorded["lowering-error-cd777a10501e"]["root_cause"])
    corpus = _corpus_of(tmp_path, recorded, [entry])
    assert recorded["lowering-error-cd777a10501e"]["label"] == entry and entry in corpus.limitations
    assert corpus_match(chunk, corpus) == ("new", None)
    assert corpus_match(chunk, corpus, ["lowering-error-cd777a10501e"]) == ("look", entry)
    other_ops = replace(chunk, trigger=replace(chunk.trigger, ops=["aten.take_along_dim"]))
    assert corpus_match(other_ops, corpus, ["lowering-error-cd777a10501e"]) == ("new", None)


def test_a_key_people_sorted_into_two_defects_is_no_rows_known_defect(tmp_path):
    """Real key (seed 3131): a roll by its dim's size of a dynamic input is wrong on StableHLO
    (the slice's end 0 taken as the dim's size); people sorted this key into the roll's
    defect in one campaign and the slice's in another (a roll past its size meets both).
    Known as the roll's, it joined that row with the slice's finding: it is a look, at the
    entry of its own backend."""
    recorded = _pairs_3131()
    roll, slice_ = "roll-shift-larger-than-dim", "slice-start-past-end-stablehlo-real-dynamic-slice"
    cause = RootCause.from_dict(recorded["mismatch-eager-2919949421f5"]["root_cause"])
    assert recorded["mismatch-eager-2919949421f5"]["label"] == slice_
    assert corpus_match(cause, _corpus_of(tmp_path / "two", recorded, [roll, slice_])) == ("look", slice_)
    assert corpus_match(cause, _corpus_of(tmp_path / "one", recorded, [roll])) == ("known", roll)


def test_of_two_defects_sorted_causes_that_tie_the_one_at_the_same_place_is_pointed_at(tmp_path):
    """Real key (seed 9292): an index_fill with an empty index computes wrong values; it ties to
    a crash of another index_fill that people sorted into the negative-index defect (a memory
    error shows as a crash or as wrong values) and to an index_fill's wrong values sorted into
    the zero-size index broadcast defect, its own. The cause failing at its place is pointed at."""
    with open(os.path.join(DATA, "learned_ties_9292.json")) as fh:
        recorded = {name: found for name, found in json.load(fh).items() if not name.startswith("_")}
    negative, zero_size = "index-put-negative-index-not-wrapped", "index-put-zero-size-index-broadcast-max"
    cause = RootCause.from_dict(recorded["mismatch-eager-edb2677181d7"]["root_cause"])
    assert recorded["mismatch-eager-edb2677181d7"]["label"] == zero_size
    learned = {name: RootCause.from_dict(recorded[f"corpus:{name}"]["learned"][0]["root_cause"])
               for name in (negative, zero_size)}
    assert all(same_defect(taught, cause) for taught in learned.values())
    assert learned[negative].locus.family == "crash" and learned[zero_size].locus.place == cause.locus.place
    assert corpus_match(cause, _corpus_of(tmp_path, recorded, [negative, zero_size])) == ("look", zero_size)


def test_keys_a_rule_ties_that_the_corpus_knows_as_two_defects_are_two_rows(tmp_path):
    """Real keys (seed 1717): a SIGSEGV in the cat lowering (a bool operand converted to int8, a
    null value) and a cat's uint8 operand sign-extended (wrong values) tie as one memory error
    showing two ways; the corpus knows them as two defects, each checked by hand. The group
    is split by its known defects, one row each."""
    from fuzz.findings.triage import _split_by_known_defect

    with open(os.path.join(DATA, "split_known_1717.json")) as fh:
        recorded = {name: found for name, found in json.load(fh).items() if not name.startswith("_")}
    crash, values = "crash-c8db1014db43", "mismatch-eager-17ccdfd6985f"
    causes = {name: RootCause.from_dict(recorded[name]["root_cause"]) for name in (crash, values)}
    assert same_defect(causes[crash], causes[values])
    entries = ["convert-tensor-to-element-type-8bit-destination-null-segfault", "cat-uint8-promotion-sign-extends"]
    corpus = _corpus_of(tmp_path, recorded, entries)
    matches = {causes[name].key: corpus_match(causes[name], corpus) for name in (crash, values)}
    assert [matches[causes[name].key] for name in (crash, values)] == [("known", entry) for entry in entries]
    assert [recorded[name]["label"] for name in (crash, values)] == entries
    group = [causes[crash].key, causes[values].key]
    assert _split_by_known_defect(group, matches, corpus) == [[key] for key in group]
    one = {key: ("known", entries[1]) for key in group}
    assert _split_by_known_defect(group, one, corpus) == [group]


def _pointers_1717():
    with open(os.path.join(DATA, "pointers_1717.json")) as fh:
        return {name: found for name, found in json.load(fh).items() if not name.startswith("_")}


def test_a_signature_people_sorted_into_one_defect_outweighs_a_rule_tying_another(tmp_path):
    """Real keys (seed 1717): a repeat_interleave's collapse_shape rejected on the linalg path
    ties by its pattern to the StableHLO prims.collapse entry (same ops, conditions that
    overlap), while people sorted this very signature into the linalg prims.collapse defect.
    The rule alone said `known` at the wrong entry; the signature makes it a look at its own."""
    recorded = _pointers_1717()
    name = "verifier-error-f1c9530057b3"
    cause = RootCause.from_dict(recorded[name]["root_cause"])
    stablehlo = "stablehlo-prims-collapse-static-result-no-cast"
    linalg = "prims-collapse-lowering-static-result-no-cast"
    assert recorded[name]["label"] == linalg
    corpus = _corpus_of(tmp_path, recorded, [stablehlo, linalg])
    assert corpus.owners[recorded[name]["signature"]] == linalg
    assert corpus_by_cause(cause, corpus) == ("known", stablehlo)
    assert corpus_match(cause, corpus, [recorded[name]["signature"]]) == ("look", linalg)
    assert corpus_match(cause, corpus) == ("known", stablehlo)  # without its signature, the rule stands


def test_of_several_entries_one_pattern_ties_the_one_needing_the_same_conditions_is_pointed_at(tmp_path):
    """Real keys (seed 1717): an arange with a wrong shape on the StableHLO path when types are
    erased ties by its ops to three arange defects (an 8-bit dtype's crash, a size computed in
    the result dtype, extreme int64 bounds computed in double); the one whose cause needs erased
    types too, as this one does, is the defect people sorted it into. The first by name is not."""
    recorded = _pointers_1717()
    name = "mismatch-eager-c8d768f61e87"
    cause = RootCause.from_dict(recorded[name]["root_cause"])
    entries = ["arange-8bit-dtype-lowering-segfault", "arange-float-bounds-int-dtype-size-in-result-dtype",
               "arange-int64-extreme-bounds-shape-fn-in-double"]
    assert recorded[name]["label"] == entries[2]
    corpus = _corpus_of(tmp_path, recorded, entries)
    assert all(_same_pattern(cause, corpus.causes[entry]) for entry in entries)
    assert corpus_match(cause, corpus, [recorded[name]["signature"]]) == ("look", entries[2])


def test_a_crash_and_a_wrong_shape_are_two_defects():
    """Real keys: a crash while RefBackend compiles a zero-count repeat (sorted by hand into
    the 0 // 0 fold's defect, seed 5151) and the corpus's zero-count repeat whose flatten view
    has a wrong shape. Same op, same run place, triggers that nest: they tied, and the crash
    was known as the wrong shape (two campaigns' mixed rows). A memory error shows as a crash
    or wrong values; a wrong shape is the types'. With wrong values instead, the rules are as
    before."""
    with open(os.path.join(DATA, "crash_vs_wrong_shape.json")) as fh:
        found = json.load(fh)
    crash, shape = (RootCause.from_dict(found[name]["root_cause"])
                    for name in ("crash-616bf875e744", "corpus:repeat-zero-count-flatten-view-wrong-shape"))
    assert found["crash-616bf875e744"]["label"] != found["corpus:repeat-zero-count-flatten-view-wrong-shape"]["label"]
    assert crash.locus.family == "crash" and shape.locus.op.endswith("wrong shape")
    assert not same_defect(crash, shape) and not same_defect(shape, crash)
    values = replace(shape, key="rc-values", locus=replace(shape.locus, op="aten.repeat: wrong values"))
    assert same_defect(crash, values)


def test_a_key_cut_by_time_that_nothing_ties_is_cut_never_new(tmp_path):
    """A key its time budget cut has aspects it never generalized ("?"): what would tie it to a
    corpus defect is not known. In a held-out campaign whose keys were cut by a loaded machine,
    five of six `new` rows were corpus defects: such a key is `cut` (new or not, `--recompute`
    tells), while a tie it does show still points."""
    from dataclasses import replace as replaced

    entry = _recorded_cause("compile", "canonicalize", "torch.vtensor.literal", ["aten.full"],
                            {"aten.full#0.dtype": "uint8"})
    corpus = CorpusCauses.load(_corpus(tmp_path, {"uint8-literal": {"signature": "verifier-error-1",
                                                                     "root_cause": entry.to_dict()}}))
    other = _recorded_cause("compile", "convert-torch-to-linalg", "tensor.concat", ["aten.tile", "aten.cat"],
                            {"aten.tile#0.dims[0]": "?", "erase": "?"})
    cut = replaced(other, trigger=replaced(other.trigger, complete=False, cut="time"))
    assert corpus_match(other, corpus) == ("new", None)
    assert corpus_match(cut, corpus) == ("cut", None)
    tied = replaced(entry, trigger=replaced(entry.trigger, complete=False, cut="time"))
    assert corpus_match(tied, corpus) == ("known", "uint8-literal")
