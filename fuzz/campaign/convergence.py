"""How often the IR still changes when the pipeline runs again, and which passes change it.

Counted per checked program from its verdict's per-k table (KOutcome.changed, .changed_by:
oracles/convergence.py), per pipeline variant (oracles/variants.py), and kept in campaign.json
(`convergence`), so the counts survive a resume; stats.csv has the totals (stats.py) and the
report the rates and the passes (fuzz/findings/report.py).

  reached_k2        programs whose IR_2 was computed (the IR_1 pipeline and one more run passed)
  changed_k2        of those, IR_2 != IR_1: not converged after the first run
  reached_k3        programs whose IR_3 was computed
  changed_after_k2  of those, IR_{k+1} != IR_k for some k >= 2: still changing after two runs
  passes_k2, passes_after_k2   pass -> programs whose change at k = 2 (k >= 3) it made
  unattributed      changes whose passes could not be told (counted once per program and k)

Contract: pure Python (the campaign process); `add` reads only the verdict; counts only grow.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from oracles.verdict import Verdict

TOTALS = ("reached_k2", "changed_k2", "reached_k3", "changed_after_k2", "unattributed")


@dataclass
class ConvergenceCounts:
    totals: dict[str, int] = field(default_factory=lambda: dict.fromkeys(TOTALS, 0))
    passes_k2: dict[str, int] = field(default_factory=dict)
    passes_after_k2: dict[str, int] = field(default_factory=dict)
    by_variant: dict[str, dict[str, int]] = field(default_factory=dict)   # variant -> totals

    def add(self, verdict: Verdict, variant: str = "default") -> None:
        """Count one checked program (any status: only its per-k table is read)."""
        mine = self.by_variant.setdefault(variant, dict.fromkeys(TOTALS, 0))
        by_k = {o.k: o for o in verdict.per_k}
        later_passes: set[str] = set()
        seen = dict.fromkeys(TOTALS, 0)
        for k, outcome in sorted(by_k.items()):
            if k < 2 or outcome.changed is None:
                continue
            seen["reached_k2" if k == 2 else "reached_k3"] = 1
            if not outcome.changed:
                continue
            if outcome.changed_by is None:
                seen["unattributed"] += 1
            if k == 2:
                seen["changed_k2"] = 1
                for label in set(outcome.changed_by or ()):
                    self.passes_k2[label] = self.passes_k2.get(label, 0) + 1
            else:
                seen["changed_after_k2"] = 1
                later_passes |= set(outcome.changed_by or ())
        for label in later_passes:
            self.passes_after_k2[label] = self.passes_after_k2.get(label, 0) + 1
        for key, n in seen.items():
            self.totals[key] = self.totals.get(key, 0) + n
            mine[key] = mine.get(key, 0) + n

    def merge(self, other: ConvergenceCounts) -> None:
        for key, n in other.totals.items():
            self.totals[key] = self.totals.get(key, 0) + n
        for mine, theirs in ((self.passes_k2, other.passes_k2), (self.passes_after_k2, other.passes_after_k2)):
            for label, n in theirs.items():
                mine[label] = mine.get(label, 0) + n
        for variant, counts in other.by_variant.items():
            target = self.by_variant.setdefault(variant, dict.fromkeys(TOTALS, 0))
            for key, n in counts.items():
                target[key] = target.get(key, 0) + n

    def to_dict(self) -> dict[str, Any]:
        return {**self.totals, "passes_k2": dict(sorted(self.passes_k2.items())),
                "passes_after_k2": dict(sorted(self.passes_after_k2.items())),
                "by_variant": {v: dict(c) for v, c in sorted(self.by_variant.items())}}

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> ConvergenceCounts:
        """From campaign.json's `convergence` (absent in campaigns made before it: all zero)."""
        data = data or {}
        return cls({key: int(data.get(key, 0)) for key in TOTALS},
                   {k: int(v) for k, v in data.get("passes_k2", {}).items()},
                   {k: int(v) for k, v in data.get("passes_after_k2", {}).items()},
                   {v: {k: int(n) for k, n in c.items()} for v, c in data.get("by_variant", {}).items()})


def rate(numerator: int | None, denominator: int | None) -> str:
    """'12.3% (45/366)', or 'n/a' with nothing to divide by."""
    if not denominator:
        return "n/a"
    return f"{100.0 * (numerator or 0) / denominator:.1f}% ({numerator or 0}/{denominator})"


def top_passes(counts: dict[str, int], n: int = 5) -> list[tuple[str, int]]:
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:n]
