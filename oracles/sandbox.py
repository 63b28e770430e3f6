"""Subprocess isolation: a long-lived worker per Sandbox, replaced after a crash.

Workers are forked from a warm zygote (oracles/zygote.py), which has imported torch and
torch-mlir and judged one program: a replacement worker costs a fork instead of the seconds
an interpreter needs before its first program runs at full speed. Where the zygote cannot
start (or cannot fork safely), workers are started as new interpreters, as before. The
Sandboxes one thread makes share that thread's zygote (`thread_zygote`): one it started, or,
where the environment names a shared zygote (the test suite's), a copy of that one. A forked
worker that times out asleep (wall clock, not CPU) is judged again by a started one, so a
lock held at the fork can never become a `timeout` finding.

The campaign process holds the findings and never runs native code. A native
abort (rc 134 / SIGABRT), a segfault (SIGSEGV) or a hang in the worker becomes a
`crash` or `timeout` Verdict carrying the stage and k the worker last announced,
the IR that stage started from, the tail of the worker's stderr and, found by
replaying that stage with IR printing in a fresh worker, the pass that was
running.

Time limits: a single case has `timeout` seconds in all, and only that limit makes a
`timeout` finding (but for the repeat of a known hang, below). Work that decides no verdict
gets `suspicion_timeout` (shorter): every stage the worker announces in a batch, so a hang
inside a batch is suspected within it, whatever the batch size; the probes below; the replay
that names a pass. A crash or hang in a batch is pinned on one program, which is judged
alone (with `timeout`), and the others are checked as a batch again: a stage of one program
(eager, import, numerics) names it in its stage event; for a crash or hang in a stage of the
batch's module, that stage runs again on its input IR in one run that names the function its
failing pass ran on (a crash under torch-mlir-opt's crash reproducer; a hang with each pass's
function printed), or, where that names none, with half of the functions, then half of those
(`probe`, a few short runs; a hang's probes and the replay that names its pass are cut after
HANG_PROBE_S). Only when that cannot tell are all programs judged alone, from what
the batch kept.

A known hang costs a leash, not the full timeout. A campaign hits one hang again and again
(one hang signature took a third to a half of the batch time of three one-hour campaigns,
most of it running each repeat alone to the full timeout: docs/performance.md). Given the
signatures of hangs judged in full before (`known_hangs`), a program a hung batch is pinned
on is judged alone with HANG_PROBE_S: when it runs past that, its replay is still in the
same pass after HANG_PROBE_S and its hang has a known signature, it is that hang's repeat
(its finding says it was cut: details `cut_after_s`); any other ending of the leash is
judged again in full, so a new hang or a merely slow program keeps the full timeout.

A known crash is named from its batch. A campaign hits a few crashes hundreds of times an
hour (docs/performance.md). Given the signatures of crashes judged alone before (in
`known_failures`, with the hangs'), a crash at k=1 in a stage of the batch's module that the
crash reproducer pins on a function is replayed on that function alone in torch-mlir-opt
(`crash_frames`); when that replay crashes too, and the finding made of the batch's stage
(its pass, the signal and cause line of the batch worker's death in that stage, the replay's
frames) has a known signature, that is the program's verdict (its finding says so: details
`named_in_batch`), and it is not judged alone. Any other crash is judged alone as before, so
a new crash, a crash whose function does not crash alone (a heap another program corrupted)
or one past k=1 (whose earlier ks are judged again) keeps the full treatment.

A caller's `deadline` cuts the work in flight: no verdict comes of it. Seconds are the
worker's CPU seconds (an MLIR pass that never ends loops on the CPU), so a loaded
machine does not turn slow work into a `timeout` finding; wall-clock time ends a
request only at WALL_FACTOR times the limit (a worker that waits forever).

Cleanup: each Sandbox has a scratch folder `irfuzz-worker-<pid>-*` in the temp
directory, removed by `close()`; folders left by a process that was killed are removed
by the next Sandbox. Workers end when their parent dies (see oracles/worker.py).

Contract: `Sandbox.check` and `Sandbox.check_batch` never raise for anything the case
does or for an error inside the worker (those become verdicts); they raise only for
irfuzz's own failures here (the worker cannot start at all).
"""

from __future__ import annotations

import atexit
import contextlib
import dataclasses
import glob
import itertools
import json
import os
import re
import select
import selectors
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable, Collection
from typing import Any

from . import zygote
from .backends import backend_of_stage
from .batch import keep_functions
from .case import Case
from .iterate import with_earlier_ks
from .native_stack import CrashSite, crash_frames, crashing_function
from .pipeline import last_pass_function, module_pipeline, parse_ir_dump
from .verdict import Finding, KOutcome, Symptom, Verdict

_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_STDERR_TAIL = 8000
_CLOCK_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
_POLL_SECONDS = 0.25
# Timeouts are CPU seconds of the worker (a pass that loops forever burns CPU); wall-clock
# time ends a request only at this multiple, for a worker that waits forever.
WALL_FACTOR = 4
# CPU seconds after which a probe of a hung batch stage (or the replay that names a hung
# pass) counts as hanging. A probe runs one stage on at most half a batch's functions: the
# longest gap between two stage events of a whole batch is well under this limit
# (docs/performance.md), so a half that runs past it is taken for the hung one; a wrong guess
# costs time, never a verdict
# (the culprit is judged alone with the full `timeout`, the rest as a batch again).
HANG_PROBE_S = 5.0


class OutOfTime(Exception):
    """The caller's deadline passed (before or during a request; a worker in flight was
    killed). Not a verdict: nothing about the case is known."""


def _past(deadline: float | None) -> bool:
    return deadline is not None and time.monotonic() >= deadline


class WorkerDied(Exception):
    """`waited`: timed out on wall-clock time while its CPU budget was not spent (it waited)."""

    def __init__(self, returncode: int | None, timed_out: bool, waited: bool = False) -> None:
        super().__init__(f"worker ended (rc={returncode}, timed_out={timed_out})")
        self.returncode = returncode
        self.timed_out = timed_out
        self.waited = waited


def describe_exit(returncode: int | None) -> str:
    if returncode is None:
        return "killed after the time limit"
    if returncode < 0:
        try:
            return f"killed by {signal.Signals(-returncode).name} (rc {128 - returncode})"
        except ValueError:
            return f"killed by signal {-returncode}"
    return f"exited with rc {returncode}"


def _native_error_line(stderr: str) -> str:
    """The line of a native crash log that names the cause (assertion, LLVM ERROR...)."""
    for marker in ("Assertion", "LLVM ERROR", "error:", "terminate called", "Segmentation", "Aborted"):
        for line in stderr.splitlines():
            if marker in line:
                return line.strip()
    return ""


def _crash_message(died: WorkerDied, cause: str, frames: list[str]) -> str:
    """A crash's or hang's message: how the worker ended, the cause line of its log and the
    crash's frames (" at SITE in FRAME": oracles/native_stack.py)."""
    message = f"{'hang' if died.timed_out else 'native crash'}: worker {describe_exit(died.returncode)}"
    return message + (f": {cause}" if cause else "") + "".join(f" {word} {frame}"
                                                             for word, frame in zip(("at", "in"), frames))


# Stages in which a frontend runs a tool other than torch-mlir (oracles/frontends): a worker
# that dies there is that tool's limit (symptom, tool), never a compiler finding.
_OTHER_TOOLS = {"export": ("exporter-limit", "torch.onnx.export"),
                "reference": ("onnxruntime-limit", "onnxruntime")}

_SCRATCH_PREFIX = "irfuzz-worker-"
# A function of a batch's module (oracles/batch.py names them after their batch position).
_BATCH_FUNCTION = re.compile(r"^\s*func\.func @(p\d+)\(", re.MULTILINE)
_worker_numbers = itertools.count()


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def remove_stale_scratch() -> list[str]:
    """Scratch folders of processes that no longer exist (killed before their close())."""
    removed = []
    for path in glob.glob(os.path.join(tempfile.gettempdir(), _SCRATCH_PREFIX + "*")):
        match = re.match(re.escape(_SCRATCH_PREFIX) + r"(\d+)-", os.path.basename(path))
        if match and not _pid_alive(int(match.group(1))):
            shutil.rmtree(path, ignore_errors=True)
            removed.append(path)
    return removed


def _child_env() -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=_ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""),
                IRFUZZ_PARENT_PID=str(os.getpid()))


def may_be_corrupted(verdict: Verdict) -> bool:
    """Whether the worker that judged `verdict` may hold corrupted memory, so that it must not
    judge another program: wrong numbers came out of code it ran (an out-of-bounds write shows
    as wrong values in one run and a crash in the next: scatter with a negative dim), or a
    pass ran out of memory (a heap already corrupted, or nearly all of it taken)."""
    return any(f.symptom.startswith("mismatch-") or "std::bad_alloc" in f.message for f in verdict.findings)


# What glibc's allocator prints before it aborts on a heap it finds corrupted (malloc.c's
# malloc_printerr): the corruption was made earlier, by whatever code ran in the process before.
_HEAP_CORRUPTED = re.compile(r"^(?:\w+\(\): .*(?:corrupt|invalid|double free|unaligned)|"
                             r"corrupted size vs\. prev_size|corrupted double-linked list|double free or corruption)",
                             re.M)


# The message of a crash pinned on a program's compiled code (Sandbox._damage_by_compiled_code):
# one message whatever the damage shows as later (the signal, glibc's words, the stage it
# surfaced in), so one out-of-bounds write is one signature.
HEAP_DAMAGE = ("native crash after the program's compiled code ran: a later compiler stage died on a damaged "
               "heap, and does not with no compiled code run")


def heap_found_corrupted(stderr: str) -> bool:
    """Whether a process's dying words are glibc's on a heap corrupted before that point."""
    return _HEAP_CORRUPTED.search(stderr) is not None


def _known_hang_repeat(verdict: Verdict, known_hangs: Collection[str]) -> Finding | None:
    """The hang of a verdict cut short that repeats a known hang: a known signature, and its
    replay still in that pass when cut; None when there is none."""
    return next((finding for finding in verdict.findings
                 if finding.symptom == Symptom.TIMEOUT and finding.details.get("replay_cut_in_pass")
                 and finding.signature in known_hangs), None)


class ZygoteGone(Exception):
    """The zygote died or answered nonsense: workers are started afresh instead."""


class _Zygote:
    """The Sandbox's end of oracles/zygote.py: a warm process that forks workers. Where the
    environment names a shared zygote (zygote.SHARED_ZYGOTE_ENV), a copy of it that serves this
    end alone; else, or where it refuses or cannot be reached, a zygote started here."""

    CLOSE_GRACE_S = 10.0   # for the zygote to end once its socket is closed

    def __init__(self, scratch: str, timeout: float = 600.0) -> None:
        self._asking = threading.Lock()
        self.scratch = scratch
        self.log = open(os.path.join(scratch, "zygote.log"), "ab")
        self.proc: subprocess.Popen | None = None   # a zygote started here; None for a copy
        self._copy_pidfd: int | None = None         # a copy of the shared zygote: not our child
        try:
            ready = self._attach_shared(timeout)
            if ready is None:
                ready = self._start(timeout)
        except ZygoteGone:
            self.close()
            raise
        self._socket.settimeout(60.0)
        self.pid = int(ready["pid"])
        self.warm = bool(ready.get("warm"))
        if not ready.get("forkable"):
            self.close()
            raise ZygoteGone("zygote: more threads after the warm-up than after import: not safe to fork")

    def _attach_shared(self, timeout: float) -> dict[str, Any] | None:
        """The ready message of a copy of the shared zygote, or None where there is none for us."""
        path = os.environ.get(zygote.SHARED_ZYGOTE_ENV)
        if not path:
            return None
        self._socket = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self._socket.settimeout(timeout)  # the listener may still be warming up
        try:
            self._socket.connect(path)
            socket.send_fds(self._socket, [json.dumps({"kind": "attach", **zygote.code_identity(_ROOT)}).encode()],
                            [self.log.fileno()])
            ready = self._receive()
            self._copy_pidfd = os.pidfd_open(int(ready["pid"]))
            return ready
        except (OSError, ZygoteGone) as exc:  # gone, another checkout's, or refused: start our own
            self.log.write(f"shared zygote at {path} not used: {exc}\n".encode())
            self.log.flush()
            self._socket.close()
            return None

    def _start(self, timeout: float) -> dict[str, Any]:
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self.proc = subprocess.Popen([sys.executable, "-m", "oracles.zygote", str(theirs.fileno())], cwd=_ROOT,
                                     env=_child_env(), pass_fds=[theirs.fileno()], stdin=subprocess.DEVNULL,
                                     stdout=subprocess.DEVNULL, stderr=self.log)
        theirs.close()
        self._socket = ours
        self._socket.settimeout(timeout)  # the warm-up judges one program
        return self._receive()

    def _receive(self) -> dict[str, Any]:
        try:
            data = self._socket.recv(zygote.MESSAGE_BYTES)
            message = json.loads(data) if data else None
        except (OSError, ValueError) as exc:
            raise ZygoteGone(f"zygote: {type(exc).__name__}: {exc}") from None
        if not isinstance(message, dict) or "error" in message:
            raise ZygoteGone(f"zygote answered {message!r}")
        return message

    def _ask(self, request: dict[str, Any], fds: list[int] | None = None) -> dict[str, Any]:
        with self._asking:  # one request and its answer at a time: Sandboxes share a zygote
            try:
                socket.send_fds(self._socket, [json.dumps(request).encode()], fds or [])
            except OSError as exc:
                raise ZygoteGone(f"zygote: {exc}") from None
            return self._receive()

    def spawn(self, scratch: str, stderr: Any) -> _ForkedProcess:
        """A worker forked from the zygote, on new pipes and `stderr` (an open file)."""
        stdin_r, stdin_w = os.pipe()
        stdout_r, stdout_w = os.pipe()
        try:
            pid = int(self._ask({"kind": "spawn", "scratch": scratch, "env": _child_env()},
                                [stdin_r, stdout_w, stderr.fileno()])["pid"])
        except BaseException:
            for fd in (stdin_w, stdout_r):
                os.close(fd)
            raise
        finally:
            os.close(stdin_r)
            os.close(stdout_w)
        return _ForkedProcess(self, pid, stdin_w, stdout_r)

    def poll(self, pid: int) -> int | None:
        """A forked worker's return code (Popen's convention), None while it runs."""
        return self._ask({"kind": "poll", "pid": pid}).get("returncode")

    def close(self) -> None:
        """End the zygote: it ends when its socket does (killed if it has not within CLOSE_GRACE_S)."""
        self._socket.close()
        if self.proc is not None:
            try:
                self.proc.wait(timeout=self.CLOSE_GRACE_S)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if self._copy_pidfd is not None:
            if not select.select([self._copy_pidfd], [], [], self.CLOSE_GRACE_S)[0]:  # readable once it has ended
                signal.pidfd_send_signal(self._copy_pidfd, signal.SIGKILL)
            os.close(self._copy_pidfd)
            self._copy_pidfd = None
        self.log.close()

    def alive(self) -> bool:
        if self.proc is not None:
            return self.proc.poll() is None
        return self._copy_pidfd is not None and not select.select([self._copy_pidfd], [], [], 0)[0]


# One warm zygote per thread, shared by the Sandboxes that thread makes one after another (a
# test file makes dozens, and each zygote costs seconds of CPU to start). Per thread, not per
# process: a zygote and the workers it forks die with the thread that started it
# (PR_SET_PDEATHSIG is per thread), so it must not serve another thread's Sandboxes. It lives
# until its thread's process ends, in a scratch folder of its own (removed at exit, or by
# remove_stale_scratch once a killed process is gone). A copy of the shared zygote, which ends
# with its socket or its process, is per thread all the same: one lock-step connection each.
_THREAD_ZYGOTE = threading.local()
_ZYGOTES: list[_Zygote] = []   # every thread's, ended with their scratch folders at exit


def _end_zygotes() -> None:
    for warm in list(_ZYGOTES):
        warm.close()
        shutil.rmtree(warm.scratch, ignore_errors=True)
    _ZYGOTES.clear()


atexit.register(_end_zygotes)


def thread_zygote() -> _Zygote:
    """This thread's warm zygote: started on first use, again when it is gone (ZygoteGone
    if it cannot start)."""
    warm = getattr(_THREAD_ZYGOTE, "zygote", None)
    if warm is not None and warm.alive():
        return warm
    if warm is not None:
        drop_thread_zygote()
    scratch = tempfile.mkdtemp(prefix=f"{_SCRATCH_PREFIX}{os.getpid()}-zygote-")
    try:
        _THREAD_ZYGOTE.zygote = _Zygote(scratch)
    except BaseException:
        shutil.rmtree(scratch, ignore_errors=True)
        raise
    _ZYGOTES.append(_THREAD_ZYGOTE.zygote)
    return _THREAD_ZYGOTE.zygote


def drop_thread_zygote() -> None:
    """End this thread's zygote (one that answered nonsense; a test that needs a fresh one)."""
    warm = getattr(_THREAD_ZYGOTE, "zygote", None)
    _THREAD_ZYGOTE.zygote = None
    if warm is not None:
        warm.close()
        shutil.rmtree(warm.scratch, ignore_errors=True)
        if warm in _ZYGOTES:
            _ZYGOTES.remove(warm)


class SharedZygote:
    """A shared zygote (oracles/zygote.py, `--listen`) this process starts and ends: every
    process given `env()` forks its workers from a copy of it instead of starting a zygote of
    its own (the test suite's processes; a campaign's reproducer checks). It dies with the
    thread that started it, like any zygote; a process that finds it gone starts its own.
    `wrap`: the command line it is started with, from the plain one (tests/run_parallel.py
    puts it in a cgroup)."""

    BIND_WAIT_S = 30.0

    def __init__(self, wrap: Callable[[list[str]], list[str]] = list) -> None:
        self.folder = tempfile.mkdtemp(prefix=f"{_SCRATCH_PREFIX}{os.getpid()}-shared-")
        self.path = os.path.join(self.folder, "socket")
        self.log = open(os.path.join(self.folder, "log"), "w+b")
        self.proc = subprocess.Popen(wrap([sys.executable, "-m", "oracles.zygote", "--listen", self.path]), cwd=_ROOT,
                                     env=_child_env(), stdin=subprocess.DEVNULL, stdout=self.log,
                                     stderr=subprocess.STDOUT)
        # Its socket is bound a moment after the interpreter starts, before the warm-up: until
        # then a process would find none and start a zygote of its own.
        deadline = time.monotonic() + self.BIND_WAIT_S
        while not os.path.exists(self.path) and self.proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.02)

    def env(self) -> dict[str, str]:
        """What a process's environment needs to fork from this zygote."""
        return {zygote.SHARED_ZYGOTE_ENV: self.path}

    def copies(self) -> int:
        """How many copies have served a process so far (one per connection it accepted)."""
        with open(self.log.name, "rb") as fh:
            return sum(line.startswith(zygote.COPY_LINE.encode()) for line in fh)

    def close(self) -> tuple[int | None, str, float | None]:
        """End it: its exit status if it had ended before (None: it was serving), its log, and
        its CPU seconds with those of the copies it reaped (None where it had ended before)."""
        status = self.proc.poll()
        cpu_s = None
        if status is None:
            self.proc.kill()
            _pid, killed, usage = os.wait4(self.proc.pid, 0)
            self.proc.returncode = os.waitstatus_to_exitcode(killed)
            cpu_s = usage.ru_utime + usage.ru_stime
        self.log.seek(0)
        said = self.log.read().decode(errors="replace")
        self.log.close()
        shutil.rmtree(self.folder, ignore_errors=True)
        return status, said, cpu_s

    def __enter__(self) -> SharedZygote:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class _ForkedProcess:
    """A forked worker, with the part of Popen's interface _Worker uses."""

    def __init__(self, zygote: _Zygote, pid: int, stdin_fd: int, stdout_fd: int) -> None:
        self._zygote, self.pid = zygote, pid
        self.stdin = os.fdopen(stdin_fd, "w", buffering=1)
        self.stdout = os.fdopen(stdout_fd, "rb", buffering=0)
        self.returncode: int | None = None

    def poll(self) -> int | None:
        if self.returncode is None:
            try:
                self.returncode = self._zygote.poll(self.pid)
            except ZygoteGone:  # its parent is gone: the worker dies with it (parent-death signal)
                self.returncode = -signal.SIGKILL
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        deadline = None if timeout is None else time.monotonic() + timeout
        while self.poll() is None:
            if deadline is not None and time.monotonic() > deadline:
                raise subprocess.TimeoutExpired(f"worker {self.pid}", timeout or 0.0)
            time.sleep(0.01)
        return self.returncode  # type: ignore[return-value]

    def kill(self) -> None:
        if self.returncode is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass


class _Worker:
    def __init__(self, scratch: str, zygote: _Zygote | None = None) -> None:
        """A worker forked from `zygote` (ZygoteGone if it cannot), else a new interpreter."""
        self.scratch = scratch
        # One log per worker, removed with it: a long campaign's logs do not grow without end.
        self.stderr_path = os.path.join(scratch, f"stderr-{next(_worker_numbers)}.log")
        self.stderr = open(self.stderr_path, "ab")
        self.forked = zygote is not None
        self.proc: subprocess.Popen[str] | _ForkedProcess
        if zygote is not None:
            try:
                self.proc = zygote.spawn(scratch, self.stderr)
            except ZygoteGone:
                self.stderr.close()
                raise
        else:
            self.proc = subprocess.Popen([sys.executable, "-m", "oracles.worker", scratch], cwd=_ROOT,
                                         env=_child_env(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=self.stderr, text=True, bufsize=1)
        self.selector = selectors.DefaultSelector()
        self.selector.register(self.proc.stdout, selectors.EVENT_READ)  # type: ignore[arg-type]
        self.last_stage: dict[str, Any] = {}
        self.served = 0
        self._pending = b""  # bytes read from the worker's stdout, not yet a whole line
        self._read(timeout=300)  # the "ready" event (torch import is slow)

    def stderr_since(self, offset: int) -> str:
        with open(self.stderr_path, "rb") as fh:
            fh.seek(offset)
            return fh.read().decode(errors="replace")[-_STDERR_TAIL:]

    def stderr_offset(self) -> int:
        return os.path.getsize(self.stderr_path)

    def cpu_seconds(self) -> float | None:
        """CPU time the worker has used (all its threads), or None where /proc cannot tell."""
        try:
            with open(f"/proc/{self.proc.pid}/stat") as fh:
                fields = fh.read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / _CLOCK_TICKS  # utime, stime
        except (OSError, ValueError, IndexError):
            return None

    def _read(self, timeout: float, stage_timeout: float | None = None,
              deadline: float | None = None) -> dict[str, Any]:
        """The next message that is not a stage event. The worker is killed (WorkerDied,
        timed_out) when it has used `timeout` CPU seconds on this request, or `stage_timeout`
        on one stage; wall-clock time counts only as a backstop (a deadlock uses no CPU), at
        WALL_FACTOR times those, so a loaded machine does not turn slow work into a hang.
        Past `deadline` (time.monotonic) it is killed too, and OutOfTime is raised."""
        assert self.proc.stdout is not None
        start_wall = stage_wall = time.monotonic()
        start_cpu = stage_cpu = self.cpu_seconds()

        def over_budget() -> str:
            """"cpu" or "wall" when a budget is spent, else ""."""
            now = time.monotonic()
            if now - start_wall > WALL_FACTOR * timeout:
                return "wall"
            if stage_timeout and now - stage_wall > WALL_FACTOR * stage_timeout:
                return "wall"
            used = self.cpu_seconds()
            if used is None or start_cpu is None or stage_cpu is None:  # no /proc: wall time alone
                over = now - start_wall > timeout or bool(stage_timeout and now - stage_wall > stage_timeout)
                return "cpu" if over else ""
            over = used - start_cpu > timeout or bool(stage_timeout and used - stage_cpu > stage_timeout)
            return "cpu" if over else ""

        while True:
            # Lines are split here, not by the file object's readline: its buffer may hold a
            # second message that select() cannot see (two messages written back to back).
            while b"\n" not in self._pending:
                if _past(deadline):
                    self.kill()
                    raise OutOfTime()
                spent = over_budget()
                if spent:
                    self.kill()
                    raise WorkerDied(None, timed_out=True, waited=spent == "wall")
                if not self.selector.select(timeout=_POLL_SECONDS):
                    continue
                chunk = os.read(self.proc.stdout.fileno(), 1 << 16)
                if not chunk:
                    raise WorkerDied(self.proc.wait(), timed_out=False)
                self._pending += chunk
            line, _, self._pending = self._pending.partition(b"\n")
            message = json.loads(line)
            if message.get("event") == "stage":
                self.last_stage = message
                stage_wall, stage_cpu = time.monotonic(), self.cpu_seconds()
                continue
            return message

    def request(self, payload: dict[str, Any], timeout: float, stage_timeout: float | None = None,
                deadline: float | None = None) -> dict[str, Any]:
        assert self.proc.stdin is not None
        self.last_stage = {}
        try:
            self.proc.stdin.write(json.dumps(payload) + "\n")
            self.proc.stdin.flush()
        except BrokenPipeError:
            raise WorkerDied(self.proc.wait(), timed_out=False) from None
        self.served += 1
        return self._read(timeout, stage_timeout, deadline)

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()

    def close(self) -> None:
        if self.proc.poll() is None:
            try:
                assert self.proc.stdin is not None
                self.proc.stdin.close()
                self.proc.wait(timeout=10)
            except Exception:
                self.kill()
        self.stderr.close()
        self.selector.close()
        if self.proc.stdout is not None:
            self.proc.stdout.close()
        try:
            os.unlink(self.stderr_path)
        except OSError:
            pass


class Sandbox:
    """Runs cases in a worker process. Not thread-safe: one Sandbox per campaign thread."""

    def __init__(self, timeout: float = 120.0, recycle_after: int = 200, fork_workers: bool = True,
                 suspicion_timeout: float = 15.0) -> None:
        """`timeout`: CPU seconds a case may take before it is a `timeout` finding.
        `suspicion_timeout` (at most `timeout`): CPU seconds after which work that decides no
        verdict is cut: one stage of a batch (the program that failed it is then found by
        probes and judged alone with `timeout`), a probe, and the replay that names the pass
        a crash or hang was in (it ends in seconds but for a pass that loops, which is then
        still running when it is cut; a hang's probes and replay get at most HANG_PROBE_S).
        A hang in a batch costs the suspicion timeout, its probes, the full timeout and the
        replay; the longest gap between two stage events of a batch is well under the
        suspicion timeout (docs/performance.md).
        `fork_workers`: workers are forked from a warm zygote (oracles/zygote.py) rather than
        started as new interpreters; False, or a zygote that cannot start, starts them afresh."""
        self.timeout = timeout
        self._suspicion_timeout = suspicion_timeout
        self.fork_workers = fork_workers
        self._zygote: _Zygote | None = None
        # Programs a worker checks before it is replaced: a started worker's memory grew ~4 MiB
        # per program (JIT engines, MLIR contexts; bench/bench.py --memory), so this bounds it.
        # A forked worker is cheap to replace (a fork).
        self.recycle_after = recycle_after
        remove_stale_scratch()
        self._scratch = ""
        self._worker: _Worker | None = None
        # Seconds by path since the last take_seconds(): worker starts, programs judged alone
        # again after a batch's worker died or hung, probes that pin a crash on a program,
        # replays that name a crashed pass.
        self._seconds: dict[str, float] = {}

    @property
    def suspicion_timeout(self) -> float:
        return min(self._suspicion_timeout, self.timeout)  # a caller may change `timeout`

    def _cut_after(self, hung: bool) -> float:
        """CPU seconds for a probe or replay of a stage that crashed, or hung (HANG_PROBE_S)."""
        return min(HANG_PROBE_S, self.suspicion_timeout) if hung else self.suspicion_timeout

    def _spent(self, key: str, start: float) -> None:
        self._seconds[key] = self._seconds.get(key, 0.0) + time.perf_counter() - start

    def take_seconds(self) -> dict[str, float]:
        """{"path:worker-start": s, "path:rejudge": s, "path:probe": s, ...} since the last call:
        `path:rejudge` the culprits of a batch's failure judged alone, `path:rejudge-all` the
        programs of a batch whose failure no culprit could be named for, `path:known-crash` the
        replays that name a known crash from its batch."""
        taken, self._seconds = self._seconds, {}
        return taken

    def _live_worker(self, forked: bool = True) -> _Worker:
        if self._worker is not None and (self._worker.proc.poll() is not None
                                         or self._worker.served >= self.recycle_after
                                         or (self._worker.forked and not forked)):
            self._worker.close()
            self._worker = None
        if self._worker is None:
            if not os.path.isdir(self._scratch):
                self._scratch = tempfile.mkdtemp(prefix=f"{_SCRATCH_PREFIX}{os.getpid()}-")
            start = time.perf_counter()
            self._worker = self._new_worker(forked)
            self._spent("path:worker-start", start)
        return self._worker

    def _new_worker(self, forked: bool = True) -> _Worker:
        zygote = self._warm_zygote() if forked else None
        if zygote is not None:
            try:
                return _Worker(self._scratch, zygote)
            except ZygoteGone:  # a new zygote next time
                self._drop_zygote()
        return _Worker(self._scratch)

    def _warm_zygote(self) -> _Zygote | None:
        if self._zygote is not None and not self._zygote.alive():
            self._drop_zygote()
        if self._zygote is None and self.fork_workers:
            try:
                self._zygote = thread_zygote()
            except ZygoteGone:  # it cannot even start here: workers are started afresh
                self.fork_workers = False
        return self._zygote

    def _drop_zygote(self) -> None:
        """Stop using the zygote, and end it: it died or answered nonsense."""
        if self._zygote is not None:
            if self._zygote is getattr(_THREAD_ZYGOTE, "zygote", None):
                drop_thread_zygote()
            else:
                self._zygote.close()
            self._zygote = None

    def _drop_worker(self) -> None:
        if self._worker is not None:
            self._worker.close()
            self._worker = None

    def check(self, case: Case, forked: bool = True, kept: bool = False, deadline: float | None = None,
              afresh: bool = False, known_hangs: Collection[str] = ()) -> Verdict:
        """One case in one request. `kept`: its preparation may be found in (and is kept in)
        the folder of the batch being checked (a program taken out of it). Past `deadline`
        (time.monotonic), the work in flight is cut and OutOfTime raised: no verdict.
        `afresh`: a failure is localized in full, its one-pass reproducer confirmed, not
        named from what this Sandbox's workers localized before (for an example to store).
        `known_hangs`: signatures of hangs judged with the full timeout before; given any, the
        case is first judged on a leash (see the module doc)."""
        if _past(deadline):
            raise OutOfTime()
        leash = min(HANG_PROBE_S, self.timeout) if known_hangs else self.timeout
        worker = self._live_worker(forked)
        offset = worker.stderr_offset()
        judged_before = worker.served
        try:
            reply = worker.request({"kind": "check", "case": case.to_dict(),
                                    "kept": self._kept_folder() if kept else None, "afresh": afresh}, leash,
                                   deadline=deadline)
            verdict = Verdict.from_dict(reply["verdict"])
            if may_be_corrupted(verdict):
                self._drop_worker()
            return verdict
        except WorkerDied as died:
            if died.waited and worker.forked:
                # A forked worker that waited without working could be waiting on a lock some
                # thread held at the fork: only a started interpreter's hang is reported.
                self._drop_worker()
                return self.check(case, forked=False, kept=kept, deadline=deadline, afresh=afresh,
                                  known_hangs=known_hangs)
            if judged_before and not died.timed_out and (worker.last_stage.get("stage") in (None, "eager")
                                                         or heap_found_corrupted(worker.stderr_since(offset))):
                # Compiled code of a program judged before can corrupt the heap with no wrong
                # value to show it (an out-of-bounds write past the outputs); the worker then
                # dies in this one's eager run ("malloc(): invalid next size"), or in one of its
                # passes when glibc finds the heap corrupted there ("corrupted size vs.
                # prev_size" in canonicalize, seen in a campaign: a program that ran clean
                # alone). That death need not be this case's: it is judged again in a fresh
                # worker, where it is a finding (or, before torch-mlir, an irfuzz error) only
                # if it dies there too.
                self._drop_worker()
                return self.check(case, forked=forked, kept=kept, deadline=deadline, afresh=afresh,
                                  known_hangs=known_hangs)
            verdict = self._died_verdict(case, worker, died, offset, deadline, fresh=not judged_before)
            if leash < self.timeout and died.timed_out:
                repeat = _known_hang_repeat(verdict, known_hangs)
                if repeat is None:
                    return self.check(case, forked=forked, kept=kept, deadline=deadline, afresh=afresh)  # in full
                repeat.details["cut_after_s"] = leash   # not run to the full timeout: it says so
            return verdict
        except OutOfTime:
            self._drop_worker()
            raise
        except Exception as exc:  # a malformed reply: irfuzz's bug, not the case's
            self._drop_worker()
            return Verdict.internal(f"sandbox: unreadable worker reply: {type(exc).__name__}: {exc}\n"
                                    f"{traceback.format_exc()}", erase=case.erase)

    def check_batch(self, cases: list[Case], deadline: float | None = None,
                    known_failures: Collection[str] = ()) -> list[Verdict | None]:
        """Many cases in one worker request (see oracles/batch.py), one Verdict per case.
        If the worker dies or hangs, the culprit is judged alone and the others as a batch
        again, or, where no culprit can be named, every case is judged alone: a crash, hang or
        irfuzz bug is pinned on the program that causes it. The batch is sent again whole, with
        the positions judged elsewhere left out, so each program keeps its position (and its
        function name): the new worker goes on from what the dead one kept (preparations,
        module stages, finished verdicts; oracles/batch.py KeptWork). Once `deadline`
        (time.monotonic) passes, the work in flight is cut and every case gets None (the
        caller checks the block again later). `known_failures`: signatures of crashes and hangs
        judged alone in full before: a program the batch hangs on is judged on a leash, and a
        known crash may be named from the batch (see the module doc)."""
        try:
            return self._check_batch(cases, deadline, frozenset(known_failures))
        except OutOfTime:
            self._drop_worker()
            return [None] * len(cases)
        finally:
            if self._scratch:
                shutil.rmtree(self._kept_folder(), ignore_errors=True)

    def _kept_folder(self) -> str:
        return os.path.join(self._scratch, "prepared")

    def _check_batch(self, cases: list[Case], deadline: float | None, known: frozenset[str],
                     left_out: frozenset[int] = frozenset()) -> list[Verdict | None]:
        """The verdicts of the cases not `left_out` (None at those positions)."""
        live = [i for i in range(len(cases)) if i not in left_out]
        verdicts: list[Verdict | None] = [None] * len(cases)
        if _past(deadline):
            raise OutOfTime()
        if len(live) == 1:
            verdicts[live[0]] = self.check(cases[live[0]], kept=True, deadline=deadline)
            return verdicts
        worker = self._live_worker()
        offset = worker.stderr_offset()
        hung = False   # the batch hung: a leash for whatever is judged alone (the known hangs)
        known_hangs = frozenset(signature for signature in known if signature.startswith(f"{Symptom.TIMEOUT}-"))
        try:
            reply = worker.request({"kind": "check_batch", "cases": [c.to_dict() for c in cases],
                                    "left_out": sorted(left_out), "kept": self._kept_folder()},
                                   self.timeout * len(live), stage_timeout=self.suspicion_timeout, deadline=deadline)
            worker.served += len(live) - 1  # recycling counts programs, not requests
            if "verdicts" in reply:  # else the worker caught an irfuzz bug in the batch path
                got = [Verdict.from_dict(v) if v is not None else None for v in reply["verdicts"]]
                if len(got) == len(cases) and all((v is None) == (i in left_out) for i, v in enumerate(got)):
                    if any(v is not None and may_be_corrupted(v) for v in got):
                        self._drop_worker()
                    return got
        except WorkerDied as died:
            stage = dict(worker.last_stage)
            # The dying stage's own words (its event says where they start: oracles/worker.py).
            at = stage.get("stderr_at")
            stage_stderr = worker.stderr_since(at if isinstance(at, int) and at >= offset else offset)
            self._drop_worker()
            hung = died.timed_out
            # A stage of one program says which (its stage event); a crash or hang in a stage
            # of the batch's module is probed for (a hung half's probe cut after HANG_PROBE_S).
            culprit, site, stage_input = stage.get("program"), None, self._stage_input()
            if culprit is None:
                culprit, site = self._crashing_case(stage, stage_input, len(cases), deadline, hung)
            if culprit is not None and 0 <= culprit < len(cases) and culprit not in left_out:
                repeat = self._known_crash_in_batch(cases[culprit], stage, stage_input, site, died, stage_stderr,
                                                    known)
                if repeat is not None:
                    verdicts = self._check_batch(cases, deadline, known, left_out | {culprit})
                    verdicts[culprit] = repeat
                    return verdicts
                return self._culprit_alone(cases, culprit, deadline, left_out, known,
                                           known_hangs if hung else frozenset())
        except OutOfTime:
            raise
        except Exception:  # an unreadable reply: start afresh
            self._drop_worker()
        start = time.perf_counter()
        for i in live:
            verdicts[i] = self.check(cases[i], kept=True, deadline=deadline, known_hangs=known_hangs if hung else ())
        self._spent("path:rejudge-all", start)
        return verdicts

    def _crashing_case(self, stage: dict[str, Any], stage_input: str, count: int, deadline: float | None,
                       hung: bool) -> tuple[int | None, CrashSite | None]:
        """The batch position of the program whose function crashes or hangs the worker in the
        stage it died in (a batch module's stage, `stage_input` its input IR: functions
        `@p<position>`), and the crash reproducer's site when that named it; None when the stage
        is not a module stage or the failure does not come back. The stage first runs again
        on its input in one run that names the function its last pass ran on: a crash under
        torch-mlir-opt's crash reproducer (`crashing_function`, which recovers from the crash),
        a hang with each pass's function printed (`_located`, cut after HANG_PROBE_S). Where
        that names no function of the batch (a pass on the whole module; a crash of the
        worker's heap that a fresh process does not repeat), the stage runs on half the
        candidate functions, then half of those, each run cut after `_cut_after(hung)` CPU
        seconds: a worker's death per level. Even a wrong answer costs time, never a verdict:
        the culprit is judged alone and the others as a batch (where the crash, if it was
        not the culprit's, is pinned again)."""
        if stage.get("stage") not in ("pipeline", "contract", "lowering") or not stage.get("pipeline"):
            return None, None
        candidates = [name for name in _BATCH_FUNCTION.findall(stage_input) if int(name[1:]) < count]
        probe_timeout = self._cut_after(hung)
        start = time.perf_counter()
        site = None
        try:
            if hung:
                located = self._located(stage_input, stage["pipeline"], deadline, probe_timeout)
            else:
                site = crashing_function(stage_input, module_pipeline(stage["pipeline"]), probe_timeout)
                located = site.function if site else None
            if located in candidates:
                return int(located[1:]), site
            while len(candidates) > 1:
                half, other = candidates[:len(candidates) // 2], candidates[len(candidates) // 2:]
                if self._probe_crashes(stage_input, half, stage, deadline, probe_timeout):
                    candidates = half
                elif self._probe_crashes(stage_input, other, stage, deadline, probe_timeout):
                    candidates = other
                else:  # the crash needs the stage's in-memory module, or both halves: cannot tell
                    return None, None
        finally:
            self._spent("path:probe", start)
        return (int(candidates[0][1:]) if candidates else None), None

    def _known_crash_in_batch(self, case: Case, stage: dict[str, Any], stage_input: str, site: CrashSite | None,
                              died: WorkerDied, stage_stderr: str, known: frozenset[str]) -> Verdict | None:
        """The verdict of a known crash named from its batch (see the module doc), or None when
        it must be judged alone: not a crash at k=1 the crash reproducer pinned on a function
        and pass, a heap found corrupted, a replay of the function alone that does not crash,
        or a signature that is not known."""
        if (died.timed_out or site is None or site.pass_name is None or stage.get("k") != 1
                or not any(signature.startswith(f"{Symptom.CRASH}-") for signature in known)
                or heap_found_corrupted(stage_stderr)):
            return None
        start = time.perf_counter()
        try:
            alone = keep_functions(stage_input, {site.function})
            pipeline = module_pipeline(stage["pipeline"])
            frames = crash_frames(alone, pipeline, self.suspicion_timeout)
        finally:
            self._spent("path:known-crash", start)
        if not frames:
            return None
        finding = Finding(symptom=Symptom.CRASH, stage=stage["stage"], k=1,
                          message=_crash_message(died, _native_error_line(stage_stderr), frames),
                          pass_name=site.pass_name, pipeline=pipeline, before_ir=alone, stage_input_ir=alone,
                          log=stage_stderr, details={"frames": frames, "named_in_batch": True})
        if finding.signature not in known:
            return None
        return Verdict("finding", [finding], [KOutcome(1, Symptom.CRASH)], erase=case.erase)

    def _located(self, stage_input: str, pipeline: str, deadline: float | None, timeout: float) -> str | None:
        """The function the stage's last pass started on when the stage, run again on its input
        with function-scope IR printing (a function pass prints only its function, not the
        batch's whole module: docs/performance.md), kills the worker or runs past `timeout` CPU
        seconds; None when it does neither (the failure needs the batch's in-memory module) or
        the last pass runs on the whole module."""
        dump_path = os.path.join(self._scratch, "locate.dump")
        worker = self._live_worker()
        try:
            worker.request({"kind": "locate", "ir": stage_input, "pipeline": pipeline, "dump_path": dump_path},
                           timeout, deadline=deadline)
            return None
        except WorkerDied:
            self._drop_worker()
        try:
            with open(dump_path, errors="replace") as fh:
                return last_pass_function(fh.read())
        except OSError:
            return None
        finally:
            with contextlib.suppress(OSError):
                os.unlink(dump_path)

    def _stage_input(self) -> str:
        """The input IR of the stage the worker last announced ("" if it wrote none)."""
        try:
            with open(os.path.join(self._scratch, "stage_input.mlir")) as fh:
                return fh.read()
        except OSError:
            return ""

    def _probe_crashes(self, stage_input: str, keep: list[str], stage: dict[str, Any], deadline: float | None,
                       timeout: float) -> bool:
        """Whether the stage, run on its input with only the `keep` functions, kills the
        worker or runs past `timeout` CPU seconds."""
        worker = self._live_worker()
        try:
            worker.request({"kind": "probe", "ir": stage_input, "keep": keep, "stage": stage["stage"],
                            "k": stage.get("k") or 0, "pipeline": stage["pipeline"]}, timeout,
                           deadline=deadline)
        except WorkerDied:
            self._drop_worker()
            return True
        return False

    def _culprit_alone(self, cases: list[Case], culprit: int, deadline: float | None, left_out: frozenset[int],
                       known: frozenset[str], known_hangs: frozenset[str]) -> list[Verdict | None]:
        """The culprit judged alone (its crash verdict; a hang's on a leash when `known_hangs`
        has any), the other cases as a batch again."""
        verdicts = self._check_batch(cases, deadline, known, left_out | {culprit})
        start = time.perf_counter()
        verdicts[culprit] = self.check(cases[culprit], kept=True, deadline=deadline, known_hangs=known_hangs)
        self._spent("path:rejudge", start)
        return verdicts

    def write_artifacts(self, case: Case, folder: str, finding: Finding | None = None) -> list[str]:
        """Inputs, eager outputs and (numeric findings) compiled outputs into a finding folder,
        computed in the worker. A worker death here loses nothing: returns what was written."""
        worker = self._live_worker()
        try:  # the worker runs in the repository root: a relative folder would land there
            reply = worker.request({"kind": "artifacts", "case": case.to_dict(), "folder": os.path.abspath(folder),
                                    "finding": finding.to_dict() if finding else None}, self.timeout)
        except WorkerDied:
            self._drop_worker()
            return []
        return list(reply.get("written", []))

    def gpu_bundle(self, case: Case, folder: str) -> dict[str, Any]:
        """One program's GPU bundle folder, written by the worker (oracles/gpu_bundle.py).
        A worker death is reported, not raised: {"status": "skipped", "reason": ...}."""
        worker = self._live_worker()
        offset = worker.stderr_offset()
        try:
            reply = worker.request({"kind": "gpu-bundle", "case": case.to_dict(), "folder": os.path.abspath(folder)},
                                   self.timeout)
        except WorkerDied as died:
            stage = worker.last_stage
            cause = _native_error_line(worker.stderr_since(offset))
            worker.close()
            self._worker = None
            return {"status": "skipped", "reason": f"worker {describe_exit(died.returncode)} in stage "
                                                   f"{stage.get('stage')} k={stage.get('k')}"
                                                   + (f": {cause}" if cause else "")}
        if "bundle" not in reply:  # the worker caught an irfuzz bug
            return {"status": "skipped", "reason": (reply.get("verdict") or {}).get("internal_error")
                    or reply.get("message", "no reply")}
        return dict(reply["bundle"])

    def upstream_facts(self, request: dict[str, Any], timeout: float | None = None) -> dict[str, Any]:
        """One question of an upstream report (oracles/upstream_facts.py), answered in the
        worker within `timeout` CPU seconds (default: the Sandbox's). The worker's death is an
        answer too: {"outcome": "crash", "signal": N, "how": ...} or {"outcome": "timeout"};
        an irfuzz bug in the worker is {"outcome": "internal-error", "detail": ...}."""
        worker = self._live_worker()
        offset = worker.stderr_offset()
        try:
            reply = worker.request({"kind": "upstream", "request": request}, timeout or self.timeout)
        except WorkerDied as died:
            cause = _native_error_line(worker.stderr_since(offset))
            worker.close()
            self._worker = None
            if died.timed_out:
                return {"outcome": "timeout", "how": f"no answer within {timeout or self.timeout:g} CPU seconds"}
            signal_number = -died.returncode if died.returncode is not None and died.returncode < 0 else None
            return {"outcome": "crash", "signal": signal_number, "how": describe_exit(died.returncode),
                    "detail": cause}
        if "facts" not in reply:
            verdict = reply.get("verdict") or {}
            return {"outcome": "internal-error",
                    "detail": (verdict.get("internal_error") or reply.get("message") or "no reply").splitlines()[0]}
        return dict(reply["facts"])

    def _died_verdict(self, case: Case, worker: _Worker, died: WorkerDied, offset: int,
                      deadline: float | None = None, fresh: bool = False) -> Verdict:
        """The verdict of a case whose worker died in `worker.last_stage`; `fresh`: the worker
        judged no program before this one."""
        stage = worker.last_stage
        stderr = worker.stderr_since(offset)
        worker.close()
        self._worker = None
        how = describe_exit(died.returncode)
        if stage.get("stage") in (None, "eager"):
            return Verdict.internal(f"worker {how} before torch-mlir ran (stage {stage.get('stage')}):\n{stderr}",
                                    erase=case.erase)
        if stage.get("stage") in _OTHER_TOOLS:  # a frontend's exporter or second reference died: theirs
            symptom, tool = _OTHER_TOOLS[stage["stage"]]
            cause = _native_error_line(stderr)
            limit = Finding(symptom=symptom, stage=stage["stage"], k=None, log=stderr,
                            message=f"{tool}: worker {how}" + (f": {cause}" if cause else ""))
            return Verdict.ok(limits=[limit], erase=case.erase)
        stage_input = self._stage_input()
        pass_name, before_ir, replay_cut = None, stage_input, False
        pipeline = stage.get("pipeline") or ""
        if stage["stage"].startswith("execute"):  # "execute-<backend>" too (oracles/backends.py)
            pipeline = ""  # the executor compiled or ran it: no pass pipeline to replay
        if stage_input and pipeline:
            # A hung pass is still running when the replay is cut: the passes before it take
            # well under HANG_PROBE_S on one program.
            pass_name, before_ir, replay_cut = self._replay_for_pass(stage_input, pipeline, deadline,
                                                                     self._cut_after(died.timed_out))
        symptom = "timeout" if died.timed_out else "crash"
        frames: list[str] = []
        if not died.timed_out and stage_input and pipeline and not _past(deadline):
            # The signal and pass alone would put different crashes under one signature.
            frames = crash_frames(stage_input, module_pipeline(pipeline), self.suspicion_timeout)
        message = _crash_message(died, _native_error_line(stderr), frames)
        if stage["stage"].startswith("execute"):
            message += f" (compiling or running IR_{stage.get('k')} with {stage.get('pipeline')})"
        if fresh and not died.timed_out and not frames and pipeline and backend_of_stage(stage["stage"]) \
                and case.config.numerics:
            damaged = self._damage_by_compiled_code(case, stage["stage"], stage_input, deadline)
            if damaged is not None:
                return damaged
        k = stage.get("k") or None
        details: dict[str, Any] = {"frames": frames} if frames else {}
        if died.timed_out and pass_name:
            # Whether the replay was still in that pass when it was cut: a hang there, not a
            # slow stage whose replay ended (and then names only the stage's last pass).
            details["replay_cut_in_pass"] = replay_cut
        finding = Finding(symptom=symptom, stage=stage["stage"], k=k, message=message, pass_name=pass_name,
                          pipeline=module_pipeline(pipeline) if pipeline else None, before_ir=before_ir,
                          stage_input_ir=stage_input, log=stderr, details=details)
        per_k = [KOutcome(k, symptom)] if k else []
        if k and k > 1:
            findings, per_k = with_earlier_ks(finding, self._earlier_ks(case, k, deadline), case.config.iterations)
            return Verdict("finding", findings, per_k, erase=case.erase)
        return Verdict("finding", [finding], per_k, erase=case.erase)

    def _damage_by_compiled_code(self, case: Case, stage: str, stage_input: str,
                                 deadline: float | None) -> Verdict | None:
        """The verdict of a case whose fresh worker died in an extra backend's lowering `stage`
        when that stage, replayed alone, does not crash: the program's compiled code ran before
        it in that worker (the linalg path's numbers are judged before any extra backend), and
        code that writes out of bounds damages the heap for whatever runs next (an index_fill
        with a negative index on the linalg path, then glibc aborting in the TOSA conversion).
        Judged again with no compiled code run: if the stage crashes then too, it is the
        stage's own crash (None: the finding stands). Else the program's verdict is its linalg
        path's, with no extra backend after it (wrong numbers, where the out-of-bounds write
        shows in them), or, where that is clean, a crash of the compiled code itself
        (HEAP_DAMAGE): the defect is where the code was compiled, not in the stage that found
        the heap damaged; `stage_input`, the IR_k that stage took, is the one the linalg path
        lowered. Each run in a fresh worker, dropped after it. None when out of time."""
        start = time.perf_counter()
        try:
            unrun = self._judged_afresh(case, deadline, numerics=False)
            if any(f.stage == stage and f.symptom == Symptom.CRASH for f in unrun.findings):
                return None
            alone = self._judged_afresh(case, deadline, extra_backends=())
        except OutOfTime:
            return None
        finally:
            self._spent("path:heap-damage", start)
        if alone.findings or alone.status != "ok":
            return alone
        damage = Finding(symptom=Symptom.CRASH, stage="execute", k=1, message=HEAP_DAMAGE,
                         stage_input_ir=stage_input or None, details={"found_in": stage})
        return Verdict("finding", [damage], [KOutcome(1, Symptom.CRASH)], erase=case.erase)

    def _earlier_ks(self, case: Case, k: int, deadline: float | None) -> Verdict | None:
        """The verdict of IR_1..IR_k-1 alone (the case with K = k - 2), judged in a fresh
        worker, dropped after it (as the dead one would have been): the worker that died at k
        took their outcomes with it (numbers are judged after every pipeline ran). None when
        out of time."""
        start = time.perf_counter()
        try:
            return self._judged_afresh(case, deadline, iterations=k - 2)
        except OutOfTime:
            return None
        finally:
            self._spent("path:earlier-ks", start)

    def _judged_afresh(self, case: Case, deadline: float | None, **config: Any) -> Verdict:
        """The verdict of `case` with its OracleConfig's `config` fields changed, judged in a
        fresh worker that is dropped after it (a worker that died took its work with it; one
        that ran a program's compiled code may hold a damaged heap). Raises OutOfTime."""
        self._drop_worker()
        try:
            return self.check(dataclasses.replace(case, config=dataclasses.replace(case.config, **config)),
                              deadline=deadline)
        finally:
            self._drop_worker()

    def _replay_for_pass(self, stage_input: str, pipeline: str, deadline: float | None,
                         timeout: float) -> tuple[str | None, str, bool]:
        """Replay the crashed stage with IR printing in a throwaway worker: the last pass
        that started is the one that crashed or hung (a hung one is still running when the
        replay is cut, after `timeout` CPU seconds). (pass, its input IR, whether the replay
        was cut.)"""
        dump_path = os.path.join(self._scratch, "replay.dump")
        start = time.perf_counter()
        replay = self._new_worker()
        cut = False
        try:
            replay.request({"kind": "dump", "ir": stage_input, "pipeline": pipeline, "dump_path": dump_path},
                           timeout, deadline=deadline)
        except WorkerDied as died:
            cut = died.timed_out
        finally:
            replay.close()
            self._spent("path:replay", start)
        try:
            with open(dump_path, errors="replace") as fh:
                dumps = parse_ir_dump(fh.read())
        except OSError:
            return None, stage_input, cut
        return (dumps[-1].pass_name, dumps[-1].before_ir, cut) if dumps else (None, stage_input, cut)

    def close(self) -> None:
        self._drop_worker()
        self._zygote = None   # the thread's: it serves this thread's next Sandbox
        if self._scratch:
            shutil.rmtree(self._scratch, ignore_errors=True)

    def __enter__(self) -> Sandbox:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
