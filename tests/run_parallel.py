"""Run the test suite as a few pytest processes, N at a time (`make test`).

Most tests keep one core busy in a worker process at a time, and many wait on a worker's
time limit, so processes side by side use CI's 2 cores better than one after the other. The
files share a few pytest processes (GROUPS, and one light group of the rest), started the
longest first so the run ends evenly; commands given with `--also` (CI fuzzing,
fuzz/targets/ci_fuzz.py) run in the same pool after them, as a short filler.
Two files mostly wait (WAITING: a Ray cluster's health checks and actor starts, sandbox
workers asleep until their wall-clock bound): they run one after the other in a lane of
their own beside the pool, so their waits do not hold one of its slots (in a slot, they held
it for about three times the CPU time they used: docs/performance.md, the test suite).
Each job's output is printed whole when it ends, with its wall and CPU seconds; the last
lines sum them. A job's CPU is that of a cpuacct cgroup of its own where the machine lets us
make one (cgroup v1, as root): every process it started, waited for or not (Ray's daemons,
libFuzzer's workers, killed sandbox workers), and nothing of other jobs or other users. Else
it is its own and its waited-for children's (`wait4`), which misses those. The exit status is 1
when any job failed, 0 otherwise.

One zygote serves the whole run (oracles/zygote.py, the shared zygote): started first, in a
cpuacct cgroup of its own, and named to every job in the environment, so that a pytest
process, a CLI process a test starts, a campaign and a reproducer fork their workers from a
copy of it instead of each starting a zygote of its own (seconds of CPU each, dozens of them).
A copy joins its job's cgroup, so a job's CPU still counts the workers it asked for; the
shared zygote's own row is its warm-up and its copies' CPU from fork to join (or all of
theirs where no cgroup can be joined). `--own-zygotes` leaves it out (every process starts
its own, as outside this script).

Why not pytest-xdist: its workers talk to the controller over their stdin/stdout, and
native code under test that writes to fd 1 breaks that channel (seen: a worker vanished
mid-test and the run hung); a pytest process of its own has nothing to break.

Usage: python tests/run_parallel.py [--jobs 2] [--light-groups 1] [--own-zygotes] [--also "SCRIPT ARGS"]...
                                    [pytest arguments...]
"""

from __future__ import annotations

import argparse
import concurrent.futures
import glob
import os
import shlex
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass

TESTS = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(TESTS)
sys.path.insert(0, ROOT)
from oracles.sandbox import SharedZygote  # noqa: E402 - the checkout's, not an installed copy

# Files that share one pytest process. Each process pays its imports before its first test
# and, where its tests check programs in process, the start of its thread's zygote
# (oracles/sandbox.py): files grouped pay that once. The groups are the heaviest files (their
# CPU seconds, each file in a process of its own, are in docs/performance.md, the test
# suite), paired so that each group is about as long as the others; campaign faults stands
# alone (it kills and resumes campaigns in processes of their own). Every other file shares
# the light group.
GROUPS = [["test_regressions.py", "test_upstream_corpus.py"],
          ["test_fuzz_targets.py", "test_precision.py"],
          ["test_batch.py", "test_model_files.py", "test_corpus_cli.py"],
          ["test_campaign_faults.py"],
          ["test_campaign.py", "test_reduce.py", "test_root_cause.py"],
          ["test_regression_reproducers.py"],
          ["test_sandbox.py"],
          ["test_gpu_bundle.py"]]
# Files whose wall time is several times their CPU time (Ray's health checks and actor starts;
# workers left asleep until their wall-clock bound).
WAITING = ["test_ray_engine.py", "test_zygote.py"]


@dataclass
class JobResult:
    name: str
    returncode: int
    wall_s: float
    cpu_s: float     # user + system: its cgroup's, or of the job and the children it waited for
    output: str


CPUACCT = "/sys/fs/cgroup/cpuacct"


class CpuGroup:
    """A cpuacct cgroup (v1) for one job, or nothing where none can be made."""

    def __init__(self) -> None:
        self.path: str | None = tempfile.mkdtemp(prefix=f"irfuzz-test-{os.getpid()}-", dir=CPUACCT) \
            if os.access(CPUACCT, os.W_OK) else None

    def wrap(self, argv: list[str]) -> list[str]:
        """argv started inside the group: a shell puts itself in it, then execs argv."""
        if not self.path:
            return argv
        return ["/bin/sh", "-c", 'echo $$ > "$0" && exec "$@"', os.path.join(self.path, "cgroup.procs"), *argv]

    def cpu_s(self) -> float | None:
        if not self.path:
            return None
        with open(os.path.join(self.path, "cpuacct.usage")) as fh:
            return int(fh.read()) / 1e9

    def remove(self) -> None:
        """Once its processes are gone (a daemon that outlives the job keeps it: left for the OS)."""
        if self.path:
            try:
                os.rmdir(self.path)
            except OSError:
                pass


def file_groups(light_groups: int) -> list[list[str]]:
    """The test files as pytest invocations, the longest first so that the run ends evenly:
    the light groups (every file not named in GROUPS or WAITING, shared out round-robin over
    `light_groups` processes), then GROUPS in order, then each WAITING file."""
    names = sorted(os.path.basename(p) for p in glob.glob(os.path.join(TESTS, "test_*.py")))
    named = {n for group in GROUPS for n in group} | set(WAITING)
    light = [n for n in names if n not in named]
    count = max(1, min(light_groups, len(light)))
    groups = [light[i::count] for i in range(count) if light[i::count]]
    groups += [[n for n in group if n in names] for group in GROUPS] + [[n] for n in WAITING if n in names]
    return [[os.path.join("tests", n) for n in group] for group in groups if group]


def run_job(name: str, argv: list[str], env: dict[str, str] | None = None) -> JobResult:
    """Run argv from the repository root; its output, status and resource use."""
    start = time.monotonic()
    group = CpuGroup()
    with tempfile.TemporaryFile() as out:
        proc = subprocess.Popen(group.wrap(argv), cwd=ROOT, stdout=out, stderr=subprocess.STDOUT, env=env)
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        output = out.read().decode(errors="replace")
    cpu = group.cpu_s()
    group.remove()
    return JobResult(name, proc.returncode, time.monotonic() - start,
                     cpu if cpu is not None else usage.ru_utime + usage.ru_stime, output)


class RunZygote:
    """The run's shared zygote (oracles/sandbox.py SharedZygote) in a cpuacct group of its own,
    with its row."""

    NAME = "shared zygote"

    def __init__(self) -> None:
        self.group = CpuGroup()
        self.start = time.monotonic()
        self.zygote = SharedZygote(self.group.wrap)

    def env(self) -> dict[str, str]:
        """The environment of a job that forks its workers from this zygote."""
        return dict(os.environ, **self.zygote.env())

    def stop(self) -> JobResult:
        """End it; its row: exit 0 when it was still serving (its log otherwise)."""
        status, said, cpu_waited = self.zygote.close()
        cpu = self.group.cpu_s()
        self.group.remove()
        return JobResult(self.NAME, 0 if status is None else status or 1, time.monotonic() - self.start,
                         cpu if cpu is not None else cpu_waited or 0.0, "" if status is None else said)


def _print(r: JobResult) -> None:
    print(f"==== {r.name}: exit {r.returncode} in {r.wall_s:.0f}s (CPU {r.cpu_s:.0f}s) ====\n{r.output}", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--also", action="append", default=[], metavar="SCRIPT ARGS",
                        help="a Python script (and its arguments) run in the pool too, after the test files")
    parser.add_argument("--light-groups", type=int, default=1,
                        help="pytest processes the files outside GROUPS are shared among (default 1)")
    parser.add_argument("--own-zygotes", action="store_true",
                        help="no shared zygote: every process that checks programs starts its own")
    args, pytest_args = parser.parse_known_args()
    groups = file_groups(args.light_groups)
    waiting = [g for g in groups if len(g) == 1 and os.path.basename(g[0]) in WAITING]
    jobs = [(" ".join(group), [sys.executable, "-m", "pytest", *pytest_args, *group])
            for group in groups if group not in waiting]
    jobs += [(cmd, [sys.executable, *shlex.split(cmd)]) for cmd in args.also]
    start = time.monotonic()
    results: list[JobResult] = []
    shared = None if args.own_zygotes else RunZygote()
    env = shared.env() if shared else None
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool, \
                concurrent.futures.ThreadPoolExecutor(max_workers=1) as lane:
            futures = [lane.submit(run_job, group[0], [sys.executable, "-m", "pytest", *pytest_args, *group], env)
                       for group in waiting]
            futures += [pool.submit(run_job, name, argv, env) for name, argv in jobs]
            for future in concurrent.futures.as_completed(futures):
                results.append(future.result())
                _print(results[-1])
    finally:
        if shared:
            results.append(shared.stop())
            _print(results[-1])
    # pytest exits 5 when a file selects no test (e.g. `-k` elsewhere): not a failure.
    # A shared zygote that ended early fails no test (Sandboxes then start their own): it is said.
    failed = [r for r in results if r.returncode not in (0, 5) and r.name != RunZygote.NAME]
    if any(r.name == RunZygote.NAME and r.returncode for r in results):
        print("the shared zygote ended before the run did (its log above): later processes started their own")
    cpu = sum(r.cpu_s for r in results)
    print("heaviest (CPU s): " + ", ".join(f"{r.name} {r.cpu_s:.0f}"
                                           for r in sorted(results, key=lambda r: -r.cpu_s)[:8]))
    print(f"{len(results)} jobs in {time.monotonic() - start:.0f}s wall, {cpu:.0f}s CPU; {len(failed)} failed"
          + (": " + ", ".join(f"{r.name} (exit {r.returncode})" for r in failed) if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
