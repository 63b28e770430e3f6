"""Triage: one row per signature of a findings folder, smallest example first in mind."""

from __future__ import annotations

import json
import os
from typing import Any


def _load(path: str) -> dict[str, Any] | None:
    try:
        with open(path) as fh:
            return json.load(fh)
    except (OSError, json.JSONDecodeError):
        return None


def corpus_signatures(regressions: str) -> set[str]:
    found = set()
    if os.path.isdir(regressions):
        for entry in os.listdir(regressions):
            expected = _load(os.path.join(regressions, entry, "expected.json"))
            if expected and expected.get("signature"):
                found.add(expected["signature"])
    return found


def triage_rows(findings_dir: str, regressions: str) -> list[dict[str, Any]]:
    """Rows sorted by count, most frequent first: only published finding folders (never a
    temporary or half-swapped one). `smallest` is the node count of the stored (reduced when
    the campaign reduced it) example."""
    from fuzz.campaign.store import is_finding_folder

    known = corpus_signatures(regressions)
    rows = []
    for entry in sorted(os.listdir(findings_dir)) if os.path.isdir(findings_dir) else []:
        if not is_finding_folder(entry):
            continue
        meta = _load(os.path.join(findings_dir, entry, "meta.json"))
        if not meta or "signature" not in meta:
            continue
        program = _load(os.path.join(findings_dir, entry, "program.json"))
        rows.append({
            "signature": meta["signature"], "symptom": meta.get("symptom"), "stage": meta.get("stage"),
            "pass": meta.get("pass") or "-", "k": meta.get("k"), "k_dependent": bool(meta.get("k_dependent")),
            "erase": meta.get("erase"), "count": meta.get("count", 1), "first_seen": meta.get("first_seen", "?"),
            "last_seen": meta.get("last_seen", "?"),
            "smallest": f"{len(program['nodes'])} nodes" if program else "-",
            "reduction": meta.get("reduction", "-"), "flaky": bool(meta.get("flaky")),
            "verification": meta.get("verification", "done" if "repro_sh" in meta else "-"),
            "in_corpus": "yes" if meta["signature"] in known else "no",
            "message": (meta.get("message") or "").splitlines()[0][:200] if meta.get("message") else "",
            "folder": entry,
        })
    rows.sort(key=lambda r: (-int(r["count"]), r["signature"]))
    return rows
