"""Workers forked from a warm zygote (oracles/zygote.py) judge exactly as started ones do,
whether the zygote was started by the Sandbox's thread or is a copy of the shared zygote."""

import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest
from seeded import seeded_program
from test_sandbox import CAT, NEG, ONLY_NEG, ROLL

from conftest import ROOT
from oracles import sandbox as sandbox_module
from oracles.case import Case
from oracles.sandbox import Sandbox
from oracles.zygote import SHARED_ZYGOTE_ENV

pytestmark = pytest.mark.integration


@pytest.fixture(autouse=True)
def own_zygotes(monkeypatch):
    """Each test starts from no zygote of this thread, and, unless it asks for the shared
    zygote, without one named (tests/run_parallel.py names the run's to every test)."""
    monkeypatch.delenv(SHARED_ZYGOTE_ENV, raising=False)
    sandbox_module.drop_thread_zygote()
    yield
    sandbox_module.drop_thread_zygote()


@pytest.fixture(scope="module")
def shared_zygote():
    """A shared zygote of this module's own (`--listen`): the socket path it listens on."""
    with sandbox_module.SharedZygote() as shared:
        yield shared.path


def _gone(pid: int, within_s: float) -> bool:
    """Whether process `pid` has ended (a zombie has) within `within_s` seconds."""
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        try:
            with open(f"/proc/{pid}/stat") as fh:
                if fh.read().rsplit(")", 1)[1].split()[0] == "Z":
                    return True
        except FileNotFoundError:
            return True
        time.sleep(0.1)
    return False

# Seed 105 calls `tril`, which torch runs as an OpenMP parallel region: a worker forked after
# the zygote had an OpenMP thread team waited forever at its first one (the bug this guards).
CASES = [Case(ROLL), Case(seeded_program(105, avoid_known_limits=False)), Case(NEG), Case(CAT),
         Case(seeded_program(105, avoid_known_limits=False), erase="intermediate")]


def _summary(verdicts):
    return [(v.status, sorted(f.signature for f in v.findings)) for v in verdicts]


def test_forked_workers_give_the_verdicts_of_started_workers_one_worker_after_another(monkeypatch):
    with Sandbox(fork_workers=False) as started:
        expected = [started.check(case) for case in CASES]
        assert not started._worker.forked
    with Sandbox() as forked:
        got = [forked.check(case) for case in CASES]  # one forked worker serves them all
        assert forked._worker.forked and forked._zygote is not None and forked._zygote.warm
    assert _summary(got) == _summary(expected)
    assert {v.status for v in got} >= {"ok", "finding"}


def test_a_crash_in_a_forked_worker_is_a_crash_finding_and_the_next_worker_is_forked_again(monkeypatch):
    monkeypatch.setenv("IRFUZZ_FAULT_INJECT", f"segv@pipeline:1{ONLY_NEG}")
    with Sandbox(timeout=60) as sandbox:
        assert sandbox.check(Case(CAT)).status == "ok"
        zygote_pid, first = sandbox._zygote.proc.pid, sandbox._worker.proc.pid
        verdict = sandbox.check(Case(NEG))
        (finding,) = verdict.findings
        assert finding.symptom == "crash" and "SIGSEGV" in finding.message and finding.stage == "pipeline"
        assert finding.pass_name  # named by the replay, itself in a forked worker
        assert sandbox.check(Case(CAT)).status == "ok"
        assert sandbox._worker.forked and sandbox._worker.proc.pid != first
        assert sandbox._zygote.proc.pid == zygote_pid and sandbox._zygote.proc.poll() is None
    assert not os.path.exists(f"/proc/{first}")  # reaped: no zombie left behind


def test_a_forked_worker_that_waits_without_working_is_judged_again_by_a_started_one(monkeypatch):
    """A forked worker asleep past the wall-clock backstop might wait on a lock held at the fork:
    not a torch-mlir hang until a started interpreter does the same."""
    monkeypatch.setenv("IRFUZZ_FAULT_INJECT", f"wait@pipeline:1{ONLY_NEG}")
    asked = []
    real = Sandbox._live_worker

    def spy(self, forked=True):
        asked.append(forked)
        return real(self, forked)

    monkeypatch.setattr(Sandbox, "_live_worker", spy)
    # Asleep: cut by the wall-clock backstop, WALL_FACTOR x 16 s, once in each worker. The
    # started worker's first stages set up torch.export and the pipelines (~5 CPU s): 24 s of
    # wall clock leave room for a loaded machine (this test waited 2 minutes with 40 s).
    monkeypatch.setattr(sandbox_module, "WALL_FACTOR", 1.5)
    with Sandbox(timeout=16) as sandbox:
        verdict = sandbox.check(Case(NEG))
    (finding,) = verdict.findings
    assert finding.symptom == "timeout" and finding.stage == "pipeline"
    assert asked[:2] == [True, False], asked


def test_a_zygote_that_cannot_start_leaves_started_workers(monkeypatch):
    def cannot_start(scratch):
        raise sandbox_module.ZygoteGone("zygote: not here")

    sandbox_module.drop_thread_zygote()   # the one earlier tests of this thread left warm
    monkeypatch.setattr(sandbox_module, "_Zygote", cannot_start)
    with Sandbox() as sandbox:
        assert sandbox.check(Case(CAT)).status == "ok"
        assert not sandbox._worker.forked and not sandbox.fork_workers


def test_the_sandboxes_of_one_thread_share_its_zygote_and_replace_it_when_it_dies():
    """A zygote costs ~5 CPU s to start: the Sandboxes a thread makes one after another fork
    from one; one that died is replaced for the next worker, and another thread gets its own
    (a zygote dies with the thread that started it)."""
    import threading

    with Sandbox() as first:
        assert first.check(Case(CAT)).status == "ok"
        zygote = first._zygote
    assert zygote.alive()   # closing a Sandbox leaves the thread's zygote warm
    with Sandbox() as second:
        assert second.check(Case(CAT)).status == "ok"
        assert second._zygote is zygote and second._worker.forked
        zygote.proc.kill()
        zygote.proc.wait()
        second._drop_worker()
        assert second.check(Case(NEG)).status in ("ok", "finding")
        assert second._worker.forked and second._zygote is not zygote and second._zygote.alive()
    other = []
    thread = threading.Thread(target=lambda: other.append(sandbox_module.thread_zygote()))
    thread.start()
    thread.join()
    assert other[0] is not second._zygote


def test_a_copy_of_the_shared_zygote_gives_the_verdicts_of_started_workers(shared_zygote, monkeypatch):
    monkeypatch.setenv(SHARED_ZYGOTE_ENV, shared_zygote)
    with Sandbox(fork_workers=False) as started:
        expected = [started.check(case) for case in CASES]
    with Sandbox() as forked:
        got = [forked.check(case) for case in CASES]
        copy = forked._zygote
        assert copy.proc is None and copy.warm and forked._worker.forked   # a copy, not a zygote started here
        with open(f"/proc/{forked._worker.proc.pid}/stat") as fh:
            assert int(fh.read().rsplit(")", 1)[1].split()[1]) == copy.pid   # the worker is the copy's child
    assert _summary(got) == _summary(expected)
    sandbox_module.drop_thread_zygote()
    assert _gone(copy.pid, 10)   # the copy ends with its socket


def test_a_copy_joins_the_cgroups_of_the_process_it_serves(shared_zygote, monkeypatch):
    """So that a test job's CPU (tests/run_parallel.py) counts the workers it asked for."""
    monkeypatch.setenv(SHARED_ZYGOTE_ENV, shared_zygote)
    with open("/proc/self/cgroup") as fh:
        ours = fh.read()
    cpuacct = next((line.split(":", 2)[2] for line in ours.splitlines() if "cpuacct" in line.split(":")[1]), None)
    if cpuacct is None or not os.access(f"/sys/fs/cgroup/cpuacct{cpuacct}/cgroup.procs", os.W_OK):
        pytest.skip("no cpuacct cgroup (v1) this user may move a process into")
    # The shared zygote was started in this process's groups; a group of our own shows the move.
    group = f"/sys/fs/cgroup/cpuacct{cpuacct.rstrip('/')}/irfuzz-test-copy-{os.getpid()}"
    os.mkdir(group)
    try:
        with open(f"{group}/cgroup.procs", "w") as fh:
            fh.write(str(os.getpid()))
        zygote = sandbox_module.thread_zygote()
        assert zygote.proc is None
        with open(f"/proc/{zygote.pid}/cgroup") as fh:
            assert f"cpuacct:{cpuacct.rstrip('/')}/irfuzz-test-copy-{os.getpid()}\n" in fh.read()
    finally:
        sandbox_module.drop_thread_zygote()
        with open(f"/sys/fs/cgroup/cpuacct{cpuacct}/cgroup.procs", "w") as fh:
            fh.write(str(os.getpid()))
        os.rmdir(group)


def test_a_process_of_another_checkout_is_refused_and_starts_its_own_zygote(shared_zygote, monkeypatch, tmp_path):
    """A copy runs the shared zygote's code: a Sandbox whose code is another's must not use it."""
    monkeypatch.setenv(SHARED_ZYGOTE_ENV, shared_zygote)
    elsewhere = tmp_path / "checkout"
    elsewhere.symlink_to(ROOT)   # another path: another checkout, as far as the copy can tell
    monkeypatch.setattr(sandbox_module, "_ROOT", str(elsewhere))
    zygote = sandbox_module.thread_zygote()
    assert zygote.proc is not None and zygote.alive()
    with open(os.path.join(zygote.scratch, "zygote.log")) as fh:
        said = fh.read()
    assert f"shared zygote at {shared_zygote} not used" in said and "the shared zygote serves" in said


def test_a_copy_and_its_workers_end_when_the_process_it_serves_is_killed(shared_zygote):
    """A copy is not the child of the process it serves, so it cannot die with it as a zygote
    started there does: it watches it."""
    client = textwrap.dedent("""
        import json, sys
        from generators.program import Program
        from oracles.case import Case
        from oracles.sandbox import Sandbox
        from oracles.zygote import WARM_UP_PROGRAM
        box = Sandbox()
        assert box.check(Case(Program.from_json(json.dumps(WARM_UP_PROGRAM)))).status == "ok"
        print(box._zygote.pid, box._worker.proc.pid, box._zygote.proc is None, flush=True)
        sys.stdin.read()
    """)
    proc = subprocess.Popen([sys.executable, "-c", client], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True, env=dict(os.environ, PYTHONPATH=ROOT, **{SHARED_ZYGOTE_ENV: shared_zygote}))
    copy, worker, is_copy = proc.stdout.readline().split()
    assert is_copy == "True"
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert _gone(int(copy), 10) and _gone(int(worker), 10)
