"""Campaign throughput by engine: `irfuzz run --engine local` with 1 and 2 jobs against
`--engine ray` (a local Ray the campaign starts) with 1 and 2 actors, side by side.

Each configuration is a fresh campaign of the same seed (so the same programs, in the same
order) run for `--seconds`, blind, batch 8, reductions off (`--reduce-budget 0`: the
figures are about checking; reproducer verification still runs on the driver), one after
the other on this machine. Printed per configuration: programs checked, programs/s over the
session (`irfuzz run`'s own rate: the session starts once the engine is up, so Ray's start
is not in it), programs/s after the first block (worker warm-up left out too), and the
whole command's wall seconds (Ray's start included).

Usage: python bench/bench_engines.py [--seconds 90] [--seed 11] [--configs local:1,local:2,ray:1,ray:2]
The last line is machine-readable: <engine>_<jobs>_pps=<float> ... (session rate)
"""

from __future__ import annotations

import argparse
import csv
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_config(engine: str, jobs: int, seconds: float, seed: int, out: str) -> dict[str, float]:
    """One campaign; its figures from the end row of its stats.csv (fuzz/campaign/stats.py)."""
    command = [sys.executable, "-m", "fuzz.cli", "run", "--engine", engine, "--jobs", str(jobs), "--time",
               str(seconds), "--seed", str(seed), "--blind", "--batch", "8", "--reduce-budget", "0", "--out", out]
    env = {**os.environ, "PYTHONPATH": ROOT + os.pathsep + os.environ.get("PYTHONPATH", "")}
    start = time.monotonic()
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
    wall = time.monotonic() - start
    if done.returncode != 0:
        sys.exit(f"{engine}:{jobs} failed (rc {done.returncode}):\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}")
    with open(os.path.join(out, "stats.csv")) as fh:
        rows = [row for row in csv.DictReader(fh)]
    end = rows[-1]
    programs, session_s = int(end["session_programs"]), float(end["session_s"])
    first = next((row for row in rows if int(row["session_programs"]) > 0), end)
    after = programs - int(first["session_programs"])
    after_s = session_s - float(first["session_s"])
    return {"programs": programs, "session_s": session_s, "pps": programs / session_s if session_s else 0.0,
            "steady_pps": after / after_s if after_s > 0 else 0.0, "wall_s": wall,
            "findings": int(end["findings"]), "unique": int(end["unique_signatures"])}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=90.0)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--configs", default="local:1,local:2,ray:1,ray:2", help="engine:jobs,...")
    args = parser.parse_args()
    configs = [(name, int(jobs)) for name, jobs in (c.split(":") for c in args.configs.split(","))]
    results = {}
    with tempfile.TemporaryDirectory(prefix="irfuzz-bench-engines-") as scratch:
        for engine, jobs in configs:
            results[(engine, jobs)] = run_config(engine, jobs, args.seconds, args.seed,
                                                 os.path.join(scratch, f"{engine}-{jobs}"))
            print(f"done {engine}:{jobs}", file=sys.stderr, flush=True)
    print(f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, {os.cpu_count()} CPUs, load average "
          f"{os.getloadavg()[0]:.1f}, --time {args.seconds:g}, seed {args.seed}")
    print(f"{'engine':8} {'jobs':>4} {'programs':>8} {'session s':>9} {'prog/s':>7} {'after 1st block':>15} "
          f"{'wall s':>7} {'findings':>8} {'signatures':>10}")
    for (engine, jobs), r in results.items():
        print(f"{engine:8} {jobs:4d} {r['programs']:8d} {r['session_s']:9.0f} {r['pps']:7.3f} "
              f"{r['steady_pps']:15.3f} {r['wall_s']:7.0f} {r['findings']:8d} {r['unique']:10d}")
    print(" ".join(f"{engine}_{jobs}_pps={r['pps']:.4f}" for (engine, jobs), r in results.items()))


if __name__ == "__main__":
    main()
