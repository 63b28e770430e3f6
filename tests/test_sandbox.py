"""Crash and hang isolation: a dying worker becomes a verdict, and work goes on."""

import json
import os
import signal
import tempfile

import pytest
from seeded import seeded_program

from conftest import ROOT
from generators.program import Program
from oracles.case import Case
from oracles.sandbox import Sandbox

pytestmark = pytest.mark.integration
ROLL = Program.from_json(json.dumps({
    "format": "irfuzz-program/1",
    "inputs": [{"name": "x0", "shape": [3, 1, 2], "dtype": "float32"}],
    "nodes": [{"name": "v0", "op": "aten.roll", "operands": ["x0"], "attrs": {"shifts": [2, -1], "dims": [0, 2]}}],
    "outputs": ["v0"]}))


# A crash needs a limit that a loaded machine cannot turn into a timeout; a hang spins on the
# CPU for its whole limit, so it gets a short one.
@pytest.mark.parametrize("kind, symptom, how, timeout", [
    ("segv", "crash", "SIGSEGV", 20),
    ("abort", "crash", "SIGABRT", 20),
    ("hang", "timeout", "time limit", 6),
])
def test_worker_death_becomes_a_finding_with_stage_and_k(monkeypatch, kind, symptom, how, timeout):
    monkeypatch.setenv("IRFUZZ_FAULT_INJECT", f"{kind}@pipeline:2")
    with Sandbox(timeout=timeout) as sandbox:
        verdict = sandbox.check(Case(ROLL))
        assert verdict.status == "finding"
        (finding,) = verdict.findings
        assert finding.symptom == symptom and how in finding.message
        assert (finding.stage, finding.k) == ("pipeline", 2)
        # The IR the crashed stage started from (IR_1) is kept for the reproducer.
        assert "func.func @main" in finding.stage_input_ir and "torch.aten.slice.Tensor" in finding.stage_input_ir
        # The sandbox restarts its worker: the next case is judged normally.
        monkeypatch.delenv("IRFUZZ_FAULT_INJECT")
        assert sandbox.check(Case(ROLL)).status == "ok"


def test_a_real_hang_in_torch_mlir_times_out(irfuzz, tmp_path):
    # max-iterations=-1 runs the simplification loop unbounded; an unknown dtype in the
    # TorchScript form (cat over a legacy empty tensor) never satisfies the contract.
    path = os.path.join(ROOT, "tests", "data", "unknown_dtype_cat.json")
    done = irfuzz("check", path, "--json", "--erase", "torchscript", "--timeout", "5",
                  "--backend-pipeline", "torch-function-to-torch-backend-pipeline{max-iterations=-1}")
    assert done.returncode == 1, done.stdout + done.stderr
    (finding,) = json.loads(done.stdout)["findings"]
    assert finding["symptom"] == "timeout" and finding["k"] == 1 and finding["stage"] == "pipeline"
    assert finding["pass"]  # the pass running when the worker was killed, from the IR dump replay


NEG = Program.from_json(json.dumps({
    "format": "irfuzz-program/1",
    "inputs": [{"name": "x0", "shape": [3], "dtype": "float32"}],
    "nodes": [{"name": "v0", "op": "aten.neg", "operands": ["x0"], "attrs": {}}],
    "outputs": ["v0"]}))
CAT = Program.from_json(json.dumps({
    "format": "irfuzz-program/1",
    "inputs": [{"name": "x0", "shape": [2, 3], "dtype": "int32"}],
    "nodes": [{"name": "v0", "op": "aten.cat", "operands": ["x0", "x0"], "attrs": {"dim": 1}}],
    "outputs": ["v0"]}))
# Only the program with a neg has "torch.aten.neg" in its import: the fault hits it alone.
ONLY_NEG = "~torch.aten.neg"


@pytest.mark.parametrize("kind, where, status, symptom, pinned_by", [
    ("raise", f"pipeline:1{ONLY_NEG}", "internal-error", None, "all judged alone"),
    ("segv", f"pipeline:1{ONLY_NEG}", "finding", "crash", "probe"),
    ("hang", f"pipeline:1{ONLY_NEG}", "finding", "timeout", "probe"),
    # The numerics of one program: its stage event names it, nothing to probe.
    ("segv", "execute:1~arith.negf", "finding", "crash", "stage event"),
])
def test_a_fault_inside_a_batch_is_pinned_on_its_program(monkeypatch, kind, where, status, symptom, pinned_by):
    monkeypatch.setenv("IRFUZZ_FAULT_INJECT", f"{kind}@{where}")
    # CPU seconds: these three programs need well under one per stage, so the injected hang
    # is suspected after 3 and judged alone for 6 (the defaults, 30 and 120, cost minutes; an
    # innocent program suspected on a loaded machine is judged alone too, and passes).
    with Sandbox(timeout=6, suspicion_timeout=3) as sandbox:
        verdicts = sandbox.check_batch([Case(ROLL), Case(NEG), Case(CAT)])
        profile = sandbox.take_seconds()
    assert [v.status for v in verdicts] == ["ok", status, "ok"], [v.to_dict(full=False) for v in verdicts]
    if symptom:
        (finding,) = verdicts[1].findings
        assert (finding.symptom, finding.stage, finding.k) == (symptom, where.split(":")[0], 1)
    else:
        assert "injected irfuzz bug" in verdicts[1].internal_error and "Traceback" in verdicts[1].internal_error
    # A crash or hang in a stage of the batch's module is pinned by probing that stage with
    # half the functions; an irfuzz bug there (no death) is not: all are judged alone.
    # Pinned or probed, the culprit is judged alone and the rest as a batch again.
    assert ("path:probe" in profile) == (pinned_by == "probe"), profile


def test_a_real_crash_in_a_batch_is_pinned_and_the_others_checked_as_a_batch(monkeypatch):
    entry = os.path.join(ROOT, "corpus", "regressions", "view-zero-elements-sigfpe")
    crash = Program.from_json(open(os.path.join(entry, "program.json")).read())
    cases = [Case(seeded_program(s), input_seed=s) for s in (397, 398, 399)]
    cases.insert(2, Case(crash))
    with Sandbox(timeout=60) as sandbox:
        seen = _spy_on_requests(monkeypatch)
        batched = sandbox.check_batch(cases)
        profile = sandbox.take_seconds()
        # The preparations kept for the re-check of the others go with the batch.
        assert os.path.isdir(sandbox._scratch) and not os.path.exists(os.path.join(sandbox._scratch, "prepared"))
        single = [sandbox.check(case) for case in cases]
    summary = [(v.status, sorted(f.signature for f in v.findings)) for v in batched]
    assert summary == [(v.status, sorted(f.signature for f in v.findings)) for v in single]
    assert summary[2] == ("finding", ["crash-6e2ad66acf1c"]), summary
    assert profile.get("path:probe", 0) > 0, profile
    # Pinned by one torch-mlir-opt run under the crash reproducer: no worker died probing halves.
    assert "probe" not in [kind for kind, _, _ in seen], seen


@pytest.mark.parametrize("known", [True, False])
def test_a_known_crash_in_a_batch_is_named_from_it_and_an_unknown_one_judged_alone(monkeypatch, known):
    """A crash whose signature the campaign stored (its first example judged alone in full) is
    named from its batch: pinned by the crash reproducer, its function replayed alone, its
    finding the same signature and pass as alone, and the program never judged alone; given
    another crash's signature only, it is judged alone."""
    entry = os.path.join(ROOT, "corpus", "regressions", "view-zero-elements-sigfpe")
    crash = Case(Program.from_json(open(os.path.join(entry, "program.json")).read()))
    cases = [Case(seeded_program(s), input_seed=s) for s in (397, 398, 399)]
    cases.insert(2, crash)
    with Sandbox(timeout=60) as sandbox:
        alone = sandbox.check(crash)
        (first,) = alone.findings
        seen = _spy_on_requests(monkeypatch)
        batched = sandbox.check_batch(cases, known_failures={first.signature if known else "crash-0123456789ab"})
    (finding,) = batched[2].findings
    assert (finding.signature, finding.pass_name, finding.k) == (first.signature, first.pass_name, first.k)
    assert finding.details.get("named_in_batch", False) is known, finding.details
    assert batched[2].per_k == alone.per_k and batched[2].status == alone.status
    kinds = [kind for kind, _, _ in seen]
    assert ("check" in kinds) is not known and "probe" not in kinds, seen


def test_a_hung_stage_is_cut_after_the_stage_timeout_not_the_request_timeout(monkeypatch):
    """A batch request may take timeout x programs in all, but one stage gets one timeout:
    a hang in a batch of 16 is seen after 120 s, not 32 minutes."""
    import time

    from oracles.sandbox import WorkerDied, _Worker

    monkeypatch.setenv("IRFUZZ_FAULT_INJECT", f"hang@pipeline:1{ONLY_NEG}")
    with Sandbox() as sandbox:
        worker = _Worker(sandbox._live_worker().scratch)
        try:
            worker.request({"kind": "check", "case": Case(CAT).to_dict()}, timeout=600)  # warm: first import is slow
            start = time.monotonic()
            with pytest.raises(WorkerDied) as died:
                worker.request({"kind": "check", "case": Case(NEG).to_dict()}, timeout=600, stage_timeout=4)
            took = time.monotonic() - start
        finally:
            worker.close()
    assert died.value.timed_out and worker.last_stage["stage"] == "pipeline"
    assert took < 60, took  # the hung stage's 4 s (and a little before it), never the request's 600 s


def _spy_on_requests(monkeypatch) -> list[tuple[str, float, float | None]]:
    """(kind, timeout, stage_timeout) of every request any worker gets."""
    from oracles.sandbox import _Worker

    seen: list[tuple[str, float, float | None]] = []
    real = _Worker.request

    def request(self, payload, timeout, stage_timeout=None, deadline=None):
        seen.append((payload["kind"], timeout, stage_timeout))
        return real(self, payload, timeout, stage_timeout, deadline)

    monkeypatch.setattr(_Worker, "request", request)
    return seen


def test_a_hang_in_a_batch_is_suspected_after_the_suspicion_timeout_and_confirmed_with_the_full_one(monkeypatch):
    """The batch's stages, the probes that pin the hang on a program and the replay that
    names the hung pass decide no verdict: they are cut after `suspicion_timeout` (probes and
    replay after at most HANG_PROBE_S); only the hung program is then judged alone, and only
    its full `timeout` makes the `timeout` finding; the others are a batch again."""
    monkeypatch.setenv("IRFUZZ_FAULT_INJECT", f"hang@pipeline:1{ONLY_NEG}")
    with Sandbox(timeout=6, suspicion_timeout=3) as sandbox:
        seen = _spy_on_requests(monkeypatch)
        verdicts = sandbox.check_batch([Case(ROLL), Case(NEG), Case(CAT)])
    assert [v.status for v in verdicts] == ["ok", "finding", "ok"], [v.to_dict(full=False) for v in verdicts]
    (finding,) = verdicts[1].findings
    assert (finding.symptom, finding.stage, finding.k) == ("timeout", "pipeline", 1)
    batch_requests = [s for s in seen if s[0] == "check_batch"]
    assert batch_requests and all(stage_timeout == 3 for _, _, stage_timeout in batch_requests), seen
    # Only the hung program was judged alone, with the full timeout (twice if its forked
    # worker seemed asleep on a loaded machine: then a started one judges it again); the
    # two others were a batch again; probes and the replay got the short timeout.
    checks = [timeout for kind, timeout, _ in seen if kind == "check"]
    assert checks and set(checks) == {6} and len(checks) <= 2, seen
    assert len(batch_requests) == 2, seen
    probes = [timeout for kind, timeout, _ in seen if kind == "probe"]
    assert probes and set(probes) == {3}, seen
    assert [timeout for kind, timeout, _ in seen if kind == "dump"] == [3], seen


def test_a_known_hang_in_a_batch_is_judged_on_a_leash_and_its_finding_says_it_was_cut(monkeypatch):
    """A repeat of a hang whose signature is known (judged in full before: the corpus entry's)
    is judged alone for HANG_PROBE_S, not the full timeout, keeps the known signature, and
    says it was cut; its batch neighbours are judged as without it."""
    import oracles.sandbox as sandbox_module

    entry = os.path.join(ROOT, "corpus", "regressions", "empty-like-unknown-dtype-decompose-hang")
    meta = json.load(open(os.path.join(entry, "meta.json")))
    hang = Case(Program.from_json(open(os.path.join(entry, "program.json")).read()), erase=meta["erase"])
    monkeypatch.setattr(sandbox_module, "HANG_PROBE_S", 3.0)
    with Sandbox(timeout=60, suspicion_timeout=3) as sandbox:
        seen = _spy_on_requests(monkeypatch)
        verdicts = sandbox.check_batch([Case(ROLL, erase=meta["erase"]), hang, Case(CAT, erase=meta["erase"])],
                                       known_failures={meta["signature"]})
    assert [v.status for v in verdicts] == ["ok", "finding", "ok"], [v.to_dict(full=False) for v in verdicts]
    (finding,) = verdicts[1].findings
    assert finding.signature == meta["signature"] and finding.pass_name == meta["pass"]
    assert finding.details["cut_after_s"] == 3.0 and finding.details["replay_cut_in_pass"] is True
    # Judged alone once, on the leash (twice if its forked worker seemed asleep on a loaded
    # machine): never with the full 60 s.
    checks = [timeout for kind, timeout, _ in seen if kind == "check"]
    assert checks and set(checks) == {3.0} and len(checks) <= 2, seen
    # Pinned by one run that names the function its hung pass started on: no halving probes.
    kinds = [kind for kind, _, _ in seen]
    assert kinds.count("locate") == 1 and "probe" not in kinds, seen


def test_a_hang_the_leash_cannot_tie_to_a_known_one_is_judged_again_in_full(monkeypatch):
    """An injected hang hangs before any pass runs, so its replay names no pass: whatever
    hangs are known, it is not their repeat, and only the full timeout makes its finding."""
    import oracles.sandbox as sandbox_module

    monkeypatch.setenv("IRFUZZ_FAULT_INJECT", f"hang@pipeline:1{ONLY_NEG}")
    monkeypatch.setattr(sandbox_module, "HANG_PROBE_S", 2.0)
    with Sandbox(timeout=6, suspicion_timeout=3) as sandbox:
        seen = _spy_on_requests(monkeypatch)
        verdicts = sandbox.check_batch([Case(ROLL), Case(NEG), Case(CAT)], known_failures={"timeout-0123456789ab"})
    assert [v.status for v in verdicts] == ["ok", "finding", "ok"], [v.to_dict(full=False) for v in verdicts]
    (finding,) = verdicts[1].findings
    assert finding.symptom == "timeout" and "cut_after_s" not in finding.details
    checks = [timeout for kind, timeout, _ in seen if kind == "check"]
    assert checks[0] == 2.0 and 6 in checks[1:], seen


def test_a_deadline_cuts_the_request_in_flight_and_no_verdict_comes_of_it(monkeypatch):
    """A campaign's deadline ends a hung block at the deadline, not one timeout later; the
    cut work is no finding (every verdict None: the campaign checks the block again)."""
    import time

    monkeypatch.setenv("IRFUZZ_FAULT_INJECT", f"hang@pipeline:1{ONLY_NEG}")
    with Sandbox(timeout=600) as sandbox:
        sandbox.check(Case(CAT))  # a warm worker
        start = time.monotonic()
        verdicts = sandbox.check_batch([Case(ROLL), Case(NEG), Case(CAT)], deadline=start + 5)
        took = time.monotonic() - start
        assert verdicts == [None, None, None]
        assert took < 25, took  # the deadline (5 s), not the suspicion timeout or the 600 s timeout
        monkeypatch.delenv("IRFUZZ_FAULT_INJECT")
        assert sandbox.check(Case(NEG)).status == "ok"  # the cut worker was replaced


def test_a_worker_whose_parent_is_killed_exits_by_itself(tmp_path, monkeypatch):
    import signal
    import subprocess
    import sys
    import time

    script = (
        "import json, sys\n"
        "from generators.program import Program\n"
        "from oracles.case import Case\n"
        "from oracles.sandbox import Sandbox\n"
        f"program = Program.from_json({ROLL.to_json()!r})\n"
        "sandbox = Sandbox(timeout=600)\n"
        "worker = sandbox._live_worker()\n"
        "print(worker.proc.pid, sandbox._scratch, flush=True)\n"
        "sandbox.check(Case(program))\n")
    # A temp folder of its own: any Sandbox another test file starts meanwhile sweeps the
    # shared one, and would remove this scratch folder before the test looks at it.
    private_tmp = tmp_path / "tmp"
    private_tmp.mkdir()
    env = dict(os.environ, IRFUZZ_FAULT_INJECT="hang@pipeline:1", PYTHONPATH=ROOT, TMPDIR=str(private_tmp))
    parent = subprocess.Popen([sys.executable, "-c", script], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    pid, scratch = parent.stdout.readline().split()
    worker = int(pid)
    time.sleep(2)  # the worker is now stuck in the injected hang
    os.kill(parent.pid, signal.SIGKILL)
    parent.wait()
    def alive(pid):  # a zombie has exited (in a container, nobody may reap it)
        try:
            with open(f"/proc/{pid}/status") as fh:
                return "zombie" not in fh.read().lower()
        except FileNotFoundError:
            return False

    for _ in range(150):  # a loaded machine may take seconds to deliver and act on the signal
        if not alive(worker):
            break
        time.sleep(0.2)
    else:
        os.kill(worker, signal.SIGKILL)
        pytest.fail("the worker outlived its parent")
    # Its scratch folder is left behind (nothing ran to remove it); the next Sandbox sweeps it.
    assert os.path.dirname(scratch) == str(private_tmp)
    assert os.path.isdir(scratch)
    monkeypatch.setattr(tempfile, "tempdir", str(private_tmp))
    Sandbox().close()
    assert not os.path.exists(scratch)


def test_close_removes_the_scratch_folder():
    with Sandbox() as sandbox:
        assert sandbox.check(Case(CAT)).status == "ok"
        scratch = sandbox._scratch
        assert os.path.isdir(scratch)
    assert not os.path.exists(scratch)


def test_artifacts_for_a_relative_folder_land_in_the_callers_folder(tmp_path, monkeypatch):
    # The worker runs in the repository root: a relative folder used to be resolved there,
    # and `irfuzz check --out findings` lost inputs.pt and expected.pt.
    monkeypatch.chdir(tmp_path)
    os.mkdir("finding")
    with Sandbox() as sandbox:
        written = sandbox.write_artifacts(Case(CAT), "finding")
    assert written and {"inputs.pt", "expected.pt"} <= set(os.listdir(tmp_path / "finding")), written


def test_the_worker_memory_limit_is_read_from_the_environment(monkeypatch):
    from oracles.processes import MEMORY_LIMIT_ENV, memory_limit_bytes

    monkeypatch.setenv(MEMORY_LIMIT_ENV, "3000")
    assert memory_limit_bytes() == 3000 * 2**20
    monkeypatch.setenv(MEMORY_LIMIT_ENV, "0")
    assert memory_limit_bytes() is None
    monkeypatch.delenv(MEMORY_LIMIT_ENV)
    assert memory_limit_bytes() >= 4 * 2**30


def test_a_tool_irfuzz_starts_runs_under_the_worker_memory_limit(monkeypatch):
    """A torch-mlir-opt an upstream report runs on a finding that asks for terabytes (a
    slice_scatter end of INT64_MAX on the StableHLO path) must fail at once, not swell until
    the OOM killer ends it or its neighbours: run_bounded starts its child under the worker's limit."""
    import sys

    from oracles.processes import MEMORY_LIMIT_ENV, run_bounded

    grab = "import sys\ntry:\n    b = bytearray(1 << 30)\nexcept MemoryError:\n    sys.exit(3)\n"
    monkeypatch.setenv(MEMORY_LIMIT_ENV, "300")
    assert run_bounded([sys.executable, "-c", grab], 60).returncode == 3
    # Set before the tool starts (not on the started child, which raced a grandchild it
    # started at once), so what the tool starts has it too.
    child = "import subprocess; subprocess.run(['sh', '-c', 'ulimit -v'])"
    assert run_bounded([sys.executable, "-c", child], 60).stdout.split() == [str(300 * 1024)]
    monkeypatch.setenv(MEMORY_LIMIT_ENV, "0")   # none
    assert run_bounded([sys.executable, "-c", grab], 60).returncode == 0
    with pytest.raises(FileNotFoundError):   # as from Popen: not the shell's exit 127
        run_bounded(["irfuzz-no-such-tool"], 60)


@pytest.mark.integration
def test_a_pass_that_asks_for_all_memory_is_a_finding_not_an_irfuzz_error(monkeypatch):
    """slice_scatter with start INT64_MIN (seed-5151 campaign, program 766): the StableHLO
    conversion asks for terabytes. Unbounded, the worker swelled to 17 GiB until the OOM killer
    ended it; bounded, the pass's std::bad_alloc is its failure, reported against the pass."""
    from oracles.iterate import OracleConfig
    from oracles.processes import MEMORY_LIMIT_ENV

    monkeypatch.setenv(MEMORY_LIMIT_ENV, "3000")
    with open(os.path.join(ROOT, "tests", "data", "slice_scatter_int64_min_stablehlo_bad_alloc.json")) as fh:
        program = Program.from_json(fh.read())
    config = OracleConfig(extra_backends=("stablehlo",), numerics=False)
    with Sandbox(timeout=60) as sandbox:
        verdict = sandbox.check(Case(program, None, "torchscript", 0, config))
    assert verdict.status == "finding", verdict.to_dict(full=False)
    out_of_memory = [f for f in verdict.findings if "std::bad_alloc" in f.message]
    assert [(f.stage, f.pass_name) for f in out_of_memory] == [("lowering-stablehlo", "convert-torch-to-stablehlo")]


@pytest.mark.integration
def test_a_worker_whose_code_computed_wrong_numbers_is_not_reused():
    """Wrong values may be an out-of-bounds write (scatter with a negative dim shows as a
    crash in one run and wrong values in the next): the next program gets a fresh worker.
    A clean program's worker is kept."""
    def load(name: str) -> Program:
        with open(os.path.join(ROOT, "tests", "data", "root_cause", name)) as fh:
            return Program.from_json(fh.read())

    roll = load("roll_shift_float_1d.json")
    with Sandbox(timeout=120) as sandbox:
        clean = Program.from_json(json.dumps({**json.loads(roll.to_json()), "nodes": [
            {"name": "v0", "op": "aten.roll", "operands": ["x0"], "attrs": {"shifts": [1], "dims": [0]}}]}))
        assert sandbox.check(Case(clean, None, "none", 0)).status == "ok"
        kept = sandbox._worker
        assert kept is not None
        verdict = sandbox.check(Case(roll, None, "none", 0))
        assert any(f.symptom == "mismatch-eager" for f in verdict.findings), verdict.to_dict(full=False)
        assert sandbox._worker is None


def test_a_worker_that_judged_others_and_dies_before_torch_mlir_runs_judges_the_case_again_afresh(monkeypatch):
    """Compiled code of an earlier program can corrupt the worker's heap with no wrong value to
    show it (an out-of-bounds write past the outputs); the worker then dies in the next
    program's eager run ("malloc(): invalid next size", seen in a campaign). That death is not
    the next program's, nor irfuzz's: the program is judged again in a fresh worker. Here the
    worker is killed by SIGABRT just before its second request."""
    from oracles import sandbox as sandbox_module

    real_request = sandbox_module._Worker.request
    killed = []

    def request(self, payload, *args, **kwargs):
        if payload.get("kind") == "check" and self.served >= 1 and not killed:
            os.kill(self.proc.pid, signal.SIGABRT)
            self.proc.wait()
            killed.append(self.proc.pid)
        return real_request(self, payload, *args, **kwargs)

    monkeypatch.setattr(sandbox_module._Worker, "request", request)
    with Sandbox(timeout=60) as sandbox:
        assert sandbox.check(Case(ROLL)).status == "ok"
        assert sandbox.check(Case(ROLL)).status == "ok"
        assert killed and sandbox._worker is not None and sandbox._worker.proc.pid != killed[0]


def test_a_death_in_a_pass_on_a_heap_found_corrupted_in_a_reused_worker_is_judged_again_afresh(monkeypatch):
    """glibc aborting in a pass on a heap it finds corrupted ("corrupted size vs. prev_size" in
    canonicalize, seen in a campaign, where the program ran clean alone) blames whatever ran
    in the worker before: the program is judged again in a fresh worker, and is a finding only
    if it dies there too. The injected `heap` fault dies so only in a worker that judged a
    case before; a `segv` there is the pass's own crash, as in a fresh worker."""
    from oracles.sandbox import heap_found_corrupted

    assert heap_found_corrupted("LLVM ERROR\ncorrupted size vs. prev_size\n")
    assert heap_found_corrupted("malloc(): invalid next size (unsorted)\n")
    assert heap_found_corrupted("free(): double free detected in tcache 2\n")
    assert not heap_found_corrupted("Stack dump:\n0. Program arguments: torch-mlir-opt\n")
    monkeypatch.setenv("IRFUZZ_FAULT_INJECT", "heap@pipeline:2")
    with Sandbox(timeout=60) as sandbox:
        assert sandbox.check(Case(ROLL)).status == "ok"       # a fresh worker: no fault
        first = sandbox._worker.proc.pid
        assert sandbox.check(Case(ROLL)).status == "ok"       # died in the reused one, judged afresh
        assert sandbox._worker.proc.pid != first
    monkeypatch.setenv("IRFUZZ_FAULT_INJECT", "segv@pipeline:2~torch.aten.slice.Tensor")
    with Sandbox(timeout=60) as sandbox:
        assert sandbox.check(Case(NEG)).status == "ok"        # no slice: no fault
        verdict = sandbox.check(Case(ROLL))
        assert verdict.status == "finding" and verdict.findings[0].symptom == "crash"


def _with_tosa(program: Program) -> Case:
    from oracles.iterate import OracleConfig

    return Case(program, config=OracleConfig(extra_backends=("tosa",)))


@pytest.mark.parametrize("fault, entry, symptom, stage", [
    # The TOSA stage dies only after the program's compiled code ran: that code's crash.
    ("damage", None, "crash", "execute"),
    # ... and where that code's numbers are wrong too, they are the program's finding.
    ("damage", "index-put-negative-index-not-wrapped", "mismatch-eager", "execute"),
    # The TOSA stage dies with no compiled code run too: its own crash.
    ("abort", None, "crash", "lowering-tosa"),
])
def test_a_later_stage_dying_on_a_heap_the_programs_compiled_code_damaged_is_that_codes_finding(
        monkeypatch, fault, entry, symptom, stage):
    """An index_fill with a negative index writes before its buffer on the linalg path; glibc
    then aborted in the TOSA conversion ("double free or corruption"), whose replay alone does
    not crash: seen in a held-out campaign as two crashes "new" in TOSA stages. The injected
    `damage` fault dies so in the TOSA lowering only when compiled code ran before it in the
    same request; an `abort` there dies always."""
    from oracles.sandbox import HEAP_DAMAGE

    program = ROLL if entry is None else Program.from_json(
        open(os.path.join(ROOT, "corpus", "regressions", entry, "program.json")).read())
    monkeypatch.setenv("IRFUZZ_FAULT_INJECT", f"{fault}@lowering-tosa:1")
    with Sandbox(timeout=60) as sandbox:
        verdict = sandbox.check(_with_tosa(program))
        seconds = sandbox.take_seconds()
    assert verdict.status == "finding"
    assert [(f.symptom, f.stage) for f in verdict.findings] == [(symptom, stage)]
    assert seconds.get("path:heap-damage", 0) > 0
    if fault == "damage" and entry is None:
        (finding,) = verdict.findings
        assert finding.message == HEAP_DAMAGE and finding.details["found_in"] == "lowering-tosa"
        assert "func.func @main" in finding.stage_input_ir
