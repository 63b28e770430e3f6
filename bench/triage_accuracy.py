"""irfuzz's triage against findings sorted by hand into defects, as a maintainer reads it.

Usage: python bench/triage_accuracy.py FINDINGS_DIR LABELS_MODULE [--regressions DIR]

LABELS_MODULE (a module in bench/labels/, e.g. `seed5151`) holds `LABELS`: finding folder ->
(defect, the code at fault), sorted by hand without looking at irfuzz's rows. A defect that is
in the regression corpus is labelled with its corpus defect name (expected.json `defect`, or
the entry's name), a known limitation by its corpus entry's name; a label starting with
`FALSE:` is irfuzz's or PyTorch's own. FINDINGS_DIR is
keyed (`irfuzz triage DIR --compute`, or `--recompute` to judge the current rules afresh).

Prints: rows per true defect, rows holding two defects, and for each status irfuzz gives a row
whether it is right: `known`/`look` naming the defect the row's findings are, `new` on a
defect the corpus does not hold; `pending` and `cut` rows (a key not computed, or cut by time
with nothing tying it to a defect) are counted apart: they claim nothing.
"""

from __future__ import annotations

import argparse
import collections
import importlib
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "labels"))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main(argv: list[str]) -> int:
    from fuzz.findings.defects import DEFAULT_REGRESSIONS, corpus_defects
    from fuzz.findings.triage import CorpusCauses, root_cause_rows

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dir")
    parser.add_argument("labels")
    parser.add_argument("--regressions", default=DEFAULT_REGRESSIONS)
    args = parser.parse_args(argv[1:])
    labels: dict[str, tuple[str, str]] = importlib.import_module(args.labels).LABELS
    in_corpus = set(corpus_defects(args.regressions).values())
    limitations = CorpusCauses.load(args.regressions).limitations

    def is_defect(label: str) -> bool:
        return not label.startswith("FALSE:") and label not in limitations
    rows = root_cause_rows(args.dir, args.regressions)
    unlabelled = sorted({f for row in rows for f in row["folders"]} - set(labels))
    if unlabelled:
        print(f"not labelled (sort them by hand first): {', '.join(unlabelled)}")
        return 2
    rows_of: dict[str, set[int]] = collections.defaultdict(set)
    wrong: list[str] = []
    mixed: list[str] = []
    verdicts: collections.Counter[str] = collections.Counter()
    for n, row in enumerate(rows):
        defects = sorted({labels[f][0] for f in row["folders"]})
        for defect in defects:
            rows_of[defect].add(n)
        true = [d for d in defects if is_defect(d)]
        known_gaps = [d for d in defects if d in limitations]
        if len(defects) > 1:
            mixed.append(f"row {n} ({row['status']}): {', '.join(defects)}")
        said = row.get("defect") or row.get("corpus_entry")
        status = row["status"]
        if status in ("known", "look"):
            right = said in true or said in known_gaps
        elif status == "new":
            right = bool(true) and not any(d in in_corpus for d in true)
        else:   # pending, cut: irfuzz says nothing of the defect yet, neither right nor wrong
            verdicts[status] += 1
            continue
        verdicts[f"{status} {'right' if right else 'wrong'}"] += 1
        if not right:
            wrong.append(f"row {n}: {status}{': ' + said if said else ''} but the findings are {', '.join(defects)}")
    true_defects = {d: r for d, r in rows_of.items() if is_defect(d)}
    print(f"folders {len(labels)}, rows {len(rows)}, true defects {len(true_defects)} "
          f"({sum(d in in_corpus for d in true_defects)} in the corpus), "
          f"known limitations {sum(d in limitations for d in rows_of)}, "
          f"false {sum(d.startswith('FALSE:') for d in rows_of)}")
    print(f"rows per true defect {sum(len(r) for r in true_defects.values()) / max(1, len(true_defects)):.2f}")
    for defect, r in sorted(true_defects.items(), key=lambda kv: -len(kv[1])):
        if len(r) > 1:
            print(f"  {defect}: {len(r)} rows")
    print(f"rows holding two or more defects: {len(mixed)}")
    for line in mixed:
        print(f"  {line}")
    print("statuses: " + ", ".join(f"{k} {v}" for k, v in sorted(verdicts.items())))
    for line in wrong:
        print(f"  {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
