"""Verdicts and signatures, IR-dump parsing, pipeline strings, type erasure."""

from __future__ import annotations

import json
import os
import re

import pytest
from seeded import DATA as SEEDED_DATA
from seeded import seeded_program

from generators.eager import make_inputs
from generators.erasure import ERASURE_LEVELS, erase_types
from generators.importer import import_program
from generators.mlir import new_context, parse_module
from oracles.pipeline import (
    last_pass_function,
    module_pipeline,
    nesting,
    parse_ir_dump,
    run_with_ir_dump,
    single_pass_pipeline,
)
from oracles.verdict import (
    SYMPTOMS,
    Finding,
    KOutcome,
    Verdict,
    normalize_message,
    signature_of,
)

# -- signatures -----------------------------------------------------------------

SAME_ROOT_CAUSE = {
    "ssa-names": [
        ("failed to legalize operation 'torch.aten.roll' that was explicitly marked illegal: "
        "%5 = torch.aten.roll %arg0, %3, %4 : !torch.vtensor<[3,4],f32>, !torch.list<int>, !torch.list<int> "
        "-> !torch.vtensor<[3,4],f32>"),
        ("failed to legalize operation 'torch.aten.roll' that was explicitly marked illegal: "
        "%17 = torch.aten.roll %12, %int1_3, %9 : !torch.vtensor<[?,2],si64>, !torch.list<int>, !torch.list<int> "
        "-> !torch.vtensor<[?,2],si64>"),
    ],
    "erasure": [
        "'torch.aten.slice.Tensor' op operand #0 must be Any Torch tensor type, but got '!torch.tensor'",
        "'torch.aten.slice.Tensor' op operand #0 must be Any Torch tensor type, but got '!torch.vtensor<[3],f32>'",
        "'torch.aten.slice.Tensor' op operand #0 must be Any Torch tensor type, but got '!torch.vtensor'",
        "'torch.aten.slice.Tensor' op operand #0 must be Any Torch tensor type, but got '!torch.vtensor<[?,5,0],bf16>'",
    ],
    "shapes-and-dtypes": [
        "result type !torch.vtensor<[3],f32> does not match inferred type !torch.vtensor<[2],f32> for %1",
        "result type !torch.vtensor<[7,1],si8> does not match inferred type !torch.vtensor<[0,1],si8> for %result",
    ],
    "builtin-tensors": [
        "'tensor.extract_slice' op expected type to be 'tensor<3x?xf32>' or a rank-reduced version",
        "'tensor.extract_slice' op expected type to be 'tensor<5xi64>' or a rank-reduced version",
    ],
    "constants": [
        "roll: shift 7 is out of range for a dim of size 3",
        "roll: shift -2 is out of range for a dim of size 11",
        "roll: shift 9223372036854775807 is out of range for a dim of size 0",
    ],
    "float-constants": [
        "fill value 1.5 does not fit",
        "fill value -2.25e+10 does not fit",
    ],
    "generic-op-dump": [
        ("operation being verified: %4 = \"torch.aten.cat\"(%3, %int0) : (!torch.list<vtensor>, !torch.int) "
        "-> !torch.vtensor<[4,3],f32>"),
        ("operation being verified: %11 = \"torch.aten.cat\"(%9, %int1_2, %x) : (!torch.list<vtensor>, !torch.int) "
        "-> !torch.vtensor"),
    ],
    "symbols-and-blocks": [
        "call to @main in ^bb0 has a mismatched result type",
        "call to @forward_2 in ^bb3 has a mismatched result type",
    ],
    "locations": [
        'loc("prog.mlir":12:3): error: unsupported by backend contract',
        'loc("other.mlir":1:40): error: unsupported by backend contract',
        "loc(unknown): error: unsupported by backend contract",
    ],
    "file-line-col": [
        '"prog.mlir":12:3: error: unsupported by backend contract',
        '"/tmp/x/other.mlir":1:40: error: unsupported by backend contract',
    ],
    "second-line-ignored": [
        "unsupported by backend contract\nsee %3 = torch.aten.roll",
        "unsupported by backend contract\nsomething else entirely",
    ],
    "note": [
        "unsupported by backend contract :: see current operation: %2 = torch.aten.full_like %arg0, %int5",
        "unsupported by backend contract :: see current operation: %19 = torch.aten.full_like %x, %int1_7",
    ],
}

DIFFERENT_SYMPTOMS = [
    "failed to legalize operation 'torch.aten.roll' that was explicitly marked illegal",
    "failed to legalize operation 'torch.aten.cat' that was explicitly marked illegal",
    "failed to legalize operation 'torch.aten.slice.Tensor' that was explicitly marked illegal",
    "'torch.aten.roll' op operand #0 must be Any Torch tensor type, but got '!torch.tensor'",
    "'torch.aten.roll' op result #0 must be Any Torch tensor type, but got '!torch.tensor'",
    "unsupported by backend contract",
    "unsupported by backend contract :: see current operation: %2 = torch.aten.full_like %arg0, %int5",
    "unsupported by backend contract :: see current operation: %2 = torch.aten.empty_like %arg0, %int5",
    "operation being verified: %4 = \"torch.aten.cat\"(%3, %int0) : (!torch.list<vtensor>, !torch.int)",
    "operation being verified: %4 = \"torch.aten.roll\"(%3, %int0) : (!torch.list<vtensor>, !torch.int)",
    "'torch.aten.roll' op requires a static shape",
]


@pytest.mark.parametrize("case", sorted(SAME_ROOT_CAUSE))
def test_same_root_cause_same_signature(case: str) -> None:
    messages = SAME_ROOT_CAUSE[case]
    normalized = {normalize_message(m) for m in messages}
    assert len(normalized) == 1, normalized
    signatures = {signature_of("verifier-error", "pipeline", "torch-refine-types", m) for m in messages}
    assert len(signatures) == 1


def test_normalization_removes_instance_details() -> None:
    text = normalize_message(SAME_ROOT_CAUSE["erasure"][1])
    assert "vtensor" not in text and "f32" not in text and "[3]" not in text
    text = normalize_message(SAME_ROOT_CAUSE["ssa-names"][1])
    assert "%17" not in text and "%arg0" not in text and "si64" not in text
    assert "torch.aten.roll" in text


def test_different_messages_different_signatures() -> None:
    signatures = [signature_of("pass-error", "pipeline", "torch-decompose-complex-ops", m)
                  for m in DIFFERENT_SYMPTOMS]
    assert len(set(signatures)) == len(DIFFERENT_SYMPTOMS)


def test_symptom_stage_and_pass_are_part_of_the_signature() -> None:
    m = "failed to legalize operation 'torch.aten.roll'"
    base = signature_of("pass-error", "pipeline", "torch-decompose-complex-ops", m)
    variants = [
        signature_of("crash", "pipeline", "torch-decompose-complex-ops", m),
        signature_of("verifier-error", "pipeline", "torch-decompose-complex-ops", m),
        signature_of("pass-error", "lowering", "torch-decompose-complex-ops", m),
        signature_of("pass-error", "pipeline", "torch-refine-types", m),
        signature_of("pass-error", "pipeline", None, m),
    ]
    assert base not in variants
    assert len(set(variants)) == len(variants)


def test_signature_shape() -> None:
    for symptom in SYMPTOMS:
        sig = signature_of(symptom, "pipeline", None, "boom")
        assert re.fullmatch(re.escape(symptom) + r"-[0-9a-f]{12}", sig)
        assert sig == signature_of(symptom, "pipeline", None, "boom")


def test_list_types_are_normalized_like_tensor_types() -> None:
    messages = [
        "'torch.aten.cat' op operand #0 must be list of tensors, but got '!torch.list<vtensor<[2,3],f32>>'",
        "'torch.aten.cat' op operand #0 must be list of tensors, but got '!torch.list<vtensor<[5],si64>>'",
        "'torch.aten.cat' op operand #0 must be list of tensors, but got '!torch.list<vtensor>'",
        "'torch.aten.cat' op operand #0 must be list of tensors, but got '!torch.list<tensor>'",
    ]
    assert len({normalize_message(m) for m in messages}) == 1


# -- Finding and Verdict ------------------------------------------------------------

def test_finding_rejects_unknown_symptom() -> None:
    with pytest.raises(ValueError, match="symptom"):
        Finding(symptom="segfault", stage="pipeline", k=1, message="boom")


def test_finding_signature_ignores_k() -> None:
    a = Finding("verifier-error", "pipeline", 1, "op %3 is broken", pass_name="torch-refine-types")
    b = Finding("verifier-error", "pipeline", 4, "op %9 is broken", pass_name="torch-refine-types")
    assert a.signature == b.signature == signature_of("verifier-error", "pipeline", "torch-refine-types",
                                                      "op %3 is broken")
    c = Finding("verifier-error", "pipeline", 1, "op %3 is broken", pass_name="torch-refine-types",
                signature="pinned")
    assert c.signature == "pinned"


def _verdict() -> Verdict:
    findings = [
        Finding("crash", "pipeline", 2, "Assertion `idx < size()' failed", pass_name="torch-decompose-complex-ops",
                pipeline="builtin.module(torch-simplification-pipeline)", before_ir="module {\n}\n",
                stage_input_ir="module {}", log="stack trace…\nline 2", single_pass="builtin.module(cse)",
                pass_confirmed=True, k_dependent=True),
        Finding("non-convergence", "pipeline", 3, "IR changed between k=2 and k=3"),
    ]
    per_k = [KOutcome(1, "ok", "abc", None, True), KOutcome(2, "crash", None, True, None), KOutcome(3, "not-run")]
    return Verdict(status="finding", findings=findings, per_k=per_k, internal_error=None, erase="torchscript",
                   timings={"import": 0.03, "pipeline": 1.5})


def test_verdict_round_trip() -> None:
    v = _verdict()
    assert Verdict.from_dict(v.to_dict()) == v
    assert Verdict.from_dict(json.loads(json.dumps(v.to_dict()))) == v
    assert Verdict.from_dict(v.to_dict()).findings[0].signature == v.findings[0].signature


@pytest.mark.parametrize("v", [Verdict.ok(), Verdict.ok(erase="intermediate", timings={"x": 1.0}),
                               Verdict.internal("generator produced garbage", erase="none")])
def test_simple_verdicts_round_trip(v: Verdict) -> None:
    assert Verdict.from_dict(json.loads(json.dumps(v.to_dict()))) == v


def test_verdict_summary_has_no_ir() -> None:
    d = _verdict().to_dict(full=False)
    text = json.dumps(d)
    assert "module {" not in text
    assert d["findings"][0]["pass"] == "torch-decompose-complex-ops"
    assert d["findings"][0]["signature"] == _verdict().findings[0].signature


# -- IR dumps -----------------------------------------------------------------------

MODULE_A = """module {
  func.func @main(%arg0: !torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32> {
    %int1 = torch.constant.int 1
    return %arg0 : !torch.vtensor<[3],f32>
  }
}
"""
MODULE_B = """module attributes {torch.debug_module_name = "M"} {
  func.func @main(%arg0: !torch.tensor) -> !torch.tensor {
    return %arg0 : !torch.tensor
  }
  func.func private @helper() {
    return
  }
}
"""
MODULE_C = """module {
  func.func @main() {
    return
  }
}
"""

DUMP = (
    "warning: something printed before the first pass\n"
    "// -----// IR Dump Before CanonicalizerPass: canonicalize{cse-between-iterations=false    max-iterations=10 "
    "max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true} "
    "('func.func' operation: @main) //----- //\n" + MODULE_A + "\n\n"
    "// -----// IR Dump Before RefinePublicReturn: torch-refine-public-return ('builtin.module' operation) "
    "//----- //\n" + MODULE_B + "\n\n"
    "// -----// IR Dump Before DecomposeComplexOps: torch-decompose-complex-ops{legal-ops=aten.roll,aten.cat} "
    "('func.func' operation: @main) //----- //\n" + MODULE_C +
    "\nerror: failed to legalize operation 'torch.aten.roll'\nnote: see current operation\n"
)


def test_parse_ir_dump_sections_in_order() -> None:
    passes = parse_ir_dump(DUMP)
    assert [(p.pass_class, p.pass_name) for p in passes] == [
        ("CanonicalizerPass", "canonicalize"),
        ("RefinePublicReturn", "torch-refine-public-return"),
        ("DecomposeComplexOps", "torch-decompose-complex-ops"),
    ]
    assert [p.before_ir for p in passes] == [MODULE_A, MODULE_B, MODULE_C]


def test_parse_ir_dump_bodies_are_parseable() -> None:
    ctx = new_context()
    for p in parse_ir_dump(DUMP):
        assert parse_module(p.before_ir, ctx).operation.verify()


def test_parse_ir_dump_keeps_the_resource_blobs_of_a_real_dump(tmp_path) -> None:
    """A `dense_resource` constant's blob is printed after the module's closing brace: a
    section cut at the brace replays a constant without its data (the ONNX ConstantOfShape
    conversion then crashes: a false SIGSEGV finding of an ONNX campaign)."""
    module = (
        "module {\n  func.func @main() -> !torch.vtensor<[2],si64> {\n"
        "    %0 = torch.vtensor.literal(dense_resource<blob1> : tensor<2xsi64>) : !torch.vtensor<[2],si64>\n"
        "    return %0 : !torch.vtensor<[2],si64>\n  }\n}\n\n"
        '{-#\n  dialect_resources: {\n    builtin: {\n      blob1: "0x0800000001000000000000000200000000000000"\n'
        "    }\n  }\n#-}\n")
    dump = str(tmp_path / "dump.txt")
    assert run_with_ir_dump(module, "builtin.module(canonicalize,cse)", dump) is None
    text = open(dump).read() + "error: something the pass said afterwards\n"
    passes = parse_ir_dump(text)
    assert [p.pass_name for p in passes] == ["canonicalize", "cse"]
    for p in passes:
        assert p.before_ir.rstrip().endswith("#-}") and "blob1: \"0x08" in p.before_ir
        assert "error:" not in p.before_ir
        assert "dense_resource<blob1>" in str(parse_module(p.before_ir, new_context()))


def test_the_last_pass_names_its_function_in_either_scope_and_a_module_pass_names_none(tmp_path) -> None:
    """A hung batch is pinned by the function its last pass started on (oracles/sandbox.py):
    the header says it in a module-scope dump; in a function-scope one (what the Sandbox
    runs) the function printed after the header does; a module pass's names no function."""
    assert last_pass_function(DUMP) == "main"
    assert last_pass_function(DUMP[:DUMP.index("// -----// IR Dump Before DecomposeComplexOps")]) is None
    module = "module {\n  func.func @p0() {\n    return\n  }\n  func.func @p1() {\n    return\n  }\n}\n"
    dump = str(tmp_path / "dump.txt")
    assert run_with_ir_dump(module, "builtin.module(func.func(canonicalize),symbol-dce,func.func(cse))", dump,
                            module_scope=False) is None
    text = open(dump).read()
    assert "operation: @" not in text and last_pass_function(text) == "p1"
    assert last_pass_function(text[:text.index("IR Dump Before CSE")]) is None   # symbol-dce: the module
    assert last_pass_function(text[:text.index("IR Dump Before SymbolDCE")]) == "p1"
    assert last_pass_function("") is None


def test_parse_ir_dump_without_sections() -> None:
    assert parse_ir_dump("") == []
    assert parse_ir_dump("module {\n}\n") == []


# -- pipeline strings ----------------------------------------------------------------

def test_module_pipeline() -> None:
    assert module_pipeline("a,b") == "builtin.module(a,b)"
    assert module_pipeline("func.func(cse)") == "builtin.module(func.func(cse))"
    wrapped = "builtin.module(func.func(canonicalize),cse)"
    assert module_pipeline(wrapped) == wrapped
    assert module_pipeline(module_pipeline("a,b")) == "builtin.module(a,b)"


def test_nesting() -> None:
    pipeline = ("builtin.module(func.func(canonicalize{max-iterations=10 top-down=true}, cse),"
                "inline{default-pipeline=func.func(canonicalize) max-iterations=4},torch-foo{a=x,y})")
    assert nesting(pipeline) == [
        ("canonicalize{max-iterations=10 top-down=true}", ["builtin.module", "func.func"]),
        ("cse", ["builtin.module", "func.func"]),
        ("inline{default-pipeline=func.func(canonicalize) max-iterations=4}", ["builtin.module"]),
        ("torch-foo{a=x,y}", ["builtin.module"]),
    ]


def _parses(pipeline: str) -> bool:
    from torch_mlir.passmanager import PassManager

    PassManager.parse(pipeline, context=new_context())
    return True


def test_single_pass_pipeline_module_pass() -> None:
    text = single_pass_pipeline("torch-refine-public-return", "torch-simplification-pipeline")
    assert text == "builtin.module(torch-refine-public-return)"
    assert _parses(text)


def test_single_pass_pipeline_function_pass() -> None:
    text = single_pass_pipeline("torch-decompose-complex-ops", "torch-simplification-pipeline")
    assert text is not None
    [(element, anchors)] = nesting(text)
    assert element.split("{")[0] == "torch-decompose-complex-ops"
    assert anchors == ["builtin.module", "func.func"]
    assert text.startswith("builtin.module(func.func(torch-decompose-complex-ops")
    assert _parses(text)


def test_single_pass_pipeline_missing_pass() -> None:
    assert single_pass_pipeline("no-such-pass", "torch-simplification-pipeline") is None
    # a pipeline that does not parse is skipped, not fatal
    assert single_pass_pipeline("cse", "not-a-pipeline", "func.func(cse)") == "builtin.module(func.func(cse))"


# -- type erasure --------------------------------------------------------------------

# The frozen programs of tests/data/seeded/avoid (tests/seeded.py): erasure is checked on the
# same 27 programs whatever the generator draws today.
ERASURE_SEEDS = sorted(int(name[:-len(".json")]) for name in os.listdir(os.path.join(SEEDED_DATA, "avoid")))


@pytest.fixture(scope="module")
def imported() -> dict[int, str]:
    texts = {}
    for seed in ERASURE_SEEDS:
        p = seeded_program(seed)
        texts[seed] = import_program(p, make_inputs(p, seed))
    return texts


def _arg_types(text: str) -> list[str]:
    header = next(line for line in text.splitlines() if "func.func @main(" in line)
    return re.findall(r"%arg\d+: (!torch\.\w+(?:<[^>]*>)?)", header)


def test_erasure_levels_exist() -> None:
    assert {"none", "intermediate", "torchscript"} <= set(ERASURE_LEVELS)


@pytest.mark.parametrize("level", sorted(ERASURE_LEVELS))
def test_erased_ir_parses_and_verifies(imported: dict[int, str], level: str) -> None:
    ctx = new_context()
    for seed, text in imported.items():
        erased = erase_types(text, level)
        module = parse_module(erased, ctx)
        assert module.operation.verify(), (seed, level)
        assert "func.func @main(" in erased
        assert erase_types(text, level) == erased  # deterministic


def test_none_level_is_identity(imported: dict[int, str]) -> None:
    for text in imported.values():
        assert erase_types(text, "none") == text


def test_intermediate_erases_aten_results(imported: dict[int, str]) -> None:
    erased_results = 0
    for seed, text in imported.items():
        erased = erase_types(text, "intermediate")
        for line in erased.splitlines():
            if "torch.aten." in line:
                assert "-> !torch.vtensor<[" not in line, (seed, line)
                erased_results += line.rstrip().endswith("-> !torch.vtensor")
        # the function keeps its declared signature
        assert _arg_types(erased) == _arg_types(text)
        declared = re.search(r"func\.func @main\(.*\) -> (.*) \{", text).group(1)
        assert f") -> {declared} {{" in erased
    assert erased_results > 0


def test_torchscript_keeps_vtensor_only_in_type_bounds(imported: dict[int, str]) -> None:
    for seed, text in imported.items():
        erased = erase_types(text, "torchscript")
        bounds = re.findall(r"torch\.type_bound = (!torch\.vtensor<[^>]*>)", erased)
        assert bounds == _arg_types(text), seed  # each argument's original type, in order
        rest = re.sub(r"torch\.type_bound = !torch\.vtensor<[^>]*>", "", erased)
        assert "vtensor" not in rest, seed
        assert "!torch.tensor" in rest


def test_unknown_erasure_level() -> None:
    with pytest.raises(ValueError, match="erasure level"):
        erase_types(MODULE_A, "partial")


def test_the_vocabulary_is_one_set_of_enums_and_json_holds_their_values():
    """Symptoms, stages and verdict statuses are enums of oracles/verdict.py; the tuples the
    code compares with are their values; a Verdict with a status outside them is refused."""
    import json

    import pytest

    from oracles.verdict import STAGES, VERDICT_STATUSES, Stage, Symptom, Verdict, VerdictStatus

    assert SYMPTOMS == tuple(s.value for s in Symptom) and "mismatch-device" in SYMPTOMS
    assert STAGES == tuple(s.value for s in Stage) and VERDICT_STATUSES == tuple(s.value for s in VerdictStatus)
    assert json.loads(json.dumps({"symptom": Symptom.EXECUTOR_LIMIT})) == {"symptom": "executor-limit"}
    assert Verdict(VerdictStatus.BAD_INPUT).status == "bad-input"
    with pytest.raises(ValueError, match="unknown verdict status"):
        Verdict("fixed")


def test_a_finding_folders_lifecycle_states_are_read_from_what_meta_json_holds():
    from fuzz.finding_folder import Lifecycle, lifecycle_of

    assert lifecycle_of("pending") == Lifecycle.PENDING
    assert lifecycle_of("done: already minimal") == lifecycle_of("done") == Lifecycle.DONE
    assert lifecycle_of("not done: TimeoutError: 30 s") == Lifecycle.NOT_DONE
    assert lifecycle_of({"key": "rc-0123456789ab"}) == Lifecycle.DONE   # a stored root cause
    assert lifecycle_of(None) is None and lifecycle_of("donee") is None
