"""Each corpus/regressions entry's repro.py and repro.sh, run as a maintainer runs them: exit
1 while the bug is open, 0 once fixed (fuzz/findings/repro.py says what each status means).

Every entry's small scripts are first checked to be exactly what irfuzz renders today from the
entry's meta.json (fuzz/findings/rerun.py): a script differs between entries only by its
reproducer case. The scripts are then run for real:
- every entry whose repro runs torch-mlir-opt on the entry's IR (about a second each), and
  every hand-written repro.py;
- of the entries reproduced by `irfuzz check --expect` (numbers, executor compile failures:
  a whole export, lowering and execution, about 10 CPU s each), one per kind of reproducer
  (symptom, frontend, executor or backend, numeric repro.py or not). Their programs are each
  checked at every erasure level by tests/test_regressions.py, through the same check.
IRFUZZ_ALL_REPRODUCERS=1 runs every entry's scripts (about 5 CPU minutes more). `make test`
runs one of each kind of these (the `irfuzz check` kinds above; torch-mlir-opt on the IR by
symptom and stage; hand-written repro.py or not), `make test-extended` the others.
"""

import functools
import json
import os
import shutil
import subprocess
import sys
import tempfile

import pytest
from helpers import REGRESSIONS, one_of_each

from oracles.processes import under_memory_limit

pytestmark = pytest.mark.integration
ENTRIES = sorted(d for d in os.listdir(REGRESSIONS) if os.path.isdir(os.path.join(REGRESSIONS, d))
                 and not d.startswith("."))
SCRIPTS = ("repro.sh", "repro.py")
# A hang's repro.sh calls it reproduced when torch-mlir-opt has no result after its limit
# (60 s by default; IRFUZZ_REPRO_TIMEOUT overrides it). The hung passes run well under a
# second on these modules when they end, so 5 s tells a hang here at a twelfth of the cost.
HANG_LIMIT_FOR_TESTS = "5"


def _entry_render_inputs(folder):
    """(Finding, erase, seed, frontend, variant) as the entry's scripts were rendered from."""
    from fuzz.findings.rerun import finding_from_record, folder_record

    record = folder_record(folder)
    finding, erase, seed = finding_from_record(record, folder)
    return finding, erase, seed, record.frontend or "fx", record.variant or "default"


def _rendered(folder, tmp):
    """The scripts irfuzz renders today for the entry: {name: text}, in a copy under `tmp`."""
    from fuzz.findings.rerun import write_reproducers

    copy = os.path.join(tmp, os.path.basename(folder))
    os.makedirs(copy)
    for name in os.listdir(folder):
        if name not in SCRIPTS and os.path.isfile(os.path.join(folder, name)):
            shutil.copy(os.path.join(folder, name), copy)
    finding, erase, seed, frontend, variant = _entry_render_inputs(folder)
    written = write_reproducers(finding, copy, erase, seed, frontend, variant)
    return {name: open(os.path.join(copy, name)).read() for name in written}


@functools.cache
def _reproducer_kind(folder):
    """What running the entry's repro.sh costs and exercises: ("opt",) for torch-mlir-opt on
    its IR, ("check", symptom, frontend, executor or stage, numeric repro.py) for `irfuzz
    check --expect`, ("none",) when nothing reproduces it."""
    from fuzz.findings.repro import reproducer_invocation

    finding, erase, seed, frontend, variant = _entry_render_inputs(folder)
    found = reproducer_invocation(finding, erase, seed, frontend, variant)
    if found is None:
        return ("none",)
    if not found[0].startswith("irfuzz "):
        return ("opt", finding.symptom, finding.stage)
    return ("check", finding.symptom, frontend, finding.details.get("executor") or finding.stage,
            os.path.isfile(os.path.join(folder, "repro.py")))


@functools.cache
def _hand_written_repro_py(folder):
    """Whether the entry's repro.py is its own, not one irfuzz renders (asked once per entry:
    rendering costs a render of every script)."""
    if not os.path.isfile(os.path.join(folder, "repro.py")):
        return False
    with tempfile.TemporaryDirectory(prefix="irfuzz-repro-kinds-") as tmp:
        return "repro.py" not in _rendered(folder, tmp)


def _entries_to_run():
    """Every entry with IRFUZZ_ALL_REPRODUCERS=1; otherwise each cheap one, each with a
    hand-written repro.py, and the first (by name) of each kind of `irfuzz check` reproducer."""
    if os.environ.get("IRFUZZ_ALL_REPRODUCERS") == "1":
        return ENTRIES
    chosen, kinds_seen = [], set()
    for name in ENTRIES:
        folder = os.path.join(REGRESSIONS, name)
        kind = _reproducer_kind(folder)
        if kind[0] != "check" or kind not in kinds_seen or _hand_written_repro_py(folder):
            chosen.append(name)
        kinds_seen.add(kind)
    return chosen


TO_RUN = _entries_to_run()


def _run_kind(name):
    """What running the entry's scripts exercises: its reproducer's kind, and whether it has a
    hand-written repro.py."""
    folder = os.path.join(REGRESSIONS, name)
    return _reproducer_kind(folder), _hand_written_repro_py(folder)


RUN_PARAMS = one_of_each(((name,) for name in TO_RUN), kind=_run_kind, ids=str)


@pytest.mark.parametrize("name", ENTRIES)
def test_every_entry_keeps_the_scripts_irfuzz_renders_today(name, tmp_path):
    """So running one entry of a kind runs the same script as every other of that kind, with
    its own case. A hand-written repro.py (a root cause's own standalone check) is run below."""
    folder = os.path.join(REGRESSIONS, name)
    rendered = _rendered(folder, str(tmp_path))
    assert "repro.sh" in rendered
    for script, text in rendered.items():
        with open(os.path.join(folder, script)) as fh:
            assert fh.read() == text, (
                f"{name}/{script} is not what irfuzz renders today: render it again "
                "(fuzz.findings.rerun.write_reproducers)")


@pytest.mark.parametrize("name", RUN_PARAMS)
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
    # Under the worker's address-space limit, as irfuzz runs them (fuzz/findings/repro.py): an
    # entry whose pass allocates without bound aborts at the limit, not at most of the machine.
    if os.path.exists(os.path.join(folder, "repro.py")):  # irfuzz's own runtime (tests/test_bundle.py: standalone)
        done = subprocess.run(under_memory_limit([sys.executable, "repro.py"]), cwd=folder, capture_output=True,
                              text=True, timeout=300)
        assert done.returncode == want, done.stderr
    # repro.sh: torch-mlir-opt judged by the script or, for numeric findings, `irfuzz check --expect`.
    bindir = os.path.dirname(sys.executable)
    env = dict(os.environ, PATH=bindir + os.pathsep + os.environ["PATH"])
    if expected.get("symptom") == "timeout":
        env["IRFUZZ_REPRO_TIMEOUT"] = HANG_LIMIT_FOR_TESTS
    done = subprocess.run(under_memory_limit(["sh", "repro.sh"]), cwd=folder, capture_output=True, text=True,
                          timeout=300, env=env)
    assert done.returncode == want, done.stdout + done.stderr


def test_each_kind_of_reproducer_is_run():
    """The sample above leaves out only `irfuzz check` reproducers of a kind already run."""
    run = set(TO_RUN)
    for name in set(ENTRIES) - run:
        kind = _reproducer_kind(os.path.join(REGRESSIONS, name))
        assert kind[0] == "check", name
        assert any(_reproducer_kind(os.path.join(REGRESSIONS, other)) == kind for other in run), name


def _frontend_missing(folder):
    """Why the entry's frontend (meta.json `frontend`) cannot run here, or None."""
    from fuzz.findings.corpus import entry_config
    from oracles.frontends import get_frontend

    return get_frontend(entry_config(folder, {}).frontend).missing()
