"""Teach the regression corpus a campaign's hand labels (`irfuzz corpus learn`, per defect).

Usage: python tools/learn_labels.py LABELS_MODULE FINDINGS_DIR [--regressions DIR]

LABELS_MODULE is a module of bench/labels/ (`seed8484`): finding folder -> (defect, the code at
fault), sorted by hand. Every keyed folder of FINDINGS_DIR whose label is a defect of the corpus
(a label `new:X` counts as X once the corpus holds X) is learned as that defect; `FALSE:`
labels and defects the corpus does not hold are left out. Prints what was learned per defect.
"""

from __future__ import annotations

import argparse
import collections
import importlib
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench", "labels"))
sys.path.insert(0, ROOT)

from fuzz.findings.defects import DEFAULT_REGRESSIONS  # noqa: E402


def learn_labels(labels: dict[str, tuple[str, str]], findings_dir: str, regressions: str,
                 log=lambda line: None) -> int:  # type: ignore[no-untyped-def]
    """Learn each labelled, keyed folder as its defect; returns how many causes were new."""
    from fuzz.finding_folder import FindingRecord
    from fuzz.findings.corpus import learn_root_causes
    from fuzz.findings.defects import corpus_defects
    from fuzz.findings.root_cause import stored_root_cause

    defects = set(corpus_defects(regressions).values())
    by_defect: dict[str, list[str]] = collections.defaultdict(list)
    for folder, (label, _) in sorted(labels.items()):
        path = os.path.join(findings_dir, folder)
        record = FindingRecord.read(path) if os.path.isdir(path) else None
        defect = label.removeprefix("new:")
        if defect in defects and record is not None and stored_root_cause(record.root_cause) is not None:
            by_defect[defect].append(path)
    learned = 0
    for defect, folders in sorted(by_defect.items()):
        for line in learn_root_causes(regressions, folders, defect):
            learned += " learned as " in line
            log(line)
    return learned


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("labels")
    parser.add_argument("findings_dir")
    parser.add_argument("--regressions", default=DEFAULT_REGRESSIONS)
    args = parser.parse_args(argv[1:])
    labels = importlib.import_module(args.labels).LABELS
    learned = learn_labels(labels, args.findings_dir, args.regressions, print)
    print(f"{learned} root causes learned from {args.labels}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
