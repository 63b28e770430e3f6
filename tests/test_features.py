"""Compiler features (oracles/features.py) read from fixed, hand-written IR: no torch-mlir runs."""
# ruff: noqa: E501  (the IR below is printed MLIR: one operation per line, as the parser reads it)

from oracles.features import (
    dependency_pairs,
    features_of,
    ir_features,
    op_set,
    outcome_features,
    parse_ops,
    stable_bucket,
    summarize,
    type_class,
)
from oracles.verdict import Finding, KOutcome, Verdict

RAW = """module {
  func.func @main(%arg0: !torch.vtensor<[2,0],f32>, %arg1: !torch.vtensor<[?,3],ui8>) -> !torch.vtensor {
    %int1 = torch.constant.int 1
    %int-9223372036854775808 = torch.constant.int -9223372036854775808
    %none = torch.constant.none
    %0 = torch.aten.roll %arg0, %int1, %int1 : !torch.vtensor<[2,0],f32>, !torch.int, !torch.int -> !torch.vtensor
    %1 = torch.prim.ListConstruct %0, %0 : (!torch.vtensor, !torch.vtensor) -> !torch.list<vtensor>
    %2 = torch.aten.cat %1, %int1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor
    %3 = torch.aten.slice.Tensor %arg1, %int1, %int-9223372036854775808, %none, %int1 : !torch.vtensor<[?,3],ui8>, !torch.int, !torch.int, !torch.none, !torch.int -> !torch.vtensor<[?,0],ui8>
    %4 = torch.tensor_static_info_cast %2 : !torch.vtensor to !torch.vtensor<[2,0],f32>
    return %4 : !torch.vtensor<[2,0],f32>
  }
}
"""

IR_1 = """module {
  func.func @main(%arg0: !torch.vtensor<[2,0],f32>, %arg1: !torch.vtensor<[?,3],ui8>) -> !torch.vtensor<[2,0],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %arg0, %arg0 : (!torch.vtensor<[2,0],f32>, !torch.vtensor<[2,0],f32>) -> !torch.list<vtensor>
    %1 = torch.aten.cat %0, %int1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2,0],f32>
    return %1 : !torch.vtensor<[2,0],f32>
  }
}
"""

IR_2 = """module {
  func.func @main(%arg0: !torch.vtensor<[2,0],f32>, %arg1: !torch.vtensor<[?,3],ui8>) -> !torch.vtensor<[2,0],f32> {
    %0 = torch.vtensor.literal(dense<> : tensor<2x0xf32>) : !torch.vtensor<[2,0],f32>
    return %0 : !torch.vtensor<[2,0],f32>
  }
}
"""

LINALG = """#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @main(%arg0: tensor<2x3xi8>, %arg1: tensor<?x3xi32>) -> tensor<2x3xi32> {
    %0 = tensor.empty() : tensor<2x3xi32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xi8>) outs(%0 : tensor<2x3xi32>) {
    ^bb0(%in: i8, %out: i32):
      %2 = arith.extsi %in : i8 to i32
      linalg.yield %2 : i32
    } -> tensor<2x3xi32>
    %cast = tensor.cast %1 : tensor<2x3xi32> to tensor<?x3xi32>
    %concat = tensor.concat dim(0) %cast, %arg1 : (tensor<?x3xi32>, tensor<?x3xi32>) -> tensor<?x3xi32>
    %extracted_slice = tensor.extract_slice %concat[0, 0] [2, 3] [1, 1] : tensor<?x3xi32> to tensor<2x3xi32>
    return %extracted_slice : tensor<2x3xi32>
  }
}
"""


def test_type_classes_name_dtype_family_and_shape_class():
    assert type_class("!torch.vtensor<[2,3],f32>") == "fs"
    assert type_class("!torch.vtensor<[2,0],bf16>") == "fz"
    assert type_class("!torch.vtensor<[?,3],ui8>") == "ud"
    assert type_class("!torch.vtensor<[],si64>") == "i0"
    assert type_class("!torch.vtensor<[4],i1>") == "bs"
    assert type_class("!torch.vtensor") == "?u" and type_class("!torch.tensor") == "?u"
    assert type_class("!torch.vtensor<*,f16>") == "fu"
    assert type_class("tensor<2x?xf64>") == "fd" and type_class("tensor<i64>") == "i0"
    assert type_class("tensor<0x3xi8>") == "iz"
    assert type_class("!torch.list<vtensor>") == "list" and type_class("!torch.int") == "int"
    assert type_class("i8") == "i8" and type_class("index") == "index"


def test_ops_results_operands_and_result_types_are_read_from_each_line():
    ops = {op: (results, operands, rtype) for op, results, operands, rtype in parse_ops(RAW)}
    assert ops["aten.roll"] == (["%0"], ["%arg0", "%int1", "%int1"], "!torch.vtensor")
    assert ops["tensor_static_info_cast"][2] == "!torch.vtensor<[2,0],f32>"   # a cast's ' to ' type
    assert ops["constant.int[min]"][0] == ["%int-9223372036854775808"]      # the value class of a constant
    assert "constant.int[1]" in ops and ops["return"][1] == ["%4"]
    linalg = {op: rtype for op, _, _, rtype in parse_ops(LINALG)}
    assert linalg["linalg.generic"] == "tensor<2x3xi32>"                      # the outs type
    assert linalg["tensor.concat"] == "tensor<?x3xi32>" and linalg["arith.extsi"] == "i32"


def test_dependency_pairs_carry_the_consumed_value_class():
    raw = dependency_pairs(RAW)
    assert {"arg>aten.roll:fz", "aten.roll>prim.ListConstruct:?u", "prim.ListConstruct>aten.cat:list",
            "arg>aten.slice.Tensor:ud", "constant.int[min]>aten.slice.Tensor:-",
            "constant.none>aten.slice.Tensor:-", "aten.cat>tensor_static_info_cast:?u",
            "tensor_static_info_cast>return:fz"} <= raw
    lin = dependency_pairs(LINALG)
    assert {"arg>linalg.generic:is", "tensor.empty>linalg.generic:is", "barg>arith.extsi:i8",
            "arith.extsi>linalg.yield:i32", "linalg.generic>tensor.cast:is", "tensor.cast>tensor.concat:id",
            "arg>tensor.concat:id", "tensor.concat>tensor.extract_slice:id",
            "tensor.extract_slice>return:is"} <= lin


def test_ir_features_name_each_ir_and_what_changed_between_k_and_k_plus_1():
    features = ir_features(RAW, [IR_1, IR_2, IR_2], [LINALG, LINALG, None])
    assert "d:raw:arg>aten.roll:fz" in features and "d:ir1:prim.ListConstruct>aten.cat:list" in features
    assert "d:lin:barg>arith.extsi:i8" in features
    assert {"c2:+vtensor.literal", "c2:-aten.cat", "c2:-prim.ListConstruct", "c2:-constant.int[1]"} <= features
    assert not any(f.startswith("c3:") for f in features)   # IR_3 == IR_2
    assert op_set(IR_2) == {"vtensor.literal", "return"}


def test_outcome_features_cover_per_k_findings_diagnostics_and_limits():
    finding = Finding(symptom="verifier-error", stage="lowering", k=2, pass_name="convert-torch-to-linalg",
                      message="'tensor.concat' op requires at least one input", k_dependent=True)
    numeric = Finding(symptom="mismatch-eager", stage="execute", k=1, message="bits mismatch",
                      details={"mismatches": [{"rule": "bits"}]})
    limit = Finding(symptom="executor-limit", stage="execute", k=1, message="iree-cpu flushes subnormals to zero")
    verdict = Verdict("finding", [finding, numeric],
                      [KOutcome(1, "ok", "h1", False, True, "mismatch-eager", "iree-cpu"),
                       KOutcome(2, "verifier-error", "h2", True, False, "not-run")], limits=[limit])
    features = outcome_features(verdict)
    assert {"st:finding", "k1:ok:-:L:mismatch-eager", "k2:verifier-error:C:-:not-run",
            "kv:ok/verifier-error|mismatch-eager/not-run", "e:iree-cpu",
            "f:verifier-error:lowering:convert-torch-to-linalg:K", f"s:{finding.signature}",
            "n:mismatch-eager:bits"} <= features
    assert sum(f.startswith("l:") for f in features) == 1
    # The same limit with other numbers is the same feature (normalized diagnostics).
    other = Finding(symptom="executor-limit", stage="execute", k=3, message="iree-cpu flushes subnormals to zero")
    assert [f for f in outcome_features(Verdict("ok", limits=[other])) if f.startswith("l:")] == \
        [f for f in features if f.startswith("l:")]


def test_internal_errors_have_no_features_and_worker_features_are_kept():
    assert features_of(Verdict.internal("eager PyTorch rejected the program")) == []
    verdict = Verdict("ok", per_k=[KOutcome(1, "ok", lowered=True, numerics="ok")], features=["d:raw:arg>return:fs"])
    assert features_of(verdict) == sorted({"d:raw:arg>return:fs", "st:ok", "k1:ok:?:L:ok", "kv:ok|ok"})
    assert Verdict.from_dict(verdict.to_dict()).features == verdict.features
    assert "features" not in verdict.to_dict(full=False)   # summaries (check --json) stay small


def test_buckets_are_stable_and_summaries_count_kinds():
    assert stable_bucket("d:raw:arg>aten.roll:fz", 4096) == stable_bucket("d:raw:arg>aten.roll:fz", 4096)
    assert 0 <= stable_bucket("x", 7) < 7
    assert summarize(["d:raw:a>b:fs", "d:lin:x>y:i8", "k1:ok:-:L:ok", "k2:ok:-:L:ok", "c2:+x"]) == {
        "d:raw": 1, "d:lin": 1, "k": 2, "c": 1}
