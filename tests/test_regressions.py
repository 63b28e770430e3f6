"""Every confirmed bug in corpus/regressions is still detected (open) or passes (fixed).

Each entry is checked at one of the erasure levels its expected.json lists, the one checked
on the smallest share so far of the entries that list it, so that every entry is checked and
every level on a third or more of the entries that list it (a test below says so): every
level of every entry is more than twice the checks. IRFUZZ_ALL_ERASE_LEVELS=1
checks every entry at every level, as `irfuzz replay corpus/regressions` does. `make test`
checks one entry of each kind (helpers.corpus_entry_kind: its symptom, stage, frontend,
executor...), `make test-extended` the others (marker `extended`).

The checks go through `irfuzz replay`'s code path (fuzz/findings/corpus.py: one Sandbox for
the whole corpus); tests/test_corpus_cli.py checks the command itself, and
tests/test_regression_reproducers.py each entry's repro.py and repro.sh (a file of its own, so
that `make test` runs the two side by side).
"""

import json
import os
from collections import Counter

import pytest
from helpers import REGRESSIONS, corpus_entry_kind, one_of_each, selected_params

from fuzz.findings.corpus import entry_signatures
from fuzz.findings.root_cause import WHOLE_PROGRAM, Locus, locus_of
from oracles.verdict import Finding

pytestmark = pytest.mark.integration
ENTRIES = sorted(d for d in os.listdir(REGRESSIONS) if os.path.isdir(os.path.join(REGRESSIONS, d))
                 and not d.startswith("."))


ALL_LEVELS = os.environ.get("IRFUZZ_ALL_ERASE_LEVELS") == "1"


def _expected(name):
    with open(os.path.join(REGRESSIONS, name, "expected.json")) as fh:
        return json.load(fh)


def _cases():
    """Each entry at one of its levels: the level checked on the smallest share so far of the
    entries that list it (in the entry's order on a tie), so that every level's share stays
    about equal, at least a third; every level with IRFUZZ_ALL_ERASE_LEVELS=1."""
    recorded = {name: _expected(name) for name in ENTRIES}
    listing = Counter(level for expected in recorded.values() for level in expected["erase"])
    checked = dict.fromkeys(listing, 0)
    for name, expected in recorded.items():
        levels = list(expected["erase"]) if ALL_LEVELS else \
            [min(expected["erase"], key=lambda level: checked[level] / listing[level])]
        for level in levels:
            checked[level] += 1
            yield name, expected, level


CASES = one_of_each(_cases(), kind=lambda name, expected, level: corpus_entry_kind(name),
                    ids=lambda name, expected, level: f"{name}-{level}")


@pytest.fixture(scope="module")
def replayed(request):
    """(entry, erase level) -> ReplayResult, for the levels of the tests this run selected,
    in one Sandbox."""
    from fuzz.findings.corpus import REPLAY_RECYCLE_AFTER, replay
    from oracles.sandbox import Sandbox

    levels = {}
    for params in selected_params(request):
        levels.setdefault(params["name"], []).append(params["level"])
    with Sandbox(recycle_after=REPLAY_RECYCLE_AFTER) as sandbox:
        return {(r.entry, r.erase): r for r in replay(REGRESSIONS, sandbox, only=list(levels), levels=levels)}


def test_every_entry_and_every_level_is_checked():
    """Choosing the levels so leaves no entry out, and no level on fewer than a third of the
    entries that list it."""
    checked = {}
    for name, _, level in (case.values for case in CASES):
        checked.setdefault(level, set()).add(name)
    assert {name for names in checked.values() for name in names} == set(ENTRIES)
    for level in ("none", "intermediate", "torchscript"):
        listing = {name for name in ENTRIES if level in _expected(name)["erase"]}
        assert len(checked.get(level, ())) * 3 >= len(listing), (level, len(checked.get(level, ())), len(listing))


@pytest.mark.parametrize("name, expected, level", CASES)
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
    locus = (expected.get("root_cause") or {}).get("locus") or {}
    if locus.get("op", "").startswith(WHOLE_PROGRAM):
        # The key is the locus alone (root_cause_key): the replay must still show wrong
        # values that no op computes alone, on the same executor.
        again = locus_of(Finding(finding["symptom"], finding["stage"], finding["k"], finding["message"],
                                 details=finding.get("details") or {}))
        assert again == Locus.from_dict(locus), (again, finding.get("details"))
