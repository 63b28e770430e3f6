"""Root-cause keys against causes sorted by hand: keys per true cause, keys holding two causes.

Usage: python bench/keys_per_cause.py FINDINGS_DIR [LABELS_MODULE]
FINDINGS_DIR is a campaign folder whose findings are keyed (`irfuzz triage DIR --compute`);
the labels default to bench/root_cause_labels.py (the seed-4242 campaign of
docs/root-causes.md). Prints the figures docs/root-causes.md reports.
"""

from __future__ import annotations

import collections
import importlib
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


from fuzz.finding_folder import FindingRecord, is_finding_folder  # noqa: E402


def main(argv: list[str]) -> int:
    folder = argv[1]
    labels = importlib.import_module(argv[2] if len(argv) > 2 else "root_cause_labels").LABELS
    keys: dict[str, str] = {}
    for name in sorted(os.listdir(folder)):
        record = FindingRecord.read(os.path.join(folder, name)) if is_finding_folder(name) else None
        if record is not None:
            cause = record.root_cause
            keys[name] = cause["key"] if isinstance(cause, dict) else f"pending:{name}"
    unlabelled = sorted(set(keys) - set(labels))
    if unlabelled:
        print(f"not labelled (sort them by hand first): {', '.join(unlabelled)}")
        return 2
    by_cause: dict[str, set[str]] = collections.defaultdict(set)
    by_key: dict[str, set[str]] = collections.defaultdict(set)
    for signature, key in keys.items():
        cause = labels[signature][0]
        by_cause[cause].add(key)
        by_key[key].add(cause)
    true = {cause: k for cause, k in by_cause.items() if not cause.startswith("FALSE:")}
    true_signatures = sum(1 for s in keys if not labels[s][0].startswith("FALSE:"))
    print(f"signatures {len(keys)}, false {len(keys) - true_signatures}, true causes {len(true)}, "
          f"signatures per true cause {true_signatures / len(true):.2f}")
    print(f"keys over true signatures {len(set().union(*true.values()))}, "
          f"keys per true cause {sum(len(k) for k in true.values()) / len(true):.2f}")
    print(f"keys holding two or more causes: {sum(1 for c in by_key.values() if len(c) > 1)} "
          + str({k: sorted(c) for k, c in by_key.items() if len(c) > 1}))
    for cause, k in sorted(true.items(), key=lambda kv: -len(kv[1])):
        if len(k) > 1:
            print(f"  {cause}: {len(k)} keys")
    rows_per_cause(folder, labels)
    return 0


def rows_per_cause(folder: str, labels: dict[str, tuple[str, ...]]) -> None:
    """The same figures for `irfuzz triage`'s rows (keys tied by same_defect)."""
    from fuzz.findings.triage import root_cause_rows

    by_cause: dict[str, set[int]] = collections.defaultdict(set)
    by_row: dict[int, set[str]] = collections.defaultdict(set)
    for n, row in enumerate(root_cause_rows(folder, os.devnull)):
        for name in row["folders"]:
            by_cause[labels[name][0]].add(n)
            by_row[n].add(labels[name][0])
    true = {cause: r for cause, r in by_cause.items() if not cause.startswith("FALSE:")}
    mixed = {n: sorted(c) for n, c in by_row.items() if len(c) > 1}
    print(f"triage rows over true signatures {len(set().union(*true.values()))}, "
          f"rows per true cause {sum(len(r) for r in true.values()) / len(true):.2f}")
    print(f"rows holding two or more causes (a false one included): {len(mixed)} {list(mixed.values())}")
    for cause, r in sorted(true.items(), key=lambda kv: -len(kv[1])):
        if len(r) > 1:
            print(f"  {cause}: {len(r)} rows")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
