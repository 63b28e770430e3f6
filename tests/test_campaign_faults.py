"""Kill -9 a real campaign at several points, resume it each time, and compare with an
uninterrupted run of the same seed: the same signatures, the same program count and the
same counts, nothing left half written. Real processes, real signals."""

import glob
import json
import os
import re
import signal
import subprocess
import sys
import time

import pytest

from conftest import ROOT, run_irfuzz
from fuzz.campaign.store import FindingStore
from oracles.zygote import SHARED_ZYGOTE_ENV

# A whole system (campaigns killed and resumed, eight of them): make test-extended's.
pytestmark = [pytest.mark.integration, pytest.mark.extended]
# The frozen programs of seed 407 (tests/data/campaigns), batches of 3 (a campaign over given
# programs is blind: the guided corpus's own resume is tests/test_guided.py's):
# block 1 (intermediate erasure) holds a native crash (program 3), block 2
# (torchscript) a roll miscompile and a backend-contract failure; all three are reduced and keyed.
ARGS = ["run", "--seed", "407", "--programs", os.path.join(ROOT, "tests", "data", "campaigns", "seed407"),
        "--batch", "3", "--max-programs", "9", "--jobs", "1", "--time", "900", "--timeout", "120",
        "--reduce-budget", "20"]
# Where each interrupted run dies (fuzz/campaign/faults.py), in order.
# (state-before-commit early: with seed 407 the later sessions find every block committed.)
KILL_POINTS = ["batch-checked:2", "state-before-commit:1", "store-before-rename:1", "store-before-exchange:1",
               "reduce-started:1"]


def _run(out, env=None):
    return run_irfuzz(*ARGS, "--out", out, env={**_private_tmp(out), **(env or {})}, timeout=900)


def _private_tmp(out):
    """TMPDIR for a campaign's processes: its own, so that what they leave there is theirs
    alone (the suite's other jobs run beside this file and make scratch folders too)."""
    path = os.path.join(os.path.dirname(out), "tmp")
    os.makedirs(path, exist_ok=True)
    return {"TMPDIR": path}


def _summary(out):
    store = FindingStore(out)
    metas = {rel: json.load(open(os.path.join(path, "meta.json"))) for rel, path in store.folders().items()}
    state = json.load(open(os.path.join(out, "campaign.json")))
    return {"programs": state["programs"], "done": state["done"], "findings": state["findings"],
            "limits": state["limits"], "internal_errors": state["internal_errors"],
            "counts": {rel: meta["count"] for rel, meta in metas.items()},
            "reduction": {rel: meta.get("reduction") for rel, meta in metas.items()
                          if not rel.startswith(("limits", "internal"))}}


def _leftovers(out):
    found = []
    for parent, dirs, files in os.walk(out):
        found += [os.path.join(parent, n) for n in dirs + files if n.startswith(".") or ".replaced-" in n]
    return found


def _kill_during_a_batch(out):
    """Start the campaign with every program's first pipeline stage hanging, wait until its
    worker is inside that stage, kill -9 the campaign; the worker must end by itself."""
    # Without the test run's shared zygote (tests/run_parallel.py): the campaign's own zygote
    # and workers, as a user's campaign has them, are the processes that must end.
    inherited = {k: v for k, v in os.environ.items() if k != SHARED_ZYGOTE_ENV}
    env = {**inherited, **_private_tmp(out), "IRFUZZ_FAULT_INJECT": "hang@pipeline:1"}
    proc = subprocess.Popen([sys.executable, "-m", "fuzz.cli", *ARGS, "--out", out], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    pattern = os.path.join(env["TMPDIR"], f"irfuzz-worker-{proc.pid}-*", "stage_input.mlir")
    for _ in range(600):
        if glob.glob(pattern):
            break
        time.sleep(0.2)
    else:
        proc.kill()
        pytest.fail("the campaign's worker never reached a pipeline stage")
    workers = subprocess.run(["pgrep", "-P", str(proc.pid)], capture_output=True, text=True).stdout.split()
    assert workers, "the campaign had no zygote or worker of its own"
    time.sleep(1)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    for _ in range(50):
        alive = [w for w in workers if os.path.exists(f"/proc/{w}")
                 and "zombie" not in open(f"/proc/{w}/status").read().lower()]
        if not alive:
            break
        time.sleep(0.2)
    else:
        pytest.fail(f"workers {alive} outlived the killed campaign")


def test_kill_minus_nine_anywhere_then_resume_equals_an_uninterrupted_run(tmp_path):
    reference = str(tmp_path / "reference")
    done = _run(reference)
    assert done.returncode == 0, done.stdout + done.stderr
    want = _summary(reference)
    assert want["programs"] == 9 and want["counts"], want
    assert "done" in str(want["reduction"]), want  # the example was reduced

    out = str(tmp_path / "interrupted")
    _kill_during_a_batch(out)
    for point in KILL_POINTS:
        died = _run(out, {"IRFUZZ_CAMPAIGN_FAULT": point})
        assert died.returncode == -signal.SIGKILL, (point, died.stdout[-3000:], died.stderr[-3000:])
    final = _run(out)
    assert final.returncode == 0, final.stdout + final.stderr
    assert "resuming campaign" in final.stdout
    assert _summary(out) == want
    assert _leftovers(out) == []
    # Nothing of the killed processes' scratch folders (irfuzz-worker-<pid>-*) survives a later Sandbox.
    owners = [re.match(r"irfuzz-worker-(\d+)-", os.path.basename(p))
              for p in glob.glob(os.path.join(_private_tmp(out)["TMPDIR"], "irfuzz-worker-*"))]
    assert not [m.group(0) for m in owners if m and not os.path.exists(f"/proc/{m.group(1)}")]
