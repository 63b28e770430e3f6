"""The campaign end to end (real torch-mlir), and the findings store's guarantees."""

import glob
import json
import os
import subprocess
import sys

import pytest
from helpers import lowering_finding

from conftest import ROOT, run_irfuzz
from fuzz.campaign import CampaignConfig, run_campaign
from fuzz.campaign.state import CampaignState
from fuzz.campaign.store import FindingStore
from generators.generate import program_from_seed
from oracles.verdict import KOutcome, Verdict

FOLDER_FILES = {"program.json", "before.mlir", "repro.sh", "error.log", "meta.json"}

# tests/data/campaigns/README.md: the programs of seed 407, frozen.
SEED407 = tuple(open(path).read() for path in sorted(glob.glob(os.path.join(ROOT, "tests", "data", "campaigns",
                                                                          "seed407", "*.json"))))


def test_store_writes_once_and_counts_repeats(tmp_path):
    store = FindingStore(str(tmp_path), verify_repro=False)
    verdict = Verdict("finding", [lowering_finding()], [KOutcome(1, "ok"), KOutcome(2, "verifier-error")])
    folder, new = store.record(verdict.findings[0], verdict, program_from_seed(1), {"seed": 1})
    assert new and FOLDER_FILES <= set(os.listdir(folder))
    # Same root cause, other SSA names and shapes: the same signature, only counted.
    other = lowering_finding("'tensor.concat' op requires at least one input")
    folder2, new2 = store.record(other, verdict, program_from_seed(2), {"seed": 2})
    assert folder2 == folder and not new2
    meta = json.loads(open(os.path.join(folder, "meta.json")).read())
    assert meta["count"] == 2 and meta["seed"] == 1 and meta["k"] == 2
    assert meta["versions"]["torch-mlir"] == "20261001"
    assert not [n for n in os.listdir(tmp_path) if n.startswith(".")], "temporary folders left behind"


def test_internal_errors_are_kept_apart(tmp_path):
    store = FindingStore(str(tmp_path), verify_repro=False)
    folder = store.record_internal(Verdict.internal("eager PyTorch rejected the program: boom"),
                                   program_from_seed(3), {"seed": 3})
    assert os.path.dirname(folder) == os.path.join(str(tmp_path), "internal")
    assert store.signatures() == set()


@pytest.mark.integration
def test_campaign_runs_programs_and_saves_verified_findings(tmp_path, monkeypatch):
    from fuzz.campaign import driver

    out = str(tmp_path / "findings")
    # The frozen programs of seed 407 (all at erasure none) include the roll-of-an-empty-dim bug
    # (program 9; its `cat` of empty operands is erased at k=2), a roll miscompile and a native crash.
    cfg = CampaignConfig(out=out, seconds=600, jobs=2, seed=407, max_programs=10, status_every=5,
                         reduce_budget=15, programs=SEED407)
    # A session that ends before its deferred work (reductions, reproducer verification) is
    # done publishes every folder anyway, marked pending, and says so.
    lines = []
    with monkeypatch.context() as patched:
        patched.setattr(driver._Campaign, "_finish_deferred", lambda self, sandbox: False)
        stats = run_campaign(cfg, lines.append)
    assert stats.programs == 10
    assert any(line.startswith("done.") for line in lines)
    assert any("seconds by path and stage" in line and "path:batch" in line for line in lines), lines
    signatures = FindingStore(out).signatures()
    assert "verifier-error-669914649e1f" in signatures, signatures
    metas = [json.load(open(os.path.join(out, sig, "meta.json"))) for sig in signatures]
    pending = [m for m in metas if m.get("verification") == "pending"]
    assert pending and all("repro_sh" not in m and "flaky" not in m for m in pending)
    assert any(m.get("reduction") == "pending" for m in metas)
    # A folder to be reduced gets its inputs and outputs with its reduced form, not before.
    assert all("inputs.pt" not in os.listdir(os.path.join(out, m["signature"]))
               for m in metas if m.get("reduction") == "pending")
    assert any("finding folder(s) still have a reduction or reproducer verification pending" in line
               for line in lines), lines
    # The next session takes them up (no program is left to check: it does only that).
    lines = []
    stats = run_campaign(cfg, lines.append)
    assert stats.session_programs == 0
    assert any("with a reduction or verification pending" in line for line in lines), lines
    assert not any("still have" in line for line in lines), lines
    settings = CampaignState.open(out, None).settings
    # Every finding, crashes included, ends reduced and keyed by its root cause.
    causes = {sig: json.load(open(os.path.join(out, sig, "meta.json")))["root_cause"] for sig in signatures}
    assert all(isinstance(c, dict) and c["key"].startswith("rc-") and c["sentence"] for c in causes.values()), causes
    for sig in signatures:
        folder = os.path.join(out, sig)
        assert FOLDER_FILES | {"inputs.pt", "expected.pt"} <= set(os.listdir(folder)), sig
        meta = json.load(open(os.path.join(folder, "meta.json")))
        # The program as generated is kept (as program.json, or beside the reduced one) and
        # is exactly what the campaign's settings regenerate for its index.
        original = "original_program.json" if "reduced" in meta else "program.json"
        case = settings.case_for(meta["index"])
        assert case.program.to_json() == open(os.path.join(folder, original)).read().rstrip("\n")
        first = meta.get("original", meta)  # where the reduced example came from
        assert (case.erase, case.input_seed) == (first["erase"], first["seed"])
        assert meta["generator"]["avoid_known_limits"] is True and meta["campaign_seed"] == 407
        if "reduced" in meta:
            assert meta["reduction"] == "done"
            assert meta["reduced"]["nodes_after"] <= meta["reduced"]["nodes_before"]
            assert len(json.load(open(os.path.join(folder, "program.json")))["nodes"]) == meta["reduced"]["nodes_after"]
        if meta["symptom"] not in ("non-convergence", "import-error"):
            assert meta["verification"] == "done" and meta["repro_sh"]["reproduces"], (sig, meta)
    # repro.py of the real bug reproduces in a fresh process, with torch-mlir alone.
    done = subprocess.run([sys.executable, "repro.py"], cwd=os.path.join(out, "verifier-error-669914649e1f"),
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 1, done.stderr

    # The one command README gives regenerates program i exactly.
    meta = json.load(open(os.path.join(out, "verifier-error-669914649e1f", "meta.json")))
    # Its reduced example was localized afresh, not named from an answer the workers share
    # (oracles/iterate.py): its one-pass reproducer is confirmed.
    assert meta["reduction"] == "done" and meta["pass_confirmed"] and meta["reproducer_pipeline"], meta
    regenerated = run_irfuzz("generate", "--campaign", out, "--index", str(meta["index"]))
    assert regenerated.returncode == 0, regenerated.stderr
    assert regenerated.stdout.strip() == open(os.path.join(out, "verifier-error-669914649e1f",
                                                           "original_program.json")).read().strip()
    assert f"--erase {meta['original']['erase']} --seed {meta['original']['seed']}" in regenerated.stderr

    # Running it again resumes: nothing is checked or counted twice.
    counts = {sig: json.load(open(os.path.join(out, sig, "meta.json")))["count"] for sig in signatures}
    lines = []
    again = run_campaign(cfg, lines.append)
    assert again.programs == 10 and again.session_programs == 0
    assert any("resuming campaign" in line and "at program 10" in line for line in lines), lines
    assert counts == {sig: json.load(open(os.path.join(out, sig, "meta.json")))["count"] for sig in signatures}

    triage = run_irfuzz("triage", out, "--json")
    report = json.loads(triage.stdout)
    assert report["campaign"]["seed"] == 407 and report["campaign"]["programs"] == 10
    assert {row["signature"] for row in report["signatures"]} == signatures
    assert all({"symptom", "pass", "k", "count", "k_dependent"} <= set(row) for row in report["signatures"])


@pytest.mark.integration
def test_an_example_already_minimal_is_stored_again_with_its_artifacts(tmp_path):
    """A new signature's folder is published without inputs and outputs (they come with the
    reduced form); when the reduction keeps the example, the folder is stored again with them."""
    # corpus/regressions/transpose-same-dim-fold-drops-type, its input already of size 0.
    program = json.dumps({
        "format": "irfuzz-program/1", "inputs": [{"name": "x0", "shape": [0], "dtype": "float32"}],
        "nodes": [{"name": "v0", "op": "aten.transpose", "operands": ["x0"], "attrs": {"dim0": -1, "dim1": -1}}],
        "outputs": ["v0"]})
    out = str(tmp_path / "findings")
    cfg = CampaignConfig(out=out, seconds=300, jobs=1, seed=1, max_programs=1, reduce_budget=15,
                         erase_levels=("torchscript",), programs=(program,))
    run_campaign(cfg, lambda line: None)
    (signature,) = FindingStore(out).signatures()
    folder = os.path.join(out, signature)
    meta = json.load(open(os.path.join(folder, "meta.json")))
    assert meta["reduction"] == "done: already minimal", meta
    assert {"inputs.pt", "expected.pt"} <= set(os.listdir(folder))
    assert "original_program.json" not in os.listdir(folder) and "original" not in meta
    assert meta["root_cause"]["key"].startswith("rc-") and meta["verification"] == "done", meta
    assert meta["count"] == 1 and meta["index"] == 0


@pytest.mark.integration
def test_a_worker_that_raises_inside_batches_costs_internal_errors_not_a_job(tmp_path, monkeypatch):
    monkeypatch.setenv("IRFUZZ_FAULT_INJECT", "raise@pipeline:1")
    out = str(tmp_path / "findings")
    cfg = CampaignConfig(out=out, seconds=600, jobs=1, seed=1030, max_programs=4, batch=2, reduce_budget=0)
    stats = run_campaign(cfg, lambda line: None)
    assert (stats.programs, stats.internal_errors) == (4, 4)
    (folder,) = FindingStore(out).folders().values()
    meta = json.load(open(os.path.join(folder, "meta.json")))
    assert meta["count"] == 4 and "injected irfuzz bug" in meta["message"] and "Traceback" in meta["message"]


@pytest.mark.integration
def test_an_exception_in_a_job_is_recorded_and_the_job_goes_on(tmp_path, monkeypatch):
    from fuzz.campaign import driver

    calls = []
    original = driver._Campaign._record

    def flaky_record(self, *args):
        calls.append(1)
        if len(calls) == 2:
            raise RuntimeError("a bug in the campaign process")
        return original(self, *args)

    monkeypatch.setattr(driver._Campaign, "_record", flaky_record)
    out = str(tmp_path / "findings")
    cfg = CampaignConfig(out=out, seconds=600, jobs=1, seed=1030, max_programs=4, batch=2, reduce_budget=0)
    stats = run_campaign(cfg, lambda line: None)
    # Block 0: program 0 recorded, program 1 raised (1 internal error); block 1 checked normally.
    assert stats.programs == 4 and stats.internal_errors == 1
    internal = [m for m in (json.load(open(os.path.join(p, "meta.json"))) for p in FindingStore(out).folders().values())
                if m["symptom"] == "internal-error"]
    assert len(internal) == 1 and "a bug in the campaign process" in internal[0]["message"]


def test_concurrent_records_of_one_signature_write_one_folder_and_count_all(tmp_path):
    import threading

    store = FindingStore(str(tmp_path), verify_repro=False)
    verdict = Verdict("finding", [lowering_finding()], [KOutcome(1, "ok")])
    started = threading.Event()

    def slow_artifacts(folder):
        started.set()
        import time
        time.sleep(0.5)  # the first writer is still filling its folder...
        return []

    first = threading.Thread(target=store.record, args=(verdict.findings[0], verdict, program_from_seed(1),
                                                         {"seed": 1}), kwargs={"artifacts": slow_artifacts})
    first.start()
    started.wait()
    for seed in (2, 3, 4):  # ...while three repeats arrive
        _, new = store.record(lowering_finding(), verdict, program_from_seed(seed), {"seed": seed})
        assert not new
    first.join()
    (sig,) = store.signatures()
    meta = json.load(open(os.path.join(str(tmp_path), sig, "meta.json")))
    assert meta["count"] == 4 and meta["seed"] == 1


def test_deferred_work_gets_its_share_of_the_job_time_and_no_more():
    import threading
    import time
    from types import SimpleNamespace

    from fuzz.campaign import driver

    def campaign(share, jobs, session_seconds, deferred_seconds, queued=1):
        # (a session far from its end: the tail rule is the next test's)
        return SimpleNamespace(lock=threading.Lock(), deferred=["folder"] * queued, deferred_seconds=deferred_seconds,
                               _backlog_fits=lambda now: True, deadline=time.monotonic() + 10**6,
                               cfg=SimpleNamespace(deferred_share=share, jobs=jobs),
                               state=SimpleNamespace(session_started=time.monotonic() - session_seconds))

    turn = driver._Campaign._deferred_turn
    assert turn(campaign(0.2, 1, 100, 19))          # 19 s of 100: under 20%
    assert not turn(campaign(0.2, 1, 100, 25))      # over it: the jobs fuzz
    assert turn(campaign(0.2, 2, 100, 39))          # two jobs: 200 job-seconds
    assert not turn(campaign(0.2, 1, 100, 0, queued=0))   # nothing queued
    assert not turn(campaign(0.0, 1, 100, 0))       # share 0: only once no program is left


def test_the_scheduler_keeps_the_tail_of_a_session_for_a_backlog_that_would_not_fit():
    """Deferred work runs while under its share, and whenever the backlog, each folder at
    the mean cost of its class measured so far, needs the time that is left."""
    import collections
    import threading
    import time
    from types import SimpleNamespace

    from fuzz.campaign.driver import _Campaign

    now = time.monotonic()
    campaign = _Campaign.__new__(_Campaign)
    campaign.lock = threading.Lock()
    campaign.cfg = CampaignConfig(jobs=2, deferred_share=0.2)
    campaign.state = SimpleNamespace(session_started=now - 100)
    campaign.deferred = collections.deque(["out/verifier-error-a", "out/lowering-error-b", "out/crash-c"])
    campaign.deferred_seconds = 100.0                                   # over its share (40 s)
    campaign.deferred_cost = collections.defaultdict(lambda: [0.0, 0], {"other": [100.0, 2]})   # 50 s each
    campaign.deadline = now + 1000
    assert campaign._backlog_seconds() == 150.0                         # no crash done yet: the crash at 50 s
    assert not campaign._deferred_turn()                                # 150 s of backlog, 2000 job-s left
    campaign.deadline = now + 70
    assert campaign._deferred_turn()                                    # 150 s of backlog, 140 job-s left
    campaign.deferred_cost["crash"] = [300.0, 1]                       # a crash's folder took 300 s
    campaign.deferred_seconds = 400.0
    assert campaign._backlog_seconds() == 400.0                         # 50 + 50 + 300
    campaign.deadline = now + 190
    assert campaign._deferred_turn()                                    # 400 s of backlog, 380 job-s left
    # A folder is done by one job: a crash's 300 s do not fit in 200 s left, though two jobs have
    # 400 job-s; its share of the tail is the wall time left, not the jobs' (400 job-s for 1).
    campaign.deferred = collections.deque(["out/crash-g"])
    campaign.deferred_busy, campaign.tail_fixed, campaign.verify_cost = 0, [0.0, 0], [0.0, 0]
    campaign.cfg = CampaignConfig(jobs=2, deferred_share=0.2, reduce_budget=60)
    campaign.deadline = now + 200
    assert campaign._backlog_seconds() == 300.0 and campaign._deferred_turn()
    assert campaign._tail_plan().share_s == pytest.approx(200.0, abs=1.0)
    campaign.deadline = now + 310
    assert campaign._tail_plan() is None                                # it fits now
    campaign.deferred = collections.deque(["out/verifier-error-a", "out/lowering-error-b", "out/crash-c"])
    campaign.cfg = CampaignConfig(jobs=2, deferred_share=0.2)
    campaign.deferred_seconds = 10.0                                    # under its share
    campaign.deadline = now + 1000
    assert campaign._deferred_turn()
    campaign.deferred.clear()
    assert not campaign._deferred_turn()
    # Wrong numbers are a class of their own: their verification runs two fresh interpreters.
    campaign.deferred.extend(["out/mismatch-eager-d", "out/mismatch-k-e", "out/verifier-error-f"])
    campaign.deferred_cost["mismatch"] = [16.0, 1]
    assert campaign._backlog_seconds() == 16.0 + 16.0 + 50.0


def test_a_folder_done_on_a_tail_share_does_not_lower_the_backlog_estimate():
    """A folder done on a tail plan costs its share, not its full budgets: counted in the
    means, the tail's cheap folders made the backlog look as if it fit, and the jobs went back
    to checking programs and found more folders for the shares left."""
    import collections
    import threading

    from fuzz.campaign.driver import TailPlan, _Campaign

    campaign = _Campaign.__new__(_Campaign)
    campaign.lock = threading.Lock()
    campaign.deferred = collections.deque(["out/verifier-error-a", "out/crash-b"])
    campaign.deferred_seconds = 100.0
    campaign.deferred_cost = collections.defaultdict(lambda: [0.0, 0], {"other": [100.0, 2]})   # 50 s each
    campaign.tail, campaign.tail_fixed = collections.Counter(), [0.0, 0]
    assert campaign._backlog_seconds() == 100.0
    campaign._account_done("out/verifier-error-c", 4.0, TailPlan(5.0, 0.0, 1.0))    # on a 5-s share
    assert campaign._backlog_seconds() == 100.0                          # still 50 s a folder
    assert campaign.deferred_seconds == 104.0 and campaign.tail["folders"] == 1
    assert campaign.tail_fixed == [3.0, 1]                               # 4 s spent on 1 s of budgets
    campaign._account_done("out/verifier-error-d", 20.0, None)          # at full budgets
    assert campaign._backlog_seconds() == pytest.approx(2 * 120.0 / 3)


def test_the_tail_of_a_session_splits_the_time_left_evenly_over_the_pending_folders():
    """Once the backlog at full budgets would not fit, each folder a job takes up gets an even
    share of the jobs' time left (the folders in progress counted), less what a folder costs
    whatever its budgets (measured): a shorter reduction, or none, and a key cut by time, so
    that the session ends with nothing pending."""
    import collections
    import threading
    import time
    from types import SimpleNamespace

    from fuzz.campaign.driver import TailPlan, _Campaign

    assert TailPlan.split(200.0, 30.0, 5.0) == TailPlan(200.0, 30.0, 165.0)   # the campaign's reduce budget caps it
    assert TailPlan.split(20.0, 30.0, 5.0) == TailPlan(20.0, 6.0, 9.0)        # 40% of what is left to the reduction
    assert TailPlan.split(4.0, 30.0, 5.0) == TailPlan(4.0, 0.0, 1.0)          # too short to reduce; a key gets 1 s
    assert TailPlan(20.0, 6.0, 9.0).overrun(25.0) == 10.0                     # what it cost beyond its budgets
    assert TailPlan(20.0, 6.0, 9.0).overrun(12.0) == 0.0

    now = time.monotonic()
    campaign = _Campaign.__new__(_Campaign)
    campaign.lock = threading.Lock()
    campaign.cfg = CampaignConfig(jobs=2, reduce_budget=30.0)
    campaign.deferred = collections.deque(["out/verifier-error-a", "out/lowering-error-b", "out/crash-c"])
    campaign.deferred_cost = collections.defaultdict(lambda: [0.0, 0], {"other": [100.0, 2]})   # 50 s each
    campaign.deferred_seconds = 100.0
    campaign.deferred_busy = 1
    campaign.verify_cost = [12.0, 4]                                    # 3 s a verification
    campaign.tail_fixed = [0.0, 0]                                      # no folder done on a plan yet
    campaign.deadline = now + 1000
    assert campaign._tail_plan() is None                                # 150 s of backlog, 2000 job-s left
    campaign.deadline = now + 60
    plan = campaign._tail_plan()                                        # 150 s of backlog, 120 job-s left
    assert plan is not None and 29.0 < plan.share_s <= 30.0             # 120 s over 3 queued + 1 in progress
    assert plan.reduce_s == pytest.approx(0.4 * (plan.share_s - 3.0))   # the verification's 3 s come off first
    assert plan.key_s == pytest.approx(plan.share_s - 3.0 - plan.reduce_s)
    campaign.tail_fixed = [30.0, 2]                                     # folders on a plan overran by 15 s each
    plan = campaign._tail_plan()
    assert plan.reduce_s == pytest.approx(0.4 * (plan.share_s - 15.0))
    campaign.state = SimpleNamespace(session_started=now - 100)
    assert campaign._deferred_turn()                                    # the tail is the deferred work's


def test_the_last_minute_of_a_session_checks_no_new_block():
    """A signature found in a session's last minute had no time for its reduction, key and
    verification (an hour's campaign that checked programs to its end left one pending): the
    jobs claim no block then, and give the time to the last blocks' findings."""
    import time
    from types import SimpleNamespace

    from fuzz.campaign.driver import LATE_S, _Campaign, end_kept_s

    assert end_kept_s(3600) == LATE_S      # an hour: its last minute
    assert end_kept_s(120) == 6.0          # a short session keeps 5% of its time
    claims = []
    campaign = _Campaign.__new__(_Campaign)
    campaign.cfg = CampaignConfig()
    campaign.state = SimpleNamespace(claim=lambda limit: claims.append(limit))
    campaign.checking_until = time.monotonic() - 1
    assert campaign._check_next_block(None) is False and claims == []
    campaign.checking_until = time.monotonic() + 100
    assert campaign._check_next_block(None) is False and claims == [None]   # claimed: none left


def test_a_folder_whose_program_ran_extra_backends_is_costed_by_its_own_class(tmp_path):
    """Each candidate of such a folder runs the backends too (an IREE compile among them): an
    IREE failure found at minute 33 of an hour, costed as a diagnostic's, was left pending by
    the end. Its class is its symptom's with "+backends", read from its meta.json."""
    import collections
    import shutil
    import threading

    from fuzz.campaign.driver import _Campaign, _cost_class

    source = os.path.join(ROOT, "tests", "data", "upstream", "verifier-error-fixture")
    plain, backends = str(tmp_path / "verifier-error-0000000000aa"), str(tmp_path / "verifier-error-0000000000bb")
    shutil.copytree(source, plain)
    shutil.copytree(source, backends)
    with open(os.path.join(backends, "meta.json")) as fh:
        meta = json.load(fh)
    meta["extra_backends"] = ["tosa", "stablehlo"]
    with open(os.path.join(backends, "meta.json"), "w") as fh:
        json.dump(meta, fh)
    assert (_cost_class(plain), _cost_class(backends)) == ("other", "other+backends")
    assert _cost_class(str(tmp_path / "crash-0000000000cc")) == "crash"      # no meta.json: its name
    campaign = _Campaign.__new__(_Campaign)
    campaign.lock = threading.Lock()
    campaign.deferred = collections.deque([plain, backends])
    campaign.deferred_cost = collections.defaultdict(lambda: [0.0, 0],
                                                     {"other": [10.0, 2], "other+backends": [60.0, 1]})
    assert campaign._backlog_seconds() == 5.0 + 60.0
