"""The decomposition pattern at fault in a generic failure of torch-decompose-complex-ops
(oracles/decomposition.py), and triage pointing by it (fuzz/findings/triage.py)."""

import json
import os

import pytest

from conftest import ROOT
from fuzz.findings.root_cause import stored_root_cause
from fuzz.findings.triage import CorpusCauses, corpus_match, with_folder_facts
from oracles.decomposition import decomposition_at_fault

pytestmark = pytest.mark.integration
REGRESSIONS = os.path.join(ROOT, "corpus", "regressions")
# A seed-4646 campaign's finding, sorted by hand into roll-decompose-static-result-no-cast: a roll
# of an unflatten's [?,3,?,2] value whose refined result type is [1,3,?,2]; DecomposeAtenRollOp
# replaces it with a value of the input's type, no cast ("type of return operand 0 doesn't
# match function result type"). Its trigger needs a full_like, a zeros_like and the unflatten
# too, so no rule tied it to the entry (its ops are a slice and a roll): it was called new.
ROLL_THROUGH_UNFLATTEN = os.path.join(ROOT, "tests", "data", "decompose", "roll-through-unflatten")


def _read(*parts: str) -> str:
    with open(os.path.join(*parts)) as fh:
        return fh.read()


@pytest.mark.parametrize("entry, op", [
    ("roll-decompose-static-result-no-cast", "aten.roll"),
    ("repeat-all-ones-decompose-no-cast", "aten.repeat"),
    ("select-scatter-decompose-result-type-from-self", "aten.select_scatter"),
])
def test_the_op_whose_decomposition_fails_is_the_one_that_left_undecomposed_clears_the_failure(entry, op):
    """Three corpus defects of three decomposition patterns end in one generic diagnostic."""
    assert decomposition_at_fault(_read(REGRESSIONS, entry, "before.mlir")) == op


def test_no_op_is_named_where_the_pass_does_not_fail():
    before = _read(ROLL_THROUGH_UNFLATTEN, "before.mlir")
    fixed = before.replace("!torch.vtensor<[1,3,?,2],f16>", "!torch.vtensor<[?,3,?,2],f16>")
    assert fixed != before and decomposition_at_fault(fixed) is None
    assert decomposition_at_fault("module {}") is None


def test_a_generic_decomposition_failure_reached_through_other_ops_is_a_look_at_its_patterns_entry():
    stored = json.loads(_read(ROLL_THROUGH_UNFLATTEN, "cause.json"))
    cause = stored_root_cause(stored["root_cause"])
    # The corpus as it was before that campaign's sorted causes were learned into it.
    corpus = CorpusCauses.load(REGRESSIONS, keep_learned=lambda item: "seed 4646" not in item.get("from", ""))
    # The signature is generic (several decomposition entries record it): it points nowhere.
    assert corpus_match(cause, corpus, [stored["signature"]]) == ("new", None)
    named = with_folder_facts(cause, ROLL_THROUGH_UNFLATTEN)
    assert named.locus.pattern == "aten.roll" and named.key == cause.key
    assert "(the aten.roll decomposition)" in named.sentence
    assert corpus_match(named, corpus, [stored["signature"]]) == ("look", "roll-decompose-static-result-no-cast")
