"""Triage: one row per root cause of a findings folder, with the signatures it gathers.

`signature_rows` gives one row per published finding folder (a signature); `root_cause_rows`
groups them by root-cause key (fuzz/findings/root_cause.py), keys that `same_defect` ties
together into one row. A folder whose key is still pending stays a row of its own, keyed
`pending:<signature>`, so nothing is hidden while a campaign runs. Each root cause is matched
against the regression corpus by key or trigger (`known`: corpus/regressions/NAME); one that
matches no entry but fails like one (its signature, or its located pass and op or frame) is
flagged for a look (`look`: NAME), never merged silently. New root causes come first.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Any, Iterable

from fuzz.finding_folder import is_finding_folder, read_meta
from fuzz.findings.root_cause import RootCause, group_root_causes, same_defect, stored_root_cause


def load_json(path: str) -> dict[str, Any] | None:
    try:
        with open(path) as fh:
            return json.load(fh)
    except (OSError, json.JSONDecodeError):
        return None


def corpus_signatures(regressions: str) -> set[str]:
    return {expected["signature"] for _, expected in _corpus_expectations(regressions) if expected.get("signature")}


def _corpus_expectations(regressions: str) -> list[tuple[str, dict[str, Any]]]:
    out = []
    for entry in sorted(os.listdir(regressions)) if os.path.isdir(regressions) else []:
        expected = load_json(os.path.join(regressions, entry, "expected.json"))
        if expected:
            out.append((entry, expected))
    return out


# A locus op that names no op: none ("a crash in execute"), or any ONNX node the ONNX
# conversion left (`torch.operator`), so a locus with it ties nothing.
UNNAMED_OPS = ("-", "torch.operator")


@dataclass(frozen=True)
class CorpusCauses:
    """What the regression corpus knows of root causes: each entry's cause (expected.json
    `root_cause`, `irfuzz corpus rekey`) and the entry of each signature that only one entry
    records (`signature` or `also_signatures`). A signature several entries share is too
    generic to point at one of them (an abort in compiled code: several asserts)."""

    causes: dict[str, RootCause] = field(default_factory=dict)
    owners: dict[str, str] = field(default_factory=dict)

    @classmethod
    def load(cls, regressions: str) -> CorpusCauses:
        causes, entries_of = {}, {}
        for entry, expected in _corpus_expectations(regressions):
            cause = stored_root_cause(expected)
            if cause is not None:
                causes[entry] = cause
            for signature in [expected.get("signature"), *(expected.get("also_signatures") or [])]:
                if signature:
                    entries_of.setdefault(signature, set()).add(entry)
        return cls(causes, {sig: entries.pop() for sig, entries in entries_of.items() if len(entries) == 1})


def corpus_match(cause: RootCause | None, corpus: CorpusCauses,
                 signatures: Iterable[str] = ()) -> tuple[str, str | None]:
    """("known", entry) by key, or by a trigger that `same_defect` ties to the entry's;
    ("look", entry) when it fails as the entry does without a trigger that ties them: one
    of its `signatures` is the entry's, or the same pass reports the same op or crashes in
    the same frame. That is how one defect shows when reached through other ops (a uint8
    literal from `new_empty` rather than `full`), and also how two defects in one pattern
    show, so a person decides; ("new", None) otherwise."""
    if cause is None:
        return "pending", None
    for entry, known in corpus.causes.items():
        if known.key == cause.key:
            return "known", entry
    for entry, known in corpus.causes.items():
        if same_defect(known, cause):
            return "known", entry
    for signature in signatures:
        if signature in corpus.owners:
            return "look", corpus.owners[signature]
    located = cause.locus.op not in UNNAMED_OPS or cause.locus.frame != "-"
    for entry, known in corpus.causes.items():
        if located and known.locus == cause.locus:
            return "look", entry
    return "new", None


def signature_rows(findings_dir: str, regressions: str) -> list[dict[str, Any]]:
    """Rows sorted by count, most frequent first: only published finding folders (never a
    temporary or half-swapped one). `smallest` is the node count of the stored (reduced when
    the campaign reduced it) example."""
    known = corpus_signatures(regressions)
    rows = []
    for entry in sorted(os.listdir(findings_dir)) if os.path.isdir(findings_dir) else []:
        if not is_finding_folder(entry):
            continue
        meta = read_meta(os.path.join(findings_dir, entry))
        if not meta or "signature" not in meta:
            continue
        program = load_json(os.path.join(findings_dir, entry, "program.json"))
        cause = stored_root_cause(meta)
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
            "root_cause": cause.key if cause else f"pending:{meta['signature']}",
            "trigger": cause.sentence if cause else f"(root cause {meta.get('root_cause') or 'not computed'})",
            "folder": entry,
        })
    rows.sort(key=lambda r: (-int(r["count"]), r["signature"]))
    return rows


def root_cause_rows(findings_dir: str, regressions: str,
                    signatures: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    """One row per root cause: the keys that `same_defect` ties together (one key, most
    often), their signatures (most frequent first), the programs that hit them, whether any
    is k-dependent, first seen, erasure levels, symptoms, the trigger sentence and what the
    corpus knows of it. New root causes first, then by count. A pending folder is a row of
    its own. `signatures`: the folder's `signature_rows`, when the caller has read them."""
    corpus = CorpusCauses.load(regressions)
    by_key: dict[str, list[dict[str, Any]]] = {}
    for row in signatures if signatures is not None else signature_rows(findings_dir, regressions):
        by_key.setdefault(row["root_cause"], []).append(row)
    keyed: list[tuple[str, RootCause]] = []
    groups: list[list[str]] = []
    for key, members in by_key.items():
        cause = stored_root_cause(read_meta(os.path.join(findings_dir, members[0]["folder"])) or {})
        if cause is None:
            groups.append([key])
        else:
            keyed.append((key, cause))
    groups += [[keyed[i][0] for i in group] for group in group_root_causes([cause for _, cause in keyed])]
    causes = dict(keyed)
    rows = []
    order = {"new": 0, "look": 1, "pending": 2, "known": 3}
    for keys in groups:
        members = sorted((m for key in keys for m in by_key[key]), key=lambda r: (-int(r["count"]), r["signature"]))
        matches = [corpus_match(causes.get(key), corpus, [m["signature"] for m in by_key[key]]) for key in keys]
        status, entry = max(matches, key=lambda match: order[match[0]])
        rows.append({
            "root_cause": members[0]["root_cause"], "keys": sorted(keys), "trigger": members[0]["trigger"],
            "status": status, "corpus_entry": entry,
            "signatures": [m["signature"] for m in members], "count": sum(int(m["count"]) for m in members),
            "k_dependent": any(m["k_dependent"] for m in members),
            "first_seen": min(str(m["first_seen"]) for m in members),
            "erase": sorted({str(m["erase"]) for m in members}),
            "symptoms": sorted({str(m["symptom"]) for m in members}),
            "pass": members[0]["pass"], "folders": [m["folder"] for m in members],
        })
    rows.sort(key=lambda r: (order[r["status"]], -r["count"], r["root_cause"]))
    return rows
