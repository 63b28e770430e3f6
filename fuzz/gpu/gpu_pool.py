"""A pool of runner processes, so that one program's device error cannot change another's verdict.

Standalone like gpu_run.py (standard library only); `irfuzz gpu-bundle` copies it beside the
runner. The first run on a GPU showed why: after one program's CUDA error every later program
in that process failed to allocate or to create a VM context. So programs run in worker
processes (`gpu_run.py --worker`), `jobs` at a time, and:

- a process that ran a program whose verdict is "dirty" (a device failure, a crash, an
  internal error) is retired: the next program gets a fresh process, device and CUDA context;
- a dirty verdict from a process that had run other programs before is not trusted: that
  program runs again, first in a fresh process, and the fresh verdict is the one kept (the
  first is kept beside it, for triage), so every failure is the program's own;
- a process that dies (a native crash) or goes past `timeout` (a hang; it is killed) is
  reported for the program it was running, and the others go on.

Protocol: the worker says `{"ready": true}` once its device is made (a program's `timeout`
counts from then); the parent writes one program name a line to the worker's stdin; the
worker answers one JSON line (`{"program": name, "verdict": {...}}`) on its stdout, which it keeps for that
alone (native code's prints go to stderr, a log file per process). EOF on stdin ends a worker.
"""

from __future__ import annotations

import json
import os
import selectors
import signal
import subprocess
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable

STARTUP_S = 300.0  # a process's own start (torch, the CUDA context) is not the first program's time


@dataclass
class Outcome:
    """What happened to one program in one process."""

    name: str
    verdict: dict[str, Any] | None  # the worker's verdict; None when the process died or hung
    ended: str | None               # why there is no verdict: "crash: was killed by SIGSEGV", "hang: ..."
    fresh: bool                     # the first program its process ran (nothing before it could interfere)
    log_tail: str = ""              # the end of that process's stderr, for a crash or a hang
    first_run: dict[str, Any] | None = None  # the verdict (or ending) in a used process, before the re-run


@dataclass
class _Worker:
    proc: subprocess.Popen
    log_path: str
    buffer: bytes = b""
    current: str | None = None
    deadline: float = 0.0
    ran: int = 0
    ready: bool = False             # it said so once its device was made: program time counts from then
    fresh_for: str | None = None    # a program reserved to run first in this process


@dataclass
class _Queue:
    todo: deque = field(default_factory=deque)
    alone: deque = field(default_factory=deque)   # must run first in a fresh process


def _tail(path: str, limit: int = 3000) -> str:
    try:
        with open(path, "rb") as fh:
            fh.seek(0, os.SEEK_END)
            fh.seek(max(0, fh.tell() - limit))
            return fh.read().decode(errors="replace")
    except OSError:
        return ""


def _death(proc: subprocess.Popen) -> str:
    code = proc.wait()
    if code < 0:
        try:
            return f"crash: was killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"crash: was killed by signal {-code}"
    return f"crash: exited with status {code} without a verdict"


def run_pool(names: list[str], argv: list[str], jobs: int, timeout: float, log_dir: str,
             dirty: Callable[[dict[str, Any]], bool], report: Callable[[Outcome], None],
             on_start: Callable[[str, int], None] = lambda name, pid: None,
             per_process: int = 0) -> None:
    """Run every name in `names` in worker processes started with `argv`, at most `jobs` at a
    time, and call `report` once per name with its final Outcome (the fresh re-run, where a
    dirty verdict came from a process that had run something before; `report` sees the
    first one as `outcome.first_run`). `dirty(verdict)` says a verdict shows a
    device or process failure: its process is retired. `per_process` > 0 also retires a
    process after that many programs. `on_start(name, pid)` is called as a program is handed
    to a process. Worker stderr goes to `log_dir`; a log is deleted when its process ends
    without a crash or a hang. On an exception (SIGTERM made one) every worker is killed."""
    os.makedirs(log_dir, exist_ok=True)
    queue = _Queue(deque(names))
    selector = selectors.DefaultSelector()
    workers: list[_Worker] = []
    first_runs: dict[str, dict[str, Any]] = {}
    started = 0

    def spawn() -> _Worker:
        nonlocal started
        started += 1
        log_path = os.path.join(log_dir, f"worker-{started:05d}.log")
        with open(log_path, "wb") as log:
            proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log,
                                    start_new_session=True)
        worker = _Worker(proc, log_path)
        os.set_blocking(proc.stdout.fileno(), False)
        selector.register(proc.stdout, selectors.EVENT_READ, worker)
        workers.append(worker)
        return worker

    def retire(worker: _Worker, keep_log: bool = False) -> None:
        """End a process at once (SIGKILL, its whole group): its verdicts are in, and a broken
        device's teardown must not stall the pool."""
        selector.unregister(worker.proc.stdout)
        workers.remove(worker)
        try:
            os.killpg(worker.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        try:
            worker.proc.stdin.close()
        except OSError:
            pass
        worker.proc.wait()
        worker.proc.stdout.close()
        if not keep_log:
            try:
                os.remove(worker.log_path)
            except OSError:
                pass

    def assign(worker: _Worker, name: str) -> None:
        worker.current = name
        worker.deadline = time.monotonic() + timeout + (0.0 if worker.ready else STARTUP_S)
        on_start(name, worker.proc.pid)
        worker.proc.stdin.write(name.encode() + b"\n")
        worker.proc.stdin.flush()

    def finish(worker: _Worker, outcome: Outcome) -> None:
        """Report, or queue a re-run alone when a dirty verdict came from a used process."""
        worker.current = None
        failed = outcome.verdict is None or dirty(outcome.verdict)
        if failed and not outcome.fresh and outcome.name not in first_runs:
            first_runs[outcome.name] = outcome.verdict or {"status": "finding", "ended": outcome.ended,
                                                           "findings": []}
            queue.alone.append(outcome.name)
            return
        outcome.first_run = first_runs.pop(outcome.name, None)
        report(outcome)

    def feed() -> None:
        """Hand out work: reserved re-runs to fresh processes, the rest to idle or new ones."""
        for worker in list(workers):
            if worker.current is None and (queue.alone or not queue.todo):
                retire(worker)  # an idle used process: a re-run needs a fresh one, or nothing is left
        while queue.alone and len(workers) < jobs:
            worker = spawn()
            assign(worker, queue.alone.popleft())
        for worker in workers:
            if worker.current is None and queue.todo and not queue.alone:
                assign(worker, queue.todo.popleft())
        while queue.todo and not queue.alone and len(workers) < jobs:
            assign(spawn(), queue.todo.popleft())

    try:
        feed()
        while workers:
            now = time.monotonic()
            wait = max(0.0, min(w.deadline for w in workers if w.current) - now) if any(
                w.current for w in workers) else 1.0
            for key, _ in selector.select(timeout=min(wait, 5.0)):
                worker = key.data
                try:
                    chunk = os.read(worker.proc.stdout.fileno(), 1 << 20)
                except BlockingIOError:
                    continue
                if not chunk:  # EOF: the process ended
                    name, fresh = worker.current, worker.ran == 0
                    ended = _death(worker.proc) if name else None
                    retire(worker, keep_log=bool(name))
                    if name:
                        finish(worker, Outcome(name, None, ended, fresh, _tail(worker.log_path)))
                    continue
                worker.buffer += chunk
                while b"\n" in worker.buffer and worker.current:
                    line, worker.buffer = worker.buffer.split(b"\n", 1)
                    reply = json.loads(line)
                    if reply.get("ready"):
                        worker.ready, worker.deadline = True, time.monotonic() + timeout
                        continue
                    name, fresh = worker.current, worker.ran == 0
                    worker.ran += 1
                    verdict = reply["verdict"]
                    finish(worker, Outcome(name, verdict, None, fresh))
                    if dirty(verdict) or (per_process and worker.ran >= per_process):
                        retire(worker)
            now = time.monotonic()
            for worker in list(workers):
                if worker.current and now > worker.deadline:
                    name, fresh = worker.current, worker.ran == 0
                    retire(worker, keep_log=True)
                    finish(worker, Outcome(name, None, f"hang: gave no verdict in {timeout:g} s and was killed",
                                           fresh, _tail(worker.log_path)))
            feed()
    finally:
        for worker in list(workers):
            retire(worker)
        selector.close()
