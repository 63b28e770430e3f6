"""The upstream report of every bug in corpus/regressions, for real (issue 22, "Done means").

For each bug entry (not the `limitation-*` ones) the report is built on a copy of the entry:
reachability and the tensors computed in one Sandbox (no cached upstream.json in the corpus),
without what tests/test_upstream_defects.py checks on a few entries (the introducing pass,
the cut at the first wrong node, the snippet: a minute per report),
the torch-mlir-opt command run in a fresh process. Each entry's command must reproduce the
failure, or the report must say "Python pipeline only" with a reason; docs/upstream-reports.md
must record the same outcome and reachability (a hang's command waits 5 s; five entries carry
before.min.mlir, the verified shrink of before.mlir, as a cache). `make test` builds the report
of one entry of each kind (helpers.corpus_entry_kind), `make test-extended` the others'.
"""

import json
import os
import re
import shutil

import pytest
from helpers import REGRESSIONS, corpus_entry_kind, one_of_each, selected_params

from conftest import ROOT

pytestmark = pytest.mark.integration
DOC = os.path.join(ROOT, "docs", "upstream-reports.md")


def _bug_entries():
    names = []
    for name in sorted(os.listdir(REGRESSIONS)):
        path = os.path.join(REGRESSIONS, name, "expected.json")
        if os.path.isfile(path):
            with open(path) as fh:
                if json.load(fh).get("kind", "bug") != "limitation":
                    names.append(name)
    return names


BUGS = _bug_entries()
BUG_PARAMS = one_of_each(((name,) for name in BUGS), kind=corpus_entry_kind, ids=str)


@pytest.fixture(scope="module")
def reports(request, tmp_path_factory):
    from fuzz.findings import opt_verify
    from fuzz.findings.reachability import FactsSource
    from fuzz.findings.upstream import build_report

    root = tmp_path_factory.mktemp("upstream")
    built = {}
    # A hang's command is "reproduced" when it has no result within HANG_VERIFY_S (20 s for a
    # user); the passes end well under a second on these modules, so 5 s tells a hang here.
    with FactsSource() as source, pytest.MonkeyPatch.context() as patch:
        patch.setattr(opt_verify, "HANG_VERIFY_S", 5)
        for name in sorted({params["name"] for params in selected_params(request)}):
            folder = root / name
            shutil.copytree(os.path.join(REGRESSIONS, name), folder, ignore=shutil.ignore_patterns("upstream.json"))
            built[name] = build_report(str(folder), source=source, at_the_defect=False)
    return built


def _documented():
    """docs/upstream-reports.md's table: entry -> (torch-mlir-opt column, reachability column)."""
    rows = {}
    with open(DOC) as fh:
        for line in fh:
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if len(cells) >= 3 and cells[0].startswith("`") and cells[0].endswith("`"):
                rows[cells[0].strip("`")] = (cells[1], cells[2])
    return rows


def test_every_bug_entry_is_covered():
    assert len(BUGS) >= 30
    assert not any(name.startswith("limitation-") for name in BUGS)


@pytest.mark.parametrize("name", BUG_PARAMS)
def test_upstream_report_command_is_verified_or_python_only(reports, name):
    report = reports[name]
    v = report.verification
    with open(os.path.join(REGRESSIONS, name, "meta.json")) as fh:
        meta = json.load(fh)
    if v.verified:
        assert v.command is not None and v.python_only is None
        assert re.search(r"\*\*verified: reproduces with torch-mlir-opt \S+\*\*", report.text)
        assert f"```sh\n{v.command.text()}\n```" in report.text
        assert not meta["stage"].startswith("execute")
    else:
        # Only what fails past the Torch and linalg pipelines (RefBackend lowering, running the code) may be
        # Python-only; a pass failure whose command does not reproduce is a failure of this test.
        assert v.python_only, f"{name}: no command reproduced it: {v.to_dict()['trials']}"
        # "execute", or an extra backend's "execute-tosa"/"execute-stablehlo" (oracles/backends.py),
        # or the FX importer's own failure, before any pass
        assert meta["stage"] in ("execute", "import") or meta["stage"].startswith("execute-")
        assert f"**Python pipeline only**: {v.python_only}" in report.text
        if meta["stage"] == "import":
            assert "FX importer" in v.python_only
        elif meta["stage"].startswith("execute-stablehlo"):   # IREE compiles and runs it: no torch-mlir-opt pass
            assert "IREE" in v.python_only
        else:
            assert "is not a registered pass there" in v.python_only  # checked with the binary, not assumed
    # Unknown only where the report cannot run the user's path: an ONNX finding past the ONNX conversion.
    assert report.reachability.label != "unknown" or meta.get("frontend") == "onnx", report.reachability.sentence
    assert "**Reachability.** " in report.text
    if meta["symptom"].startswith("mismatch"):
        assert "## Wrong vs right values" in report.text
    assert "## PyTorch module (torch-mlir e2e test style)" in report.text


@pytest.mark.parametrize("name", BUG_PARAMS)
def test_docs_table_records_each_entry(reports, name):
    documented = _documented()
    assert name in documented, f"{name}: no row in docs/upstream-reports.md"
    command, reach = documented[name]
    report = reports[name]
    assert command.startswith("verified" if report.verification.verified else "Python pipeline only"), (command,)
    assert reach == report.reachability.label


@pytest.mark.parametrize("name, label", [
    ("view-zero-elements-sigfpe", "default path"),          # the user's path crashes too (a worker death)
    ("full-bool-fill-fold-truncates", "decompositions off"),
    ("masked-fill-shape-ignores-mask-broadcast", "erased types only"),
    ("roll-shift-larger-than-dim-integer", "default path"),  # wrong values on the RefBackend
])
def test_known_reachability(reports, name, label):
    assert reports[name].reachability.label == label
    assert reports[name].facts["cached"] is False  # computed in this run, not read back
