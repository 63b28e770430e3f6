"""What a campaign's deferred work costs per finding folder, candidates judged one by one
against a batch at a time.

For `--folders` of a campaign's folders, evenly spread over those whose candidates are
judged in batches (fuzz/findings/reduce.py judged_in_batches: not a crash, a hang or a failure
of the first pipeline stage), in one warm Sandbox: the reduction of the example as found
(original_program.json, the folder's erasure, seed and oracle settings; `--reduce-budget`
seconds, as `irfuzz run`'s default) and the root-cause key of the reduced example
(program.json), each once with candidates judged one by one (Sandbox.check) and once a few
at a time (Sandbox.check_batch: fuzz/findings/reduce.py, fuzz/findings/root_cause.py); which
goes first alternates from folder to folder. Prints each folder's seconds both ways and
whether the results agree (the same reduced program, the same key), then the totals. Nothing
in the campaign folder is written.

Usage: python bench/deferred_cost.py CAMPAIGN_DIR [--folders 8] [--reduce-budget 30]
"""

from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from fuzz.campaign.state import CampaignSettings, load_state  # noqa: E402
from fuzz.finding_folder import FindingRecord  # noqa: E402
from fuzz.findings.reduce import (  # noqa: E402
    judged_in_batches,
    min_iterations_for,
    reduce_case,
    same_signature,
    same_signature_many,
)
from fuzz.findings.root_cause import root_cause, stored_finding  # noqa: E402
from generators.program import Program  # noqa: E402
from oracles.backends import with_recorded_backends  # noqa: E402
from oracles.case import Case  # noqa: E402
from oracles.sandbox import Sandbox  # noqa: E402
from oracles.variants import DEFAULT_VARIANT, apply_variant  # noqa: E402


def _folders(campaign: str, count: int) -> list[str]:
    """`count` folders evenly spread over the reduced ones whose candidates go in batches."""
    eligible = []
    for name in sorted(os.listdir(campaign)):
        path = os.path.join(campaign, name)
        record = FindingRecord.read(path) if os.path.isdir(path) else None
        if (record is not None and record.symptom is not None and judged_in_batches(stored_finding(record))
                and os.path.exists(os.path.join(path, "original_program.json"))):
            eligible.append(path)
    step = max(1, len(eligible) // max(1, count))
    return eligible[::step][:count]


def _program(path: str) -> Program:
    with open(path) as fh:
        return Program.from_json(fh.read())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("campaign")
    parser.add_argument("--folders", type=int, default=8)
    parser.add_argument("--reduce-budget", type=float, default=30.0)
    args = parser.parse_args()
    oracle = CampaignSettings.from_dict((load_state(args.campaign) or {})["settings"]).oracle
    totals = {"reduce one": 0.0, "reduce batched": 0.0, "key one": 0.0, "key batched": 0.0}
    agree = 0
    folders = _folders(args.campaign, args.folders)
    with Sandbox() as sandbox:
        for number, folder in enumerate(folders):
            record = FindingRecord.read_or_blank(folder)
            config = apply_variant(with_recorded_backends(oracle, record.extra_backends),
                                   record.variant or DEFAULT_VARIANT)
            finding = stored_finding(record)
            found = Case(_program(os.path.join(folder, "original_program.json")), None, record.erase or "none",
                         int(record.seed or 0), config)
            reduced = Case(_program(os.path.join(folder, "program.json")), None, record.erase or "none",
                           int(record.seed or 0), config)
            seconds, results = {}, {}
            ways = [("one", None), ("batched", same_signature_many(sandbox, finding.signature))]
            # Alternate which goes first: the first leaves the Sandbox's shared localization
            # answers (oracles/iterate.py share_culprits) to the second.
            for way, many in ways if number % 2 else ways[::-1]:
                start = time.perf_counter()
                result = reduce_case(found, same_signature(sandbox, finding.signature), args.reduce_budget,
                                     min_iterations_for(finding), interesting_many=many)
                seconds[f"reduce {way}"] = time.perf_counter() - start
                start = time.perf_counter()
                cause = root_cause(reduced, finding, sandbox.check,
                                   check_many=sandbox.check_batch if way == "batched" else None)
                seconds[f"key {way}"] = time.perf_counter() - start
                results[way] = (result.program, result.exhausted, cause.key)
            same = results["one"] == results["batched"]
            agree += same
            for key, value in seconds.items():
                totals[key] += value
            print(f"{os.path.basename(folder)}: reduce {seconds['reduce one']:.1f}s -> {seconds['reduce batched']:.1f}s"
                  f" (budget exhausted: {results['one'][1]}/{results['batched'][1]}), key {seconds['key one']:.1f}s "
                  f"-> {seconds['key batched']:.1f}s; same reduced program and key: {same}", flush=True)
    one = totals["reduce one"] + totals["key one"]
    batched = totals["reduce batched"] + totals["key batched"]
    print(f"{len(folders)} folders: reduce {totals['reduce one']:.0f}s -> {totals['reduce batched']:.0f}s, "
          f"key {totals['key one']:.0f}s -> {totals['key batched']:.0f}s, together {one:.0f}s -> {batched:.0f}s "
          f"({one / batched if batched else 0:.2f}x); results agree for {agree} of {len(folders)}")


if __name__ == "__main__":
    main()
