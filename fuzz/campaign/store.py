"""The findings store: one self-describing folder per signature, written atomically.

Layout under the store root:
  <signature>/            one per unique signature (first example kept)
    program.json          the Program (or model.py for a model-file case)
    before.mlir           IR just before the failing pass
    stage_input.mlir      IR the failing stage started from
    repro.sh, repro.py    small reproducers, exit 1 while it reproduces: the torch-mlir-opt
                          command line (or `irfuzz check --expect`) judged by irfuzz's current
                          code (fuzz/findings/rerun.py); a numeric finding's repro.py runs
                          before.mlir on irfuzz's executor (oracles/numeric_rerun.py). No copy
                          of irfuzz's runtime: `irfuzz corpus bundle` writes standalone ones
    model.py              the program as a PyTorch module (`irfuzz check model.py` works)
    inputs.pt, expected.pt, actual.pt   inputs, eager outputs, compiled outputs (numeric);
                          a campaign writes them with the reduced form when it reduces
    report.md             a ready-to-paste torch-mlir issue
    error.log             the full diagnostic / native stderr
    meta.json             symptom, stage, pass, k, signature, message, per-k outcomes,
                          versions, seed, erase level, count, first/last seen; repro_sh /
                          repro_py / flaky once the reproducers ran (`verification: pending`
                          until then, when the store defers them: a campaign's); read and
                          written only through fuzz/finding_folder.py's FindingRecord
  internal/<hash>/        irfuzz's own bugs: never mixed with compiler findings
  limits/<signature>/     executor limits (what an executor cannot run): not compiler bugs

Contract: a folder appears complete or not at all (built in a temporary folder whose
name starts with ".", then renamed); only folders named like a signature are ever
counted or listed; replacing an example by its reduced form swaps the two folders in
one step, so the signature is never absent or doubled. `recover()` clears what a
kill -9 left (temporary folders and files, a half-done swap). Repeats of a signature
bump `count` in meta.json, except in a campaign (`count_repeats=False`): there the
campaign's state is the count, and `set_counts` mirrors it. Safe for the threads of
one campaign.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from fuzz.atomic import exchange_dirs
from fuzz.campaign.faults import fault_point
from fuzz.finding_folder import ASIDE_KINDS, FindingRecord, has_meta, is_finding_folder
from fuzz.findings.report import write_report
from fuzz.findings.repro import run_repro_py, run_repro_sh
from fuzz.findings.rerun import write_repro_files
from fuzz.versions import versions
from generators.program import Program
from generators.pysource import program_to_python
from oracles.frontends import DEFAULT_FRONTEND
from oracles.verdict import Finding, Verdict


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S%z")


class FindingStore:
    def __init__(self, root: str, verify_repro: bool = True, count_repeats: bool = True,
                 defer_verification: bool = False) -> None:
        self.root = root
        self.verify_repro = verify_repro
        # Publish first, with `verification: pending` in meta.json; `verify(folder)` runs the
        # reproducers later (a campaign does it off its fuzzing path, driver.py).
        self.defer_verification = defer_verification
        self.count_repeats = count_repeats
        os.makedirs(root, exist_ok=True)
        self._lock = threading.Lock()
        self._pending: dict[str, int] = {}   # signatures being written -> repeats seen meanwhile

    # -- reading ------------------------------------------------------------

    def _folders(self, parent: str) -> list[str]:
        try:
            names = os.listdir(parent)
        except FileNotFoundError:
            return []
        return sorted(n for n in names if is_finding_folder(n) and has_meta(os.path.join(parent, n)))

    def signatures(self) -> set[str]:
        return set(self._folders(self.root))

    def folders(self) -> dict[str, str]:
        """Every published folder: path relative to the root ("<sig>", "limits/<sig>",
        "internal/<key>") -> absolute path."""
        out = {name: os.path.join(self.root, name) for name in self._folders(self.root)}
        for kind in ASIDE_KINDS:
            parent = os.path.join(self.root, kind)
            out.update({f"{kind}/{name}": os.path.join(parent, name) for name in self._folders(parent)})
        return out

    # -- crash recovery -----------------------------------------------------

    def recover(self) -> list[str]:
        """Clear what an interrupted write left behind; returns what was done, one line each.
        A half-done swap (`<sig>.replaced-<pid>` without `<sig>`) is put back."""
        done: list[str] = []
        for parent in [self.root] + [os.path.join(self.root, kind) for kind in ASIDE_KINDS]:
            if not os.path.isdir(parent):
                continue
            names = set(os.listdir(parent))
            for name in sorted(names):
                path = os.path.join(parent, name)
                if ".replaced-" in name:
                    original = os.path.join(parent, name.split(".replaced-")[0])
                    if os.path.isdir(original):
                        shutil.rmtree(path, ignore_errors=True)
                        done.append(f"removed {path} (superseded by its reduced form)")
                    else:
                        os.rename(path, original)
                        done.append(f"restored {original} (a swap was interrupted)")
                elif name.startswith(".") and name != ".campaign":
                    if os.path.isdir(path):
                        shutil.rmtree(path, ignore_errors=True)
                    else:
                        os.unlink(path)
                    done.append(f"removed {path} (an interrupted write)")
        for folder in self.folders().values():
            for name in os.listdir(folder):
                if name.startswith(".tmp-"):
                    os.unlink(os.path.join(folder, name))
                    done.append(f"removed {os.path.join(folder, name)} (an interrupted write)")
        return done

    # -- writing ------------------------------------------------------------

    def record(self, finding: Finding, verdict: Verdict, program: Program | None, context: dict[str, Any],
               model_source: str | None = None,
               artifacts: Callable[[str], list[str]] | None = None) -> tuple[str, bool]:
        """Store `finding`; returns (folder, is_new). `artifacts(folder)`, when given, writes
        inputs.pt / expected.pt / actual.pt into the folder before it is published (a worker
        computes them: this process runs no torch)."""
        folder = os.path.join(self.root, finding.signature)
        with self._lock:
            if os.path.isdir(folder):
                self._bump(folder)
                return folder, False
            if finding.signature in self._pending:  # another thread is writing this one now
                self._pending[finding.signature] += 1
                return folder, False
            self._pending[finding.signature] = 0
            tmp = tempfile.mkdtemp(dir=self.root, prefix=f".{finding.signature}-")
        try:
            self._fill(tmp, finding, verdict, program, context, model_source, artifacts)
            fault_point("store-before-rename")
            with self._lock:
                repeats = self._pending.pop(finding.signature)
                if os.path.isdir(folder):  # another campaign on the same folder won the race
                    shutil.rmtree(tmp)
                    self._bump(folder, 1 + repeats)
                    return folder, False
                os.rename(tmp, folder)
                if repeats:
                    self._bump(folder, repeats)
        except BaseException:
            with self._lock:
                self._pending.pop(finding.signature, None)
            shutil.rmtree(tmp, ignore_errors=True)
            raise
        return folder, True

    def _fill(self, tmp: str, finding: Finding, verdict: Verdict, program: Program | None,
              context: dict[str, Any], model_source: str | None,
              artifacts: Callable[[str], list[str]] | None) -> None:
        if program is not None:
            with open(os.path.join(tmp, "program.json"), "w") as fh:
                fh.write(program.to_json() + "\n")
            if model_source is None:
                model_source = program_to_python(program)
        if model_source is not None:
            with open(os.path.join(tmp, "model.py"), "w") as fh:
                fh.write(model_source)
        with open(os.path.join(tmp, "error.log"), "w") as fh:
            fh.write(finding.log or finding.message)
        frontend = context.get("frontend", DEFAULT_FRONTEND)
        variant = context.get("variant", "default")   # oracles/variants.py; meta.json keeps it (context)
        # The tensors first: with inputs.pt and expected.pt there, a numeric finding's repro.py
        # is the numeric reproducer.
        written = artifacts(tmp) if artifacts is not None else []
        command = write_repro_files(finding, tmp, verdict.erase, int(context.get("seed", 0)), frontend, variant)
        bisected = None
        if "bisect.json" in written:
            with open(os.path.join(tmp, "bisect.json")) as fh:
                bisected = json.load(fh)
        now = _now()
        record = FindingRecord.from_dict({
            **finding.summary(),
            "pipeline": finding.pipeline, "reproducer_pipeline": finding.single_pass,
            "pass_confirmed": finding.pass_confirmed,
            "erase": verdict.erase, "per_k": [o.__dict__ for o in verdict.per_k],
            **({"bisect": bisected} if bisected else {}),
            "versions": versions(), "count": 1, "first_seen": now, "last_seen": now, **context,
        })
        if self.verify_repro and finding.symptom not in UNVERIFIED_SYMPTOMS:
            if self.defer_verification:
                record.verification = "pending"
            else:  # reproduce in a fresh process before publishing; one that does not is kept, as flaky
                record = replace(record, **_run_reproducers(tmp))
        record.dump(tmp)
        write_report(tmp, record, command)

    def replace_with_reduced(self, folder: str, finding: Finding, verdict: Verdict, program: Program,
                             context: dict[str, Any], artifacts: Callable[[str], list[str]] | None = None,
                             kept: str | None = None) -> None:
        """Swap a stored finding for its reduced form (same signature). The original program
        stays as original_program.json and the count carries over; the two folders are
        exchanged in one step, so the signature is never absent or doubled. `kept`: the
        reduction kept the stored example (its outcome, for meta.json's `reduction`), and
        `program` is that example, stored again with its artifacts (a campaign writes those of
        a folder whose reduction is pending with its reduced form), without original_program.json."""
        old = FindingRecord.read_or_blank(folder)
        tmp = tempfile.mkdtemp(dir=self.root, prefix=f".{finding.signature}-reduced-")
        try:
            self._fill(tmp, finding, verdict, program, context, None, artifacts)
            record = replace(FindingRecord.load(tmp), count=old.times_found, first_seen=old.first_seen,
                             last_seen=old.last_seen, reduction=kept or "done")
            if kept is None:
                shutil.copy(os.path.join(folder, "program.json"), os.path.join(tmp, "original_program.json"))
                record.original = {"seed": old.seed, "erase": old.erase, "k": old.k, "index": old.index}
            record.dump(tmp)
            fault_point("store-before-exchange")
            with self._lock:
                # A repeat counted since the reduction started is carried over too.
                record.count = (FindingRecord.read(folder) or old).count or record.count
                record.dump(tmp)
                if exchange_dirs(tmp, folder):
                    shutil.rmtree(tmp, ignore_errors=True)  # now the old example
                else:  # two renames; recover() completes them after a kill in between
                    old = f"{folder}.replaced-{os.getpid()}"
                    os.rename(folder, old)
                    os.rename(tmp, folder)
                    shutil.rmtree(old, ignore_errors=True)
        except BaseException:
            shutil.rmtree(tmp, ignore_errors=True)
            raise

    def verify(self, folder: str, env: dict[str, str] | None = None) -> dict[str, Any]:
        """Run a published folder's reproducers in fresh processes (their environment this
        process's, with `env` added) and record the outcome in its meta.json (`repro_sh`,
        `repro_py`, `flaky`, `verification: done`); returns it.
        The folder is replaced meanwhile (a reduction swapped it in): its own verification
        stands, nothing is recorded here."""
        before = FindingRecord.read_or_blank(folder)
        outcome = {**_run_reproducers(folder, env), "verification": "done"}
        with self._lock:
            record = FindingRecord.read(folder)
            if record is None or record.first_seen != before.first_seen or record.reduced != before.reduced:
                return {}
            replace(record, **outcome).dump(folder)
        return outcome

    def update(self, folder: str, **fields: Any) -> None:
        """Set FindingRecord fields of a published folder (TypeError for a name it has not)."""
        with self._lock:
            record = FindingRecord.read(folder)
            if record is not None:
                replace(record, **fields).dump(folder)

    def set_counts(self, counts: dict[str, int]) -> None:
        """Mirror a campaign's counts (folder path relative to the root -> programs that hit
        it) into each folder's meta.json; folders not named keep theirs."""
        for relative, count in counts.items():
            folder = os.path.join(self.root, relative)
            with self._lock:
                record = FindingRecord.read(folder)
                if record is not None and record.count != count:
                    replace(record, count=count, last_seen=_now()).dump(folder)

    def _bump(self, folder: str, times: int = 1) -> None:
        if not self.count_repeats:
            return
        record = FindingRecord.read(folder)
        if record is not None:
            replace(record, count=record.times_found + times, last_seen=_now()).dump(folder)

    def record_limit(self, limit: Finding, verdict: Verdict, program: Program | None,
                     context: dict[str, Any]) -> str:
        """A limit (executor, dialect, reference): counted per signature under limits/, apart
        from findings."""
        return self._record_aside("limits", limit.signature, limit.message, verdict, program, context,
                                  limit.symptom)

    def record_internal(self, verdict: Verdict, program: Program | None, context: dict[str, Any]) -> str:
        """An irfuzz bug: kept apart from compiler findings, one folder per distinct message head."""
        message = verdict.internal_error or "internal error"
        return self._record_aside("internal", internal_key(message), message, verdict, program, context)

    def _record_aside(self, kind: str, key: str, message: str, verdict: Verdict, program: Program | None,
                      context: dict[str, Any], symptom: str = "executor-limit") -> str:
        folder = os.path.join(self.root, kind, key)
        with self._lock:
            os.makedirs(os.path.dirname(folder), exist_ok=True)
            if os.path.isdir(folder):
                self._bump(folder)
                return folder
            tmp = tempfile.mkdtemp(dir=os.path.dirname(folder), prefix=f".{key}-")
            try:
                if program is not None:
                    with open(os.path.join(tmp, "program.json"), "w") as fh:
                        fh.write(program.to_json() + "\n")
                now = _now()
                FindingRecord.from_dict({
                    "symptom": "internal-error" if kind == "internal" else symptom, "message": message,
                    "erase": verdict.erase, "count": 1,
                    "first_seen": now, "last_seen": now, "versions": versions(), **context}).dump(tmp)
                os.rename(tmp, folder)
            except BaseException:
                shutil.rmtree(tmp, ignore_errors=True)
                raise
        return folder


# A non-convergence or import error has no reproducer that exits 1 by itself.
UNVERIFIED_SYMPTOMS = ("non-convergence", "import-error")


def _run_reproducers(folder: str, env: dict[str, str] | None = None) -> dict[str, Any]:
    """repro.sh and (where there is one) repro.py run in fresh processes, with `env` (if any)
    added to their environment: their outcomes and `flaky`, true when one of them does not
    reproduce."""
    outcome: dict[str, Any] = {"repro_sh": run_repro_sh(folder, env=env)}
    if os.path.exists(os.path.join(folder, "repro.py")):
        outcome["repro_py"] = run_repro_py(folder, env=env)
    outcome["flaky"] = not all(result["reproduces"] for result in outcome.values())
    return outcome


def internal_key(message: str) -> str:
    """The folder key of an internal error: one per distinct first line."""
    return hashlib.sha1(message.splitlines()[0][:200].encode()).hexdigest()[:12]
