"""Every confirmed bug in corpus/regressions is still detected (open) or passes (fixed).

The checks go through `irfuzz replay`'s code path (fuzz/findings/corpus.py: one Sandbox for
the whole corpus); tests/test_corpus_cli.py checks the command itself.
"""

import json
import os
import subprocess
import sys

import pytest

from conftest import ROOT

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
    (finding,) = [f for f in result.found if f["signature"] == expected["signature"]]
    for key in ("symptom", "stage", "pass", "k"):
        assert finding[key] == expected[key], (key, finding)


@pytest.mark.parametrize("name", ENTRIES)
def test_regression_reproducers_run_standalone(name):
    """Exactly 1 while open (the same failure) and 0 once fixed: never any other non-zero
    status, which means "could not run" or "failed differently" (fuzz/findings/repro.py)."""
    folder = os.path.join(REGRESSIONS, name)
    with open(os.path.join(folder, "expected.json")) as fh:
        status = json.load(fh)["status"]
    want = 1 if status == "open" else 0
    missing = _frontend_missing(folder)
    if missing:
        pytest.skip(missing)
    if os.path.exists(os.path.join(folder, "repro.py")):  # irfuzz's own runtime (tests/test_bundle.py: standalone)
        done = subprocess.run([sys.executable, "repro.py"], cwd=folder, capture_output=True, text=True,
                              timeout=300)
        assert done.returncode == want, done.stderr
    # repro.sh: torch-mlir-opt judged by the script or, for numeric findings, `irfuzz check --expect`.
    bindir = os.path.dirname(sys.executable)
    env = dict(os.environ, PATH=bindir + os.pathsep + os.environ["PATH"])
    done = subprocess.run(["sh", "repro.sh"], cwd=folder, capture_output=True, text=True, timeout=300, env=env)
    assert done.returncode == want, done.stdout + done.stderr


def _frontend_missing(folder):
    """Why the entry's frontend (meta.json `frontend`) cannot run here, or None."""
    from fuzz.findings.corpus import entry_config
    from oracles.frontends import get_frontend

    return get_frontend(entry_config(folder, {}).frontend).missing()
