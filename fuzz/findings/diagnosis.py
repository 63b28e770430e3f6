"""A corpus entry's diagnosis, read from its hand-written why.md for the upstream report.

why.md is written by hand when an entry is added (corpus/README.md): a title that states the
defect, a status line, then sections. An entry may also name where the defect is, on a line
of its own, `**At fault:** ...`: the report's title then puts that place first, instead of
the failing pass or the pass that made its input (fuzz/findings/introduced.py), where checking
by hand found the fault elsewhere (a lowering that fails on IR any pass could have made). The
report quotes what a maintainer acts on, by the section headings every entry uses:

  "Why it is a bug"    (or "Why it is recorded")  why the behaviour is wrong, checked by hand
  "Checked upstream"   the function and lines at a pinned torch-mlir commit, often the fix
  "Upstream"           the tracker search: related issues and pull requests, or none found

Contract: pure text processing; a missing file or section gives empty text, never an error.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass

SECTIONS = {"why": ("Why it is a bug", "Why it is recorded"), "code": ("Checked upstream",),
            "tracker": ("Upstream",)}
_HEADING = re.compile(r"^## (.+?)\s*$", re.M)
_AT_FAULT = re.compile(r"^\*\*At fault:\*\*\s*(.+?)\s*$", re.M)


@dataclass(frozen=True)
class Diagnosis:
    title: str      # why.md's first line, without "# "
    why: str        # why it is a bug
    code: str       # the function at fault, at a pinned commit
    tracker: str    # related upstream issues, or the search that found none
    at_fault: str = ""  # where the defect is, when checked by hand to be elsewhere than irfuzz finds

    @property
    def empty(self) -> bool:
        return not (self.why or self.code or self.tracker)


def _sections(text: str) -> dict[str, str]:
    """Heading (its words before any parenthesis) -> the section's text."""
    found = list(_HEADING.finditer(text))
    out: dict[str, str] = {}
    for here, after in zip(found, found[1:] + [None]):
        name = here.group(1).split("(")[0].strip()
        body = text[here.end():after.start() if after else len(text)].strip()
        out.setdefault(name, body)
    return out


def read_diagnosis(folder: str) -> Diagnosis:
    """The diagnosis of the entry in `folder` (empty for a folder without why.md: a campaign's)."""
    try:
        with open(os.path.join(folder, "why.md")) as fh:
            text = fh.read()
    except OSError:
        return Diagnosis("", "", "", "")
    first = text.splitlines()[0] if text.strip() else ""
    sections = _sections(text)

    def pick(kind: str) -> str:
        return next((sections[name] for name in SECTIONS[kind] if name in sections), "")

    at_fault = _AT_FAULT.search(text)
    return Diagnosis(first[2:].strip() if first.startswith("# ") else "", pick("why"), pick("code"), pick("tracker"),
                     at_fault.group(1) if at_fault else "")


def diagnosis_lines(diagnosis: Diagnosis) -> list[str]:
    """The report's "Diagnosis" section (empty when the entry has none written)."""
    if diagnosis.empty:
        return []
    lines = ["## Diagnosis (checked by hand)", ""]
    for heading, body in (("Why it is a bug", diagnosis.why), ("Where in torch-mlir", diagnosis.code),
                          ("Related upstream issues", diagnosis.tracker)):
        if body:
            lines += [f"### {heading}", "", body, ""]
    return lines


__all__ = ["Diagnosis", "diagnosis_lines", "read_diagnosis"]
