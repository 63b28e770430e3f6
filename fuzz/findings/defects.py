"""What the regression corpus knows of defects: which of its entries are one defect.

A defect is one place in a compiler and one fix. One defect often shows as several entries:
the slice with start INT64_MAX as a wrong shape, a wrong value and a lowering error; `roll`
without a modulo on float, integer and bool tensors. An entry names its defect in
expected.json (`defect`); entries of one defect share the name, which is the name of the
entry whose why.md diagnoses it (the defect's primary entry). An entry without `defect` is a
defect of its own. Triage says `known: DEFECT`, and a report is written once per defect,
listing every entry of it (fuzz/findings/upstream.py).

Contract: pure reads of the corpus folder; an entry with a broken expected.json is left out
(replay reports it).
"""

from __future__ import annotations

import json
import os
from typing import Any

# The corpus of this checkout, where every command looks by default.
DEFAULT_REGRESSIONS = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                                   "corpus", "regressions")


def entry_defect(name: str, expected: dict[str, Any]) -> str:
    """The defect an entry belongs to: expected.json `defect`, else the entry itself."""
    defect = expected.get("defect")
    return defect if isinstance(defect, str) and defect else name


def _expectations(regressions: str) -> list[tuple[str, dict[str, Any]]]:
    out = []
    for entry in sorted(os.listdir(regressions)) if os.path.isdir(regressions) else []:
        try:
            with open(os.path.join(regressions, entry, "expected.json")) as fh:
                out.append((entry, json.load(fh)))
        except (OSError, json.JSONDecodeError):
            continue
    return out


def corpus_defects(regressions: str) -> dict[str, str]:
    """Entry name -> its defect, for every entry of the corpus."""
    return {entry: entry_defect(entry, expected) for entry, expected in _expectations(regressions)}


def defect_entries(regressions: str) -> dict[str, list[str]]:
    """Defect -> its entries, the primary one (named like the defect) first."""
    out: dict[str, list[str]] = {}
    for entry, defect in corpus_defects(regressions).items():
        out.setdefault(defect, []).append(entry)
    return {defect: sorted(entries, key=lambda e: (e != defect, e)) for defect, entries in sorted(out.items())}


__all__ = ["DEFAULT_REGRESSIONS", "corpus_defects", "defect_entries", "entry_defect"]
