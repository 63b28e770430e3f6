"""The campaign report's convergence section: how often one more run of the iterated pipeline
still changed the IR, and which passes did it (campaign.json `convergence`,
fuzz/campaign/convergence.py). Campaigns made before it have no section.
"""

from __future__ import annotations

import html
from typing import Any

from fuzz.campaign.convergence import ConvergenceCounts, rate, top_passes

TOP = 6


def _counts(state: dict[str, Any] | None) -> ConvergenceCounts | None:
    data = (state or {}).get("convergence")
    return ConvergenceCounts.from_dict(data) if isinstance(data, dict) else None


def convergence_rows(state: dict[str, Any] | None) -> list[tuple[str, str, str, str]]:
    """(variant, IR_2 != IR_1 rate, IR_k+1 != IR_k at k >= 2 rate, top passes) rows: all
    variants together first, then each variant seen."""
    counts = _counts(state)
    if counts is None:
        return []

    def passes(table: dict[str, int], reached: int) -> str:
        return ", ".join(f"{label} {100.0 * n / reached:.0f}%" for label, n in top_passes(table, TOP)) or "-"

    t = counts.totals
    rows = [("all", rate(t["changed_k2"], t["reached_k2"]), rate(t["changed_after_k2"], t["reached_k3"]),
             f"k=2: {passes(counts.passes_k2, t['changed_k2'])}; k>=3: "
             f"{passes(counts.passes_after_k2, t['changed_after_k2'])}")]
    if len(counts.by_variant) > 1:
        rows += [(variant, rate(c.get("changed_k2"), c.get("reached_k2")),
                  rate(c.get("changed_after_k2"), c.get("reached_k3")), "")
                 for variant, c in sorted(counts.by_variant.items())]
    return rows


_INTRO = ("Convergence of the iterated pipeline: programs whose IR still changed when it ran once more "
          "(IR_2 != IR_1: not converged after the first run; IR_k+1 != IR_k at some k >= 2: still changing "
          "after two), and the passes that made the change, as a share of the changed programs "
          "(docs/k-dependence.md).")


def convergence_markdown(state: dict[str, Any] | None) -> list[str]:
    rows = convergence_rows(state)
    if not rows:
        return []
    lines = [_INTRO, "", "| variant | IR_2 != IR_1 | IR_k+1 != IR_k, k >= 2 | top passes |", "|---|---|---|---|"]
    lines += [f"| {v} | {a} | {b} | {p} |" for v, a, b, p in rows]
    return lines + [""]


def convergence_html(state: dict[str, Any] | None) -> str:
    rows = convergence_rows(state)
    if not rows:
        return ""
    cells = "".join(f"<tr>{''.join(f'<td>{html.escape(c)}</td>' for c in row)}</tr>" for row in rows)
    return (f"<h2>Convergence</h2><p class='sub'>{html.escape(_INTRO)}</p><table><tr><th>variant</th>"
            f"<th>IR_2 != IR_1</th><th>IR_k+1 != IR_k, k &ge; 2</th><th>top passes</th></tr>{cells}</table>")
