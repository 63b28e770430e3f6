"""Every confirmed bug in corpus/regressions is still detected (open) or passes (fixed).

The checks go through `irfuzz replay`'s code path (fuzz/findings/corpus.py: one Sandbox for
the whole corpus); tests/test_corpus_cli.py checks the command itself, and
tests/test_regression_reproducers.py each entry's repro.py and repro.sh (a file of its own, so
that `make test` runs the two side by side).
"""

import json
import os

import pytest

from conftest import ROOT
from fuzz.findings.corpus import entry_signatures

pytestmark = pytest.mark.integration
REGRESSIONS = os.path.join(ROOT, "corpus", "regressions")
ENTRIES = sorted(d for d in os.listdir(REGRESSIONS) if os.path.isdir(os.path.join(REGRESSIONS, d))
                 and not d.startswith("."))


def _cases():
    for name in ENTRIES:
        with open(os.path.join(REGRESSIONS, name, "expected.json")) as fh:
            expected = json.load(fh)
        for level in expected["erase"]:
            yield pytest.param(name, expected, level, id=f"{name}-{level}")


@pytest.fixture(scope="module")
def replayed():
    """(entry, erase level) -> ReplayResult, for the whole corpus in one Sandbox."""
    from fuzz.findings.corpus import REPLAY_RECYCLE_AFTER, replay
    from oracles.sandbox import Sandbox

    with Sandbox(recycle_after=REPLAY_RECYCLE_AFTER) as sandbox:
        return {(r.entry, r.erase): r for r in replay(REGRESSIONS, sandbox)}


@pytest.mark.parametrize("name, expected, level", list(_cases()))
def test_regression_entry(replayed, name, expected, level):
    result = replayed[(name, level)]
    assert (name, "-") not in replayed, f"{name}: why.md is still the template"
    if result.outcome == "skipped":
        pytest.skip(result.message)  # an ONNX entry without the [onnx] extra
    if expected["status"] == "fixed":
        assert result.outcome == "clean" and result.found == [], result
        return
    assert result.outcome == "detected", result
    (finding,) = [f for f in result.found if f["signature"] in entry_signatures(expected)]
    for key in ("symptom", "stage", "pass", "k"):
        assert finding[key] == expected[key], (key, finding)
