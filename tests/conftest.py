import contextlib
import io
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Commands the `irfuzz` fixture runs through fuzz.cli.main in the test's own process: each
# keeps nothing of its own in the process (a Sandbox forks the thread's zygote, which a
# process of its own would start again) and changes no process-wide state (signals, the
# environment, the working folder). Campaigns, reruns and the rest run in a process of their
# own, as a user runs them.
IN_PROCESS_COMMANDS = frozenset({"check", "corpus", "generate", "reduce", "replay", "validity"})


def run_irfuzz(*args: str, env: dict | None = None, timeout: float = 600) -> subprocess.CompletedProcess:
    """The CLI in a fresh process, as a user runs it."""
    return subprocess.run([sys.executable, "-m", "fuzz.cli", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout, env={**os.environ, **(env or {})})


def run_irfuzz_here(*args: str) -> subprocess.CompletedProcess:
    """fuzz.cli.main(args) in this process, from the repository root: its exit status (an
    argparse error's included) and what it printed, as run_irfuzz gives them."""
    from fuzz.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), contextlib.chdir(ROOT):
        try:
            status = main(list(args))
        except SystemExit as exc:
            status = exc.code if isinstance(exc.code, int) else 0 if exc.code is None else 2
    return subprocess.CompletedProcess(["irfuzz", *args], status, out.getvalue(), err.getvalue())


def _irfuzz(*args: str, env: dict | None = None, timeout: float = 600) -> subprocess.CompletedProcess:
    if args and args[0] in IN_PROCESS_COMMANDS and env is None:
        return run_irfuzz_here(*args)
    return run_irfuzz(*args, env=env, timeout=timeout)


@pytest.fixture
def irfuzz():
    """The CLI for a test of what a command does: IN_PROCESS_COMMANDS through fuzz.cli.main
    in this process, the others (and any call with `env`) in a fresh process."""
    return _irfuzz


@pytest.fixture(scope="module")
def sandbox(request):
    """One Sandbox for the test module, with the module's SANDBOX_TIMEOUT (CPU seconds a case may
    take) where it sets one, else Sandbox's default."""
    from oracles.sandbox import Sandbox

    timeout = getattr(request.module, "SANDBOX_TIMEOUT", None)
    with Sandbox(**({} if timeout is None else {"timeout": timeout})) as box:
        yield box
