"""`irfuzz merge OUT DIR...`: findings of many campaigns, machines and fuzz-target runs, by signature.

A source is a campaign folder (campaign.json), a findings folder without one (`irfuzz
check --out`, `IRFUZZ_FINDINGS` of a fuzz target), a folder made by an earlier merge
(merged.json: its sources are taken one by one, so merging merges never counts a
campaign twice), a GPU run's output (`gpu_run.py`'s verdicts: one folder per device root
cause, `gpu-<driver>-<class>-<hash>`, fuzz/findings/merge_gpu.py), or libFuzzer /
ClusterFuzzLite crash artifacts (`crash-<sha1>` files, found anywhere under DIR, or named
directly): each is replayed (decoded as `python -m fuzz.targets.bytes_input FILE` does,
checked by the oracle in a Sandbox, recorded with the FindingStore, repro verified) and
becomes a source of its own.

Per signature folder (findings, `limits/`, `internal/`): counts are added, first_seen is
the earliest, last_seen the latest, and the example kept is the smallest (fewest program
nodes; a tie keeps the one seen first). Each source's stats.csv, campaign.json and
machine.json are kept under OUT/sources/<name>/ (`irfuzz report OUT` draws one curve per
source).

**Idempotent.** OUT/merged.json (the ledger) records every source merged and what it
contributed to each folder; a folder's count is the sum of its contributions. A source
is known by its identity, not its path: a campaign by its seed and campaign.json
`created` stamp (copies of one campaign folder on two paths are one source), an artifact
by the sha1 of its bytes, any other folder by its real path. Merging a known source again
is skipped with a message; a campaign that went on since (more programs) replaces its
earlier contribution ("updated"), so re-merging a running campaign never double counts.

**Crash-safe.** Examples are copied under a name starting with "." and renamed in (a
smaller example replaces a stored one in one step, as the store swaps a reduced one);
then the ledger is written atomically (the commit point), then each meta.json is set
from the ledger. A kill before the ledger write leaves the source unmerged (examples
already there are harmless: the next merge takes the source again); a kill after it is
completed by the next merge, which first makes every meta.json agree with the ledger.
One merge at a time per OUT (a lock file, `merge.lock`).
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import re
import shutil
import tempfile
import time
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Iterator

from fuzz.atomic import exchange_dirs, write_json_atomic
from fuzz.campaign.state import STATE_FILE, load_state
from fuzz.campaign.stats import MACHINE_FILE, STATS_FILE, read_machine
from fuzz.campaign.store import FindingStore
from fuzz.finding_folder import ASIDE_KINDS, FindingRecord, has_meta, is_finding_folder
from fuzz.findings.merge_gpu import read_run, results_folder, write_gpu_findings
from fuzz.findings.replay_artifacts import ARTIFACT, Replay, Replayer, artifact_key, find_artifacts
from fuzz.findings.report_html import MERGED_FILE, load_json_dict, parse_time, program_nodes
from generators.errors import UsageError

FORMAT = "irfuzz-merge/1"
STATE_COPIES = (STATS_FILE, STATE_FILE, MACHINE_FILE)


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S%z")


def _iso(unix: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S%z", time.localtime(unix))


@dataclass
class Contribution:
    """What one source says about one folder (relative path: "<sig>", "limits/<sig>", "internal/<key>")."""

    count: int
    first_seen: str | None
    last_seen: str | None
    nodes: int | None
    index: int | None
    example: str  # the source's folder holding its example
    # Where that example came from, when the source is itself a merge (else: this source, first_seen, example).
    example_first_seen: str | None = None
    example_source: str | None = None
    example_origin: str | None = None

    def to_ledger(self) -> dict[str, Any]:
        return {"count": self.count, "first_seen": self.first_seen, "last_seen": self.last_seen,
                "nodes": self.nodes, "index": self.index}


@dataclass
class Source:
    key: str
    name: str
    kind: str  # campaign, folder, gpu, artifact
    path: str
    folders: dict[str, Contribution] = field(default_factory=dict)
    created: str | None = None
    host: str | None = None
    state: dict[str, Any] = field(default_factory=dict)
    copies: str | None = None  # a folder holding stats.csv / campaign.json / machine.json to keep
    extra_files: list[str] = field(default_factory=list)  # kept under sources/<name>/ too (the crash file)
    via: str | None = None  # the merged folder it was taken from

    def progress(self) -> tuple[int, int]:
        """How far the source is: (programs, total count) — a campaign that went on has more."""
        return int(self.state.get("programs") or 0), sum(c.count for c in self.folders.values())

    def to_ledger(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "path": self.path, "created": self.created, "host": self.host,
                "state": self.state, "merged_at": _now(),
                "folders": {rel: c.to_ledger() for rel, c in sorted(self.folders.items())}}


@dataclass
class MergeResult:
    merged: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    not_reproduced: list[str] = field(default_factory=list)


# -- reading sources ------------------------------------------------------------------

def _published(folder: str) -> Iterator[tuple[str, str]]:
    """(relative path, absolute path) of every published finding, limit and internal folder."""
    for parent, prefix in [(folder, "")] + [(os.path.join(folder, k), f"{k}/") for k in ASIDE_KINDS]:
        for name in sorted(os.listdir(parent)) if os.path.isdir(parent) else []:
            path = os.path.join(parent, name)
            if is_finding_folder(name) and has_meta(path):
                yield prefix + name, path


def _contributions(folder: str, seed: Any = None) -> dict[str, Contribution]:
    out = {}
    for rel, path in _published(folder):
        record = FindingRecord.read(path)
        if record is None:
            continue
        # The program index says when a campaign found it: only meaningful for this campaign's own programs.
        index = record.index if seed is not None and record.campaign_seed == seed else None
        out[rel] = Contribution(record.times_found, record.first_seen, record.last_seen, program_nodes(path),
                                index if isinstance(index, int) else None, path)
    return out


def _state_summary(state: dict[str, Any]) -> dict[str, Any]:
    keep = ("programs", "findings", "internal_errors", "limits", "elapsed_s", "sessions", "seconds", "created",
            "updated", "versions")
    return {**{k: state.get(k) for k in keep}, "seed": (state.get("settings") or {}).get("seed")}


def _name(path: str, key: str) -> str:
    base = re.sub(r"[^A-Za-z0-9_.-]", "_", os.path.basename(os.path.abspath(path)) or "source").lstrip(".")
    return f"{base[:40] or 'source'}-{hashlib.sha1(key.encode()).hexdigest()[:8]}"


def folder_sources(path: str) -> list[Source]:
    """The sources a folder stands for (without its crash artifacts): a campaign, a merged
    folder's sources, or a plain findings folder; [] when it holds none."""
    merged = load_json_dict(os.path.join(path, MERGED_FILE))
    if merged and merged.get("format") == FORMAT:
        top = _contributions(path)
        origin = {rel: (FindingRecord.read_or_blank(c.example).merged or {}).get("example") or {}
                  for rel, c in top.items()}
        sources = []
        for key, entry in (merged.get("sources") or {}).items():
            folders = {}
            for rel, c in (entry.get("folders") or {}).items():
                if rel in top:  # the merged folder's one example stands for all its sources
                    folders[rel] = Contribution(int(c.get("count", 0)), c.get("first_seen"), c.get("last_seen"),
                                                top[rel].nodes, c.get("index"), top[rel].example,
                                                origin[rel].get("first_seen") or top[rel].first_seen,
                                                origin[rel].get("source"), origin[rel].get("path"))
            copies = os.path.join(path, "sources", str(entry.get("name")))
            sources.append(Source(key, str(entry.get("name")), str(entry.get("kind")), str(entry.get("path")),
                                  folders, entry.get("created"), entry.get("host"), dict(entry.get("state") or {}),
                                  copies if os.path.isdir(copies) else None, via=os.path.abspath(path)))
        return sources
    state = load_state(path)
    if state is not None and state.get("created"):
        seed = (state.get("settings") or {}).get("seed")
        key = f"campaign:{seed}:{state['created']}"
        machine = read_machine(path) or {}
        return [Source(key, _name(path, key), "campaign", os.path.abspath(path), _contributions(path, seed),
                       state["created"], machine.get("host"), _state_summary(state), path)]
    folders = _contributions(path)
    if not folders:
        return []
    key = f"folder:{os.path.realpath(path)}"
    return [Source(key, _name(path, key), "folder", os.path.abspath(path), folders)]


def _replayed_source(path: str, key: str, replay: Replay) -> Source | None:
    """The source a replayed artifact stands for; None when it recorded nothing."""
    folders = _contributions(replay.root)
    when = _iso(os.path.getmtime(path))  # when libFuzzer wrote it
    for c in folders.values():
        c.first_seen = c.last_seen = when
    if not folders:
        return None
    return Source(key, f"artifact-{replay.sha1[:12]}", "artifact", os.path.abspath(path), folders,
                  state=replay.info, extra_files=[path])


def gpu_source(results: str, staging: str) -> Source | None:
    """The source a GPU run's output folder stands for (fuzz/findings/merge_gpu.py: one folder
    per device root cause); None when it holds no verdict."""
    run = read_run(results)
    if not run.verdicts:
        return None
    folder = tempfile.mkdtemp(dir=staging, prefix="gpu-")
    write_gpu_findings(run, folder)
    kept = [f for f in (os.path.join(results, n) for n in ("summary.json", "summary.txt")) if os.path.isfile(f)]
    return Source(run.key, _name(results, run.key), "gpu", os.path.abspath(results), _contributions(folder),
                  host=run.summary.get("device_name"), state=run.state(), extra_files=kept)


# -- writing OUT ---------------------------------------------------------------------

def _totals(ledger: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Per folder: the sum of counts, the earliest first_seen, the latest last_seen, per source."""
    out: dict[str, dict[str, Any]] = {}
    for source in ledger.get("sources", {}).values():
        for rel, c in (source.get("folders") or {}).items():
            t = out.setdefault(rel, {"count": 0, "first_seen": None, "last_seen": None, "sources": {}})
            t["count"] += int(c.get("count", 0))
            t["sources"][source.get("name")] = int(c.get("count", 0))
            for key, sign in (("first_seen", 1), ("last_seen", -1)):  # the earliest, the latest
                value, held = parse_time(c.get(key)), parse_time(t[key])
                if value is not None and (held is None or sign * value < sign * held):
                    t[key] = c.get(key)
    return out


def _reconcile(out: str, ledger: dict[str, Any], only: set[str] | None = None) -> None:
    """Make each folder's meta.json count / first_seen / last_seen agree with the ledger."""
    for rel, t in _totals(ledger).items():
        if only is not None and rel not in only:
            continue
        path = os.path.join(out, rel)
        record = FindingRecord.read(path)
        if record is None:
            continue
        merged = dict(record.merged or {})
        merged["sources"] = dict(sorted(t["sources"].items()))
        wanted = replace(record, count=t["count"], first_seen=t["first_seen"] or record.first_seen,
                         last_seen=t["last_seen"] or record.last_seen, merged=merged)
        if wanted != record:
            wanted.dump(path)


def _example_rank(nodes: int | None, first_seen: str | None) -> tuple[float, float]:
    first = parse_time(first_seen)
    return (float("inf") if nodes is None else nodes, float("inf") if first is None else first)


def _copy_in(src: str, parent: str, prefix: str) -> str:
    """A copy of folder `src` under `parent` with a "." name (never taken for a finding)."""
    tmp = tempfile.mkdtemp(dir=parent, prefix=f".{prefix}-merge-")
    os.rmdir(tmp)
    shutil.copytree(src, tmp, ignore=lambda _d, names: [n for n in names if n.startswith(".")])
    return tmp


def _install(tmp: str, target: str) -> None:
    """Publish `tmp` as `target` in one step: a rename, or an exchange with the old one."""
    if not os.path.isdir(target):
        os.rename(tmp, target)
        return
    if exchange_dirs(tmp, target):
        shutil.rmtree(tmp, ignore_errors=True)  # now the old one
        return
    old = f"{target}.replaced-{os.getpid()}"  # FindingStore.recover completes a half-done swap
    os.rename(target, old)
    os.rename(tmp, target)
    shutil.rmtree(old, ignore_errors=True)


def _publish_examples(out: str, source: Source, log: Callable[[str], None]) -> set[str]:
    """Copy in each of the source's examples that is new to OUT or smaller than OUT's."""
    touched = set()
    for rel, c in sorted(source.folders.items()):
        target = os.path.join(out, rel)
        record = FindingRecord.read(target)
        if record is not None:
            example = (record.merged or {}).get("example") or {}
            current = _example_rank(program_nodes(target), example.get("first_seen", record.first_seen))
            if _example_rank(c.nodes, c.example_first_seen or c.first_seen) >= current:
                touched.add(rel)
                continue
        parent = os.path.dirname(target)
        os.makedirs(parent, exist_ok=True)
        try:
            tmp = _copy_in(c.example, parent, os.path.basename(rel))
        except (OSError, shutil.Error) as exc:  # a running campaign swapped or removed it meanwhile
            log(f"  {rel}: could not copy the example from {c.example} ({exc}); its count is merged")
            touched.add(rel)
            continue
        replace(FindingRecord.read_or_blank(tmp), merged={"example": {
            "source": c.example_source or source.name, "nodes": c.nodes,
            "path": c.example_origin or (source.path if source.kind == "artifact" else c.example),
            "first_seen": c.example_first_seen or c.first_seen}}).dump(tmp)
        replaced = record is not None
        _install(tmp, target)
        touched.add(rel)
        if replaced:
            log(f"  {rel}: smaller example from {c.example_source or source.name} ({c.nodes} nodes)")
    return touched


def _keep_copies(out: str, source: Source) -> None:
    """sources/<name>/: the source's stats.csv, campaign.json, machine.json (a crash file for an artifact)."""
    names = sorted(os.listdir(source.copies)) if source.copies and os.path.isdir(source.copies) else []
    files = [os.path.join(source.copies or "", n) for n in names if n in STATE_COPIES or ARTIFACT.match(n)]
    files = [f for f in files + source.extra_files if os.path.isfile(f)]
    if not files:
        return
    parent = os.path.join(out, "sources")
    os.makedirs(parent, exist_ok=True)
    tmp = tempfile.mkdtemp(dir=parent, prefix=f".{source.name}-")
    for f in files:
        shutil.copy2(f, os.path.join(tmp, os.path.basename(f)))
    _install(tmp, os.path.join(parent, source.name))


def _decide(source: Source, ledger: dict[str, Any]) -> tuple[str, str]:
    """("new" | "update" | "skip", why)."""
    known = ledger["sources"].get(source.key)
    if known is None:
        return "new", ""
    before = (int((known.get("state") or {}).get("programs") or 0),
              sum(int(c.get("count", 0)) for c in (known.get("folders") or {}).values()))
    now = source.progress()
    what = f"{source.kind} {source.key.split(':', 1)[1]}"
    if now == before:
        return "skip", (f"{source.path}: already merged into this folder on {known.get('merged_at')} as "
                        f"{known.get('name')} ({what}, {now[0]} programs): skipped, nothing counted twice")
    if now[0] < before[0] or (now[0] == before[0] and now[1] < before[1]):
        return "skip", (f"{source.path}: an older copy of {known.get('name')} ({what}): it had {before[0]} programs "
                        f"when merged on {known.get('merged_at')}, this copy {now[0]}: skipped")
    return "update", (f"{source.path}: {known.get('name')} went on since it was merged ({before[0]} -> {now[0]} "
                      "programs): its counts replace the earlier ones")


def _write_ledger(out: str, ledger: dict[str, Any]) -> None:
    totals = _totals(ledger)
    states = [s.get("state") or {} for s in ledger["sources"].values()]
    ledger["updated"] = _now()
    ledger["totals"] = {
        "sources": len(ledger["sources"]),
        "programs": sum(int(s.get("programs") or 0) for s in states),
        "elapsed_s": round(sum(float(s.get("elapsed_s") or 0) for s in states), 1),
        "signatures": len([r for r in totals if "/" not in r]),
        "findings": sum(t["count"] for r, t in totals.items() if "/" not in r),
        "limits": sum(t["count"] for r, t in totals.items() if r.startswith("limits/")),
        "internal_errors": sum(t["count"] for r, t in totals.items() if r.startswith("internal/"))}
    write_json_atomic(os.path.join(out, MERGED_FILE), ledger)


def _commit(out: str, ledger: dict[str, Any], source: Source, result: MergeResult, decision: str, why: str,
            log: Callable[[str], None]) -> None:
    touched = _publish_examples(out, source, log)
    _keep_copies(out, source)
    ledger["sources"][source.key] = source.to_ledger()
    _write_ledger(out, ledger)  # the commit point
    _reconcile(out, ledger, touched)
    signatures = len([r for r in source.folders if "/" not in r])
    if decision == "update":
        result.updated.append(source.name)
        log(f"updated {source.name}: {why.split(': ', 1)[1]}")
    else:
        result.merged.append(source.name)
        via = f", via {source.via}" if source.via else ""
        log(f"merged {source.name} ({source.kind}, {source.path}{via}): {signatures} signature(s), "
            f"{sum(c.count for c in source.folders.values())} hit(s)")


def merge(out: str, paths: list[str], numerics: bool | None = None, timeout: float = 120.0,
          log: Callable[[str], None] = print) -> MergeResult:
    """Merge every source under `paths` into `out` (see the module docstring)."""
    if os.path.exists(os.path.join(out, STATE_FILE)):
        raise UsageError(f"{out} holds a campaign (campaign.json): merge into a new folder, e.g. merged/")
    real_out = os.path.realpath(out)
    for path in paths:
        if not os.path.exists(path):
            raise UsageError(f"{path}: no such file or folder")
        real = os.path.realpath(path)
        if real == real_out or real_out.startswith(real + os.sep) or real.startswith(real_out + os.sep):
            raise UsageError(f"{path}: cannot merge a folder into itself, into one inside it, or from inside OUT")
    os.makedirs(out, exist_ok=True)
    lock = open(os.path.join(out, "merge.lock"), "w")
    try:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise UsageError(f"{out}: another irfuzz merge is running on it") from None
        return _merge_locked(out, paths, numerics, timeout, log)
    finally:
        lock.close()


def _merge_locked(out: str, paths: list[str], numerics: bool | None, timeout: float,
                  log: Callable[[str], None]) -> MergeResult:
    for line in FindingStore(out, verify_repro=False).recover():
        log(f"recovered: {line}")
    sources_dir = os.path.join(out, "sources")
    for name in os.listdir(sources_dir) if os.path.isdir(sources_dir) else []:
        if name.startswith(".") or ".replaced-" in name:
            shutil.rmtree(os.path.join(sources_dir, name), ignore_errors=True)
    ledger = load_json_dict(os.path.join(out, MERGED_FILE)) or {"format": FORMAT, "created": _now(), "sources": {}}
    if ledger.get("format") != FORMAT:
        raise UsageError(f"{os.path.join(out, MERGED_FILE)}: not an irfuzz merge ledger ({ledger.get('format')!r})")
    _reconcile(out, ledger)  # completes a merge killed after its ledger write
    result = MergeResult()
    staging = tempfile.mkdtemp(dir=out, prefix=".replay-")
    replayer = Replayer(staging, numerics, timeout)
    try:
        for path in paths:
            found = folder_sources(path) if os.path.isdir(path) else []
            results = results_folder(path) if os.path.isdir(path) and not found else None
            if results is not None:  # a GPU run's verdicts (gpu_run.py)
                found = [s for s in [gpu_source(results, staging)] if s is not None]
            for source in found:
                decision, why = _decide(source, ledger)
                if decision == "skip":
                    result.skipped.append(why)
                    log(why)
                    continue
                _commit(out, ledger, source, result, decision, why, log)
            artifacts = find_artifacts(path)
            if not found and not artifacts:
                log(f"{path}: no campaign, findings, GPU verdicts or crash artifacts in it: nothing merged")
            for artifact in artifacts:
                key = artifact_key(artifact)
                if key in ledger["sources"]:
                    why = (f"{artifact}: already merged as {ledger['sources'][key].get('name')} on "
                           f"{ledger['sources'][key].get('merged_at')}: skipped")
                    result.skipped.append(why)
                    log(why)
                    continue
                try:
                    replay = replayer.replay(artifact, key)
                except Exception as exc:  # irfuzz could not check it (the worker did not start...)
                    replayer.close()
                    result.not_reproduced.append(artifact)
                    log(f"{artifact}: could not replay it ({type(exc).__name__}: {exc}); not recorded")
                    continue
                replayed = _replayed_source(artifact, key, replay)
                if replayed is None:
                    result.not_reproduced.append(artifact)
                    log(f"{artifact}: replayed: {replay.status}: no finding (fixed, or flaky); not recorded, the "
                        "next merge replays it again")
                    continue
                log(f"{artifact}: replayed: {replay.status} ({', '.join(sorted(replayed.folders))})")
                _commit(out, ledger, replayed, result, "new", "", log)
    finally:
        replayer.close()
        shutil.rmtree(staging, ignore_errors=True)
    if "totals" not in ledger:
        _write_ledger(out, ledger)
    return result
