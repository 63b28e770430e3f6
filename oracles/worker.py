"""The worker process: everything native (torch, MLIR) runs here, never in the campaign.

Protocol (JSON lines): the parent writes one request per line on stdin; the
worker answers on a private copy of its original stdout (fd 1 itself is
pointed at stderr so stray native or Python prints cannot corrupt the
protocol). Before each stage it writes the stage's input IR to
`<scratch>/stage_input.mlir` and sends a `stage` event, so when the worker dies
the parent knows the stage, k, pipeline and IR of the crash, and where in the worker's stderr
log the stage's words (its cause line) begin.

The worker ends when its parent does: the kernel kills it (Linux parent-death
signal), and a watchdog thread exits when the parent's pid changes, for a worker
stuck in native code with the GIL released or where that signal is missing.

Requests:
  {"kind": "check", "case": {...}, "kept": str | null, "afresh": bool}
                                                    -> {"event": "result", "verdict": {...}}
     (`afresh`: a failure is localized in full, not taken from the answers the Sandbox's
     workers share in <scratch>/culprits.jsonl: oracles/iterate.py `share_culprits`)
  {"kind": "check_batch", "cases": [{...}], "kept": str | null, "left_out": [int]}
                                                    -> {"event": "result", "verdicts": [{...} | null]}
     (`kept`: a folder where what a batch finished is kept for a re-check, `left_out`: positions
     judged elsewhere, null in the reply; oracles/batch.py)
  {"kind": "gpu-bundle", "case": {...}, "folder": str}
                                                    -> {"event": "result", "bundle": {...}}
  {"kind": "upstream", "request": {...}}              -> {"event": "result", "facts": {...}}
     (what an upstream report needs from torch: oracles/upstream_facts.py)
  {"kind": "dump", "ir": str, "pipeline": str, "dump_path": str}
                                                    -> {"event": "result", "failed": bool}
  {"kind": "locate", "ir": str, "pipeline": str, "dump_path": str}
                                                    -> {"event": "result", "failed": bool}
     (the dump, function scope: the last pass that started and the function it ran on)
  {"kind": "probe", "ir": str, "keep": [str], "stage": str, "k": int, "pipeline": str}
                                                    -> {"event": "result", "failed": bool}
     (one batch stage again on its input with only the `keep` functions: does it still crash?)
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import tempfile
import traceback
from typing import Any, TextIO

from oracles.processes import limit_memory

# In the scratch folder the Sandbox's workers share: the localization answers they share.
CULPRITS_FILE = "culprits.jsonl"


def _serve(scratch: str, channel: TextIO) -> None:
    from oracles.batch import check_batch, check_case_kept, current_program, keep_functions
    from oracles.case import Case, write_artifacts
    from oracles.iterate import localized_afresh, share_culprits
    from oracles.pipeline import run_ir, run_with_ir_dump
    from oracles.verdict import Verdict

    stage_file = os.path.join(scratch, "stage_input.mlir")
    share_culprits(os.path.join(scratch, CULPRITS_FILE))
    # Temporary files a pass run makes (its failed passes' dumps) go with the scratch folder,
    # which the Sandbox removes: a worker killed by a crash in that run cannot leave them behind.
    tempfile.tempdir = scratch

    def send(message: dict[str, Any]) -> None:
        channel.write(json.dumps(message) + "\n")
        channel.flush()

    fault = _fault_injection()
    judged = [0]   # check requests this worker answered: a "heap" fault needs an earlier one
    executed = [False]   # compiled code ran in this request: a "damage" fault needs it

    def on_stage(stage: str, k: int, ir: str, pipeline: str) -> None:
        with open(stage_file, "w") as fh:
            fh.write(ir)
        # "program": the batch position of the program this stage is for (None: the batch's module);
        # "stderr_at": where this stage's words start in the worker's stderr log (its death's
        # cause line), read here because the parent reads the event only after the stage began.
        send({"event": "stage", "stage": stage, "k": k, "pipeline": pipeline, "program": current_program.get(),
              "stderr_at": _stderr_size()})
        if fault is not None and fault[1:3] == (stage, k) and fault[3] in ir and (fault[0] != "heap" or judged[0]) \
                and (fault[0] != "damage" or executed[0]):
            _inject(fault[0])
        executed[0] = executed[0] or stage.startswith("execute")

    send({"event": "ready", "pid": os.getpid()})
    for line in sys.stdin:
        request = json.loads(line)
        executed[0] = False
        try:
            if request["kind"] == "check":
                with localized_afresh() if request.get("afresh") else contextlib.nullcontext():
                    verdict = check_case_kept(Case.from_dict(request["case"]), on_stage, request.get("kept"))
                send({"event": "result", "verdict": verdict.to_dict()})
                judged[0] += 1
            elif request["kind"] == "check_batch":
                verdicts = check_batch([Case.from_dict(c) for c in request["cases"]], on_stage, request.get("kept"),
                                       set(request.get("left_out", ())))
                send({"event": "result", "verdicts": [v.to_dict() if v is not None else None for v in verdicts]})
                judged[0] += 1
            elif request["kind"] == "artifacts":
                written = write_artifacts(Case.from_dict(request["case"]), request["folder"], request.get("finding"))
                send({"event": "result", "written": written})
            elif request["kind"] == "gpu-bundle":
                from oracles.gpu_bundle import write_program_folder

                summary = write_program_folder(Case.from_dict(request["case"]), request["folder"], on_stage)
                send({"event": "result", "bundle": summary})
            elif request["kind"] == "upstream":
                from oracles.upstream_facts import answer

                send({"event": "result", "facts": answer(request["request"])})
            elif request["kind"] == "probe":
                ir = keep_functions(request["ir"], set(request["keep"]))
                on_stage(request["stage"], request["k"], ir, request["pipeline"])
                failure = run_ir(ir, request["pipeline"])
                send({"event": "result", "failed": failure is not None})
            elif request["kind"] == "dump":
                on_stage("dump", 0, request["ir"], request["pipeline"])
                failure = run_with_ir_dump(request["ir"], request["pipeline"], request["dump_path"])
                send({"event": "result", "failed": failure is not None})
            elif request["kind"] == "locate":
                failure = run_with_ir_dump(request["ir"], request["pipeline"], request["dump_path"],
                                           module_scope=False)
                send({"event": "result", "failed": failure is not None})
            else:
                send({"event": "error", "message": f"unknown request kind {request['kind']!r}"})
        except Exception as exc:  # an irfuzz bug: report it, keep serving
            erase = (request.get("case") or (request.get("cases") or [{}])[0]).get("erase", "none")
            verdict = Verdict.internal(f"worker: {type(exc).__name__}: {exc}\n{traceback.format_exc()}", erase=erase)
            send({"event": "result", "verdict": verdict.to_dict()})


def _stderr_size() -> int | None:
    """The size of the file fd 2 writes to (the worker's stderr log), None if it is no file."""
    try:
        sys.stderr.flush()
        return os.fstat(2).st_size
    except (OSError, ValueError):
        return None


def _fault_injection() -> tuple[str, str, int, str] | None:
    """IRFUZZ_FAULT_INJECT=<segv|abort|heap|damage|hang|wait|raise>@<stage>:<k>[~<text>] makes this
    worker fail on purpose when that stage starts (and, with ~<text>, only when the stage's
    input IR contains <text>, so one program of a batch can be picked): the tests use it to
    prove crash, hang and error isolation. `heap` dies as glibc does on a heap an earlier
    program corrupted: only in a worker that judged a case before, with glibc's words.
    `damage` dies so on a heap the request's own compiled code corrupted: only once an
    execute stage ran in that request."""
    spec = os.environ.get("IRFUZZ_FAULT_INJECT")
    if not spec:
        return None
    kind, _, where = spec.partition("@")
    where, _, text = where.partition("~")
    stage, _, k = where.partition(":")
    return kind, stage, int(k or 0), text


class InjectedFault(Exception):
    pass


def _inject(kind: str) -> None:
    import signal
    import time

    if kind == "hang":  # as an MLIR pass that never ends: a loop on the CPU
        while True:
            time.perf_counter()
    if kind == "wait":  # as a deadlock: asleep, using no CPU
        while True:
            time.sleep(3600)
    if kind == "raise":
        raise InjectedFault("IRFUZZ_FAULT_INJECT: an injected irfuzz bug")
    if kind in ("heap", "damage"):
        os.write(2, b"corrupted size vs. prev_size\n")
    os.kill(os.getpid(), signal.SIGSEGV if kind == "segv" else signal.SIGABRT)


def die_with_parent() -> None:
    """Linux: the kernel sends SIGKILL when the parent thread ends. Everywhere: a thread that
    exits when the parent's pid changes (reparented: the parent is gone)."""
    import threading
    import time

    parent = int(os.environ.get("IRFUZZ_PARENT_PID") or os.getppid())
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, 9, 0, 0, 0)  # PR_SET_PDEATHSIG, SIGKILL
    except (OSError, AttributeError):
        pass
    if os.getppid() != parent:  # the parent died before the signal was armed
        os._exit(1)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(1)

    threading.Thread(target=watch, name="irfuzz-parent-watchdog", daemon=True).start()


def main() -> None:
    die_with_parent()
    limit_memory()
    scratch = sys.argv[1]
    channel = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    _serve(scratch, channel)


if __name__ == "__main__":
    main()
