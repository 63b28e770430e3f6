"""Throughput benchmark: the naive path (one program per module) against the batched path.

Runs the same fixed set of seeded programs (full oracle: K = 3, CPU numerics on) through
  (a) `check_case`, one program per module and per pipeline run, and
  (b) `check_batch`, B programs per module,
in this process (both paths measured the same way, without worker IPC, each starting with no
localization answers, as a campaign's first worker does), and prints
programs/second, the speedup, the time split by stage and the floor: the time torch-mlir
itself spends in the pipelines and the linalg lowering for the passing programs when they run
batched with nothing of irfuzz around them. Then (c) a campaign-shaped run: `irfuzz run`'s
own driver (one job, a sandboxed worker, the same seed, batch and erasure levels) for
`--campaign-seconds`, with everything a campaign does for its findings (folders, artifacts,
reproducer verification and reductions, off the fuzzing path within their share): its
programs/second and its seconds by path. `--memory N` also runs N programs through a
sandboxed worker and prints its peak RSS and growth.

Usage: python bench/bench.py [--programs 48] [--batch 16] [--campaign-seconds 180] [--memory 0]
The last line is machine-readable:
  naive_pps=<float> batched_pps=<float> speedup=<float> floor_ratio=<float> campaign_pps=<float>
  campaign_fuzzing_pps=<float>
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import resource
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from generators.generate import GeneratorConfig, program_from_seed  # noqa: E402
from oracles.batch import BatchFailure, batch_stages, check_batch, merge_functions  # noqa: E402
from oracles.case import Case, check_case, prepare_case  # noqa: E402
from oracles.iterate import forget_culprits, no_hook  # noqa: E402

LEVELS = ("none", "intermediate", "torchscript")


def cases_for(n: int, batch: int, seed: int) -> list[Case]:
    gen = GeneratorConfig(avoid_known_limits=True)
    return [Case(program_from_seed(seed + i, gen), erase=LEVELS[(i // batch) % 3], input_seed=seed + i)
            for i in range(n)]


def without_native_failures(cases: list[Case], batch: int) -> tuple[list[Case], int]:
    """The cases that do not crash or hang torch-mlir (judged in a sandboxed worker first):
    paths (a) and (b) run in this process, which a native crash would end. The campaign-shaped
    run (c) keeps them all. Returns (kept cases, how many were left out)."""
    from oracles.sandbox import Sandbox

    verdicts = []
    with Sandbox(timeout=120) as sandbox:
        for start in range(0, len(cases), batch):
            verdicts.extend(sandbox.check_batch(cases[start:start + batch]))
    native = {i for i, v in enumerate(verdicts) if v and any(f.symptom in ("crash", "timeout") for f in v.findings)}
    return [c for i, c in enumerate(cases) if i not in native], len(native)


def split(verdicts: list) -> collections.Counter:
    """Seconds by stage (a verdict's "path:..." timings say how it was judged, not a stage)."""
    stages: collections.Counter = collections.Counter()
    for v in verdicts:
        for stage, seconds in v.timings.items():
            if not stage.startswith("path:"):
                stages[stage] += seconds
    return stages


def campaign_shaped(seconds: float, batch: int, seed: int) -> tuple[float, int, dict[str, float]]:
    """A real campaign (fuzz/campaign/driver.py, one job) for `seconds`: (programs/s, programs,
    seconds by stage and path from its campaign.json). Its programs/s counts the whole
    session, the deferred work on new signatures (reductions, keys, verification) included;
    `fuzzing_rate` gives the rate on the fuzzing path alone."""
    from fuzz.campaign.driver import CampaignConfig, run_campaign

    with tempfile.TemporaryDirectory(prefix="irfuzz-bench-") as out:
        cfg = CampaignConfig(out=out, seconds=seconds, jobs=1, seed=seed, batch=batch, status_every=3600)
        stats = run_campaign(cfg, log=lambda line: None)
        with open(os.path.join(out, "campaign.json")) as fh:
            profile = json.load(fh).get("seconds", {})
    return stats.session_programs / stats.session_seconds, stats.session_programs, profile


def fuzzing_rate(programs: int, profile: dict[str, float]) -> float:
    """Programs per second of the fuzzing path: checking blocks (path:batch, the slow paths of
    repeats and crashes inside it) and storing their findings (path:store), not the deferred
    work a new signature gets (its share is set by `--deferred-share`)."""
    seconds = profile.get("path:batch", 0.0) + profile.get("path:store", 0.0)
    return programs / seconds if seconds else float("nan")


def floor_seconds(cases: list[Case], batch: int, passing: set[int]) -> float:
    """Pipelines + lowering of the passing programs, batched, nothing else timed."""
    total = 0.0
    for start in range(0, len(cases), batch):
        group = [prepare_case(c) for i, c in enumerate(cases[start:start + batch], start) if i in passing]
        raws = [p.raw_ir for p in group if not hasattr(p, "status")]
        while raws:
            merged, names = merge_functions(raws)
            t = time.perf_counter()
            try:
                batch_stages(merged, cases[start].config, no_hook)
            except BatchFailure as failure:
                # A program that passes alone can fail next to others (the batch's own
                # slow path handles that); the floor is taken over the ones that pass together,
                # the failed attempt not counted.
                raws = [r for n, r in zip(names, raws) if n not in failure.functions]
                if len(raws) == len(names):
                    break
                continue
            total += time.perf_counter() - t
            break
    return total


def worker_memory(n: int, seed: int) -> None:
    """N programs through one Sandbox that never recycles its workers (a crash still replaces
    one): each worker's RSS after each block, so growth per program is measured on the
    longest-lived worker, and the peak over all."""
    from oracles.sandbox import Sandbox

    def rss_kb(pid: int) -> int:
        with open(f"/proc/{pid}/status") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    lives: dict[int, list[tuple[int, int]]] = {}  # worker pid -> [(programs it served, RSS kB)]
    with Sandbox(timeout=120, recycle_after=10**9) as sandbox:
        for start in range(0, n, 16):
            sandbox.check_batch(cases_for(16, 16, seed + start))
            worker = sandbox._live_worker()  # noqa: SLF001 (a benchmark may peek)
            lives.setdefault(worker.proc.pid, []).append((worker.served, rss_kb(worker.proc.pid)))
    longest = max(lives.values(), key=lambda samples: samples[-1][0])
    (served0, first), (served1, last) = longest[0], longest[-1]
    peak = max(rss for samples in lives.values() for _, rss in samples)
    per_program = (last - first) / max(1, served1 - served0) / 1024
    print(f"worker RSS over {n} programs ({len(lives)} workers: crashes replace them): peak {peak / 1024:.0f} MiB; "
          f"the longest-lived served {served1} programs, {first / 1024:.0f} -> {last / 1024:.0f} MiB "
          f"({per_program:+.2f} MiB per program)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--programs", type=int, default=48)
    parser.add_argument("--batch", type=int, default=16)
    parser.add_argument("--seed", type=int, default=20000)
    parser.add_argument("--campaign-seconds", type=float, default=180.0,
                        help="length of the campaign-shaped run (0: skip it)")
    parser.add_argument("--memory", type=int, default=0, help="programs for the worker memory check (0: skip)")
    args = parser.parse_args()

    check_case(Case(program_from_seed(0)))  # warm up imports, torch.export, the JIT
    cases, left_out = without_native_failures(cases_for(args.programs, args.batch, args.seed), args.batch)

    # Each path starts with no localization answers, as the campaign's fresh worker does: the
    # batched path, run after the naive one, used to find every failure localized already.
    forget_culprits()
    t = time.perf_counter()
    naive = [check_case(c) for c in cases]
    naive_s = time.perf_counter() - t
    forget_culprits()
    t = time.perf_counter()
    batched = []
    for start in range(0, len(cases), args.batch):
        batched.extend(check_batch(cases[start:start + args.batch]))
    batched_s = time.perf_counter() - t

    differ = [i for i, (a, b) in enumerate(zip(naive, batched))
              if sorted(f.signature for f in a.findings) != sorted(f.signature for f in b.findings)]
    passing = {i for i, v in enumerate(naive) if v.status == "ok"}
    floor = floor_seconds(cases, args.batch, passing)

    print(f"{len(cases)} programs (seed {args.seed}, K=3, numerics on, batch {args.batch}; {left_out} of "
          f"{args.programs} left out: they crash or hang torch-mlir, which would end this process); "
          f"{len(cases) - len(passing)} with findings; verdict differences batch vs naive: {len(differ)}")
    for name, seconds, verdicts in (("naive", naive_s, naive), ("batched", batched_s, batched)):
        stages = split(verdicts)
        other = seconds - sum(stages.values())
        parts = "  ".join(f"{k} {v:.1f}s ({100 * v / seconds:.0f}%)" for k, v in stages.most_common())
        print(f"{name:8s} {seconds:6.1f}s  {len(cases) / seconds:5.2f} programs/s  | {parts}  "
              f"other (localization, findings) {other:.1f}s")
    print(f"floor: torch-mlir pipelines + lowering of the {len(passing)} passing programs, batched: {floor:.1f}s")
    print(f"peak RSS of this process: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB")
    campaign_pps = fuzzing_pps = float("nan")
    if args.campaign_seconds:
        campaign_pps, programs, profile = campaign_shaped(args.campaign_seconds, args.batch, args.seed)
        parts = "  ".join(f"{k} {v:.1f}s" for k, v in sorted(profile.items(), key=lambda kv: -kv[1]))
        fuzzing_pps = fuzzing_rate(programs, profile)
        batched_pps = len(cases) / batched_s
        print(f"campaign {args.campaign_seconds:.0f}s: {programs} programs, {campaign_pps:.2f} programs/s "
              f"({campaign_pps / batched_pps:.2f}x the batched rate); on the fuzzing path "
              f"{fuzzing_pps:.2f} programs/s ({fuzzing_pps / batched_pps:.2f}x the batched rate) | {parts}")
    if args.memory:
        worker_memory(args.memory, args.seed)
    print(f"naive_pps={len(cases) / naive_s:.3f} batched_pps={len(cases) / batched_s:.3f} "
          f"speedup={naive_s / batched_s:.3f} floor_ratio={batched_s / floor if floor else float('nan'):.3f} "
          f"campaign_pps={campaign_pps:.3f} campaign_fuzzing_pps={fuzzing_pps:.3f}")


if __name__ == "__main__":
    main()
