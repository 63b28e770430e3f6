"""Child processes that cannot outlive their time limit.

The wheel's `torch-mlir-opt` on PATH is a Python wrapper that starts the real binary as a
child: `subprocess.run(timeout=...)` kills the wrapper and leaves the binary running (a hang
reproducer then burns a core forever). Everything here runs in a session of its own and
kills the whole process group on timeout.
"""

from __future__ import annotations

import glob
import os
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
    proc = subprocess.Popen(argv, stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
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
