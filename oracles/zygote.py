"""A warm process that forks workers: a worker's start costs a fork, not an interpreter.

A fresh worker pays seconds of imports (torch, torch.export, torch-mlir) and of first-use
set-up (torch.export's tracer, the first pipeline run, the first JIT) before its first
program, many times what a program costs after that (docs/performance.md). In a campaign a
worker is replaced after every native crash (a common finding), after every crash probe
that crashes, after wrong numbers, and to bound its memory. The zygote pays those seconds
once: it imports everything and judges one program (a warm-up, its verdict unused), then
forks a worker per request, already warm.

Why forking here is safe: the zygote never runs a request itself, and it forks only while
it has no more threads than it had after its imports (one torch starts at import, asleep on a
futex, and the parent watchdog, asleep: a sleeping thread holds no lock). The warm-up runs
with one torch thread, so OpenMP starts no thread team: a child forked after a team existed
waits forever at its first parallel region (seen: `tril` in the child never returned; gdb
showed it in libgomp's team barrier). The child gets torch's default thread count back.
MLIR contexts and JIT engines of the warm-up are collected before it serves. A zygote that
cannot meet this says so when ready (`forkable: false`) and the Sandbox starts workers
afresh. A forked worker is otherwise the worker of oracles/worker.py, with the environment
the Sandbox has when it asks for it.

Protocol, on a Unix SOCK_SEQPACKET socket the Sandbox passes as fd `argv[1]` (one JSON
object per message, so message boundaries and the fds sent with one stay together):
  <- {"event": "ready", "pid": int, "warm": bool, "forkable": bool}   once, after the warm-up
  -> {"kind": "spawn", "scratch": str, "env": {...}} with fds [stdin, stdout, stderr]
  <- {"pid": int}                                           the worker's pid
  -> {"kind": "poll", "pid": int}
  <- {"returncode": int | null}   Popen's convention (-N: killed by signal N); null: still running
The zygote ends when the socket closes, and when its parent does (as a worker does).

The shared zygote (`python -m oracles.zygote --listen PATH`, oracles/sandbox.py SharedZygote:
started by tests/run_parallel.py for the test suite, and by a campaign for the reproducers it
verifies): one zygote warms up once and listens on a Unix SOCK_SEQPACKET socket at PATH, named
to processes in their environment (SHARED_ZYGOTE_ENV). A Sandbox that finds it connects instead
of starting a zygote of its own (each costs seconds of CPU, and the suite started dozens), and
sends its log file with its first message:
  -> {"kind": "attach", **code_identity()} with fds [log]
The listener forks a copy per connection, which answers as a zygote of its own would, from the
ready message on, and serves that one connection with the protocol above. A copy is the
connecting process's zygote in everything but parentage: it writes to that process's log,
joins its cgroups where it may (so that the process's CPU counts its workers, as it counted
the workers of a zygote it started), and ends when its socket closes or the connecting process
ends (watched through a pidfd: it is not that process's child, so it cannot die with it). A
copy refuses (an error answer) a process of another checkout or interpreter, whose code it
would not run: that process starts its own zygote.
"""

from __future__ import annotations

import gc
import json
import os
import select
import signal
import socket
import struct
import sys
from typing import Any

MESSAGE_BYTES = 1 << 20  # a spawn request carries the environment
SHARED_ZYGOTE_ENV = "IRFUZZ_SHARED_ZYGOTE"
COPY_LINE = "shared zygote: copy "   # the listener's log, one line per copy that serves
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def code_identity(root: str = ROOT) -> dict[str, str]:
    """What a copy must share with the process it serves, or it would run other code: the
    checkout, the environment (a virtualenv's prefix) and the interpreter (`python` and
    `python3` of one virtualenv are one)."""
    return {"root": root, "prefix": sys.prefix, "interpreter": os.path.realpath(sys.executable)}


def _threads() -> int:
    return len(os.listdir("/proc/self/task"))


# The warm-up program: one op is enough to pay the first-use set-up (export's tracer, the
# pipelines, the JIT) and costs less than a generated program (docs/performance.md), and a
# fixed one costs the same whatever the generator draws.
WARM_UP_PROGRAM = {"format": "irfuzz-program/1", "inputs": [{"name": "x0", "shape": [3], "dtype": "float32"}],
                   "nodes": [{"name": "v0", "op": "aten.neg", "operands": ["x0"], "attrs": {}}], "outputs": ["v0"]}


def warm_up() -> bool:
    """Import what workers use and judge one small program in this process (with one torch
    thread: see the module doc); whether that ran."""
    import generators.generate  # noqa: F401
    from generators.program import Program
    from oracles.batch import check_batch  # noqa: F401
    from oracles.case import Case, check_case
    from oracles.executors import get_executor

    # The RefBackend's module only: a worker imports another executor's when it first runs it
    # (IREE's import is costly, and most workers never need it; oracles/executors/__init__.py).
    get_executor("refbackend")
    try:
        check_case(Case(Program.from_json(json.dumps(WARM_UP_PROGRAM))))
        return True
    except Exception:  # a warm-up that fails leaves a colder worker, never a wrong verdict
        return False
    finally:
        gc.collect()  # MLIR contexts and JIT engines of the warm-up go before any fork


def _returncode(status: int) -> int:
    return -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)


def _run_worker(fds: list[int], scratch: str, env: dict[str, str], control: socket.socket, torch_threads: int) -> None:
    """In the forked child: become a worker on the given stdin/stdout/stderr. Never returns."""
    code = 1
    try:
        control.close()
        for target, fd in enumerate(fds):
            os.dup2(fd, target)
            os.close(fd)
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        os.environ.clear()
        os.environ.update(env)
        os.environ["IRFUZZ_PARENT_PID"] = str(os.getppid())  # the zygote: it dies with the Sandbox
        import tempfile

        tempfile.tempdir = None  # the worker's temporary folder is its environment's, not the zygote's
        sys.argv = [sys.argv[0], scratch]
        import torch

        torch.set_num_threads(torch_threads)
        from oracles import worker

        worker.main()
        code = 0
    except BaseException:  # noqa: B036 - the child must never fall back into the zygote's loop
        import traceback

        traceback.print_exc()
    finally:
        try:
            sys.stderr.flush()
        finally:
            os._exit(code)


class _Warm:
    """What the warm-up leaves: the torch thread count workers get back, the threads this
    process may have when it forks, and whether the warm-up judged its program."""

    def __init__(self) -> None:
        import torch

        self.torch_threads = torch.get_num_threads()
        torch.set_num_threads(1)
        self.threads = _threads()
        self.warm = warm_up()

    def forkable(self) -> bool:
        return _threads() <= self.threads


def _reply(control: socket.socket, message: dict[str, Any]) -> None:
    control.send(json.dumps(message).encode())


def _serve(control: socket.socket, warm: _Warm, watched_pidfd: int | None = None) -> None:
    """Answer one Sandbox's requests until its socket closes (or `watched_pidfd`'s process ends)."""
    while True:
        if watched_pidfd is not None:
            readable, _, _ = select.select([control, watched_pidfd], [], [])
            if watched_pidfd in readable:
                return
        try:
            data, fds, _flags, _addr = socket.recv_fds(control, MESSAGE_BYTES, 3)
        except OSError:
            return
        if not data:
            return
        request = json.loads(data)
        if request["kind"] == "spawn":
            if not warm.forkable():
                for fd in fds:
                    os.close(fd)
                _reply(control, {"error": f"{_threads()} threads, {warm.threads} after import: not safe to fork"})
                continue
            sys.stdout.flush()
            sys.stderr.flush()
            pid = os.fork()
            if pid == 0:
                _run_worker(fds, request["scratch"], request["env"], control, warm.torch_threads)
            for fd in fds:
                os.close(fd)
            _reply(control, {"pid": pid})
        elif request["kind"] == "poll":  # reaps the worker once it has ended
            try:
                done, status = os.waitpid(request["pid"], os.WNOHANG)
            except ChildProcessError:
                _reply(control, {"returncode": None, "error": "no such child"})
                continue
            _reply(control, {"returncode": _returncode(status) if done else None})
        else:
            _reply(control, {"error": f"unknown request kind {request['kind']!r}"})


def _ready(warm: _Warm) -> dict[str, Any]:
    return {"event": "ready", "pid": os.getpid(), "warm": warm.warm, "forkable": warm.forkable()}


def _join_cgroups(pid: int) -> None:
    """Move this process into the cgroups of process `pid`, in each hierarchy where this user
    may (cgroup v1: one per controller set; v2: the unified one); elsewhere it stays."""
    try:
        with open(f"/proc/{pid}/cgroup") as fh:
            lines = fh.read().splitlines()
    except OSError:
        return
    for line in lines:
        _id, controllers, path = line.split(":", 2)
        mount = os.path.join("/sys/fs/cgroup", controllers.replace("name=", "")) if controllers else "/sys/fs/cgroup"
        try:
            with open(os.path.join(mount + path, "cgroup.procs"), "w") as fh:
                fh.write(str(os.getpid()))
        except OSError:
            pass


def _serve_copy(control: socket.socket, warm: _Warm) -> None:
    """In a copy forked by the listener: become the connecting Sandbox's zygote (module doc)."""
    data, fds, _flags, _addr = socket.recv_fds(control, MESSAGE_BYTES, 1)
    request = json.loads(data) if data else {}
    mine = code_identity()
    peer, _uid, _gid = struct.unpack("3i", control.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED,
                                                               struct.calcsize("3i")))
    if request.get("kind") != "attach" or any(request.get(key) != value for key, value in mine.items()):
        print(f"shared zygote: refused process {peer}: {request}", file=sys.stderr, flush=True)
        _reply(control, {"error": f"the shared zygote serves {mine}, not {request}"})
        return
    try:
        watched = os.pidfd_open(peer)
    except OSError:  # already gone
        return
    print(f"{COPY_LINE}{os.getpid()} serves process {peer}", file=sys.stderr, flush=True)
    for fd in fds:  # the Sandbox's log, in place of the listener's
        os.dup2(fd, 2)
        os.dup2(fd, 1)
        os.close(fd)
    _join_cgroups(peer)
    _reply(control, _ready(warm))
    _serve(control, warm, watched)


def _reap() -> None:
    """Collect the copies that have ended (their CPU then counts in this process's children's)."""
    while True:
        try:
            pid, _status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def listen(path: str) -> None:
    """The shared zygote: warm up once, then fork a copy for each connection at `path`."""
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    listener.bind(path)
    listener.listen(64)  # before the warm-up: a Sandbox that connects meanwhile waits for it
    warm = _Warm()
    listener.settimeout(1.0)
    while True:
        _reap()
        try:
            control, _addr = listener.accept()
        except TimeoutError:
            continue
        control.settimeout(None)
        if not warm.forkable():
            _reply(control, {"error": f"{_threads()} threads, {warm.threads} after import: not safe to fork"})
            control.close()
            continue
        sys.stdout.flush()
        sys.stderr.flush()
        if os.fork() == 0:
            code = 1
            try:
                listener.close()
                _serve_copy(control, warm)
                code = 0
            except BaseException:  # noqa: B036 - the copy must never fall back into the listener's loop
                import traceback

                traceback.print_exc()
            finally:
                os._exit(code)
        control.close()


def main() -> None:
    from oracles.worker import die_with_parent

    die_with_parent()
    # fd 1 carries nothing here; native prints of the warm-up go to the Sandbox's log (fd 2).
    os.dup2(2, 1)
    if sys.argv[1] == "--listen":
        listen(sys.argv[2])
        return
    control = socket.socket(fileno=int(sys.argv[1]))
    warm = _Warm()
    _reply(control, _ready(warm))
    _serve(control, warm)


if __name__ == "__main__":
    main()
