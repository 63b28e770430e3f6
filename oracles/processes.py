"""Child processes that cannot outlive their time limit.

The wheel's `torch-mlir-opt` on PATH is a Python wrapper that starts the real binary as a
child: `subprocess.run(timeout=...)` kills the wrapper and leaves the binary running (a hang
reproducer then burns a core forever). Everything here runs in a session of its own and
kills the whole process group on timeout, and runs under the worker's address-space limit.
"""

from __future__ import annotations

import errno
import glob
import os
import shutil
import signal
import subprocess
import time
from typing import Any


def run_bounded(argv: list[str], timeout: float, idle_s: float | None = None,
                **kwargs: Any) -> subprocess.CompletedProcess:
    """subprocess.run(argv, capture_output=True, text=True) in a new session; on timeout the
    session's whole process group is killed and TimeoutExpired raised, as subprocess.run does.
    `idle_s`: a child that uses no CPU for that many seconds is killed too, and what it wrote
    so far returned (return code -SIGKILL): a crashed torch-mlir-opt whose signal handler
    deadlocks (malloc after heap corruption) would otherwise sleep until `timeout`."""
    stdin = kwargs.pop("input", None)
    # Not found is an OSError here, as from Popen itself: the shell below would only exit 127.
    search_path = (kwargs.get("env") or os.environ).get("PATH", os.defpath)
    program = os.path.join(kwargs.get("cwd") or "", argv[0]) if os.sep in argv[0] else argv[0]
    if shutil.which(program, path=search_path) is None:
        raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), argv[0])
    # Under the worker's address-space limit, set before the program starts (under_memory_limit):
    # a torch-mlir-opt asked for terabytes fails at once instead of swelling until the OOM
    # killer ends it or its neighbours.
    proc = subprocess.Popen(under_memory_limit(argv),
                            stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
                            **kwargs)
    deadline = time.monotonic() + timeout
    watch = idle_s is not None
    cpu, busy_at = _cpu_ticks(proc.pid) if watch else 0, time.monotonic()
    while True:
        left = deadline - time.monotonic()
        try:
            out, err = proc.communicate(stdin, timeout=max(min(IDLE_POLL_S, left) if watch else left, 0.01))
            return subprocess.CompletedProcess(argv, proc.returncode, out, err)
        except subprocess.TimeoutExpired:
            stdin = None  # sent on the first call; a retry must not send it again
            now = time.monotonic()
            ticks = _cpu_ticks(proc.pid) if watch else 0
            if ticks != cpu:
                cpu, busy_at = ticks, now
            idle = watch and now - busy_at >= idle_s
            if now < deadline and not idle:
                continue
            _kill_group(proc.pid)
            out, err = proc.communicate()
            if idle:
                return subprocess.CompletedProcess(argv, -signal.SIGKILL, out, err)
            raise subprocess.TimeoutExpired(argv, timeout, out, err) from None


IDLE_POLL_S = 0.5


# The address space a worker may take, MiB; default a third of the machine's memory, at least
# 4 GiB (a worker checking a program of the generator's sizes uses about 1.3 GiB). A pass that
# computes a size from INT64_MIN asks for terabytes: without a bound it swells until the kernel's
# OOM killer ends it, or the campaign beside it (seen: 17 GiB of 24 before the kill). With one,
# the allocation fails at once (std::bad_alloc: the pass's failure, oracles/pipeline.py).
MEMORY_LIMIT_ENV = "IRFUZZ_WORKER_MEMORY_MB"


def memory_limit_bytes() -> int | None:
    """The worker's address-space limit: IRFUZZ_WORKER_MEMORY_MB (0: none), else a third of
    physical memory and at least 4 GiB; None where the machine's memory is unknown."""
    configured = os.environ.get(MEMORY_LIMIT_ENV)
    if configured:
        megabytes = int(configured)
        return megabytes * 2**20 if megabytes > 0 else None
    try:
        physical = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        return None
    return max(4 * 2**30, physical // 3)


def under_memory_limit(argv: list[str]) -> list[str]:
    """`argv` run under the worker's address-space limit, set in the child before it execs
    `argv` (`sh -c 'ulimit -v ...; exec "$@"'`): unlike a limit set on the started child, no
    race with what the child starts at once, and safe from threads (no preexec_fn)."""
    limit = memory_limit_bytes()
    if limit is None:
        return argv
    return ["sh", "-c", f'ulimit -v {limit // 1024} 2>/dev/null; exec "$@"', "sh", *argv]


def limit_memory() -> None:
    """The limit on this process (a worker's); a child keeps it across exec."""
    limit = memory_limit_bytes()
    if limit is None:
        return
    import resource

    try:
        resource.prlimit(0, resource.RLIMIT_AS, (limit, limit))
    except (ValueError, OSError):  # above the hard limit set from outside (that one holds)
        pass


def _cpu_ticks(group: int) -> int:
    """Clock ticks the process group has used so far: each member's own and its reaped
    children's (so a symbolizer the crashed binary waits for counts, and its ticks stay
    counted once it is reaped)."""
    total = 0
    for stat in glob.glob("/proc/[0-9]*/stat"):
        try:
            with open(stat) as fh:
                fields = fh.read().rsplit(")", 1)[1].split()
            if int(fields[2]) == group:
                total += sum(int(f) for f in fields[11:15])
        except (OSError, IndexError, ValueError):
            continue
    return total


def _kill_group(pid: int) -> None:
    try:
        os.killpg(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
