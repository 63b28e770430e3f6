"""Child processes that cannot outlive their time limit.

The wheel's `torch-mlir-opt` on PATH is a Python wrapper that starts the real binary as a
child: `subprocess.run(timeout=...)` kills the wrapper and leaves the binary running (a hang
reproducer then burns a core forever). Everything here runs in a session of its own and
kills the whole process group on timeout.
"""

from __future__ import annotations

import os
import signal
import subprocess
from typing import Any


def run_bounded(argv: list[str], timeout: float, **kwargs: Any) -> subprocess.CompletedProcess:
    """subprocess.run(argv, capture_output=True, text=True) in a new session; on timeout the
    session's whole process group is killed and TimeoutExpired raised, as subprocess.run does."""
    stdin = kwargs.pop("input", None)
    proc = subprocess.Popen(argv, stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
                            **kwargs)
    try:
        out, err = proc.communicate(stdin, timeout=timeout)
    except subprocess.TimeoutExpired:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.communicate()
        raise
    return subprocess.CompletedProcess(argv, proc.returncode, out, err)
