"""Where a command's CPU goes, by kind of process: `python bench/process_cpu.py -- CMD ARGS...`.

Runs CMD and reads /proc/PID/stat of every process on the machine every --interval seconds
(default 0.25) while it runs, keeping each process's last user + system time. At the end it
prints, per kind of process (KINDS: a zygote, a worker forked from one, a pytest process, an
`irfuzz` subcommand, torch-mlir-opt...), how many there were and their CPU seconds, largest
first, then CMD's exit status and wall time. A process that lives less than one interval may
be missed (its CPU then shows in no row: the last line says how much the rows miss of the
machine's total). It reads every process that starts while CMD runs, not only CMD's: run it
on a quiet machine.

Why: the suite's cost is processes that each import torch and start a zygote, and the
workers they fork (docs/performance.md, the test suite); this counts them.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass

TICKS = os.sysconf("SC_CLK_TCK")


@dataclass
class Seen:
    """One process as last sampled."""
    cmdline: str
    parent_cmdline: str
    cpu_s: float


def _zygote(cmd: str) -> bool:
    return "oracles.zygote" in cmd


# (kind, test on (cmdline, parent's cmdline)), the first that matches names the process. Under
# tests/run_parallel.py's shared zygote (`oracles.zygote --listen`), its copies, forked from it,
# count as workers forked from a zygote: a fork keeps the command line, and a copy's own CPU is
# its forks and answers.
KINDS: list[tuple[str, Callable[[str, str], bool]]] = [
    ("worker forked from a zygote", lambda cmd, parent: _zygote(cmd) and _zygote(parent)),
    ("zygote (imports, warm-up)", lambda cmd, parent: _zygote(cmd)),
    ("worker started afresh", lambda cmd, parent: "oracles.worker" in cmd),
    ("pytest", lambda cmd, parent: "-m pytest" in cmd),
    ("torch-mlir-opt", lambda cmd, parent: "torch-mlir-opt" in cmd),
    ("IREE tools", lambda cmd, parent: re.search(r"iree-(compile|run-module|opt)", cmd) is not None),
    ("fuzz targets (atheris)", lambda cmd, parent: re.search(r"fuzz_(pipeline|numerics|hypothesis)", cmd) is not None),
    ("Ray", lambda cmd, parent: re.search(r"\bray\b|raylet|gcs_server|ray::", cmd) is not None),
    ("repro.py", lambda cmd, parent: "repro.py" in cmd),
    ("shell (repro.sh and the like)", lambda cmd, parent: re.match(r"(/bin/)?(ba)?sh\b", cmd) is not None),
]


def kind_of(cmd: str, parent: str) -> str:
    """The KINDS name of a process, `irfuzz SUBCOMMAND` for the CLI, else its program's name."""
    for name, test in KINDS:
        if test(cmd, parent):
            return name
    cli = re.search(r"(?:fuzz\.cli|bin/irfuzz)\s+(\S+)", cmd)
    if cli:
        return f"irfuzz {cli.group(1)}"
    return "other: " + os.path.basename(cmd.split(" ")[0]) if cmd else "other: (no command line)"


def _read(pid: str) -> tuple[str, int, int, float] | None:
    """(command line, parent pid, start time, CPU s) of a process, or None when it is gone. A
    zombie's command line is empty."""
    try:
        with open(f"/proc/{pid}/stat") as fh:
            stat = fh.read()
        with open(f"/proc/{pid}/cmdline", "rb") as fh:
            cmd = fh.read().replace(b"\0", b" ").decode(errors="replace").strip()
    except OSError:
        return None
    fields = stat[stat.rindex(")") + 2:].split()  # after "(comm) ": state ppid ... utime stime ... starttime
    return cmd, int(fields[1]), int(fields[19]), (int(fields[11]) + int(fields[12])) / TICKS


def sample(seen: dict[tuple[str, int], Seen], cmdlines: dict[int, str]) -> None:
    """One pass over /proc: each process's CPU so far, keyed by (pid, start time), so that a
    reused pid is another process and a zombie the same one; named by the last command line
    seen (a shell that execs its command is counted as that command)."""
    for pid in (p for p in os.listdir("/proc") if p.isdigit()):
        got = _read(pid)
        if got is None:
            continue
        cmd, ppid, started, cpu = got
        entry = seen.get((pid, started))
        if entry is None:
            entry = seen[(pid, started)] = Seen(cmd, cmdlines.get(ppid, ""), cpu)
        entry.cpu_s = max(entry.cpu_s, cpu)
        if cmd:
            entry.cmdline = cmdlines[int(pid)] = cmd


def _machine_cpu_s() -> float:
    with open("/proc/stat") as fh:
        user, nice, system = (int(v) for v in fh.readline().split()[1:4])
    return (user + nice + system) / TICKS


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--interval", type=float, default=0.25)
    parser.add_argument("command", nargs=argparse.REMAINDER, help="-- CMD ARGS...")
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("give the command to measure after --")
    seen: dict[tuple[str, int], Seen] = {}
    cmdlines: dict[int, str] = {}
    sample(seen, cmdlines)
    already = set(seen)  # processes older than the command: not its
    before, start = _machine_cpu_s(), time.monotonic()
    proc = subprocess.Popen(command)
    while proc.poll() is None:
        sample(seen, cmdlines)
        time.sleep(args.interval)
    wall, machine = time.monotonic() - start, _machine_cpu_s() - before
    rows: dict[str, list[float]] = defaultdict(lambda: [0, 0.0])
    for key, entry in seen.items():
        if key in already:
            continue
        row = rows[kind_of(entry.cmdline, entry.parent_cmdline)]
        row[0] += 1
        row[1] += entry.cpu_s
    counted = sum(cpu for _, cpu in rows.values())
    for name, (count, cpu) in sorted(rows.items(), key=lambda item: -item[1][1]):
        print(f"{cpu:9.1f} CPU s  {count:5d} processes  {name}")
    print(f"exit {proc.returncode}; {wall:.0f} s wall; the machine used {machine:.0f} CPU s, the rows {counted:.0f}")
    return proc.returncode


if __name__ == "__main__":
    sys.exit(main())
