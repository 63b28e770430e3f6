"""The first op whose refined result type disagrees with the program's shapes
(oracles/refined_shapes.py), and triage pointing by it (fuzz/findings/triage.py). The folders
are a seed-4646 campaign's findings, sorted by hand (bench/labels/seed4646.py)."""

import json
import os

import pytest

from conftest import ROOT
from fuzz.findings.root_cause import IMPORTED_AS, stored_root_cause
from fuzz.findings.triage import CorpusCauses, corpus_match, with_folder_facts
from generators.program import Program
from oracles.refined_shapes import first_wrongly_refined

REFINED = os.path.join(ROOT, "tests", "data", "refined")
REGRESSIONS = os.path.join(ROOT, "corpus", "regressions")


def _read(*parts: str) -> str:
    with open(os.path.join(REFINED, *parts)) as fh:
        return fh.read()


@pytest.mark.parametrize("folder, op", [
    # slice(x [1,1,3,3], 2, INT64_MAX, None, 3): eager [1,1,0,3], refined [1,1,1,3]; the view
    # after it is what the linalg lowering rejects (tensor.reshape of 3 elements into 0).
    ("slice-int64-max-start-then-reshape", "aten.slice.Tensor"),
    # narrow with a negative start (received as a slice): its size refined wrong; the cat
    # after it is what fails (tensor.concat).
    ("narrow-negative-start-then-cat", "aten.narrow"),
    # masked_fill's shape function ignores the mask's broadcast, but the masked_fill is a
    # where.self in this IR: the diagonal after it disagrees too, with an operand of unknown
    # type, so nothing is named (the diagonal's own shape function is right).
    ("masked-fill-shape-then-diagonal", None),
])
def test_the_op_named_is_the_first_whose_refined_type_disagrees_with_right_operands(folder, op):
    program = Program.from_json(_read(folder, "program.json"))
    assert first_wrongly_refined(program, _read(folder, "stage_input.mlir"), IMPORTED_AS) == op


def test_nothing_is_named_where_the_types_agree_or_there_is_no_torch_ir():
    program = Program.from_json(_read("slice-int64-max-start-then-reshape", "program.json"))
    ir = _read("slice-int64-max-start-then-reshape", "stage_input.mlir")
    right = ir.replace("-> !torch.vtensor<[1,1,1,3],bf16>", "-> !torch.vtensor<[1,1,0,3],bf16>")
    assert right != ir and first_wrongly_refined(program, right, IMPORTED_AS) is None
    open_dims = ir.replace("-> !torch.vtensor<[1,1,1,3],bf16>", "-> !torch.vtensor<[1,1,?,3],bf16>")
    assert first_wrongly_refined(program, open_dims, IMPORTED_AS) is None
    assert first_wrongly_refined(program, "module {}", IMPORTED_AS) is None


@pytest.mark.parametrize("folder, before, after", [
    # Ends in a view on linalg: no rule tied it to the slice's entry (a wrong shape of the slice
    # alone, or a cat after it).
    ("slice-int64-max-start-then-reshape", ("new", None), ("look", "slice-start-int64-max-taken-as-zero")),
    # Ends in a cat's invalid concat, as a slice's wrong size after INT64_MAX does: a person
    # sorted that very signature into the slice's defect.
    ("narrow-negative-start-then-cat", ("look", "slice-start-int64-max-taken-as-zero"),
     ("look", "narrow-negative-start-empty-slice")),
])
def test_a_failure_after_a_wrongly_refined_op_is_a_look_at_that_ops_shape_defect(folder, before, after):
    stored = json.loads(_read(folder, "cause.json"))
    cause = stored_root_cause(stored["root_cause"])
    # The corpus without the causes people sorted from the campaigns that found these (seeds
    # 3838 and 4646 both did): what a campaign meeting them first would match them against.
    corpus = CorpusCauses.load(REGRESSIONS, keep_learned=lambda item: not any(
        f"seed {seed}" in item.get("from", "") for seed in (3838, 4646)))
    assert corpus_match(cause, corpus, [stored["signature"]]) == before
    named = with_folder_facts(cause, os.path.join(REFINED, folder))
    assert named.key == cause.key and named.locus.refined != "-"
    assert corpus_match(named, corpus, [stored["signature"]]) == after


@pytest.mark.integration
def test_a_finding_names_the_wrongly_refined_op_when_it_is_made_on_every_path():
    """A seed-3838 finding: slice(x [3,3], 1, INT64_MAX, -1, 4), a rand_like of it and a cat.
    The slice's refined type has one column where eager has none, so the cat is wrong on
    linalg, TOSA and StableHLO alike; the TOSA and StableHLO folders hold no Torch IR to read it
    from afterwards, so each finding notes it from its IR_k when it is made."""
    from oracles.case import Case
    from oracles.iterate import OracleConfig
    from oracles.sandbox import Sandbox

    program = Program.from_json(_read("slice-int64-max-start-then-cat-every-path", "program.json"))
    case = Case(program, erase="intermediate", input_seed=11017,
                config=OracleConfig(extra_backends=("tosa", "stablehlo")))
    with Sandbox(timeout=120) as sandbox:
        verdict = sandbox.check(case)
    stages = {f.stage: f.details.get("refined_wrong") for f in verdict.findings}
    assert stages == {"execute": "aten.slice.Tensor", "execute-tosa": "aten.slice.Tensor",
                      "execute-stablehlo": "aten.slice.Tensor"}, verdict.to_dict()


def test_a_wrongly_refined_op_points_at_that_ops_shape_defect_on_the_shared_path_only(tmp_path):
    """A type the Torch passes refined is every backend's: a slice's wrong shape in the
    StableHLO conversion's own slice (an end of 0 taken as the whole dim) is another defect
    than the slice's shape function. Of two entries with a wrong slice shape, the refined slice
    points at the one on the shared path, whichever is closer by its conditions."""
    from fuzz.findings.root_cause import Locus, RootCause, Trigger, root_cause_key

    def cause(family: str, where: str, op: str, ops: list[str], refined: str = "-") -> RootCause:
        locus, trigger = Locus(family, where, op, refined=refined), Trigger(ops, {"erase": "?"})
        return RootCause(root_cause_key(locus, trigger), locus, trigger, "")

    # The StableHLO entry first by name, and as close by its ops: only its place sets it apart.
    entries = {"a-stablehlo-slice": cause("miscompile", "execute-stablehlo", "aten.slice.Tensor: wrong shape",
                                          ["aten.slice.Tensor", "aten.reshape"]),
               "b-slice-shape-fn": cause("miscompile", "execute", "aten.slice.Tensor: wrong shape",
                                         ["aten.slice.Tensor"])}
    for name, known in entries.items():
        os.makedirs(tmp_path / name)
        (tmp_path / name / "expected.json").write_text(json.dumps({"signature": f"sig-{name}",
                                                                   "root_cause": known.to_dict()}))
    corpus = CorpusCauses.load(str(tmp_path))
    failing = cause("compile", "convert-torch-to-linalg", "tensor.reshape", ["aten.slice.Tensor", "aten.reshape"],
                    refined="aten.slice.Tensor")
    assert corpus_match(failing, corpus) == ("look", "b-slice-shape-fn")
