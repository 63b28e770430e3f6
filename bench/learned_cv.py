"""Triage rules against the causes people sorted, one campaign left out at a time.

The corpus's learned.json files hold the root-cause keys of campaign findings sorted by hand
(`irfuzz corpus learn`, tools/learn_labels.py), each under its defect's entry and naming its
campaign (`from`: "<folder>, campaign seed N"). For each campaign, this drops its own learned
causes from the corpus, groups its keys into triage rows as `irfuzz triage` does
(fuzz/findings/triage.py `group_into_rows`) and scores the rows against the defects people
sorted the keys into: rows per defect, rows holding two defects, known/look pointers right or
wrong, rows called new.

A quick check of a rule change, not a measurement of one: the rules were written from these
very campaigns, and only keyed findings sorted into a defect are here (no false findings, no
pending keys). A rule is judged on a campaign sorted by hand after it was frozen
(bench/labels/SORTING.md, docs/root-causes.md).

Usage: python bench/learned_cv.py [--regressions DIR] [--verbose]
"""

from __future__ import annotations

import argparse
import collections
import os
import re
import sys
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import fuzz.findings.triage as triage  # noqa: E402
from fuzz.findings.defects import DEFAULT_REGRESSIONS  # noqa: E402
from fuzz.findings.root_cause import RootCause, stored_root_cause  # noqa: E402

_CAMPAIGN = re.compile(r"campaign seed (\d+)")


def learned_by_campaign(regressions: str) -> dict[str, list[tuple[str, dict[str, Any]]]]:
    """Campaign seed -> (entry, learned item) for every learned item that names its campaign."""
    found: dict[str, list[tuple[str, dict[str, Any]]]] = collections.defaultdict(list)
    for entry in sorted(os.listdir(regressions)):
        for item in triage.learned_items(os.path.join(regressions, entry)):
            seed = campaign_of(item)
            if seed is not None:
                found[seed].append((entry, item))
    return found


def campaign_of(item: dict[str, Any]) -> str | None:
    """The seed of the campaign a learned item came from (None where it names none)."""
    match = _CAMPAIGN.search(str(item.get("from") or ""))
    return match.group(1) if match else None


def score(items: list[tuple[str, dict[str, Any]]], corpus: triage.CorpusCauses,
          verbose: bool) -> collections.Counter[str]:
    """The campaign's keys grouped into rows against the corpus, scored by the defects people
    sorted them into."""
    causes: dict[str, RootCause | None] = {}
    defects: dict[str, set[str]] = collections.defaultdict(set)
    signatures: dict[str, list[str]] = collections.defaultdict(list)
    for entry, item in items:
        cause = stored_root_cause(item.get("root_cause"))
        if cause is None:
            continue
        causes.setdefault(cause.key, cause)
        defects[cause.key].add(corpus.defect(entry) or entry)
        signatures[cause.key].append(str(item.get("from")).split(",")[0].strip())
    counts: collections.Counter[str] = collections.Counter()
    rows_of: dict[str, int] = collections.Counter()
    for status, entry, keys in triage.group_into_rows(causes, signatures, corpus):
        sorted_into = set().union(*(defects[key] for key in keys))
        for defect in sorted_into:
            rows_of[defect] += 1
        counts["rows"] += 1
        if len(sorted_into) > 1:
            counts["mixed"] += 1
        if status in ("known", "look"):
            right = corpus.defect(entry) in sorted_into
            counts[f"{status} {'right' if right else 'wrong'}"] += 1
        else:
            counts[status] += 1
        if verbose and (len(sorted_into) > 1 or status == "new" or
                        status in ("known", "look") and corpus.defect(entry) not in sorted_into):
            print(f"    {status} -> {corpus.defect(entry)}; sorted into {', '.join(sorted(sorted_into))}")
    counts["defects"] = len(rows_of)
    if verbose:
        for defect, rows in sorted(rows_of.items()):
            if rows > 1:
                print(f"    {defect}: {rows} rows")
    return counts


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--regressions", default=DEFAULT_REGRESSIONS)
    parser.add_argument("--verbose", action="store_true", help="list the mixed, new, wrong and split rows")
    args = parser.parse_args(argv[1:])
    total: collections.Counter[str] = collections.Counter()
    for seed, items in sorted(learned_by_campaign(args.regressions).items()):
        corpus = triage.CorpusCauses.load(args.regressions,
                                          keep_learned=lambda item, seed=seed: campaign_of(item) != seed)
        counts = score(items, corpus, args.verbose)
        total += counts
        print(f"seed {seed}: {_line(counts)}")
    print(f"all: {_line(total)}")
    return 0


def _line(counts: collections.Counter[str]) -> str:
    per_defect = counts["rows"] / counts["defects"] if counts["defects"] else 0.0
    return (f"{counts['rows']} rows / {counts['defects']} defects = {per_defect:.2f}; mixed {counts['mixed']}; "
            f"known right/wrong {counts['known right']}/{counts['known wrong']}; "
            f"look right/wrong {counts['look right']}/{counts['look wrong']}; new {counts['new']}")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
