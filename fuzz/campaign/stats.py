"""Stats over time: `DIR/stats.csv`, one row per status tick of `irfuzz run` (as AFL++'s plot_data).

Columns (`COLUMNS`; the file's own header line is what readers go by):

  unix_time          wall clock of the row (seconds since the epoch)
  elapsed_s          the campaign's total elapsed time, over all sessions (state.elapsed())
  session            the campaign's session number (1 for the first `irfuzz run`, +1 per resume)
  event              "tick" (a status line) or "end" (the session's last row)
  session_s          seconds since this session started
  programs           programs checked by the campaign (all sessions)
  session_programs   programs checked in this session
  programs_per_s     session_programs / session_s (the status line's rate)
  findings, unique_signatures, root_causes, internal_errors, limits   the status line's counters
                     (root_causes: distinct keys computed so far, fuzz/findings/root_cause.py)
  features, corpus   compiler features reached and programs kept in the campaign corpus
                     (guided campaigns, campaign/corpus.py; 0 in a blind one)
  reached_k2, changed_k2, reached_k3, changed_after_k2   convergence of the iterated pipeline
                     (campaign/convergence.py): programs whose IR_2 was computed, of them those
                     with IR_2 != IR_1; programs whose IR_3 was computed, of them those with
                     IR_{k+1} != IR_k for some k >= 2. Files written before these columns read
                     them as None (empty).
  <kind>_<name>_s    cumulative seconds per stage and path from campaign.json `seconds`
                     ("stage:pipeline" -> stage_pipeline_s, "path:batch" -> path_batch_s)
  other_s            seconds of stages/paths the header has no column for
  host               the machine (platform.node())
  campaign           campaign.json `created`: rows of an earlier campaign in the same folder
                     (`--new-campaign`) are told apart by it

Contract: rows are only ever appended; each row is one `write` of a whole line on an
O_APPEND descriptor, so a kill -9 leaves complete rows (a power loss or a full disk at
most a truncated last line). A writer that finds the file not ending in a newline cuts
that partial line off before it appends; readers (`read_stats`) take only complete lines
whose fields parse, and never lock, so reading a running campaign's file is safe.
A write that fails (disk full) is reported once and does not stop the campaign.
"""

from __future__ import annotations

import csv
import io
import json
import os
import platform
import time
from typing import Any, Callable

from fuzz.atomic import write_json_atomic

STATS_FILE = "stats.csv"
MACHINE_FILE = "machine.json"

# Stage and path keys of campaign.json `seconds` known when the file is created; others
# seen then get a column too, and later unknown ones are summed into other_s.
KNOWN_SECONDS = ("stage:import", "stage:eager", "stage:pipeline", "stage:contract", "stage:lowering",
                 "stage:execute", "stage:localize", "stage:convergence", "path:batch", "path:alone", "path:rejudge",
                 "path:rejudge-all", "path:known-crash", "path:worker-start", "path:probe", "path:replay",
                 "path:store", "path:reduce", "path:root-cause", "path:verify")
HEAD = ("unix_time", "elapsed_s", "session", "event", "session_s", "programs", "session_programs",
        "programs_per_s", "findings", "unique_signatures", "root_causes", "internal_errors", "limits", "features",
        "corpus", "reached_k2", "changed_k2", "reached_k3", "changed_after_k2")
TAIL = ("other_s", "host", "campaign")
TEXT_COLUMNS = ("event", "host", "campaign")
INT_COLUMNS = ("session", "programs", "session_programs", "findings", "unique_signatures", "root_causes",
               "internal_errors", "limits",
               "features", "corpus", "reached_k2", "changed_k2", "reached_k3", "changed_after_k2")
REQUIRED = ("unix_time", "elapsed_s", "session", "session_s", "programs", "programs_per_s", "unique_signatures")


def seconds_column(key: str) -> str:
    """campaign.json's "stage:pipeline" -> the CSV column "stage_pipeline_s"."""
    return f"{key.replace(':', '_').replace('-', '_')}_s"


COLUMNS = HEAD + tuple(seconds_column(key) for key in KNOWN_SECONDS) + TAIL


def machine_info() -> dict[str, Any]:
    """Where a session runs: recorded in DIR/machine.json and shown by the report."""
    memory = None
    try:
        memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        pass
    return {"host": platform.node(), "platform": platform.platform(), "machine": platform.machine(),
            "processor": platform.processor() or None, "cpus": os.cpu_count(),
            "memory_gib": round(memory / 2**30, 1) if memory else None,
            "python": platform.python_version(), "recorded": time.strftime("%Y-%m-%dT%H:%M:%S%z")}


class StatsLog:
    """Appends the rows of one session of a campaign (driver.run_campaign owns one)."""

    def __init__(self, folder: str, state: Any, warn: Callable[[str], None] = print) -> None:
        self.path = os.path.join(folder, STATS_FILE)
        self.state = state
        self.warn = warn
        self.host = platform.node()
        self._columns: list[str] | None = None
        self._failed = False
        try:
            write_json_atomic(os.path.join(folder, MACHINE_FILE), {**machine_info(), "session": state.sessions})
        except OSError as exc:
            self._report(exc)

    def append(self, stats: Any, event: str = "tick") -> bool:
        """One row from a CampaignStats (driver.py) and the state's cumulative seconds."""
        try:
            columns = self._columns or self._open()
            row = self.row(stats, event, columns)
            buffer = io.StringIO()
            csv.writer(buffer, lineterminator="\n").writerow([row.get(c, "") for c in columns])
            fd = os.open(self.path, os.O_WRONLY | os.O_APPEND)
            try:
                os.write(fd, buffer.getvalue().encode())
                os.fsync(fd)
            finally:
                os.close(fd)
            return True
        except OSError as exc:
            self._report(exc)
            return False

    def row(self, stats: Any, event: str, columns: list[str]) -> dict[str, Any]:
        seconds = dict(self.state.seconds)  # one C-level copy: safe while jobs commit
        rate = stats.session_programs / stats.session_seconds if stats.session_seconds > 0 else 0.0
        row: dict[str, Any] = {
            "unix_time": f"{time.time():.3f}", "elapsed_s": f"{stats.elapsed:.1f}", "session": self.state.sessions,
            "event": event, "session_s": f"{stats.session_seconds:.1f}", "programs": stats.programs,
            "session_programs": stats.session_programs, "programs_per_s": f"{rate:.4f}",
            "findings": stats.findings, "unique_signatures": stats.unique,
            "root_causes": getattr(stats, "root_causes", 0), "internal_errors": stats.internal_errors,
            "limits": stats.limits, "features": getattr(stats, "features", 0), "corpus": getattr(stats, "corpus", 0),
            "host": self.host, "campaign": self.state.created}
        convergence = getattr(self.state, "convergence", None)
        if convergence is not None:
            row.update({key: convergence.totals.get(key, 0)
                        for key in ("reached_k2", "changed_k2", "reached_k3", "changed_after_k2")})
        row.update({c: "0.000" for c in columns if c.endswith("_s") and c not in row})
        other = 0.0
        for key, value in seconds.items():
            column = seconds_column(key)
            if column in columns:
                row[column] = f"{value:.3f}"
            else:
                other += value
        row["other_s"] = f"{other:.3f}"
        return row

    def _open(self) -> list[str]:
        """The columns to write: the existing file's header (after cutting a partial last
        line; a file from an older irfuzz without some of today's columns is first rewritten
        with them, empty in its rows), or a new header with a column for every stage/path
        known now."""
        columns = _header(self.path)
        if columns is not None and set(COLUMNS) - set(columns):
            columns = _add_columns(self.path, columns)
        if columns is None:
            extra = sorted(seconds_column(k) for k in self.state.seconds if seconds_column(k) not in COLUMNS)
            columns = list(COLUMNS[:-len(TAIL)]) + extra + list(TAIL)
            buffer = io.StringIO()
            csv.writer(buffer, lineterminator="\n").writerow(columns)
            fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
            try:
                if os.fstat(fd).st_size == 0:
                    os.write(fd, buffer.getvalue().encode())
            finally:
                os.close(fd)
            columns = _header(self.path) or columns
        self._columns = columns
        return columns

    def _report(self, exc: OSError) -> None:
        if not self._failed:
            self._failed = True
            self.warn(f"warning: cannot write {self.path} ({exc}); the campaign goes on without stats rows")


def _add_columns(path: str, old: list[str]) -> list[str]:
    """Rewrite a stats file under today's header (old rows keep their values, new columns
    are empty); one rename, so a kill leaves the old file or the new one."""
    extra = [c for c in old if c not in COLUMNS]
    columns = list(COLUMNS[:-len(TAIL)]) + extra + list(TAIL)
    with open(path, newline="") as fh:
        rows = list(csv.reader(fh))[1:]
    tmp = f"{os.path.join(os.path.dirname(path), '.' + os.path.basename(path))}.{os.getpid()}.tmp"
    with open(tmp, "w", newline="") as fh:
        writer = csv.writer(fh, lineterminator="\n")
        writer.writerow(columns)
        for fields in rows:
            if len(fields) == len(old):
                row = dict(zip(old, fields))
                writer.writerow([row.get(c, "") for c in columns])
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)
    return columns


def _header(path: str) -> list[str] | None:
    """The header of an existing stats file, after cutting off a partial last line; None
    when there is no file or no complete header."""
    try:
        with open(path, "r+b") as fh:
            data = fh.read()
            if data and not data.endswith(b"\n"):
                fh.truncate(data.rfind(b"\n") + 1)  # a row cut short by a crash: dropped
                data = data[:data.rfind(b"\n") + 1]
    except FileNotFoundError:
        return None
    first = data.split(b"\n", 1)[0].decode("utf-8", "replace") if data else ""
    if not first.startswith("unix_time,"):
        if data:  # not ours (or a header cut short): start over, keeping the old file beside
            os.replace(path, f"{path}.{time.strftime('%Y%m%dT%H%M%S')}.bad")
        return None
    return next(csv.reader([first]))


def read_stats(folder_or_file: str, campaign: str | None = None) -> list[dict[str, Any]]:
    """The complete rows of a stats.csv (a folder or the file), numbers as floats/ints.
    A partial last line, a row with the wrong number of fields or an unparsable number is
    skipped. `campaign` (campaign.json `created`) keeps only that campaign's rows."""
    path = folder_or_file
    if os.path.isdir(path):
        path = os.path.join(path, STATS_FILE)
    try:
        with open(path, "rb") as fh:
            data = fh.read()
    except OSError:
        return []
    data = data[:data.rfind(b"\n") + 1]  # only complete lines: the last one may be being written
    lines = data.decode("utf-8", "replace").splitlines()
    if not lines or not lines[0].startswith("unix_time,"):
        return []
    reader = csv.reader(lines)
    header = next(reader)
    rows = []
    for fields in reader:
        if len(fields) != len(header):
            continue
        row: dict[str, Any] = {}
        try:
            for name, value in zip(header, fields):
                if name in TEXT_COLUMNS:
                    row[name] = value
                elif value == "":  # a column added after the row was written
                    row[name] = None
                elif name in INT_COLUMNS:
                    row[name] = int(value)
                else:
                    row[name] = float(value)
        except ValueError:
            continue
        if any(row.get(name) is None for name in REQUIRED):
            continue
        if campaign is not None and row.get("campaign") not in (campaign, None, ""):
            continue
        rows.append(row)
    return rows


def read_machine(folder: str) -> dict[str, Any] | None:
    try:
        with open(os.path.join(folder, MACHINE_FILE)) as fh:
            data = json.load(fh)
        return data if isinstance(data, dict) else None
    except (OSError, ValueError):
        return None
