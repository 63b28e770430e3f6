"""One upstream report per defect: which folder a report is built from, and what else it lists.

A defect is one place in a compiler and one fix (fuzz/findings/defects.py); the corpus may
hold it as several entries (a wrong shape and a lowering error of the slice shape function),
and a campaign finds it again and again. A maintainer files it once: `irfuzz upstream` on
any entry of a defect, or on a campaign finding triage calls `known: DEFECT`, builds the
report from the defect's primary entry (whose why.md diagnoses it) and lists every other
manifestation under "Also shows as". `irfuzz upstream --all corpus/regressions --out DIR`
writes one report per bug defect and an index.

Contract: `resolve` and `manifestation_lines` only read folders.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Any

from fuzz.finding_folder import FindingRecord
from fuzz.findings.defects import defect_entries, entry_defect
from fuzz.findings.root_cause import stored_root_cause
from fuzz.findings.triage import CorpusCauses, corpus_match


@dataclass(frozen=True)
class DefectFolders:
    """What one report covers: the folder it is built from and the defect's other manifestations."""

    defect: str | None          # the corpus defect; None for a finding the corpus does not know
    primary: str                # the folder the report is built from
    others: list[str] = field(default_factory=list)   # further folders of the same defect


def _expected(folder: str) -> dict[str, Any] | None:
    try:
        with open(os.path.join(folder, "expected.json")) as fh:
            return json.load(fh)
    except (OSError, json.JSONDecodeError):
        return None


def resolve(folder: str, regressions: str) -> DefectFolders:
    """The report `folder` belongs to: a corpus entry's defect, or the defect a campaign
    finding is known as (triage's rule: its root-cause key or a trigger tied to an entry's);
    else the folder alone."""
    folder = os.path.abspath(folder)
    expected = _expected(folder)
    if expected is not None and os.path.dirname(folder) == os.path.abspath(regressions):
        defect = entry_defect(os.path.basename(folder), expected)
    else:
        record = FindingRecord.read_or_blank(folder)
        corpus = CorpusCauses.load(regressions)
        status, entry = corpus_match(stored_root_cause(record.root_cause), corpus, [str(record.signature or "")])
        if status != "known":
            return DefectFolders(None, folder)
        defect = corpus.defect(entry)
    entries = [os.path.join(os.path.abspath(regressions), e) for e in defect_entries(regressions).get(defect, [])]
    if not entries:
        return DefectFolders(None, folder)
    return DefectFolders(defect, entries[0], [e for e in entries[1:]] + ([] if folder in entries else [folder]))


def _ops(folder: str) -> str:
    try:
        with open(os.path.join(folder, "program.json")) as fh:
            nodes = json.load(fh).get("nodes", [])
    except (OSError, json.JSONDecodeError):
        return "(model file)"
    return ", ".join(dict.fromkeys(node["op"] for node in nodes)) or "-"


def manifestation_lines(folders: DefectFolders) -> list[str]:
    """The report's "Also shows as" section: one row per other folder of the defect."""
    if not folders.others:
        return []
    lines = ["## Also shows as", "",
             "The same defect (one place, one fix), seen as:", "",
             "| folder | symptom | where | k | erasure | ops | first line |", "|---|---|---|---|---|---|---|"]
    for other in folders.others:
        record = FindingRecord.read_or_blank(other)
        expected = _expected(other) or {}
        levels = ",".join(expected.get("erase") or [str(record.erase or "none")])
        first = record.message.splitlines()[0][:100] if record.message else ""
        lines.append(f"| `{os.path.basename(other)}` | {record.symptom} | "
                     f"{record.pass_name or record.stage} | {record.k} | {levels} | {_ops(other)} | "
                     f"{first.replace('|', '/')} |")
    return lines + [""]


__all__ = ["DefectFolders", "manifestation_lines", "resolve"]
