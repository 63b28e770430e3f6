"""What a campaign's reproducer verification costs per finding folder, with and without the
campaign's shared zygote.

A campaign verifies each finding folder's repro.sh (and repro.py) in fresh processes
(fuzz/campaign/store.py `verify`). A repro.sh that no pass pipeline reproduces runs
`irfuzz check --expect` (fuzz/findings/repro.py), whose Sandbox needs a zygote: a zygote of
its own (imports and a warm-up), or a copy of the campaign's shared zygote
(oracles/sandbox.py SharedZygote, fuzz/campaign/driver.py). This runs the repro.sh of
`--entries` corpus entries of that kind (copied to a scratch folder) both ways, which goes
first alternating from entry to entry, and prints each entry's wall seconds and the machine's
CPU seconds both ways (from /proc/stat: run it on a quiet machine), whether both reproduced,
then the totals with the shared zygote's start counted once.

Usage: python bench/verify_cost.py [--entries 8]
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from fuzz.findings.defects import DEFAULT_REGRESSIONS  # noqa: E402
from fuzz.findings.repro import run_repro_sh  # noqa: E402
from oracles.sandbox import SharedZygote, drop_thread_zygote, thread_zygote  # noqa: E402
from oracles.zygote import SHARED_ZYGOTE_ENV  # noqa: E402

TICKS = os.sysconf("SC_CLK_TCK")


def machine_cpu_s() -> float:
    """User, nice, system, irq and softirq seconds of every CPU since boot."""
    with open("/proc/stat") as fh:
        fields = fh.readline().split()[1:8]
    user, nice, system, _idle, _iowait, irq, softirq = (int(f) for f in fields)
    return (user + nice + system + irq + softirq) / TICKS


def check_entries(count: int) -> list[str]:
    """`count` corpus entries whose repro.sh runs `irfuzz check --expect`, spread over the corpus."""
    def runs_irfuzz_check(name: str) -> bool:
        path = os.path.join(DEFAULT_REGRESSIONS, name, "repro.sh")
        if not os.path.exists(path):
            return False
        with open(path) as fh:
            return "No pass pipeline reproduces it" in fh.read()

    names = sorted(filter(runs_irfuzz_check, os.listdir(DEFAULT_REGRESSIONS)))
    step = max(1, len(names) // max(1, count))
    return names[::step][:count]


def timed(folder: str, env: dict[str, str]) -> tuple[float, float, bool]:
    """(wall s, machine CPU s, reproduced) of one repro.sh run."""
    cpu, start = machine_cpu_s(), time.perf_counter()
    result = run_repro_sh(folder, env=env)
    return time.perf_counter() - start, machine_cpu_s() - cpu, bool(result["reproduces"])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=8)
    args = parser.parse_args()
    os.environ.pop(SHARED_ZYGOTE_ENV, None)   # "own" means own
    scratch = tempfile.mkdtemp(prefix="irfuzz-verify-cost-")
    totals = {"own": [0.0, 0.0], "shared": [0.0, 0.0]}
    try:
        cpu, start = machine_cpu_s(), time.perf_counter()
        with SharedZygote() as shared:
            os.environ.update(shared.env())   # one copy here waits for its warm-up, which then counts here
            thread_zygote()
            drop_thread_zygote()
            os.environ.pop(SHARED_ZYGOTE_ENV)
            totals["shared"] = [time.perf_counter() - start, machine_cpu_s() - cpu]   # its start, once
            print(f"shared zygote started and warm: {totals['shared'][0]:.1f} s, {totals['shared'][1]:.1f} CPU s")
            for i, name in enumerate(check_entries(args.entries)):
                folder = os.path.join(scratch, name)
                shutil.copytree(os.path.join(DEFAULT_REGRESSIONS, name), folder)
                ways = [("own", {}), ("shared", shared.env())]
                row = {}
                for way, env in ways if i % 2 == 0 else ways[::-1]:
                    row[way] = timed(folder, env)
                    totals[way][0] += row[way][0]
                    totals[way][1] += row[way][1]
                print(f"{name}: own {row['own'][0]:.1f} s / {row['own'][1]:.1f} CPU s, shared {row['shared'][0]:.1f} s"
                      f" / {row['shared'][1]:.1f} CPU s; reproduced {row['own'][2]} / {row['shared'][2]}", flush=True)
            print(f"copies that served: {shared.copies()} (one for the warm-up wait)")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    for way, (wall, cpu) in totals.items():
        print(f"total {way}: {wall:.1f} s wall, {cpu:.1f} CPU s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
