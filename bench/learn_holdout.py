"""What `irfuzz corpus learn` gives triage, measured on campaigns it did not learn from.

Usage: python bench/learn_holdout.py SEED=FINDINGS_DIR[:REGRESSIONS]...

Each SEED names a module of bench/labels/ (`seed8484`: a campaign's folders sorted by hand) and
FINDINGS_DIR that campaign's keyed findings (REGRESSIONS: the corpus it is judged against,
default the repo's). For each campaign in turn, held out: a copy of its corpus, without what the
corpus learned already (its learned.json files), learns the hand
labels of every other campaign (each folder whose label is a defect of that corpus, through
tools/learn_labels.py, as `irfuzz corpus learn` records them), and
bench/triage_accuracy.py judges the held-out campaign's rows against the corpus before and
after. A label `new:X` counts as defect X where the corpus holds X (added after that campaign).
"""

from __future__ import annotations

import contextlib
import importlib
import io
import os
import shutil
import sys
import tempfile

BENCH = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(BENCH, "labels"))
sys.path.insert(0, BENCH)
sys.path.insert(0, os.path.dirname(BENCH))
sys.path.insert(0, os.path.join(os.path.dirname(BENCH), "tools"))
from fuzz.findings.defects import DEFAULT_REGRESSIONS  # noqa: E402


def _summary(findings_dir: str, labels: str, regressions: str) -> str:
    import triage_accuracy

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        triage_accuracy.main(["triage_accuracy", findings_dir, labels, "--regressions", regressions])
    return " | ".join(line for line in out.getvalue().splitlines()
                      if line.startswith(("rows per", "rows holding", "statuses")))


def main(argv: list[str]) -> int:
    from learn_labels import learn_labels

    from fuzz.findings.triage import LEARNED_FILE

    campaigns = {}
    for arg in argv[1:]:
        seed, _, where = arg.partition("=")
        findings_dir, _, regressions = where.partition(":")
        campaigns[seed] = (findings_dir, regressions or DEFAULT_REGRESSIONS)
    if len(campaigns) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    for held, (findings_dir, regressions) in campaigns.items():
        with tempfile.TemporaryDirectory(prefix="irfuzz-learn-") as tmp:
            # The corpus's own entries only: what it learned already may come from `held`.
            own = os.path.join(tmp, "own")
            shutil.copytree(regressions, own, ignore=shutil.ignore_patterns(LEARNED_FILE))
            print(f"{held}, before: {_summary(findings_dir, held, own)}", flush=True)
            copy = os.path.join(tmp, "regressions")
            shutil.copytree(own, copy)
            learned = sum(learn_labels(importlib.import_module(seed).LABELS, where[0], copy)
                          for seed, where in campaigns.items() if seed != held)
            print(f"{held}, after learning {learned} causes from the others: "
                  f"{_summary(findings_dir, held, copy)}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
