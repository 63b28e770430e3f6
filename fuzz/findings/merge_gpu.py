"""A GPU run's verdicts as finding folders, for `irfuzz merge OUT GPU_RESULTS` (fuzz/findings/merge.py).

`gpu_run.py` (docs/gpu.md) writes, under its `--out` folder (default BUNDLE/results),
`<program>.verdict.json` per program, `summary.json` / `summary.txt`, and for the findings
IREE owns `repro/<program>/` (the IR, the inputs, the `iree-compile` / `iree-run-module`
lines). Every finding and limit of a verdict carries its root cause from gpu_triage.py
(`cause`: class, owner, signature, why). Here each (driver, cause class, cause signature)
becomes one folder, named `gpu-<driver>-<class>-<12 hex digits>` (limits under `limits/`),
counted once per program that shows it, with:

  meta.json          signature, symptom, stage "device", k, message, count, first/last seen
                     (the verdict files' times), `device` (driver, device name, torch device,
                     class, owner, why, the gpu_triage signature, the programs), and a
                     `root_cause` keyed by the same triple, so that triage and the report
                     group it without computing a CPU key (the CPU oracle cannot show it)
  program.json       the bundle's program (BUNDLE/<program>/program.json) of the smallest
                     program that shows it, when the bundle is there
  gpu_verdict.json   that program's verdict
  device_repro/      its repro/<program>/ folder, when gpu_run wrote one
  error.log          the finding's message

The results folder is found from the path given (it, or its `results/` subfolder); the
bundle from summary.json's `bundle` path, else the results folder's parent.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import time
from dataclasses import dataclass, field
from typing import Any

from fuzz.finding_folder import FindingRecord
from generators.json_text import format_json

GPU_RUN_FORMAT = "irfuzz-gpu-run/1"
VERDICT_SUFFIX = ".verdict.json"


@dataclass
class GpuRun:
    """One GPU run's output folder, as a merge source reads it."""

    results: str
    summary: dict[str, Any]
    verdicts: dict[str, dict[str, Any]] = field(default_factory=dict)   # program -> verdict

    @property
    def driver(self) -> str:
        return str(self.summary.get("driver") or next((v.get("driver") for v in self.verdicts.values()), "device"))

    @property
    def key(self) -> str:
        """A run is known by its bundle, driver and device: copies on two paths are one source,
        and a run resumed since (more verdicts) replaces its earlier contribution."""
        bundle = self.summary.get("bundle") or os.path.realpath(self.results)
        return f"gpu:{bundle}:{self.driver}:{self.summary.get('device_name', '?')}"

    def state(self) -> dict[str, Any]:
        return {"programs": len(self.verdicts), "findings": sum(len(v.get("findings") or [])
                                                                for v in self.verdicts.values()),
                "limits": sum(len(v.get("limits") or []) for v in self.verdicts.values()),
                "elapsed_s": self.summary.get("seconds"), "driver": self.driver,
                "device_name": self.summary.get("device_name"), "torch_device": self.summary.get("torch_device"),
                "versions": self.summary.get("versions"), "bundle_versions": self.summary.get("bundle_versions")}


def _load(path: str) -> dict[str, Any] | None:
    try:
        with open(path) as fh:
            data = json.load(fh)
    except (OSError, json.JSONDecodeError):
        return None
    return data if isinstance(data, dict) else None


def results_folder(path: str) -> str | None:
    """`path` or its results/ subfolder when it holds a GPU run's output, else None."""
    for folder in (path, os.path.join(path, "results")):
        summary = _load(os.path.join(folder, "summary.json"))
        if summary is not None and summary.get("format") == GPU_RUN_FORMAT:
            return folder
        if os.path.isdir(folder) and any(n.endswith(VERDICT_SUFFIX) for n in os.listdir(folder)):
            return folder
    return None


def read_run(results: str) -> GpuRun:
    run = GpuRun(results, _load(os.path.join(results, "summary.json")) or {})
    for name in sorted(os.listdir(results)):
        verdict = _load(os.path.join(results, name)) if name.endswith(VERDICT_SUFFIX) else None
        if verdict is not None and isinstance(verdict.get("findings"), list):
            run.verdicts[name[: -len(VERDICT_SUFFIX)]] = verdict
    return run


def device_signature(driver: str, cause: dict[str, Any]) -> str:
    """The folder name: the driver and gpu_triage's class in words, its signature hashed."""
    text = f"{driver}|{cause['class']}|{cause.get('signature', '')}"
    words = re.sub(r"[^a-z]+", "-", f"gpu-{driver}-{cause['class']}".lower()).strip("-")
    return f"{words}-{hashlib.sha1(text.encode()).hexdigest()[:12]}"


def _cause(item: dict[str, Any]) -> dict[str, Any]:
    # gpu_run gives every finding and limit one; an older verdict without: gpu_triage.summarize's fallback
    cause = item.get("cause")
    if isinstance(cause, dict) and "class" in cause:
        return cause
    limit = item.get("category") == "executor_limit"
    return {"class": "executor-limit" if limit else "failure-shared", "signature": item.get("key", ""),
            "owner": "none" if limit else "IREE or torch-mlir", "why": "no cause recorded in the verdict"}


def _program(bundle: str | None, program: str) -> dict[str, Any] | None:
    return _load(os.path.join(bundle, program, "program.json")) if bundle else None


def _bundle_dir(run: GpuRun) -> str | None:
    for candidate in (run.summary.get("bundle"), os.path.dirname(os.path.abspath(run.results))):
        if candidate and os.path.isfile(os.path.join(candidate, "bundle.json")):
            return candidate
    return None


def _stamp(path: str) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S%z", time.localtime(os.path.getmtime(path)))


def write_gpu_findings(run: GpuRun, staging: str) -> list[str]:
    """One folder per (driver, cause class, cause signature) under `staging` (see the module
    doc); returns their paths relative to `staging`."""
    bundle = _bundle_dir(run)
    groups: dict[str, list[tuple[str, dict[str, Any], bool]]] = {}
    for program, verdict in run.verdicts.items():
        for items, limit in ((verdict.get("findings") or [], False), (verdict.get("limits") or [], True)):
            for item in items:
                rel = ("limits/" if limit else "") + device_signature(run.driver, _cause(item))
                groups.setdefault(rel, []).append((program, item, limit))
    for rel, hits in groups.items():
        programs = {p: _program(bundle, p) for p, _, _ in hits}
        # the example: the smallest program (fewest nodes), then the first by name
        program, item, limit = min(hits, key=lambda h: (len((programs[h[0]] or {}).get("nodes", [0] * 10 ** 6)), h[0]))
        cause = _cause(item)
        stamps = [_stamp(os.path.join(run.results, f"{p}{VERDICT_SUFFIX}")) for p, _, _ in hits]
        folder = os.path.join(staging, rel)
        os.makedirs(folder)
        signature = os.path.basename(rel)
        device = {"driver": run.driver, "device_name": run.summary.get("device_name"),
                  "torch_device": run.summary.get("torch_device"), "class": cause["class"],
                  "owner": cause.get("owner"), "why": cause.get("why"), "cause_signature": cause.get("signature"),
                  "programs": sorted(programs), "example": program,
                  **({"also_on_cpu": item["also_on_cpu"]} if "also_on_cpu" in item else {})}
        ops = [n["op"] for n in (programs[program] or {}).get("nodes", [])]
        where = f"device:{run.driver}"
        record = FindingRecord.from_dict({
                "signature": signature, "symptom": "executor-limit" if limit else item.get("symptom"),
                "stage": "device", "pass": None, "k": item.get("k"), "k_dependent": False,
                "message": f"[{cause['class']}, owner {cause.get('owner')}] {item.get('message', '')}",
                "erase": run.verdicts[program].get("erase"), "count": len(hits), "first_seen": min(stamps),
                "last_seen": max(stamps), "device": device, "versions": run.summary.get("versions") or {},
                "root_cause": {"key": signature, "locus": {"family": cause["class"], "where": where, "op": "-"},
                               "trigger": {"ops": sorted(set(ops)), "complete": False, "cut": "device"},
                               "sentence": f"{cause['class']} on {run.driver} ({cause.get('owner')}): "
                                           f"{cause.get('signature', '')}"}})
        record.dump(folder)
        with open(os.path.join(folder, "gpu_verdict.json"), "w") as fh:
            fh.write(format_json(run.verdicts[program], sort_keys=False) + "\n")
        with open(os.path.join(folder, "error.log"), "w") as fh:
            fh.write(item.get("message", ""))
        if programs[program] is not None:
            with open(os.path.join(folder, "program.json"), "w") as fh:
                fh.write(format_json(programs[program], sort_keys=False) + "\n")  # a program keeps its key order
        repro = os.path.join(run.results, "repro", program)
        if os.path.isdir(repro):
            shutil.copytree(repro, os.path.join(folder, "device_repro"))
    return sorted(groups)
