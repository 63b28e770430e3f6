"""The `ray` engine (engines.py): each campaign job's Sandbox lives in a Ray actor.

The actor holds a real Sandbox (oracles/sandbox.py) on its node, so crash isolation, the
CPU-second timeouts, the zygote and the culprit search are the same as on the local
engine; the driver keeps planning the programs and writing the campaign folder.

RaySandbox's contract is Sandbox's (engines.SandboxLike), plus:
- An actor lost with its process or its node is replaced by a new one and the call is
  made again, up to MAX_ATTEMPTS times in a row. The campaign records only what a call
  returned, so the programs of a repeated call are counted once.
- Past that (or when a node runs other versions of irfuzz, torch or torch-mlir than the
  driver: its findings would not be this campaign's), `check_batch` returns None for
  every case, as at the deadline: the campaign leaves the block unchecked, for a later
  session; `write_artifacts` returns [] (as a worker death there does); `check` raises
  EngineLost, an irfuzz-side error (recorded as an internal error, never a finding).
- Deadlines travel as seconds left: time.monotonic() means nothing on another machine.
- Finding artifacts are written in the actor's own scratch folder and come back as bytes:
  the nodes share no filesystem with the driver.
"""

from __future__ import annotations

import logging
import os
import shutil
import tempfile
import time
from collections.abc import Collection
from typing import Any, Callable

import ray
from ray import exceptions as ray_errors

from fuzz.versions import versions
from generators.errors import UsageError
from oracles.case import Case
from oracles.sandbox import _SCRATCH_PREFIX, OutOfTime, Sandbox
from oracles.verdict import Finding, Verdict

# Ways Ray says an actor is gone with its process or node (a method's own exception is a
# RayTaskError instead, re-raised as it is).
ACTOR_LOST = (ray_errors.RayActorError, ray_errors.NodeDiedError, ray_errors.WorkerCrashedError,
              ray_errors.ObjectLostError)
MAX_ATTEMPTS = 4
# What must match between the driver and a node (python is Ray's own requirement).
MATCHING_VERSIONS = ("irfuzz", "torch", "torch-mlir")


class EngineLost(RuntimeError):
    """No actor could finish a call (see the module doc): the cluster's fault, not the case's."""


def _seconds_left(deadline: float | None) -> float | None:
    return None if deadline is None else deadline - time.monotonic()


def _deadline_in(seconds_left: float | None) -> float | None:
    return None if seconds_left is None else time.monotonic() + seconds_left


_OUT_OF_TIME = "out-of-time"   # check()'s OutOfTime, sent back as a value


@ray.remote(num_cpus=1, max_restarts=0, max_task_retries=0)
class SandboxActor:
    """A Sandbox on this actor's node. Each method takes the proxy's current `timeout` and
    returns (result, the Sandbox's take_seconds())."""

    def __init__(self) -> None:
        self.sandbox = Sandbox()

    def describe(self) -> dict[str, Any]:
        return {"pid": os.getpid(), "node": ray.util.get_node_ip_address(), "versions": versions()}

    def check(self, case: Case, timeout: float, forked: bool, kept: bool,
              seconds_left: float | None, afresh: bool = False) -> tuple[Verdict | str, dict[str, float]]:
        self.sandbox.timeout = timeout
        try:
            verdict: Verdict | str = self.sandbox.check(case, forked, kept, _deadline_in(seconds_left), afresh)
        except OutOfTime:
            verdict = _OUT_OF_TIME
        return verdict, self.sandbox.take_seconds()

    def check_batch(self, cases: list[Case], timeout: float, seconds_left: float | None,
                    known_failures: tuple[str, ...] = ()) -> tuple[list[Verdict | None], dict[str, float]]:
        self.sandbox.timeout = timeout
        verdicts = self.sandbox.check_batch(cases, _deadline_in(seconds_left), known_failures)
        return verdicts, self.sandbox.take_seconds()

    def write_artifacts(self, case: Case, timeout: float,
                        finding: Finding | None) -> tuple[dict[str, bytes], dict[str, float]]:
        self.sandbox.timeout = timeout
        # Named like a Sandbox's scratch folder, so that a later Sandbox on this node removes
        # it if this process is killed first.
        folder = tempfile.mkdtemp(prefix=f"{_SCRATCH_PREFIX}{os.getpid()}-artifacts-")
        try:
            files = {}
            for name in self.sandbox.write_artifacts(case, folder, finding):
                with open(os.path.join(folder, name), "rb") as fh:
                    files[name] = fh.read()
            return files, self.sandbox.take_seconds()
        finally:
            shutil.rmtree(folder, ignore_errors=True)

    def close(self) -> None:
        self.sandbox.close()


class RaySandbox:
    """A Sandbox whose work runs in a SandboxActor (see the module doc for the contract)."""

    def __init__(self, timeout: float, log: Callable[[str], None]) -> None:
        self.timeout = timeout
        self._log = log
        self._actor: Any = None
        self._where = ""          # "node N, pid P" of the live actor, for the log
        self._seconds: dict[str, float] = {}

    def _add_seconds(self, seconds: dict[str, float]) -> None:
        for key, value in seconds.items():
            self._seconds[key] = self._seconds.get(key, 0.0) + value

    def _live_actor(self) -> Any:
        if self._actor is None:
            start = time.perf_counter()
            # SPREAD: a cluster's jobs go to different nodes rather than filling the first one.
            actor = SandboxActor.options(scheduling_strategy="SPREAD").remote()  # type: ignore[attr-defined]
            self._actor = actor
            about = ray.get(actor.describe.remote())
            self._where = f"node {about['node']}, pid {about['pid']}"
            ours = versions()
            wrong = {name: about["versions"].get(name) for name in MATCHING_VERSIONS
                     if about["versions"].get(name) != ours[name]}
            if wrong:
                message = (f"ray: {self._where} runs {wrong}, the driver "
                           f"{ {name: ours[name] for name in wrong} }: install the same versions there")
                self._drop_actor()
                raise EngineLost(message)
            self._add_seconds({"path:actor-start": time.perf_counter() - start})
            self._log(f"ray: sandbox actor on {self._where}")
        return self._actor

    def _drop_actor(self) -> None:
        if self._actor is not None:
            ray.kill(self._actor, no_restart=True)  # a lost one is gone already; this is harmless
            self._actor = None
            self._where = ""

    def _call(self, method: str, *args: Any) -> Any:
        """The actor's `method`, in a new actor whenever the last one was lost (MAX_ATTEMPTS)."""
        for attempt in range(1, MAX_ATTEMPTS + 1):
            try:
                actor = self._live_actor()
                result, seconds = ray.get(getattr(actor, method).remote(*args))
            except ACTOR_LOST as exc:
                again = "making the call again in a new actor" if attempt < MAX_ATTEMPTS else "giving up"
                cause = str(exc).strip().splitlines()[0][:200] if str(exc).strip() else ""
                self._log(f"ray: sandbox actor ({self._where or 'starting'}) lost during {method} "
                          f"({type(exc).__name__}: {cause}); {again}")
                self._drop_actor()
                continue
            self._add_seconds(seconds)
            return result
        raise EngineLost(f"ray: {MAX_ATTEMPTS} sandbox actors in a row were lost during {method}")

    # -- Sandbox's interface ------------------------------------------------------------

    def check(self, case: Case, forked: bool = True, kept: bool = False,
              deadline: float | None = None, afresh: bool = False) -> Verdict:
        verdict = self._call("check", case, self.timeout, forked, kept, _seconds_left(deadline), afresh)
        if verdict == _OUT_OF_TIME:
            raise OutOfTime()
        return verdict  # type: ignore[no-any-return]

    def check_batch(self, cases: list[Case], deadline: float | None = None,
                    known_failures: Collection[str] = ()) -> list[Verdict | None]:
        try:
            return list(self._call("check_batch", cases, self.timeout, _seconds_left(deadline),
                                   tuple(sorted(known_failures))))
        except EngineLost as exc:
            self._log(f"{exc}: programs left unchecked for a later session")
            return [None] * len(cases)

    def write_artifacts(self, case: Case, folder: str, finding: Finding | None = None) -> list[str]:
        try:
            files = self._call("write_artifacts", case, self.timeout, finding)
        except EngineLost:
            return []
        for name, data in files.items():
            with open(os.path.join(folder, name), "wb") as fh:
                fh.write(data)
        return list(files)

    def take_seconds(self) -> dict[str, float]:
        taken, self._seconds = self._seconds, {}
        return taken

    def close(self) -> None:
        if self._actor is not None:
            try:  # the Sandbox's own cleanup (worker, zygote, scratch folder), then the actor
                ray.get(self._actor.close.remote(), timeout=60)
            except (ray_errors.RayError, TimeoutError):
                pass  # lost or stuck: killing the actor ends its worker too (parent-death signal)
            self._drop_actor()


class RayEngine:
    """A local Ray started for this session (`address` None: `jobs` CPUs, no dashboard), or
    the cluster at `address` joined; `close()` disconnects (and stops a local one)."""

    def __init__(self, jobs: int, address: str | None, log: Callable[[str], None]) -> None:
        self._log = log
        try:
            if address is None:
                ray.init(num_cpus=jobs, include_dashboard=False, log_to_driver=False,
                         logging_level=logging.WARNING)
            else:
                ray.init(address=address, log_to_driver=False, logging_level=logging.WARNING)
        except Exception as exc:  # noqa: BLE001 -- whatever Ray raises, the user's setup is at fault
            where = "start a local Ray" if address is None else f"join the Ray cluster at {address}"
            raise UsageError(f"--engine ray: cannot {where}: {type(exc).__name__}: {exc} (a cluster with token "
                             "authentication needs RAY_AUTH_MODE=token and its token: docs/distributed.md)") from None
        cpus = int(ray.cluster_resources().get("CPU", 0))
        nodes = sum(1 for node in ray.nodes() if node.get("Alive"))
        self.description = (f"ray ({'a local Ray' if address is None else f'the cluster at {address}'}: "
                            f"{nodes} node(s), {cpus} CPU(s))")
        if jobs > cpus:
            log(f"ray: {jobs} jobs but {cpus} CPU(s) in the cluster: {jobs - cpus} job(s) wait for a free CPU")

    def sandbox(self, timeout: float) -> RaySandbox:
        return RaySandbox(timeout, self._log)

    def close(self) -> None:
        ray.shutdown()
