"""CPU seconds per test, every process it started included: a pytest plugin and its summary.

    PYTHONPATH=bench python tests/run_parallel.py --jobs 2 -m "not extended" -q -ra -p cpu_per_test
    python bench/cpu_per_test.py [--top 30]

As a plugin (`-p cpu_per_test`), it reads the cpuacct cgroup the pytest process runs in before
and after each test and writes one row per test (CPU s, wall s, test id) to
$IRFUZZ_TEST_CPU_DIR/rows-PID.tsv (default /tmp/irfuzz-test-cpu). tests/run_parallel.py gives
each job a cgroup of its own where the machine lets it (cgroup v1, as root), so a row counts
every process the test started, waited for or not: zygotes and the workers they fork, CLI
subprocesses, torch-mlir-opt. A module fixture's work counts in the first test that uses it.
Where there is no cgroup of the job's own, the rows say -1.

As a script, it sums the rows of that folder: per test file, then the costliest tests.

Why: a job's CPU (run_parallel's last lines) does not say which of its tests to make cheaper
or to leave to `make test-extended` (docs/performance.md, the test suite).
"""

from __future__ import annotations

import argparse
import glob
import os
import sys
import time
from collections import defaultdict

import pytest

ROWS_DIR = os.environ.get("IRFUZZ_TEST_CPU_DIR", "/tmp/irfuzz-test-cpu")
_rows: list[tuple[float, float, str]] = []


def _cgroup_cpu_s(membership: str = "/proc/self/cgroup") -> float | None:
    """CPU seconds so far of the cpuacct cgroup this process is in, or None when it is in none
    of its own (the root group counts the whole machine)."""
    with open(membership) as fh:
        for line in fh:
            _, controllers, path = line.rstrip("\n").split(":", 2)
            if "cpuacct" in controllers.split(","):
                if path == "/":
                    return None
                try:
                    with open(f"/sys/fs/cgroup/cpuacct{path}/cpuacct.usage") as usage:
                        return int(usage.read()) / 1e9
                except OSError:
                    return None
    return None


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    cpu, wall = _cgroup_cpu_s(), time.monotonic()
    yield
    after = _cgroup_cpu_s()
    _rows.append((after - cpu if cpu is not None and after is not None else -1.0,
                  time.monotonic() - wall, item.nodeid))


def pytest_sessionfinish(session) -> None:
    os.makedirs(ROWS_DIR, exist_ok=True)
    with open(os.path.join(ROWS_DIR, f"rows-{os.getpid()}.tsv"), "w") as fh:
        fh.writelines(f"{cpu:.2f}\t{wall:.2f}\t{test}\n" for cpu, wall, test in _rows)


def summary(rows: list[tuple[float, float, str]], top: int) -> list[str]:
    """Lines: CPU s and tests per file, costliest first, then the `top` costliest tests."""
    per_file: dict[str, list[float]] = defaultdict(lambda: [0.0, 0])
    for cpu, _, test in rows:
        entry = per_file[test.split("::", 1)[0]]
        entry[0] += cpu
        entry[1] += 1
    lines = [f"{cpu:8.1f} CPU s {count:5d} tests  {name}"
             for name, (cpu, count) in sorted(per_file.items(), key=lambda item: -item[1][0])]
    lines.append(f"{sum(cpu for cpu, _, _ in rows):8.1f} CPU s {len(rows):5d} tests  in all")
    lines += [f"{cpu:8.1f} CPU s {wall:7.1f} s wall  {test}" for cpu, wall, test in sorted(rows, reverse=True)[:top]]
    return lines


def read_rows(folder: str) -> list[tuple[float, float, str]]:
    rows = []
    for path in sorted(glob.glob(os.path.join(folder, "rows-*.tsv"))):
        with open(path) as fh:
            for line in fh:
                cpu, wall, test = line.rstrip("\n").split("\t", 2)
                rows.append((float(cpu), float(wall), test))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", default=ROWS_DIR, help="the plugin's rows (IRFUZZ_TEST_CPU_DIR)")
    parser.add_argument("--top", type=int, default=30, help="how many of the costliest tests to list")
    args = parser.parse_args()
    rows = read_rows(args.dir)
    if not rows:
        print(f"no rows in {args.dir}: run the tests with -p cpu_per_test first", file=sys.stderr)
        return 2
    print("\n".join(summary(rows, args.top)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
