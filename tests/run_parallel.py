"""Run the test suite as one pytest process per test file, N at a time (`make test`).

Most tests keep one core busy in a worker process at a time, so two files side by side
about halve the wall time on CI's 2 cores. Files start largest first (the measured heavy
ones, then the rest by name), so the long ones do not end up last. Each file's output is
printed whole when it ends; the exit status is 1 when any file failed (pytest's own status
per file is in the summary), 0 otherwise.

Why not pytest-xdist: its workers talk to the controller over their stdin/stdout, and
native code under test that writes to fd 1 breaks that channel (seen: a worker vanished
mid-test and the run hung); a pytest process of its own per file has nothing to break.

Usage: python tests/run_parallel.py [--jobs 2] [pytest arguments...]
"""

from __future__ import annotations

import argparse
import concurrent.futures
import glob
import os
import subprocess
import sys
import time

TESTS = os.path.dirname(os.path.abspath(__file__))
# Measured (seconds, one core, 2026-12): started first so that the run ends evenly.
HEAVY_FIRST = ["test_regressions.py", "test_sandbox.py", "test_fuzz_targets.py", "test_campaign_faults.py",
               "test_ray_engine.py", "test_campaign.py", "test_gpu_bundle.py", "test_upstream_corpus.py",
               "test_root_cause.py", "test_reduce.py", "test_precision.py", "test_batch.py", "test_corpus_cli.py"]


def ordered_files() -> list[str]:
    names = sorted(os.path.basename(p) for p in glob.glob(os.path.join(TESTS, "test_*.py")))
    return [n for n in HEAVY_FIRST if n in names] + [n for n in names if n not in HEAVY_FIRST]


def run_file(name: str, pytest_args: list[str]) -> tuple[str, int, float, str]:
    start = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "pytest", *pytest_args, os.path.join("tests", name)],
                          cwd=os.path.dirname(TESTS), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return name, done.returncode, time.monotonic() - start, done.stdout


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    args, pytest_args = parser.parse_known_args()
    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = [pool.submit(run_file, name, pytest_args) for name in ordered_files()]
        for future in concurrent.futures.as_completed(futures):
            name, returncode, seconds, output = future.result()
            print(f"==== tests/{name}: exit {returncode} in {seconds:.0f}s ====\n{output}", flush=True)
            results.append((name, returncode, seconds))
    # pytest exits 5 when a file selects no test (e.g. `-k` elsewhere): not a failure.
    failed = [(n, rc) for n, rc, _ in results if rc not in (0, 5)]
    print(f"{len(results)} test files, {len(failed)} failed"
          + (": " + ", ".join(f"{n} (exit {rc})" for n, rc in failed) if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
