"""libFuzzer / ClusterFuzzLite crash artifacts back into finding folders (for `irfuzz merge`).

A `crash-<sha1>` file written by fuzz/fuzz_*.py is fuzzer bytes: decoded as `python -m
fuzz.targets.bytes_input FILE` does (a Program, its erasure level and input seed), checked
by the target's oracle in a Sandbox worker (numbers on, except for an artifact under a
`fuzz_pipeline` folder, unless told), and recorded with the FindingStore (tensors, model.py,
repro.sh / repro.py verified in fresh processes) in a staging folder of its own, from which
the merge takes it like any findings folder.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass, field
from typing import Any

from fuzz.campaign.store import FindingStore
from fuzz.finding_folder import is_finding_folder

# libFuzzer's artifact names; ClusterFuzzLite's run_fuzzers moves each into its artifacts folder as
# <target>-<sanitizer>-crash-<sha1> (e.g. fuzz_numerics-address-crash-<sha1>): both are artifacts.
ARTIFACT = re.compile(r"^(?:\w+-\w+-)?(crash|timeout|oom|leak)-[0-9a-f]{40}$")
_SKIP_DIRS = {"report", "sources", "limits", "internal"}  # top-level folders of a campaign / merge


def find_artifacts(path: str) -> list[str]:
    """Crash artifacts at or under `path` (never inside finding folders, a report, or a merged
    folder's kept sources, which its ledger already covers)."""
    if os.path.isfile(path):
        return [path]
    found = []
    for parent, dirs, files in os.walk(path):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and not is_finding_folder(d)
                         and not (parent == path and d in _SKIP_DIRS))
        found += [os.path.join(parent, f) for f in sorted(files) if ARTIFACT.match(f)]
    return found


def artifact_key(path: str) -> str:
    """An artifact's identity in a merge ledger: the sha1 of its bytes (libFuzzer names it so)."""
    with open(path, "rb") as fh:
        return f"artifact:{hashlib.sha1(fh.read()).hexdigest()}"


@dataclass
class Replay:
    sha1: str
    root: str                 # a findings folder holding what the replay recorded
    status: str               # the verdict's status: finding, ok, internal-error...
    info: dict[str, Any] = field(default_factory=dict)  # numerics, form, erase, input seed


class Replayer:
    """Replays artifacts into finding folders under `staging`, one Sandbox for all of them."""

    def __init__(self, staging: str, numerics: bool | None, timeout: float) -> None:
        self.staging, self.numerics, self.timeout = staging, numerics, timeout
        self._sandbox: Any = None

    def replay(self, path: str, key: str) -> Replay:
        from fuzz.targets.bytes_input import decode
        from fuzz.targets.harness import case_for
        from oracles.sandbox import Sandbox

        with open(path, "rb") as fh:
            data = fh.read()
        numerics = self.numerics if self.numerics is not None else "fuzz_pipeline" not in os.path.abspath(path)
        fuzz_input = decode(data)
        case = case_for(fuzz_input, numerics)
        if self._sandbox is None:
            self._sandbox = Sandbox(timeout=self.timeout)
        sandbox = self._sandbox
        verdict = sandbox.check(case)
        sha1 = key.split(":", 1)[1]
        root = os.path.join(self.staging, sha1)
        store = FindingStore(root)
        context = {"seed": fuzz_input.input_seed, "source": f"libFuzzer artifact {os.path.abspath(path)}",
                   "artifact_sha1": sha1, "numerics": numerics, "erase": fuzz_input.erase}
        for f in verdict.findings:
            def artifacts(tmp: str, f: Any = f) -> list[str]:
                return list(sandbox.write_artifacts(case, tmp, f))

            store.record(f, verdict, fuzz_input.program, context, artifacts=artifacts)
        for limit in verdict.limits:
            store.record_limit(limit, verdict, fuzz_input.program, context)
        if verdict.status == "internal-error":
            store.record_internal(verdict, fuzz_input.program, context)
        return Replay(sha1, root, verdict.status, {"numerics": numerics, "form": fuzz_input.form,
                                                   "erase": fuzz_input.erase, "input_seed": fuzz_input.input_seed})

    def close(self) -> None:
        if self._sandbox is not None:
            self._sandbox.close()
            self._sandbox = None
