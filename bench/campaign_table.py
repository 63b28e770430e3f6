"""What a campaign did with its time: the figures issue 37's table compares, from its folder.

Reads DIR/campaign.json (programs, findings, `seconds` by path) and its finding folders'
meta.json, and prints, as Markdown rows: programs checked, findings and signatures, the
job-seconds by path and their share of the campaign's job time (`--jobs` times its elapsed
time), the root-cause rows keyed and the folders still pending, and what the session's tail
cut short (reductions left out or cut by their budget, keys cut by time). Nothing is written.

Usage: python bench/campaign_table.py DIR [--jobs 2]
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from fuzz.campaign.store import FindingStore  # noqa: E402
from fuzz.finding_folder import FindingRecord, Lifecycle, lifecycle_of  # noqa: E402
from fuzz.findings.defects import DEFAULT_REGRESSIONS  # noqa: E402
from fuzz.findings.triage import root_cause_rows  # noqa: E402

# campaign.json `seconds` paths, as issue 37's table names them (the batch's parts indented).
PATHS = (("batch (checking programs)", ("path:batch",)),
         ("- of which rejudge", ("path:rejudge", "path:rejudge-all")),
         ("-- of which every program of a batch alone (no culprit named)", ("path:rejudge-all",)),
         ("- of which alone", ("path:alone",)),
         ("- of which probe + replay", ("path:probe", "path:replay", "path:known-crash")),
         ("-- of which known crashes named from their batch", ("path:known-crash",)),
         ("root-cause keys", ("path:root-cause",)),
         ("reduction", ("path:reduce",)),
         ("reproducer verification", ("path:verify",)))


def folder_states(root: str) -> collections.Counter[str]:
    """How many finding folders are pending, and how their reduction and key ended."""
    states: collections.Counter[str] = collections.Counter()
    for name, path in FindingStore(root).folders().items():
        if "/" in name:
            continue
        record = FindingRecord.read_or_blank(path)
        states["folders"] += 1
        states["pending"] += record.has_pending_work()
        states["reduction not done"] += lifecycle_of(record.reduction) == Lifecycle.NOT_DONE
        reduced = record.reduced if isinstance(record.reduced, dict) else {}
        states["reduction cut by its budget"] += bool(reduced.get("budget_exhausted"))
        cause = record.root_cause if isinstance(record.root_cause, dict) else {}
        states["key cut by time"] += (cause.get("trigger") or {}).get("cut") == "time"
    return states


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dir")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    with open(os.path.join(args.dir, "campaign.json")) as fh:
        campaign = json.load(fh)
    seconds = campaign.get("seconds", {})
    job_seconds = args.jobs * float(campaign.get("elapsed_s") or 0) or 1.0
    signatures = len(FindingStore(args.dir).signatures())
    print(f"| programs checked | {campaign['programs']:,} |")
    print(f"| findings / signatures | {campaign['findings']:,} / {signatures} |")
    for label, keys in PATHS:
        spent = sum(float(seconds.get(key, 0.0)) for key in keys)
        print(f"| {label} | {spent:,.0f} s ({100 * spent / job_seconds:.0f}%) |")
    rows = root_cause_rows(args.dir, DEFAULT_REGRESSIONS)
    statuses = collections.Counter(row["status"] for row in rows)
    states = folder_states(args.dir)
    print(f"| root-cause rows keyed / pending folders at the end | {len(rows) - statuses['pending']} / "
          f"{states['pending']} |")
    print(f"| folders: reduction not done / cut by its budget / key cut by time | "
          f"{states['reduction not done']} / {states['reduction cut by its budget']} / {states['key cut by time']} "
          f"(of {states['folders']}) |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
