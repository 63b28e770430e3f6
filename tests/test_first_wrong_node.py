"""Numeric findings are keyed on the first node whose compiled value is wrong (oracles/localize_numeric.py).

The walk itself is tested with scripted compiled values (no torch-mlir); the integration tests
run the real pipeline on the corpus's known miscompiles followed by data movement."""

import json
import os

import pytest
import torch
from helpers import json_program

from conftest import ROOT
from generators.eager import make_inputs
from generators.program import Program
from oracles import localize_numeric
from oracles.case import Case, check_case
from oracles.compare import Mismatch
from oracles.iterate import OracleConfig
from oracles.localize_numeric import clear_caches, localize, prefix_program
from oracles.numerics import _describe, rules_for_program
from oracles.verdict import Finding, signature_of

INT64_MAX = torch.iinfo(torch.int64).max


ROLL = {"name": "v0", "op": "aten.roll", "operands": ["x0"], "attrs": {"shifts": [6], "dims": [0]}}  # |6| > 5
X0 = {"name": "x0", "shape": [5, 3], "dtype": "float32"}
X1 = {"name": "x1", "shape": [3, 2], "dtype": "float32"}
ROLL_ALONE = json_program([X0], [ROLL], ["v0"])
ROLL_THEN_MOVES = json_program(
    [X0, X1],
    [ROLL,
     {"name": "v1", "op": "aten.permute", "operands": ["v0"], "attrs": {"dims": [1, 0]}},
     {"name": "v2", "op": "aten.slice.Tensor", "operands": ["v1"], "attrs": {"dim": 1, "start": 0, "end": 2,
                                                                           "step": 1}},
     {"name": "v3", "op": "aten.cat", "operands": ["v2", "x1"], "attrs": {"dim": 1}}],
    ["v3"])
# neg on int64 is computed through f32 (sitofp/negf/fptosi): -INT64_MAX comes back as INT64_MIN.
NEG_THEN_CAT = json_program([{"name": "x0", "shape": [16], "dtype": "int64"}],
                            [{"name": "v0", "op": "aten.neg", "operands": ["x0"], "attrs": {}},
                             {"name": "v1", "op": "aten.cat", "operands": ["v0"], "attrs": {"dim": 0}}],
                            ["v1"])


def corpus_signature(entry):
    with open(os.path.join(ROOT, "corpus", "regressions", entry, "expected.json")) as fh:
        return json.load(fh)["signature"]


# -- the prefix program ------------------------------------------------------------------

def test_prefix_program_keeps_only_what_the_node_depends_on():
    p = json_program([X0, X1, {"name": "x2", "shape": [2], "dtype": "int32"}],
                     [ROLL, {"name": "v1", "op": "aten.neg", "operands": ["x2"], "attrs": {}},
                      {"name": "v2", "op": "aten.cat", "operands": ["v0", "v0"], "attrs": {"dim": 0}}],
                     ["v1", "v2"])
    cut = prefix_program(p, "v2")
    assert [i.name for i in cut.inputs] == ["x0"] and [n.name for n in cut.nodes] == ["v0", "v2"]
    assert cut.outputs == ("v2",)
    assert prefix_program(ROLL_ALONE, "v0") == ROLL_ALONE  # the case's own program: never compiled again
    # A prefix of factories reads no input: it keeps the first one (a Program needs an input).
    factory = json_program([X0],
                           [{"name": "v0", "op": "aten.ones", "operands": [], "attrs": {"size": [3], "dtype": None}},
                            {"name": "v1", "op": "aten.neg", "operands": ["v0"], "attrs": {}}], ["v1"])
    factory_cut = prefix_program(factory, "v1")
    assert [i.name for i in factory_cut.inputs] == ["x0"] and [n.name for n in factory_cut.nodes] == ["v0", "v1"]
    # The cut node's rule is the one the oracle gives it as an output of the whole program.
    assert rules_for_program(cut) == rules_for_program(Program(p.inputs, p.nodes, ("v2",)))


# -- the walk, with scripted compiled values ----------------------------------------------

def finding_for(p, symptom="mismatch-eager", k=1, output=0, rule="bits"):
    m = Mismatch(output, rule, [0], 1, 2)
    return Finding(symptom=symptom, stage="execute", k=k, message="scripted",
                   details={"mismatches": [m.to_dict()], "executor": "refbackend"},
                   signature=signature_of(symptom, "execute", None, "scripted"))


@pytest.fixture
def scripted(monkeypatch):
    """Compiled values = eager values, except as `wrong` says: node name -> (k from which it is
    wrong, how). Returns the list of (node, k) prefixes 'compiled'."""
    compiled = []

    def install(wrong, unjudged=()):
        clear_caches()

        def results(self, prefix, k, upto):
            name = prefix.outputs[0]
            compiled.append((name, k))
            if name in unjudged:
                return localize_numeric._Unjudged("lowering IR_1: scripted failure")
            value = self.eager[name].clone()
            start, how = wrong.get(name, (None, None))
            if start is not None and k >= start:
                value = how(value)
            return [value]

        monkeypatch.setattr(localize_numeric._Localizer, "_results", results)
        return compiled

    yield install
    clear_caches()


def plus_one(t):
    return t + 1


def walk(p, finding, inputs=None):
    inputs = inputs if inputs is not None else make_inputs(p, 0)
    return localize(p, inputs, "none", OracleConfig(), finding, lambda *a: None)


def test_walk_follows_wrong_values_back_to_their_first_node(scripted):
    compiled = scripted({"v0": (1, plus_one), "v1": (1, plus_one), "v2": (1, plus_one), "v3": (1, plus_one)})
    found = walk(ROLL_THEN_MOVES, finding_for(ROLL_THEN_MOVES))
    assert found.node["name"] == "v0" and found.node["op"] == "aten.roll" and found.reason is None
    assert found.key() == "bits mismatch first at aten.roll (exact, float)"
    # The output v3's program is the case's own: only its operands' prefixes were compiled.
    assert [name for name, _ in compiled] == ["v2", "v1", "v0"] and found.compiles == 3
    assert found.judged == {"v2": "wrong", "v1": "wrong", "v0": "wrong"}


def test_walk_stops_at_the_node_whose_operands_are_right(scripted):
    scripted({"v2": (1, plus_one), "v3": (1, plus_one)})  # the slice goes wrong, the roll is right
    found = walk(ROLL_THEN_MOVES, finding_for(ROLL_THEN_MOVES))
    assert found.node["name"] == "v2" and found.node["op"] == "aten.slice.Tensor"
    assert found.judged["v1"] == "right"


def test_a_wrong_value_that_does_not_reach_the_output_is_not_the_cause(scripted):
    # v1 (wrong) is sliced to nothing; the output v3 is wrong by itself: the cat is named.
    p = json_program([X0], [ROLL, {"name": "v1", "op": "aten.neg", "operands": ["v0"], "attrs": {}},
                            {"name": "v2", "op": "aten.slice.Tensor", "operands": ["v1"],
                             "attrs": {"dim": 0, "start": 0, "end": 0, "step": 1}},
                            {"name": "v3", "op": "aten.cat", "operands": ["v2", "x0"], "attrs": {"dim": 0}}], ["v3"])
    scripted({"v1": (1, plus_one), "v3": (1, plus_one)})
    found = walk(p, finding_for(p))
    assert found.node["name"] == "v3" and found.judged == {"v2": "right", "v3": "wrong"}


def test_an_op_that_reads_only_shapes_is_not_blamed_on_its_operands_values(scripted):
    p = json_program([X0], [ROLL, {"name": "v1", "op": "aten.ones_like", "operands": ["v0"], "attrs": {"dtype": None}}],
                     ["v1"])
    scripted({"v0": (1, plus_one), "v1": (1, plus_one)})
    found = walk(p, finding_for(p))
    assert found.node["name"] == "v1" and found.node["op"] == "aten.ones_like"


def test_k_vs_k_plus_1_finds_the_first_node_whose_values_differ_between_the_two(scripted):
    # Everything is wrong against eager from k=1, but only the permute changes between IR_2 and IR_3.
    scripted({"v0": (1, plus_one), "v1": (3, plus_one), "v2": (3, plus_one), "v3": (3, plus_one)})
    found = walk(ROLL_THEN_MOVES, finding_for(ROLL_THEN_MOVES, symptom="mismatch-k", k=2))
    assert found.node["name"] == "v1" and found.node["compared"] == "compiled IR_k vs IR_k+1"
    assert found.key() == "bits mismatch first at aten.permute (exact, float)"


def test_fallbacks_say_why_no_node_was_named(scripted):
    # Every prefix right, the output's own too (a second output makes it not the case's program):
    # the wrong value needs the whole program.
    scripted({})
    two_outputs = Program(ROLL_THEN_MOVES.inputs, ROLL_THEN_MOVES.nodes, ("v3", "v1"))
    found = walk(two_outputs, finding_for(two_outputs))
    assert found.node is None and "needs the whole program" in found.reason and found.key() is None
    assert found.judged == {"v2": "right", "v3": "right"} and found.whole_program

    scripted({"v3": (1, plus_one)}, unjudged={"v2"})
    found = walk(ROLL_THEN_MOVES, finding_for(ROLL_THEN_MOVES))
    assert found.node is None and "could not be judged alone" in found.reason and "v2" in found.reason
    assert not found.whole_program

    passthrough = json_program([X0], [ROLL], ["x0", "v0"])
    found = walk(passthrough, finding_for(passthrough, output=0))
    assert "program input" in found.reason and found.whole_program   # only the rest can have changed it
    assert "model file" in localize(None, [], "none", OracleConfig(), finding_for(ROLL_ALONE), None).reason


def test_the_walk_is_bounded(scripted, monkeypatch):
    monkeypatch.setattr(localize_numeric, "MAX_PREFIXES", 2)
    scripted({"v0": (1, plus_one), "v1": (1, plus_one), "v2": (1, plus_one), "v3": (1, plus_one)})
    found = walk(ROLL_THEN_MOVES, finding_for(ROLL_THEN_MOVES))
    assert found.node is None and found.reason.startswith("gave up: more than 2 prefix programs")


# -- the real pipeline ---------------------------------------------------------------------

def only_numeric(verdict):
    (finding,) = [f for f in verdict.findings if f.symptom.startswith("mismatch")]
    return finding


@pytest.mark.integration
@pytest.mark.parametrize("erase", ["none", "intermediate"])
def test_roll_followed_by_data_movement_has_the_signature_of_the_roll_alone(erase):
    clear_caches()
    alone = only_numeric(check_case(Case(ROLL_ALONE, erase=erase)))
    moved = only_numeric(check_case(Case(ROLL_THEN_MOVES, erase=erase)))
    assert moved.details["rule"]["source"] == "aten.cat"           # the wrong value surfaced in the cat
    node = moved.details["first_wrong_node"]
    assert (node["name"], node["op"], node["rule"]) == ("v0", "aten.roll", "bits")
    assert moved.details["localization"]["judged"] == {"v2": "wrong", "v1": "wrong", "v0": "wrong"}
    assert moved.signature == alone.signature == corpus_signature("roll-shift-larger-than-dim")
    assert alone.details["localization"]["prefixes_compiled"] == 0  # the roll alone is the case's program


@pytest.mark.integration
def test_neg_through_f32_then_a_one_operand_cat_is_not_the_cat_uint8_bug():
    clear_caches()
    inputs = make_inputs(NEG_THEN_CAT, 0)
    assert bool((inputs[0] == INT64_MAX).any())  # neg(INT64_MAX) is where f32 breaks it
    finding = only_numeric(check_case(Case(NEG_THEN_CAT)))
    node = finding.details["first_wrong_node"]
    assert (node["name"], node["op"], node["dtype"]) == ("v0", "aten.neg", "int64")
    assert node["mismatch"]["expected"] == -INT64_MAX and node["mismatch"]["actual"] == -INT64_MAX - 1
    # Keyed on the output's op (the old way) it got the cat-uint8 entry's old signature.
    old_key, _ = _describe(rules_for_program(NEG_THEN_CAT)[0], Mismatch(**finding.details["mismatches"][0]),
                           torch.int64)
    assert signature_of("mismatch-eager", "execute", None, old_key) == "mismatch-eager-a30a75f5f764"
    cat_uint8 = only_numeric(check_case(Case(json_program(
        [{"name": "x0", "shape": [2], "dtype": "uint8"}, {"name": "x1", "shape": [2], "dtype": "int32"}],
        [{"name": "v0", "op": "aten.cat", "operands": ["x0", "x1"], "attrs": {"dim": 0}}], ["v0"]))))
    assert cat_uint8.details["first_wrong_node"]["op"] == "aten.cat"
    assert cat_uint8.signature == corpus_signature("cat-uint8-promotion-sign-extends")
    assert finding.signature != cat_uint8.signature
    # One root cause, one signature: the neg alone, on the same inputs, is keyed the same.
    neg_alone = Program(NEG_THEN_CAT.inputs, NEG_THEN_CAT.nodes[:1], ("v0",))
    assert only_numeric(check_case(Case(neg_alone))).signature == finding.signature


def test_report_names_the_first_wrong_node_or_why_not(tmp_path):
    from fuzz.finding_folder import FindingRecord
    from fuzz.findings.report import write_report

    node = {"name": "v0", "op": "aten.roll", "dtype": "float32", "shape": [5, 3], "kind": "exact", "nan": "bits",
            "rule": "bits", "k": 1, "compared": "compiled IR_k vs eager", "what": "bits mismatch at index [0, 0]",
            "mismatch": {"rule": "bits", "index": [0, 0], "expected": "2.5", "actual": "0.5", "detail": ""},
            "operands": ["x0"], "prefix_nodes": 1}
    record = FindingRecord.from_dict({
        "symptom": "mismatch-eager", "stage": "execute", "k": 1, "message": "IR_1 compiled vs eager: ...",
        "details": {"mismatches": [], "first_wrong_node": node,
                    "localization": {"reason": None, "prefixes_compiled": 3, "seconds": 0.9}}})
    write_report(str(tmp_path), record, None)
    text = (tmp_path / "report.md").read_text()
    assert "**First wrong node:** `v0 = aten.roll`" in text and "expected `2.5`, got `0.5`" in text
    record.details.update(first_wrong_node=None, localization={"reason": "the budget ran out",
                                                               "prefixes_compiled": 16, "seconds": 5})
    write_report(str(tmp_path), record, None)
    assert "not found alone (the budget ran out" in (tmp_path / "report.md").read_text()
