"""Where a campaign's checking runs: a registry of engines, each a source of sandboxes.

The campaign (driver.py) asks its engine for one sandbox per job thread and is otherwise
the same whatever the engine: it plans the programs, and it alone writes the campaign
folder (state, findings, stats), after a sandbox call has returned. So a kill of the
campaign process loses and doubles nothing on any engine (docs/campaigns.md).

  local  Sandbox (oracles/sandbox.py) on this machine: a worker process per job.
  ray    RaySandbox (ray_engine.py): each job's Sandbox lives in a Ray actor, on whichever
         node of the cluster has a free CPU (docs/distributed.md). Needs the `ray` extra.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Callable, Protocol

from generators.errors import UsageError
from oracles.case import Case
from oracles.sandbox import Sandbox
from oracles.verdict import Finding, Verdict

DEFAULT_ENGINE = "local"


class SandboxLike(Protocol):
    """What the campaign uses of a Sandbox; the contracts are Sandbox's (oracles/sandbox.py).
    `timeout` may be changed between calls (a hang's checks get a shorter one)."""

    timeout: float

    def check(self, case: Case, forked: bool = True, kept: bool = False,
              deadline: float | None = None, afresh: bool = False) -> Verdict: ...

    def check_batch(self, cases: list[Case], deadline: float | None = None,
                    known_failures: Collection[str] = ()) -> list[Verdict | None]: ...

    def write_artifacts(self, case: Case, folder: str, finding: Finding | None = None) -> list[str]: ...

    def take_seconds(self) -> dict[str, float]: ...

    def close(self) -> None: ...


class Engine(Protocol):
    """A source of sandboxes for one campaign session; `close()` ends what it started."""

    description: str   # for the campaign's first log line

    def sandbox(self, timeout: float) -> SandboxLike:
        """A new sandbox whose cases get `timeout` CPU seconds (Sandbox's `timeout`)."""
        ...

    def close(self) -> None: ...


class LocalEngine:
    """Sandboxes on this machine: the campaign's job threads each drive a worker process."""

    def __init__(self, jobs: int, address: str | None, log: Callable[[str], None]) -> None:
        if address is not None:
            raise UsageError("--address goes with --engine ray (the local engine runs on this machine)")
        self.description = f"local ({jobs} worker process(es) on this machine)"

    def sandbox(self, timeout: float) -> SandboxLike:
        return Sandbox(timeout=timeout)

    def close(self) -> None:
        pass


def _ray_engine(jobs: int, address: str | None, log: Callable[[str], None]) -> Engine:
    try:  # an optional extra: imported only when asked for
        from .ray_engine import RayEngine
    except ImportError as exc:
        raise UsageError(f"--engine ray needs the `ray` package ({exc}); install the extra: "
                         "pip install -e '.[ray]'") from None
    return RayEngine(jobs, address, log)


# name -> factory(jobs, address or None, log); each raises UsageError for what it cannot do.
ENGINES: dict[str, Callable[[int, str | None, Callable[[str], None]], Engine]] = {
    "local": LocalEngine,
    "ray": _ray_engine,
}


def open_engine(name: str, jobs: int, address: str | None = None,
                log: Callable[[str], None] = print) -> Engine:
    """The engine `name` started (or joined) for `jobs` sandboxes at a time. UsageError for an
    unknown name, a missing package, or a cluster that cannot be joined."""
    factory = ENGINES.get(name)
    if factory is None:
        raise UsageError(f"--engine: unknown engine {name!r}; expected one of {', '.join(sorted(ENGINES))}")
    return factory(jobs, address, log)

