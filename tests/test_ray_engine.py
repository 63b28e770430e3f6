"""`irfuzz run --engine ray` against the local engine on the same seed: a real Ray on this
machine (a local one the campaign starts, and a `ray start --head` cluster it joins), real
torch-mlir, real SIGKILLs. Whatever is killed (a sandbox actor, the campaign process),
the campaign ends with the same programs, signatures and counts as an uninterrupted
local run (fuzz/campaign/ray_engine.py, docs/distributed.md). Every Ray run is `make
test-extended`'s (each starts a Ray cluster, minutes of mostly waiting); `make test` checks
the usage errors."""

import glob
import importlib.util
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

import pytest
from test_campaign_faults import _leftovers, _summary

from conftest import ROOT, run_irfuzz
from oracles.zygote import SHARED_ZYGOTE_ENV

needs_ray = pytest.mark.skipif(importlib.util.find_spec("ray") is None,
                               reason="the ray extra is not installed (pip install -e '.[ray]')")

# The frozen programs of seed 11 with at most 4 nodes (tests/data/campaigns): 4 findings of 2
# signatures in 16 programs, each signature twice,
# first in block 0..7 (program 5: a native crash, SIGFPE, pinned on its program after the
# batch's worker dies; program 7: a verifier error).
ARGS = ["run", "--seed", "11", "--programs", os.path.join(ROOT, "tests", "data", "campaigns", "seed11-nodes4"),
        "--batch", "8", "--max-programs", "16", "--erase", "none", "--time", "600", "--reduce-budget", "0"]
# Every process these tests start carries this in its environment, so that teardown can end
# exactly those (Ray's agents may outlive a killed driver).
MARK = f"irfuzz-ray-test-{os.getpid()}"


@pytest.fixture(scope="module")
def tmp():
    """A short TMPDIR for Ray and the sandboxes (Ray's socket paths must stay under 108 bytes)."""
    path = tempfile.mkdtemp(prefix="irfr-")
    yield path
    _end_marked_processes(path)
    shutil.rmtree(path, ignore_errors=True)


def _env(tmp, **extra):
    # RAY_AUTH_MODE: the head makes a token (~/.ray/auth_token) that the drivers must send.
    # Without the test run's shared zygote (tests/run_parallel.py): a cluster's actors start
    # zygotes of their own, as here, and these tests look for them among the actor's children.
    inherited = {k: v for k, v in os.environ.items() if k != SHARED_ZYGOTE_ENV}
    return {**inherited, "TMPDIR": tmp, "IRFUZZ_RAY_TEST": MARK, "RAY_AUTH_MODE": "token",
            "PYTHONPATH": ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""), **extra}


def _end_marked_processes(tmp):
    """SIGKILL the processes these tests started: those with MARK in their environment, or (Ray's
    agents rewrite theirs with their process title) with a file open under `tmp`."""
    for proc in glob.glob("/proc/[0-9]*"):
        pid = int(proc.split("/")[2])
        try:
            with open(f"{proc}/environ", "rb") as fh:
                ours = f"IRFUZZ_RAY_TEST={MARK}".encode() in fh.read().split(b"\0")
            if not ours and pid != os.getpid():
                ours = any(os.readlink(fd).startswith(tmp + os.sep) for fd in glob.glob(f"{proc}/fd/*"))
            if ours and pid != os.getpid():
                os.kill(pid, signal.SIGKILL)
        except (OSError, ValueError):
            continue


def _command(out, *extra):
    return [sys.executable, "-m", "fuzz.cli", *ARGS, *extra, "--out", out]


def _run(tmp, out, *extra, **env):
    return run_irfuzz(*ARGS, *extra, "--out", out, env=_env(tmp, **env))


@pytest.fixture(scope="module")
def reference(tmp_path_factory, tmp):
    """The local engine's uninterrupted campaign."""
    out = str(tmp_path_factory.mktemp("local") / "findings")
    done = _run(tmp, out, "--jobs", "1")
    assert done.returncode == 0, done.stdout + done.stderr
    want = _summary(out)
    # the seed's programs have findings to compare (which ones is the generator's business)
    finding_folders = [rel for rel in want["counts"] if not rel.startswith(("limits", "internal"))]
    assert want["programs"] == 16 and len(finding_folders) >= 2 and want["findings"] >= len(finding_folders), want
    return want


@pytest.fixture(scope="module")
def cluster(tmp):
    """HOST:PORT of a one-node Ray cluster (`ray start --head --block`, 2 CPUs) for the campaigns to join."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    address = f"127.0.0.1:{port}"
    ray_cli = os.path.join(os.path.dirname(sys.executable), "ray")
    head = subprocess.Popen([ray_cli, "start", "--head", "--block", f"--port={port}", "--num-cpus=2",
                             "--include-dashboard=false", "--disable-usage-stats"],
                            cwd=ROOT, env=_env(tmp), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(40):
            time.sleep(2)
            assert head.poll() is None, "ray start --head ended"
            if subprocess.run([ray_cli, "status", f"--address={address}"], env=_env(tmp),
                              capture_output=True).returncode == 0:
                break
        else:
            pytest.fail("the Ray head never came up")
        yield address
    finally:
        head.terminate()  # --block: ends the processes it started
        try:
            head.wait(timeout=60)
        except subprocess.TimeoutExpired:
            head.kill()


def test_an_unknown_engine_or_a_missing_ray_package_is_a_usage_error(tmp_path):
    out = str(tmp_path / "findings")
    unknown = subprocess.run(_command(out, "--engine", "spark"), cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert unknown.returncode == 2 and "unknown engine 'spark'; expected one of local, ray" in unknown.stderr
    # A `ray` that cannot be imported, first on the path: as on a machine without the extra.
    (tmp_path / "hidden" / "ray").mkdir(parents=True)
    (tmp_path / "hidden" / "ray" / "__init__.py").write_text("raise ImportError('no ray here')\n")
    path = [str(tmp_path / "hidden"), ROOT, os.environ.get("PYTHONPATH", "")]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(path)}
    missing = subprocess.run(_command(out, "--engine", "ray"), cwd=ROOT, capture_output=True, text=True, timeout=120,
                             env=env)
    assert missing.returncode == 2 and "--engine ray needs the `ray` package (no ray here)" in missing.stderr
    assert not os.path.exists(out)  # nothing was started


@needs_ray
@pytest.mark.integration
@pytest.mark.extended
def test_a_ray_campaign_equals_the_local_one(tmp, tmp_path, reference):
    out = str(tmp_path / "ray")
    done = _run(tmp, out, "--engine", "ray", "--jobs", "2")  # a local Ray, started and stopped by the campaign
    assert done.returncode == 0, done.stdout + done.stderr
    assert "engine ray (a local Ray: 1 node(s), 2 CPU(s))" in done.stdout
    assert done.stdout.count("ray: sandbox actor on node") == 2, done.stdout  # one actor per job
    assert _summary(out) == reference


@needs_ray
@pytest.mark.integration
@pytest.mark.extended
def test_a_killed_sandbox_actor_is_replaced_and_its_programs_counted_once(tmp, tmp_path, reference, cluster):
    out = str(tmp_path / "ray")
    log_path = str(tmp_path / "campaign.log")
    with open(log_path, "w") as log:
        proc = subprocess.Popen(_command(out, "--engine", "ray", "--address", cluster, "--jobs", "1"), cwd=ROOT,
                                env=_env(tmp), stdout=log, stderr=subprocess.STDOUT, text=True)
    try:
        # The actor names its pid; its Sandbox's scratch folder is irfuzz-worker-<pid>-*, and a
        # stage's input there means a batch is being checked.
        # The bound is generous: on a loaded machine an actor's start (Ray's scheduling, the
        # zygote's imports) can take minutes; the loop ends as soon as the batch starts.
        actor, deadline = None, time.monotonic() + 600
        while True:
            with open(log_path) as fh:
                text = fh.read()
            if actor is None and "ray: sandbox actor on node" in text:
                actor = int(text.split("ray: sandbox actor on node", 1)[1].split("pid ", 1)[1].split()[0])
            if actor and glob.glob(os.path.join(tmp, f"irfuzz-worker-{actor}-*", "stage_input.mlir")):
                break
            assert proc.poll() is None, text
            if time.monotonic() > deadline:
                pytest.fail("the actor never started a batch")
            time.sleep(0.1)
        workers = subprocess.run(["pgrep", "-P", str(actor)], capture_output=True, text=True).stdout.split()
        assert workers, "the actor had no worker process"
        os.kill(actor, signal.SIGKILL)
        assert proc.wait(timeout=600) == 0, open(log_path).read()
    finally:
        if proc.poll() is None:
            proc.kill()
    text = open(log_path).read()
    assert "lost during check_batch" in text and "making the call again in a new actor" in text, text
    assert _summary(out) == reference
    time.sleep(1)
    assert not [w for w in workers if os.path.exists(f"/proc/{w}")
                and "zombie" not in open(f"/proc/{w}/status").read().lower()], "workers outlived their actor"


@needs_ray
@pytest.mark.integration
@pytest.mark.extended
def test_a_killed_ray_campaign_resumes_where_it_stopped(tmp, tmp_path, reference, cluster):
    out = str(tmp_path / "ray")
    ray_args = ("--engine", "ray", "--address", cluster, "--jobs", "1")
    # Killed (SIGKILL, fuzz/campaign/faults.py) once the first block's findings are on disk,
    # before its programs are counted.
    died = _run(tmp, out, *ray_args, IRFUZZ_CAMPAIGN_FAULT="state-before-commit:1")
    assert died.returncode == -signal.SIGKILL, died.stdout[-3000:] + died.stderr[-3000:]
    assert os.listdir(out)
    final = _run(tmp, out, *ray_args)
    assert final.returncode == 0, final.stdout + final.stderr
    assert "resuming campaign" in final.stdout
    assert _summary(out) == reference
    assert _leftovers(out) == []
