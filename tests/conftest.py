import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_irfuzz(*args: str, env: dict | None = None, timeout: float = 600) -> subprocess.CompletedProcess:
    """The CLI in a fresh process, as a user runs it."""
    return subprocess.run([sys.executable, "-m", "fuzz.cli", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout, env={**os.environ, **(env or {})})


@pytest.fixture
def irfuzz():
    return run_irfuzz


@pytest.fixture(scope="module")
def sandbox(request):
    """One Sandbox for the test module, with the module's SANDBOX_TIMEOUT (CPU seconds a case may
    take) where it sets one, else Sandbox's default."""
    from oracles.sandbox import Sandbox

    timeout = getattr(request.module, "SANDBOX_TIMEOUT", None)
    with Sandbox(**({} if timeout is None else {"timeout": timeout})) as box:
        yield box
