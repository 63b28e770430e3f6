"""Where a root-cause key's time goes: each finding folder given is keyed again in a fresh
Sandbox, as a campaign keys it (`key_folder`, candidates batched where the campaign batches
them), every `check` (alone) and `check_batch` (batched) call timed; prints one JSON line a
folder: the total, the checks, the calls (count, candidates, seconds) and the Sandbox's own
path seconds (worker starts, probes, replays).

Compare a change by running it before and after in one sitting: the figures move with the
machine's load.

Usage: python bench/key_cost.py FOLDER [FOLDER...] [--timeout 120]
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from fuzz.findings.root_cause import key_folder  # noqa: E402
from oracles.iterate import OracleConfig  # noqa: E402
from oracles.sandbox import Sandbox  # noqa: E402


def key_cost(folder: str, timeout: float) -> dict:
    calls: dict[str, list[float]] = collections.defaultdict(lambda: [0, 0, 0.0])   # kind -> [calls, cases, s]
    with Sandbox(timeout=timeout) as sandbox:
        def alone(case):
            start = time.perf_counter()
            verdict = sandbox.check(case)
            calls["alone"][0] += 1
            calls["alone"][1] += 1
            calls["alone"][2] += time.perf_counter() - start
            return verdict

        def batched(cases):
            start = time.perf_counter()
            verdicts = sandbox.check_batch(cases)
            calls["batch"][0] += 1
            calls["batch"][1] += len(cases)
            calls["batch"][2] += time.perf_counter() - start
            return verdicts

        start = time.perf_counter()
        cause = key_folder(folder, alone, OracleConfig(), check_many=batched)
        total = time.perf_counter() - start
        return {"folder": os.path.basename(os.path.normpath(folder)), "family": cause.locus.family,
                "key": cause.key, "total_s": round(total, 1), "checks": cause.trigger.checks,
                "cut": cause.trigger.cut,
                "calls": {kind: [int(n), int(cases), round(s, 1)] for kind, (n, cases, s) in calls.items()},
                "sandbox": {path: round(s, 1) for path, s in sandbox.take_seconds().items()}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folders", nargs="+")
    parser.add_argument("--timeout", type=float, default=120.0)
    args = parser.parse_args()
    for folder in args.folders:
        print(json.dumps(key_cost(folder, args.timeout)), flush=True)


if __name__ == "__main__":
    main()
