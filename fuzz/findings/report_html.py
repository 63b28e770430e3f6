"""`irfuzz report DIR`: DIR/report/index.html (plots, signatures, settings) and DIR/report/summary.md.

The page is self-contained (plots are PNG data URIs, no script, no network) and links
each finding's report.md, repro.sh and model.py relative to itself. It works on a
finished campaign, on one still running (files are read without locking: a partial
last stats.csv line is skipped, a meta.json being replaced is read as it was or as it
is, a folder that vanishes is left out), and on a folder made by `irfuzz merge` (one
series per source). Both files are written under a "." name and renamed.
"""

from __future__ import annotations

import base64
import html
import json
import os
import time
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from fuzz.campaign.state import load_state
from fuzz.campaign.stats import machine_info, read_machine, read_stats
from fuzz.finding_folder import ASIDE_KINDS, FindingRecord, Lifecycle, is_finding_folder, lifecycle_of
from fuzz.findings import report_plots as plots
from fuzz.findings.defects import DEFAULT_REGRESSIONS
from fuzz.findings.report_convergence import convergence_html, convergence_markdown
from fuzz.findings.report_plots import Discovery, Series
from fuzz.findings.triage import root_cause_rows, signature_rows

MERGED_FILE = "merged.json"
LINKED_FILES = ("report.md", "repro.sh", "model.py", "gpu_verdict.json", "device_repro/repro.sh")
PLOTS = (("plot-root-causes", "Discovery curve: root causes against programs (the headline)"),
         ("plot-discovery-time", "Unique signatures over time"),
         ("plot-discovery-programs", "Discovery curve: unique signatures against programs"),
         ("plot-throughput", "Programs per second over time"),
         ("plot-features", "Compiler features reached and corpus size over time (guided campaigns)"),
         ("plot-symptoms", "Findings by symptom"),
         ("plot-stages", "Time by stage and path"))


def parse_time(text: Any) -> float | None:
    """A meta.json / campaign.json time stamp ("%Y-%m-%dT%H:%M:%S%z") as seconds since the epoch."""
    if not isinstance(text, str):
        return None
    try:
        return datetime.strptime(text, "%Y-%m-%dT%H:%M:%S%z").timestamp()
    except ValueError:
        return None


def load_json_dict(path: str) -> dict[str, Any] | None:
    """A JSON object file, or None when it is missing, torn or not an object (a folder being
    written: readers never lock)."""
    try:
        with open(path) as fh:
            data = json.load(fh)
        return data if isinstance(data, dict) else None
    except (OSError, ValueError):
        return None


def program_nodes(folder: str) -> int | None:
    """How many nodes the folder's program.json has (None without a readable one)."""
    program = load_json_dict(os.path.join(folder, "program.json"))
    return len(program["nodes"]) if program and isinstance(program.get("nodes"), list) else None


@dataclass
class ReportData:
    folder: str
    state: dict[str, Any] | None
    merged: dict[str, Any] | None
    rows: list[dict[str, Any]]
    aside: list[dict[str, Any]]
    series: list[Series]
    seconds: dict[str, float]
    machines: dict[str, dict[str, Any]] = field(default_factory=dict)
    causes: list[dict[str, Any]] = field(default_factory=list)   # triage.root_cause_rows
    generated: str = ""
    link_base: str = ".."  # the findings folder, relative to the report's folder

    @property
    def last_rows(self) -> list[dict[str, Any]]:
        return [s.rows[-1] for s in self.series if s.rows]


def _signature_rows(folder: str, regressions: str) -> list[dict[str, Any]]:
    rows = signature_rows(folder, regressions)
    for row in rows:
        path = os.path.join(folder, row["folder"])
        record = FindingRecord.read_or_blank(path)
        row["links"] = [name for name in LINKED_FILES if os.path.isfile(os.path.join(path, name))]
        reduced = record.reduced if isinstance(record.reduced, dict) else None
        size = row["smallest"]
        if reduced and reduced.get("nodes_before") not in (None, reduced.get("nodes_after")):
            size += f" (from {reduced['nodes_before']})"
        elif lifecycle_of(record.reduction) == Lifecycle.PENDING:
            size += " (reduction pending)"
        row["size"] = size
        row["first_seen_unix"] = parse_time(row["first_seen"])
        row["index"] = record.index if isinstance(record.index, int) else None
        row["campaign_seed"] = record.campaign_seed
        sources = record.merged.get("sources") if isinstance(record.merged, dict) else None
        row["sources"] = sources or {}
        row["device"] = device_label(record)
    return rows


def device_label(record: FindingRecord) -> str:
    """Where a finding was seen: "cpu", or a GPU run's driver, device and root-cause class
    (fuzz/findings/merge_gpu.py)."""
    device = record.device
    if not isinstance(device, dict):
        return "cpu"
    return (f"{device.get('driver')} ({device.get('device_name') or '?'}): {device.get('class')}, "
            f"owner {device.get('owner')}")


def _aside_rows(folder: str) -> list[dict[str, Any]]:
    rows = []
    for kind in ASIDE_KINDS:
        parent = os.path.join(folder, kind)
        for name in sorted(os.listdir(parent)) if os.path.isdir(parent) else []:
            record = FindingRecord.read(os.path.join(parent, name)) if is_finding_folder(name) else None
            if record is None:
                continue
            rows.append({"folder": f"{kind}/{name}", "kind": kind,
                         "symptom": "internal-error" if kind == "internal" else "executor-limit",
                         "count": record.times_found,
                         "first_seen": record.first_seen or "?", "last_seen": record.last_seen or "?",
                         "message": record.message.strip().splitlines()[-1 if kind == "internal" else 0][:200]
                         if record.message else ""})
    rows.sort(key=lambda r: (r["kind"], -r["count"], r["folder"]))
    return rows


def collect(folder: str, regressions: str = DEFAULT_REGRESSIONS) -> ReportData:
    """Everything the report shows, read from the folder as it is now."""
    state = load_state(folder)
    merged = load_json_dict(os.path.join(folder, MERGED_FILE))
    rows = _signature_rows(folder, regressions)
    aside = _aside_rows(folder)
    series: list[Series] = []
    machines: dict[str, dict[str, Any]] = {}
    seconds: dict[str, float] = {}
    if merged and isinstance(merged.get("sources"), dict):
        for key, source in sorted(merged["sources"].items(), key=lambda kv: str(kv[1].get("name"))):
            name = str(source.get("name") or key)
            where = os.path.join(folder, "sources", name)
            discoveries = [Discovery(parse_time(entry.get("first_seen")), rel, rel.rsplit("-", 1)[0],
                                     entry.get("index") if isinstance(entry.get("index"), int) else None)
                           for rel, entry in sorted((source.get("folders") or {}).items())
                           if "/" not in rel and isinstance(entry, dict)]
            if source.get("kind") == "artifact":
                continue  # one replayed crash file: no time series of its own
            series.append(Series(name, read_stats(where, source.get("created")), discoveries))
            machine = read_machine(where)
            if machine:
                machines[name] = machine
            for k, v in ((source.get("state") or {}).get("seconds") or {}).items():
                seconds[k] = seconds.get(k, 0.0) + float(v)
    else:
        created = (state or {}).get("created")
        seed = ((state or {}).get("settings") or {}).get("seed")
        discoveries = [Discovery(r["first_seen_unix"], r["signature"], r["symptom"] or "?",
                                 r["index"] if r["campaign_seed"] == seed and seed is not None else None)
                       for r in rows]
        series.append(Series(os.path.basename(os.path.abspath(folder)), read_stats(folder, created), discoveries))
        machine = read_machine(folder)
        if machine:
            machines["campaign"] = machine
        seconds = {k: float(v) for k, v in ((state or {}).get("seconds") or {}).items()}
    return ReportData(folder, state, merged, rows, aside, series, seconds, machines,
                      root_cause_rows(folder, regressions, rows), time.strftime("%Y-%m-%dT%H:%M:%S%z"))


def root_cause_series(data: ReportData) -> list[Series]:
    """The discovery series of root causes: each keyed root cause appears when the first of
    its signatures did (its program index within a single campaign, else its time)."""
    by_signature = {r["signature"]: r for r in data.rows}
    seed = ((data.state or {}).get("settings") or {}).get("seed")
    discoveries = []
    for cause in data.causes:
        if cause["status"] == "pending":
            continue
        members = [by_signature[s] for s in cause["signatures"] if s in by_signature]
        indices = [m["index"] for m in members if m["index"] is not None and m["campaign_seed"] == seed
                   and seed is not None and not data.merged]
        times = [m["first_seen_unix"] for m in members if m["first_seen_unix"] is not None]
        first = min(members, key=lambda m: m["first_seen_unix"] or 0.0)
        discoveries.append(Discovery(min(times) if times else None, cause["root_cause"], first["symptom"] or "?",
                                     min(indices) if indices else None))
    rows = [row for s in data.series for row in s.rows] if len(data.series) == 1 else []
    return [Series("root causes", rows, discoveries)]


# -- rendering ---------------------------------------------------------------------

def _duration(seconds: float) -> str:
    seconds = int(seconds)
    if seconds >= 3600:
        return f"{seconds // 3600}h {seconds % 3600 // 60:02d}m"
    if seconds >= 60:
        return f"{seconds // 60}m {seconds % 60:02d}s"
    return f"{seconds}s"


def totals(data: ReportData) -> dict[str, Any]:
    """The headline numbers: from campaign.json, or summed over a merged folder's sources."""
    if data.merged:
        sources = [s.get("state") or {} for s in (data.merged.get("sources") or {}).values()]
        out: dict[str, Any] = {k: sum(int(s.get(k) or 0) for s in sources)
                               for k in ("programs", "findings", "internal_errors", "limits")}
        out["elapsed_s"] = sum(float(s.get("elapsed_s") or 0) for s in sources)
        out["sessions"] = sum(int(s.get("sessions") or 0) for s in sources)
        out["sources"] = len(data.merged.get("sources") or {})
        ledger = data.merged.get("totals") or {}  # hits summed over all sources (artifacts too)
        out.update({k: ledger[k] for k in ("findings", "internal_errors", "limits") if k in ledger})
    else:
        state = data.state or {}
        out = {k: state.get(k) for k in ("programs", "findings", "internal_errors", "limits", "sessions")}
        out["elapsed_s"] = float(state.get("elapsed_s") or 0)
        last = data.last_rows
        if last and last[0]["elapsed_s"] > out["elapsed_s"] and last[0]["programs"] >= int(out["programs"] or 0):
            out.update(programs=last[0]["programs"], elapsed_s=last[0]["elapsed_s"])  # the newest word
    out["unique"] = len(data.rows)
    keyed = [c for c in data.causes if c["status"] != "pending"]
    out["root_causes"] = len(keyed)
    out["new_root_causes"] = sum(c["status"] in ("new", "look") for c in keyed)
    out["keys_pending"] = len(data.causes) - len(keyed)
    programs = int(out.get("programs") or 0)
    out["rate"] = programs / out["elapsed_s"] if out["elapsed_s"] else 0.0
    return out


def status_line(data: ReportData) -> str:
    """Finished, or still running (or killed): the newest session's last row says which."""
    last = data.last_rows
    if not last:
        return "no stats.csv rows (a campaign from before stats, a merge without them, or one just started)"
    newest = max(last, key=lambda r: r["unix_time"])
    age = time.time() - newest["unix_time"]
    when = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(newest["unix_time"]))
    if newest.get("event") == "end":
        return f"last session ended {when} ({_duration(age)} ago)"
    return (f"last row {when} ({_duration(age)} ago), no end row: the campaign is still running, "
            "or it was killed (resume it with the same irfuzz run --out)")


def _e(value: Any) -> str:
    return html.escape("" if value is None else str(value))


def _img(plot_id: str, title: str, png: bytes) -> str:
    return (f'<figure><img id="{plot_id}" alt="{_e(title)}" title="{_e(title)}" '
            f'src="data:image/png;base64,{base64.b64encode(png).decode()}"><figcaption>{_e(title)}</figcaption>'
            "</figure>")


def _kv_table(items: list[tuple[str, Any]], cls: str = "kv") -> str:
    body = "".join(f"<tr><th>{_e(k)}</th><td>{_e(v)}</td></tr>" for k, v in items)
    return f'<table class="{cls}">{body}</table>'


def _flat(prefix: str, value: Any) -> list[tuple[str, Any]]:
    if isinstance(value, dict):
        return [item for k, v in value.items() for item in _flat(f"{prefix}.{k}" if prefix else str(k), v)]
    if isinstance(value, list):
        return [(prefix, ", ".join(str(v) for v in value) or "[]")]
    return [(prefix, value)]


_CSS = """
body{font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;margin:24px;color:#222;max-width:1400px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px;border-bottom:1px solid #ddd}
.sub{color:#555;font-size:13px}.cards{display:flex;flex-wrap:wrap;gap:10px;margin:14px 0}
.card{border:1px solid #ddd;border-radius:6px;padding:8px 14px;min-width:110px}
.card b{display:block;font-size:20px}.card span{font-size:12px;color:#555}
.plots{display:grid;grid-template-columns:repeat(auto-fit,minmax(560px,1fr));gap:12px}
figure{margin:0;border:1px solid #eee;padding:4px}figure img{width:100%;height:auto}
figcaption{font-size:12px;color:#555;text-align:center}
table{border-collapse:collapse;font-size:12px;margin:6px 0}th,td{border:1px solid #ddd;padding:3px 6px;
text-align:left;vertical-align:top}thead th{background:#f4f4f4}.num{text-align:right}
table.kv th{background:#fafafa;font-weight:normal;color:#444}code{font-size:12px}
.msg{max-width:420px;color:#444}.yes{color:#0a7d22;font-weight:bold}.kdep{color:#b00020;font-weight:bold}
"""


def render_html(data: ReportData, plots: dict[str, bytes]) -> str:
    t = totals(data)
    state = data.state or {}
    settings = state.get("settings") or {}
    title = (f"irfuzz: merged findings of {t.get('sources', 0)} source(s)" if data.merged
             else f"irfuzz campaign {os.path.basename(os.path.abspath(data.folder))}")
    parts = [f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>{_e(title)}</title>"
             f"<style>{_CSS}</style></head><body>", f"<h1>{_e(title)}</h1>",
             f"<div class='sub'>{_e(os.path.abspath(data.folder))} &middot; "
             + (f"seed {_e(settings.get('seed'))} &middot; " if settings else "")
             + f"{_e(status_line(data))} &middot; report generated {_e(data.generated)}</div>"]
    cards = [("programs", t.get("programs") or 0), ("time", _duration(t["elapsed_s"])),
             ("programs/s", f"{t['rate']:.2f}"), ("root causes", t["root_causes"]),
             ("new root causes", t["new_root_causes"]), ("unique signatures", t["unique"]),
             ("findings", t.get("findings") or 0), ("internal errors", t.get("internal_errors") or 0),
             ("executor limits", t.get("limits") or 0), ("sessions", t.get("sessions") or 0)]
    if data.merged:
        cards.append(("sources", t.get("sources", 0)))
    parts.append("<div class='cards'>" + "".join(f"<div class='card'><b>{_e(v)}</b><span>{_e(k)}</span></div>"
                                                  for k, v in cards) + "</div>")
    parts.append("<h2>Plots</h2><div class='plots'>"
                 + "".join(_img(pid, caption, plots[pid]) for pid, caption in PLOTS) + "</div>")
    parts.append(convergence_html(data.state))
    parts.append(_root_cause_table(data))
    parts.append(_signature_table(data))
    parts.append(_aside_table(data))
    if data.merged:
        parts.append(_sources_table(data))
    if settings:
        parts.append("<h2>Settings</h2>" + _kv_table(_flat("", settings)))
    if state:
        parts.append("<h2>Campaign</h2>" + _kv_table(
            [(k, state.get(k)) for k in ("created", "updated", "sessions", "elapsed_s", "programs")]
            + [("done (program ranges)", ", ".join(f"{a}..{b - 1}" for a, b in state.get("done") or []))]))
    versions = state.get("versions") or {}
    if versions:
        parts.append("<h2>Versions</h2>" + _kv_table(sorted(versions.items())))
    parts.append("<h2>Machine</h2>")
    for name, machine in sorted(data.machines.items()):
        parts.append(f"<p>{_e('ran on' if name == 'campaign' else 'source ' + name)} "
                     f"(<code>machine.json</code>, last session):</p>" + _kv_table(sorted(machine.items())))
    parts.append("<p>report generated on:</p>" + _kv_table(sorted(machine_info().items())))
    parts.append("</body></html>")
    return "\n".join(parts)


def _links(data: ReportData, row: dict[str, Any]) -> str:
    return " ".join(f"<a href='{_e(data.link_base)}/{_e(row['folder'])}/{name}'>{name}</a>"
                    for name in row["links"]) or "-"


def _root_cause_table(data: ReportData) -> str:
    """One row per root cause, new ones first (triage.root_cause_rows), each linking the
    report.md of its first signature's folder and the command that prints its upstream report."""
    out = [f"<h2 id='root-causes'>Root causes ({sum(c['status'] != 'pending' for c in data.causes)}, "
           f"{sum(c['status'] == 'pending' for c in data.causes)} key(s) pending)</h2>"]
    if not data.causes:
        return out[0] + "<p>No findings yet.</p>"
    out.append("<table id='root-cause-table'><thead><tr>" + "".join(
        f"<th>{h}</th>" for h in ("root cause", "status", "trigger", "signatures", "count", "k-dependent",
                                  "erase", "first seen", "report")) + "</tr></thead><tbody>")
    for c in data.causes:
        status = c["status"] + (f": {c['defect']}" if c["defect"] else "")
        folder = c["folders"][0]
        out.append(
            f"<tr data-root-cause='{_e(c['root_cause'])}'><td><code>{_e(c['root_cause'])}</code></td>"
            f"<td>{_e(status)}</td><td class='msg'>{_e(c['trigger'])}</td>"
            f"<td>{'<br>'.join(f'<code>{_e(sig)}</code>' for sig in c['signatures'])}</td>"
            f"<td class='num'>{_e(c['count'])}</td><td>{'<span class=kdep>yes</span>' if c['k_dependent'] else 'no'}"
            f"</td><td>{_e(','.join(c['erase']))}</td><td>{_e(c['first_seen'])}</td>"
            f"<td><a href='{_e(data.link_base)}/{_e(folder)}/report.md'>report.md</a><br>"
            f"<code>irfuzz upstream {_e(os.path.join(data.folder, folder))}</code></td></tr>")
    out.append("</tbody></table>")
    return "".join(out)


def _signature_table(data: ReportData) -> str:
    head = ("signature", "symptom", "device", "pass", "k", "k-dependent", "count", "first seen", "reduced size",
            "in corpus/regressions", "files", "message")
    out = [f"<h2 id='signatures'>Signatures ({len(data.rows)})</h2>"]
    if not data.rows:
        return out[0] + "<p>No findings yet.</p>"
    out.append("<table id='signature-table'><thead><tr>" + "".join(f"<th>{h}</th>" for h in head)
               + "</tr></thead><tbody>")
    for r in data.rows:
        out.append(
            f"<tr data-signature='{_e(r['signature'])}'><td><code>{_e(r['signature'])}</code></td>"
            f"<td>{_e(r['symptom'])}</td><td>{_e(r['device'])}</td><td>{_e(r['pass'])}</td>"
            f"<td class='num'>{_e(r['k'])}</td>"
            f"<td>{'<span class=kdep>yes</span>' if r['k_dependent'] else 'no'}</td>"
            f"<td class='num'>{_e(r['count'])}</td><td>{_e(r['first_seen'])}</td><td>{_e(r['size'])}</td>"
            f"<td>{'<span class=yes>yes</span>' if r['in_corpus'] == 'yes' else 'no'}</td>"
            f"<td>{_links(data, r)}</td><td class='msg'>{_e(r['message'][:160])}</td></tr>")
    out.append("</tbody></table>")
    return "".join(out)


def _aside_table(data: ReportData) -> str:
    if not data.aside:
        return "<h2>Executor limits and internal errors</h2><p>None.</p>"
    out = ["<h2>Executor limits and internal errors</h2><p class='sub'>Not compiler findings: what an executor "
           "cannot run (<code>limits/</code>) and irfuzz's own bugs (<code>internal/</code>).</p>",
           "<table id='aside-table'><thead><tr><th>folder</th><th>kind</th><th>count</th><th>first seen</th>"
           "<th>message</th></tr></thead><tbody>"]
    for r in data.aside:
        out.append(f"<tr><td><a href='{_e(data.link_base)}/{_e(r['folder'])}/meta.json'>{_e(r['folder'])}</a></td>"
                   f"<td>{_e(r['symptom'])}</td><td class='num'>{r['count']}</td><td>{_e(r['first_seen'])}</td>"
                   f"<td class='msg'>{_e(r['message'])}</td></tr>")
    return "".join(out) + "</tbody></table>"


def _sources_table(data: ReportData) -> str:
    sources = (data.merged or {}).get("sources") or {}
    out = ["<h2>Sources</h2><table id='source-table'><thead><tr><th>name</th><th>kind</th><th>path</th>"
           "<th>campaign created</th><th>host</th><th>torch-mlir</th><th>programs</th><th>time</th>"
           "<th>signatures</th><th>merged</th></tr></thead><tbody>"]
    for key, s in sorted(sources.items(), key=lambda kv: str(kv[1].get("name"))):
        st = s.get("state") or {}
        torch_mlir = (st.get("versions") or {}).get("torch-mlir", "-")
        out.append(f"<tr title='{_e(key)}'><td>{_e(s.get('name'))}</td><td>{_e(s.get('kind'))}</td>"
                   f"<td><code>{_e(s.get('path'))}</code></td><td>{_e(s.get('created') or '-')}</td>"
                   f"<td>{_e(s.get('host') or '-')}</td><td>{_e(torch_mlir)}</td>"
                   f"<td class='num'>{_e(st.get('programs', '-'))}</td>"
                   f"<td>{_duration(float(st.get('elapsed_s') or 0))}</td>"
                   f"<td class='num'>{len([r for r in (s.get('folders') or {}) if '/' not in r])}</td>"
                   f"<td>{_e(s.get('merged_at'))}</td></tr>")
    return "".join(out) + "</tbody></table>"


def render_summary(data: ReportData, html_path: str) -> str:
    """summary.md: the headline and the signature table, for CI logs."""
    t = totals(data)
    settings = (data.state or {}).get("settings") or {}
    lines = [f"# irfuzz {'merged findings' if data.merged else 'campaign'} `{data.folder}`", "",
             (f"seed {settings.get('seed')}, " if settings else "")
             + f"{t.get('programs') or 0} programs in {_duration(t['elapsed_s'])} ({t['rate']:.2f}/s) over "
             f"{t.get('sessions') or 0} session(s)" + (f" from {t['sources']} source(s)" if data.merged else "")
             + f"; {t.get('findings') or 0} findings, {t['root_causes']} root causes ({t['new_root_causes']} new, "
             f"{t['keys_pending']} key(s) pending), {t['unique']} unique signatures, "
             f"{t.get('internal_errors') or 0} internal errors, {t.get('limits') or 0} executor limits.", "",
             f"Status: {status_line(data)}.", ""]
    lines += convergence_markdown(data.state)
    if data.causes:
        lines += ["| root cause | status | trigger | signatures | count | k-dep |", "|---|---|---|---|---|---|"]
        lines += [f"| `{c['root_cause']}` | {c['status']}{': ' + c['defect'] if c['defect'] else ''} | "
                  f"{c['trigger']} | {len(c['signatures'])} | {c['count']} | {'yes' if c['k_dependent'] else 'no'} |"
                  for c in data.causes]
        lines.append("")
    if data.rows:
        lines += ["| signature | symptom | device | pass | k | k-dep | count | first seen | size | in corpus |",
                  "|---|---|---|---|---|---|---|---|---|---|"]
        lines += [f"| `{r['signature']}` | {r['symptom']} | {r['device']} | {r['pass']} | {r['k']} | "
                  f"{'yes' if r['k_dependent'] else 'no'} | {r['count']} | {r['first_seen']} | {r['size']} | "
                  f"{r['in_corpus']} |" for r in data.rows]
    else:
        lines.append("No findings.")
    if data.aside:
        limits = [r for r in data.aside if r["kind"] == "limits"]
        internal = [r for r in data.aside if r["kind"] == "internal"]
        lines += ["", f"Executor limits: {len(limits)} kind(s), {sum(r['count'] for r in limits)} programs; "
                      f"internal errors (irfuzz bugs): {len(internal)} kind(s), {sum(r['count'] for r in internal)}."]
    lines += ["", f"Report: {html_path}", ""]
    return "\n".join(lines)


def _write_atomic(path: str, text: str) -> None:
    tmp = os.path.join(os.path.dirname(path), f".{os.path.basename(path)}.{os.getpid()}.tmp")
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write(text)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


def write_report(folder: str, out: str | None = None, regressions: str = DEFAULT_REGRESSIONS) -> tuple[str, str]:
    """Write OUT/index.html and OUT/summary.md (OUT defaults to FOLDER/report); returns both paths."""
    out = out or os.path.join(folder, "report")
    os.makedirs(out, exist_ok=True)
    data = collect(folder, regressions)
    data.link_base = os.path.relpath(os.path.abspath(folder), os.path.abspath(out)).replace(os.sep, "/")
    colors = plots.symptom_colors([r["symptom"] or "?" for r in data.rows])
    images = {"plot-root-causes": plots.discovery_over_programs(root_cause_series(data), colors, "root causes"),
              "plot-discovery-time": plots.discovery_over_time(data.series, colors),
              "plot-discovery-programs": plots.discovery_over_programs(data.series, colors),
              "plot-throughput": plots.throughput(data.series),
              "plot-features": plots.features_over_time(data.series),
              "plot-symptoms": plots.by_symptom(data.rows, data.aside, colors),
              "plot-stages": plots.time_by_stage(data.seconds)}
    html_path = os.path.join(out, "index.html")
    md_path = os.path.join(out, "summary.md")
    _write_atomic(html_path, render_html(data, images))
    _write_atomic(md_path, render_summary(data, html_path))
    return html_path, md_path
