"""The report's plots (matplotlib, Agg canvas, PNG bytes): discovery curves, throughput, symptoms, time.

Pure functions of the data report_html.py collects. Every function returns a figure
even without data (it then says what is missing), so the report always has every plot.
No pyplot: figures are built on their own Agg canvas, leaving matplotlib's global
backend alone.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from typing import Any

# Colors per symptom stay the same in every plot of a report.
_PALETTE = ("#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf",
            "#bcbd22", "#7f7f7f", "#393b79", "#ad494a")
ASIDE_COLOR = "#b0b0b0"


@dataclass
class Discovery:
    """A signature's first appearance in one series."""

    unix: float | None        # first_seen, seconds since the epoch
    signature: str
    symptom: str
    index: int | None = None  # the campaign's program index that found it, when known


@dataclass
class Series:
    """One campaign's stats rows (a source of a merged folder is one series each)."""

    label: str
    rows: list[dict[str, Any]] = field(default_factory=list)
    discoveries: list[Discovery] = field(default_factory=list)
    _spans: list[tuple[float, float, float]] | None = field(default=None, repr=False)

    def elapsed_of(self, unix: float | None) -> float | None:
        """Campaign elapsed time at a wall-clock instant: each session maps linearly (its
        start is a row's unix_time - session_s); an instant outside every session is None."""
        if unix is None:
            return None
        if self._spans is None:  # per session: (start, last row, elapsed at start); built once
            spans: dict[int, tuple[float, float, float]] = {}
            for row in self.rows:
                start = spans[row["session"]][0] if row["session"] in spans else row["unix_time"] - row["session_s"]
                spans[row["session"]] = (start, row["unix_time"], row["elapsed_s"] - row["session_s"])
            self._spans = list(spans.values())
        for start, end, elapsed_at_start in self._spans:
            if start - 1 <= unix <= end + 1:
                return max(0.0, elapsed_at_start + unix - start)
        return None

    def programs_of(self, discovery: Discovery) -> float | None:
        """Programs checked when a signature appeared: its program index + 1 when known,
        else interpolated from the rows' (unix_time, programs)."""
        if discovery.index is not None:
            return discovery.index + 1
        if discovery.unix is None or not self.rows:
            return None
        import numpy as np

        times = [r["unix_time"] for r in self.rows]
        return float(np.interp(discovery.unix, times, [r["programs"] for r in self.rows]))


def symptom_colors(symptoms: list[str]) -> dict[str, str]:
    return {s: _PALETTE[i % len(_PALETTE)] for i, s in enumerate(sorted(set(symptoms)))}


def _figure(width: float = 7.6, height: float = 3.6) -> Any:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height), dpi=100)
    FigureCanvasAgg(fig)
    return fig


def _png(fig: Any) -> bytes:
    buffer = io.BytesIO()
    fig.tight_layout()
    fig.savefig(buffer, format="png")
    return buffer.getvalue()


def _empty(ax: Any, text: str) -> None:
    ax.text(0.5, 0.5, text, ha="center", va="center", transform=ax.transAxes, color="#666666", wrap=True)
    ax.set_xticks([])
    ax.set_yticks([])


def _integer_y(ax: Any) -> None:
    from matplotlib.ticker import MaxNLocator

    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_ylim(bottom=0, top=max(1.0, ax.get_ylim()[1]))


def _time_unit(seconds: float) -> tuple[float, str]:
    if seconds >= 3 * 3600:
        return 3600.0, "hours"
    if seconds >= 300:
        return 60.0, "minutes"
    return 1.0, "seconds"


def _span(series: list[Series]) -> float:
    ends = [r["elapsed_s"] for s in series for r in s.rows]
    return max(ends) if ends else 0.0


def discovery_over_time(series: list[Series], colors: dict[str, str]) -> bytes:
    """Unique signatures against the campaign's elapsed time: a step and a marker (colored by
    symptom) where each new signature was found (its first_seen), and, faint, the count of
    published folders in the stats rows (a folder is published after its repro is verified)."""
    fig = _figure()
    ax = fig.add_subplot()
    if not any(s.rows for s in series):
        _empty(ax, "no stats.csv rows yet: `irfuzz run` writes one per status line")
        return _png(fig)
    scale, unit = _time_unit(_span(series))
    seen_labels: set[str] = set()
    for s in series:
        if not s.rows:
            continue
        ordered = sorted((d for d in s.discoveries if d.unix is not None), key=lambda d: d.unix or 0.0)
        before = sum(1 for d in ordered if s.elapsed_of(d.unix) is None and (d.unix or 0) < s.rows[0]["unix_time"])
        points = [(at, d) for d in ordered if (at := s.elapsed_of(d.unix)) is not None]
        xs, ys = [0.0], [before]
        for rank, (at, _) in enumerate(points, start=1):
            xs.append(at / scale)
            ys.append(before + rank)
        xs.append(s.rows[-1]["elapsed_s"] / scale)
        ys.append(ys[-1])
        line = ax.step(xs, ys, where="post", linewidth=1.6,
                       label=s.label if len(series) > 1 else "unique signatures (first seen)")[0]
        ax.step([r["elapsed_s"] / scale for r in s.rows], [r["unique_signatures"] for r in s.rows], where="post",
                linewidth=1, alpha=0.35, color=line.get_color(), linestyle="--",
                label=None if len(series) > 1 else "published folders (stats.csv)")
        for rank, (at, d) in enumerate(points, start=1):
            label = d.symptom if d.symptom not in seen_labels else None
            seen_labels.add(d.symptom)
            ax.plot([at / scale], [before + rank], "o", color=colors.get(d.symptom, "black"),
                    markersize=6, label=label, zorder=3)
    _integer_y(ax)
    ax.set_xlabel(f"campaign time ({unit})")
    ax.set_ylabel("unique signatures")
    ax.set_xlim(left=0)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=7, loc="lower right")
    ax.set_title("Discovery over time", fontsize=10)
    return _png(fig)


def discovery_over_programs(series: list[Series], colors: dict[str, str], what: str = "unique signatures") -> bytes:
    """The discovery curve: unique signatures (or root causes: `what`) against programs
    checked, a marker per new one at the program that found it."""
    fig = _figure()
    ax = fig.add_subplot()
    if not any(s.rows or s.discoveries for s in series):
        _empty(ax, "no findings and no stats rows yet")
        return _png(fig)
    seen_labels: set[str] = set()
    for s in series:
        points = sorted(((x, d) for d in s.discoveries if (x := s.programs_of(d)) is not None),
                        key=lambda point: (point[0], point[1].unix or 0.0))
        end = max([r["programs"] for r in s.rows] + [x for x, _ in points] + [0])
        xs, ys = [0.0], [0]
        for rank, (x, _) in enumerate(points, start=1):
            xs.append(x)
            ys.append(rank)
        xs.append(end)
        ys.append(ys[-1])
        ax.step(xs, ys, where="post", linewidth=1.6, label=s.label if len(series) > 1 else what)
        for rank, (x, d) in enumerate(points, start=1):
            label = d.symptom if d.symptom not in seen_labels else None
            seen_labels.add(d.symptom)
            ax.plot([x], [rank], "o", color=colors.get(d.symptom, "black"), markersize=6, label=label, zorder=3)
    _integer_y(ax)
    ax.set_xlabel("programs checked")
    ax.set_ylabel(what)
    ax.set_xlim(left=0)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=7, loc="lower right")
    ax.set_title(f"Discovery curve of {what} (against programs)", fontsize=10)
    return _png(fig)


def throughput(series: list[Series]) -> bytes:
    """Programs/s over a sliding window within each session (blocks of programs are counted
    when committed, so the rate between two status lines is spiky), and each session's
    average (dashed, the status line's rate)."""
    fig = _figure()
    ax = fig.add_subplot()
    if not any(len(s.rows) > 1 for s in series):
        _empty(ax, "fewer than two stats.csv rows: no rate yet")
        return _png(fig)
    span = _span(series)
    scale, unit = _time_unit(span)
    window = max(60.0, span / 50)
    for s in series:
        xs, ys = [], []
        first = 0  # the earliest row of b's session within the window (two pointers: rows are in time order)
        for i, b in enumerate(s.rows):
            if i == 0 or s.rows[i - 1]["session"] != b["session"]:  # a session's first row: a gap in the line
                first = i
                xs.append(float("nan"))
                ys.append(float("nan"))
                continue
            while first < i - 1 and b["unix_time"] - s.rows[first]["unix_time"] > window:
                first += 1
            a = s.rows[first]
            xs.append(b["elapsed_s"] / scale)
            ys.append((b["programs"] - a["programs"]) / max(b["unix_time"] - a["unix_time"], 1e-9))
        label = s.label if len(series) > 1 else f"programs/s (over {_duration_label(window)})"
        line = ax.plot(xs, ys, linewidth=1.3, label=label)[0]
        ax.plot([r["elapsed_s"] / scale for r in s.rows], [r["programs_per_s"] for r in s.rows], "--",
                color=line.get_color(), linewidth=1, alpha=0.8,
                label=None if len(series) > 1 else "session average")
        if len(series) == 1:
            starts = {r["session"]: (r["elapsed_s"] - r["session_s"]) / scale for r in s.rows}
            for session, start in sorted(starts.items())[1:]:
                ax.axvline(start, color="#999999", linestyle=":", linewidth=1)
                ax.text(start, 0.98, f" session {session}", fontsize=7, color="#666666", va="top",
                        transform=ax.get_xaxis_transform())
    ax.set_xlabel(f"campaign time ({unit})")
    ax.set_ylabel("programs/s")
    ax.set_ylim(bottom=0)
    ax.set_xlim(left=0)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=7, loc="lower right")
    ax.set_title("Throughput", fontsize=10)
    return _png(fig)


def _duration_label(seconds: float) -> str:
    return f"{seconds / 3600:.1f} h" if seconds >= 7200 else f"{seconds / 60:.0f} min" if seconds >= 120 \
        else f"{seconds:.0f} s"


def features_over_time(series: list[Series]) -> bytes:
    """Guided campaigns: distinct compiler features reached and programs kept in the corpus,
    against campaign time (ClusterFuzz's coverage graph, for what the oracle saw)."""
    fig = _figure()
    ax = fig.add_subplot()
    if not any(r.get("features") for s in series for r in s.rows):  # None: a row from before the column
        _empty(ax, "no feature counts: a blind campaign, or stats rows from before guided fuzzing")
        return _png(fig)
    scale, unit = _time_unit(_span(series))
    right = ax.twinx()
    for s in series:
        rows = [r for r in s.rows if r.get("features") is not None]
        xs = [r["elapsed_s"] / scale for r in rows]
        prefix = f"{s.label}: " if len(series) > 1 else ""
        line = ax.step(xs, [r["features"] for r in rows], where="post", linewidth=1.6,
                       label=f"{prefix}features")[0]
        right.step(xs, [r.get("corpus") or 0 for r in rows], where="post", linewidth=1, linestyle="--",
                   color=line.get_color(), alpha=0.7, label=f"{prefix}corpus programs")
    ax.set_xlabel(f"campaign time ({unit})")
    ax.set_ylabel("features reached")
    right.set_ylabel("corpus programs")
    _integer_y(ax)
    _integer_y(right)
    ax.set_xlim(left=0)
    ax.grid(alpha=0.3)
    handles = ax.get_legend_handles_labels()[0] + right.get_legend_handles_labels()[0]
    ax.legend(handles=handles, fontsize=7, loc="lower right")
    ax.set_title("Features and corpus over time", fontsize=10)
    return _png(fig)


def by_symptom(rows: list[dict[str, Any]], aside: list[dict[str, Any]], colors: dict[str, str]) -> bytes:
    """Per symptom: unique signatures (left) and programs that hit them (right); executor
    limits and internal errors in grey (not compiler findings)."""
    fig = _figure(7.6, 3.2)
    left, right = fig.add_subplot(1, 2, 1), fig.add_subplot(1, 2, 2)
    groups: dict[str, list[int]] = {}
    for row in rows:
        groups.setdefault(row["symptom"] or "?", [0, 0])
        groups[row["symptom"] or "?"][0] += 1
        groups[row["symptom"] or "?"][1] += int(row["count"])
    for row in aside:
        groups.setdefault(row["symptom"], [0, 0])
        groups[row["symptom"]][0] += 1
        groups[row["symptom"]][1] += int(row["count"])
    if not groups:
        _empty(left, "no findings")
        _empty(right, "no findings")
        return _png(fig)
    names = sorted(groups, key=lambda s: (s in ("executor-limit", "internal-error"), -groups[s][0], s))[::-1]
    bar_colors = [ASIDE_COLOR if s in ("executor-limit", "internal-error") else colors.get(s, "black") for s in names]
    for ax, which, title in ((left, 0, "unique signatures"), (right, 1, "programs (count)")):
        values = [groups[s][which] for s in names]
        ax.barh(names, values, color=bar_colors)
        for y, v in enumerate(values):
            ax.text(v, y, f" {v}", va="center", fontsize=7)
        ax.set_title(title, fontsize=9)
        ax.tick_params(labelsize=7)
        ax.set_xlim(0, max(values) * 1.25 + 0.5)
    right.set_yticks(range(len(names)), [""] * len(names))
    fig.suptitle("Findings by symptom", fontsize=10)
    return _png(fig)


def time_by_stage(seconds: dict[str, float]) -> bytes:
    """Where the time went: campaign.json's cumulative seconds per stage (worker) and path
    (campaign: batch = the whole check, store = writing findings, reduce)."""
    fig = _figure(7.6, 3.2)
    ax = fig.add_subplot()
    items = sorted(((k, v) for k, v in seconds.items() if v > 0), key=lambda kv: (kv[0].split(":")[0], kv[1]))
    if not items:
        _empty(ax, "no time recorded yet (campaign.json `seconds`)")
        return _png(fig)
    stage_total = sum(v for k, v in items if k.startswith("stage:")) or 1.0
    names = [k for k, _ in items]
    values = [v for _, v in items]
    ax.barh(names, values, color=["#4c72b0" if k.startswith("stage:") else "#dd8452" for k in names])
    for y, (k, v) in enumerate(items):
        share = f" ({100 * v / stage_total:.0f}% of stages)" if k.startswith("stage:") else ""
        ax.text(v, y, f" {v:.1f}s{share}", va="center", fontsize=7)
    ax.set_xlim(0, max(values) * 1.45)
    ax.tick_params(labelsize=7)
    ax.set_xlabel("seconds (cumulative, all sessions)")
    ax.set_title("Time by stage (blue, in the worker) and path (orange, the campaign)", fontsize=10)
    return _png(fig)
