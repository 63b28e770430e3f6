"""Each corpus/regressions entry's repro.py and repro.sh, run as a maintainer runs them: exit
1 while the bug is open, 0 once fixed (fuzz/findings/repro.py says what each status means)."""

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
# A hang's repro.sh calls it reproduced when torch-mlir-opt has no result after its limit
# (60 s by default; IRFUZZ_REPRO_TIMEOUT overrides it). The hung passes run well under a
# second on these modules when they end, so 20 s tells a hang here at a third of the cost.
HANG_LIMIT_FOR_TESTS = "20"


@pytest.mark.parametrize("name", ENTRIES)
def test_regression_reproducers_run_standalone(name):
    """Exactly 1 while open (the same failure) and 0 once fixed: never any other non-zero
    status, which means "could not run" or "failed differently" (fuzz/findings/repro.py)."""
    folder = os.path.join(REGRESSIONS, name)
    with open(os.path.join(folder, "expected.json")) as fh:
        expected = json.load(fh)
    status = expected["status"]
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
    if expected.get("symptom") == "timeout":
        env["IRFUZZ_REPRO_TIMEOUT"] = HANG_LIMIT_FOR_TESTS
    done = subprocess.run(["sh", "repro.sh"], cwd=folder, capture_output=True, text=True, timeout=300, env=env)
    assert done.returncode == want, done.stdout + done.stderr


def _frontend_missing(folder):
    """Why the entry's frontend (meta.json `frontend`) cannot run here, or None."""
    from fuzz.findings.corpus import entry_config
    from oracles.frontends import get_frontend

    return get_frontend(entry_config(folder, {}).frontend).missing()
