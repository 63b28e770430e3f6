"""Workers forked from a warm zygote (oracles/zygote.py) judge exactly as started ones do."""

import os

import pytest
from seeded import seeded_program
from test_sandbox import CAT, NEG, ONLY_NEG, ROLL

from oracles import sandbox as sandbox_module
from oracles.case import Case
from oracles.sandbox import Sandbox

pytestmark = pytest.mark.integration

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

