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
"""

from __future__ import annotations

import gc
import json
import os
import signal
import socket
import sys
from typing import Any

MESSAGE_BYTES = 1 << 20  # a spawn request carries the environment


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


def _serve(control: socket.socket) -> None:
    import torch

    def reply(message: dict[str, Any]) -> None:
        control.send(json.dumps(message).encode())

    torch_threads = torch.get_num_threads()
    torch.set_num_threads(1)
    threads = _threads()
    warm = warm_up()
    reply({"event": "ready", "pid": os.getpid(), "warm": warm, "forkable": _threads() <= threads})
    while True:
        try:
            data, fds, _flags, _addr = socket.recv_fds(control, MESSAGE_BYTES, 3)
        except OSError:
            return
        if not data:
            return
        request = json.loads(data)
        if request["kind"] == "spawn":
            if _threads() > threads:
                for fd in fds:
                    os.close(fd)
                reply({"error": f"{_threads()} threads, {threads} after import: not safe to fork"})
                continue
            sys.stdout.flush()
            sys.stderr.flush()
            pid = os.fork()
            if pid == 0:
                _run_worker(fds, request["scratch"], request["env"], control, torch_threads)
            for fd in fds:
                os.close(fd)
            reply({"pid": pid})
        elif request["kind"] == "poll":  # reaps the worker once it has ended
            try:
                done, status = os.waitpid(request["pid"], os.WNOHANG)
            except ChildProcessError:
                reply({"returncode": None, "error": "no such child"})
                continue
            reply({"returncode": _returncode(status) if done else None})
        else:
            reply({"error": f"unknown request kind {request['kind']!r}"})


def main() -> None:
    from oracles.worker import die_with_parent

    die_with_parent()
    control = socket.socket(fileno=int(sys.argv[1]))
    # fd 1 carries nothing here; native prints of the warm-up go to the Sandbox's log (fd 2).
    os.dup2(2, 1)
    _serve(control)


if __name__ == "__main__":
    main()
