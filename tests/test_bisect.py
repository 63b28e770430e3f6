"""Pass bisection on a real bug: the roll over an empty dim breaks at k=2 (see its why.md:
a canonicalize inside the shape-refinement window empties the cat's list)."""

import json

import pytest

from generators.program import Program
from oracles.case import Case, bisect_finding, check_case, eager_reference

pytestmark = pytest.mark.integration


def test_bisection_names_the_window_of_the_real_culprit():
    program = Program.from_json(open("corpus/regressions/roll-empty-dim-cat-canonicalize/program.json").read())
    case = Case(program)
    finding = check_case(case).findings[0].to_dict()
    assert finding["k"] == 2
    _, _, reference, _ = eager_reference(case)
    result = bisect_finding(case, finding, reference)
    assert result is not None and result["k"] == 2
    # The canonicalize that empties the list (checked by hand) is inside the window, and every
    # pass in it changed the IR between the last snapshot that lowered and the first that fails.
    assert "canonicalize" in result["window"]
    assert result["evaluated"] <= result["snapshots"]
    json.dumps(result)


def test_no_bisection_for_findings_outside_a_pipeline_step():
    program = Program.from_json(open("corpus/regressions/cat-uint8-promotion-sign-extends/program.json").read())
    case = Case(program)
    finding = check_case(case).findings[0].to_dict()
    _, _, reference, _ = eager_reference(case)
    # Wrong numbers already in every Torch-level snapshot: the miscompile is in the linalg lowering.
    assert bisect_finding(case, finding, reference) is None
