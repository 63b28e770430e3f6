"""The ONNX frontend (oracles/frontends/onnx_import.py, docs/onnx.md), on the real exporter,
onnxruntime and torch-mlir: torch.onnx.export -> torch-mlir's ONNX importer ->
torch-onnx-to-torch-backend-pipeline -> the usual k vs k+1 oracle, onnxruntime as a second
reference whose disagreement with eager is a limit, never a finding."""

import importlib.util
import json
import os

import pytest
import torch

from conftest import ROOT
from generators.catalog import Values
from oracles.case import Case
from oracles.frontends import FRONTENDS, first_pipeline, frontend_context, get_frontend
from oracles.iterate import OracleConfig
from oracles.numerics import NumericReference, OutputRule

MISSING = [name for name in ("onnx", "onnxruntime", "onnxscript") if importlib.util.find_spec(name) is None]
needs_onnx = pytest.mark.skipif(bool(MISSING), reason=f"the [onnx] extra is not installed (missing: "
                                                      f"{', '.join(MISSING)}): pip install -e '.[onnx]'")
DATA = os.path.join(ROOT, "tests", "data")
SANDBOX_TIMEOUT = 300  # CPU seconds a case may take in the `sandbox` fixture (tests/conftest.py)


# -- the frontend travels with the case, and shapes IR_1's pipeline -----------------------

def test_frontends_are_a_registry_with_fx_the_default():
    assert set(FRONTENDS) == {"fx", "onnx"}
    assert OracleConfig().frontend == "fx"
    assert first_pipeline(OracleConfig()) == OracleConfig().backend_pipeline   # unchanged default path
    onnx = OracleConfig(frontend="onnx", backend_pipeline="builtin.module(torch-function-to-torch-backend-pipeline)")
    assert first_pipeline(onnx) == ("builtin.module(torch-onnx-to-torch-backend-pipeline,"
                                    "torch-function-to-torch-backend-pipeline)")
    assert get_frontend("onnx").erase_levels == ("none",) and not get_frontend("onnx").merges_modules
    with pytest.raises(Exception, match="unknown frontend 'tflite'"):
        get_frontend("tflite")


def test_the_frontend_survives_a_case_round_trip_and_marks_only_non_default_metas():
    case = Case(model_file="m.py", config=OracleConfig(frontend="onnx"))
    again = Case.from_dict(json.loads(json.dumps(case.to_dict())))
    assert again.config.frontend == "onnx" and again.model_file == "m.py"
    assert Case.from_dict({"program": None, "model_file": "m.py", "config": {}}).config.frontend == "fx"
    assert frontend_context(OracleConfig()) == {}   # default campaigns write the meta they always wrote
    assert frontend_context(OracleConfig(frontend="onnx")) == {"frontend": "onnx"}


def test_an_execute_finding_reproduces_through_its_frontend():
    from fuzz.findings.repro import repro_command
    from oracles.verdict import Finding

    finding = Finding(symptom="mismatch-eager", stage="execute", k=1, message="x", details={"executor": "refbackend"})
    assert "--frontend" not in repro_command(finding)
    assert " --frontend onnx --expect " in repro_command(finding, frontend="onnx")


# -- onnxruntime vs eager: the classification, on recorded values ------------------------

def _reference(eager, kind=Values.EXACT):
    return NumericReference([], [eager], [OutputRule(kind, "aten.sort")])


def test_agreement_under_the_output_rule_is_no_disagreement():
    from oracles.frontends.onnx_import import disagreement_with_eager

    eager = torch.tensor([-1.0, 0.5, float("nan")])
    assert disagreement_with_eager([eager.clone()], _reference(eager)) is None
    # inexact outputs keep torch.testing's tolerances
    assert disagreement_with_eager([eager + 1e-7], _reference(eager, Values.INEXACT)) is None


def test_a_disagreement_is_keyed_by_op_kind_and_rule_not_by_values():
    from oracles.frontends.onnx_import import disagreement_with_eager

    eager = torch.tensor([-1.0, 0.5, float("nan")])   # recorded: onnxruntime's TopK order for NaN
    key, message = disagreement_with_eager([torch.tensor([-1.0, float("nan"), 0.5])], _reference(eager))
    assert key == "onnxruntime vs eager: bits mismatch on an output of aten.sort (exact)"
    assert message.startswith(key) and "index [1]" in message
    other, _ = disagreement_with_eager([torch.tensor([float("nan"), -1.0, 0.5])], _reference(eager))
    assert other == key
    shape, _ = disagreement_with_eager([eager.reshape(1, 3)], _reference(eager))
    assert "shape mismatch" in shape


def test_node_names_are_left_out_of_limit_keys():
    from oracles.frontends.onnx_import import without_node_names

    assert without_node_names("Could not find an implementation for RandomNormalLike(1) node with name "
                              "'node_randn_like_3'") == "Could not find an implementation for RandomNormalLike(1) node"
    assert without_node_names("(op_type:Neg, node name: node_neg_2): X has unsupported type: tensor(uint8)") == \
        "(op_type:Neg, node): X has unsupported type: tensor(uint8)"


# -- end to end -------------------------------------------------------------------------

def _judged_at_every_k(verdict: dict) -> bool:
    return [o["k"] for o in verdict["per_k"]] == [1, 2, 3, 4] and all(
        o["outcome"] == "ok" and o["lowered"] and o["numerics"] == "ok" for o in verdict["per_k"])


@needs_onnx
def test_onnxruntime_reads_and_writes_rank0_and_bfloat16_tensors():
    """Two ways irfuzz could make onnxruntime look wrong: numpy turning a rank-0 result into
    shape [1], and bfloat16, which numpy has no type for."""
    from generators.importer import export_module
    from oracles.frontends.onnx_import import export_onnx, run_onnxruntime

    class Model(torch.nn.Module):
        def forward(self, x, y):
            return -x, torch.cat([y, y])

    inputs = (torch.tensor(2.5, dtype=torch.float64), torch.tensor([1.5, -0.25], dtype=torch.bfloat16))
    outputs = run_onnxruntime(export_onnx(export_module(Model(), inputs), inputs), inputs)
    assert [(t.shape, t.dtype) for t in outputs] == [(torch.Size([]), torch.float64),
                                                     (torch.Size([4]), torch.bfloat16)]
    assert outputs[0].item() == -2.5 and outputs[1].tolist() == [1.5, -0.25, 1.5, -0.25]


@needs_onnx
@pytest.mark.integration
def test_cli_check_of_a_seed_module_through_onnx(irfuzz):
    """The seed thread's RollModule: exported (roll arrives as slices and concats), imported
    with torch-mlir's ONNX importer, and judged clean with the numbers compared at every k."""
    done = irfuzz("check", os.path.join(ROOT, "corpus", "seeds", "roll_module.py"), "--frontend", "onnx", "--json")
    assert done.returncode == 0, done.stdout + done.stderr
    verdict = json.loads(done.stdout)
    assert verdict["status"] == "ok" and verdict["findings"] == [] and verdict["limits"] == [], verdict
    assert _judged_at_every_k(verdict), verdict["per_k"]


@needs_onnx
@pytest.mark.integration
def test_program_fixture_checks_ok_through_onnx(sandbox):
    """A Program (roll -> slice + cat, dynamic dim 0) through the ONNX path: ok, nothing
    left out; its raw IR is ONNX ops, converted in IR_1's stage."""
    from generators.program import Program

    with open(os.path.join(DATA, "onnx_roll_slice_cat.json")) as fh:
        program = Program.from_json(fh.read())
    verdict = sandbox.check(Case(program, config=OracleConfig(frontend="onnx"))).to_dict(full=False)
    assert verdict["status"] == "ok" and verdict["findings"] == [] and verdict["limits"] == [], verdict
    assert _judged_at_every_k(verdict), verdict["per_k"]


@needs_onnx
@pytest.mark.integration
def test_exporter_disagreement_is_a_limit_never_a_finding(sandbox):
    """A real disagreement: sort exported as ONNX TopK, which onnxruntime orders NaN in
    differently from eager (tests/data/onnx_sort_nan_module.py). The ONNX path reports it
    apart and does not judge torch-mlir's numbers on that model (no finding)."""
    case = Case(model_file=os.path.join(DATA, "onnx_sort_nan_module.py"), config=OracleConfig(frontend="onnx"))
    verdict = sandbox.check(case).to_dict(full=False)
    assert verdict["status"] == "ok" and verdict["findings"] == [], verdict
    assert [(limit["symptom"], limit["stage"]) for limit in verdict["limits"]] == [("exporter-disagrees", "reference")]
    assert "onnxruntime vs eager" in verdict["limits"][0]["message"]
    assert all(o["numerics"] is None for o in verdict["per_k"]), verdict["per_k"]


@needs_onnx
def test_cli_rejects_erasure_levels_the_onnx_importer_never_makes(irfuzz):
    done = irfuzz("check", os.path.join(DATA, "onnx_roll_slice_cat.json"), "--frontend", "onnx",
                  "--erase", "torchscript")
    assert done.returncode == 2
    assert "the onnx frontend takes only none" in done.stderr


def test_an_erasure_level_the_frontend_does_not_take_is_not_applicable_in_a_root_cause():
    """Generalizing an ONNX finding tries the other erasure levels; the oracle calls them bad
    input (the frontend takes only `none`), which must not read as "the failure needs none"."""
    from fuzz.findings.root_cause import generalize
    from generators.program import Program
    from oracles.verdict import Finding, Verdict

    with open(os.path.join(DATA, "onnx_roll_slice_cat.json")) as fh:
        program = Program.from_json(fh.read())
    finding = Finding(symptom="pass-error", stage="pipeline", k=1, pass_name="convert-torch-onnx-to-torch",
                      message="'torch.aten.cat' op failed")
    tried = []

    def check(case: Case) -> Verdict:  # what the sandbox says for each candidate, recorded
        tried.append(case.erase)
        if case.erase != "none":
            return Verdict(status="bad-input", internal_error="the onnx frontend takes erasure levels none")
        return Verdict("finding", [finding])

    trigger = generalize(Case(program, config=OracleConfig(frontend="onnx")), finding, check)
    assert {"intermediate", "torchscript"} <= set(tried)
    assert trigger.classes["erase"] == "*"


def test_a_reduced_finding_keeps_its_frontend():
    """The reduced form of a campaign finding is written from the kept part of its meta.json:
    without the frontend its repro.sh would check through FX and call the finding fixed."""
    from fuzz.campaign.reduction import REDUCED_KEEPS

    assert set(frontend_context(OracleConfig(frontend="onnx"))) <= set(REDUCED_KEEPS)


def test_a_folder_is_keyed_through_its_own_frontend(tmp_path):
    """`irfuzz triage --compute` keys a non-campaign folder with the default config: the
    folder's meta.json `frontend` decides which path its example is judged through."""
    import shutil

    from fuzz.findings.root_cause import key_folder
    from oracles.verdict import Finding, Verdict

    shutil.copy(os.path.join(DATA, "onnx_roll_slice_cat.json"), tmp_path / "program.json")
    finding = Finding(symptom="pass-error", stage="pipeline", k=1, pass_name="convert-torch-onnx-to-torch",
                      message="'torch.aten.cat' op failed")
    (tmp_path / "meta.json").write_text(json.dumps({**finding.summary(), "erase": "none", "frontend": "onnx"}))
    frontends = set()

    def check(case: Case) -> Verdict:
        frontends.add(case.config.frontend)
        return Verdict("finding", [finding])

    key_folder(str(tmp_path), check, OracleConfig(), max_checks=4)
    assert frontends == {"onnx"}


# -- the conversion's declared gaps are limits, its other failures findings --------------

# The diagnostics of the four false rows of the 30-minute ONNX campaign (docs/onnx.md), each a
# node the conversion declines on purpose, and of a true one it fails on (the importer typed
# the SequenceMap's element rank 0).
_DECLINED = {
    "onnx.ScatterElements": ('%3 = "torch.operator"(%arg0, %1, %arg0) <{name = "onnx.ScatterElements"}> '
                             '{torch.onnx.axis = 0 : si64, torch.onnx.reduction = "min"} : '
                             "(!torch.vtensor<[0,2,2,3],f64>, !torch.vtensor<[0,1,2,2],si64>, "
                             "!torch.vtensor<[0,2,2,3],f64>) -> !torch.vtensor<[0,2,2,3],f64>"),
    "onnx.Cast": ('%1 = "torch.operator"(%arg1) <{name = "onnx.Cast"}> {torch.onnx.to = 5 : si64} : '
                  "(!torch.vtensor<[1,1,?],ui8>) -> !torch.vtensor<[1,1,2],si16>"),
    "onnx.ScatterND": ('%5 = "torch.operator"(%arg0, %1, %3) <{name = "onnx.ScatterND"}> : (!torch.vtensor<[1],f64>, '
                       "!torch.vtensor<[1],si64>, !torch.vtensor<[],f64>) -> !torch.vtensor<[1],f64>"),
    "onnx.SplitToSequence": ('%3 = "torch.operator"(%arg1) <{name = "onnx.SplitToSequence"}> '
                             "{torch.onnx.axis = 3 : si64, torch.onnx.keepdims = 0 : si64} : "
                             "(!torch.vtensor<[1,0,?,?],f32>) -> "
                             "!torch.list<vtensor<[1,0,?],f32>>"),
}
_CLAIMED = [
    '%9 = "torch.operator"(%8) <{name = "onnx.SequenceMap"}> ({...}) : (!torch.list<vtensor<[0,3,4],si64>>) -> '
    "!torch.list<vtensor<[],si64>>",
    _DECLINED["onnx.ScatterElements"].replace('"min"', '"add"'),
    _DECLINED["onnx.Cast"].replace("to = 5", "to = 7"),
    _DECLINED["onnx.ScatterND"].replace("vtensor<[],f64>", "vtensor<[1],f64>"),
]


def _conversion_failure(node: str, k: int = 1):
    from oracles.verdict import Finding

    return Finding(symptom="pass-error", stage="pipeline", k=k, pass_name="convert-torch-onnx-to-torch",
                   message=f"failed to legalize operation 'torch.operator' that was explicitly marked illegal: {node}")


def test_a_node_the_conversion_declines_on_purpose_is_a_limit_and_one_it_claims_a_finding():
    from oracles.frontends.onnx_gaps import failing_node

    onnx = get_frontend("onnx")
    for op, node in _DECLINED.items():
        limit = onnx.conversion_limit(_conversion_failure(node))
        assert limit is not None and limit.symptom == "dialect-limit" and op in limit.message, op
        assert ".cpp" in limit.message   # names the upstream code that declines it
        assert onnx.conversion_limit(_conversion_failure(node, k=2)) is None   # declined at k=1 only
        assert get_frontend("fx").conversion_limit(_conversion_failure(node)) is None
    for node in _CLAIMED:
        assert onnx.conversion_limit(_conversion_failure(node)) is None, node
    assert failing_node(_conversion_failure(_DECLINED["onnx.ScatterND"]).message).operand_ranks == (1, 1, 0)


@needs_onnx
@pytest.mark.integration
def test_scatter_reduce_amin_through_onnx_is_a_declared_limit_not_a_finding(sandbox):
    """scatter_reduce amin exports as ScatterElements reduction="min", which the conversion
    declines (a TODO upstream): the campaign counted it as a finding before."""
    from generators.program import Program

    with open(os.path.join(DATA, "onnx_scatter_reduce_amin.json")) as fh:
        program = Program.from_json(fh.read())
    verdict = sandbox.check(Case(program, config=OracleConfig(frontend="onnx"))).to_dict(full=False)
    assert verdict["status"] == "ok" and verdict["findings"] == [], verdict
    declined = [limit for limit in verdict["limits"] if limit["symptom"] == "dialect-limit"]
    assert [limit["k"] for limit in declined] == [1] and "onnx.ScatterElements" in declined[0]["message"], verdict
    assert verdict["per_k"][0]["outcome"] == "dialect-limit", verdict["per_k"]
