"""Yield benchmark: blind against guided campaigns, same seeds, same time, R repetitions.

For each run r (seed S + r) it starts `irfuzz run --blind` and `irfuzz run --guided` with
`--jobs 1` each, side by side (the default: the two share the 2 cores and whatever else runs on
the machine, fairly) or one after the other (`--sequential`), each for `--minutes` minutes, in
fresh folders under `--out`. From their status lines and NEW lines it follows, over time, the
compiler features reached (DIR/corpus/features.json, fuzz/campaign/corpus.py) and the distinct
signatures found, not counting those of `open` entries of corpus/regressions (known bugs and
limitations: fuzz/targets/harness.py known_signatures). At the end both are read again from
the folders themselves. Reductions are off (`--reduce-budget 0`, changeable): the benchmark
measures the search, and a mode that finds more would otherwise pay more reduction time.

`--programs N` gives each campaign the same number of programs instead of the same time
(`--max-programs N`, no time limit): the yield per program, which a loaded machine does not
change (the time it takes does).

Usage: python bench/yield.py [--minutes 20 | --programs N] [--runs 3] [--seed 1000] [--sequential]
                             [--mutation-share F] [--out build/yield] [--reduce-budget 0] [-- RUN OPTIONS]
The last line is machine-readable (means over runs):
  blind_sigs=<float> guided_sigs=<float> blind_features=<float> guided_features=<float>
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from fuzz.campaign.corpus import load_features  # noqa: E402
from fuzz.campaign.store import FindingStore  # noqa: E402
from fuzz.targets.harness import known_signatures  # noqa: E402

MODES = ("blind", "guided")
_STATUS = re.compile(r"^\[\s*(\d+)s\] programs (\d+) .*?features (\d+)\s+corpus (\d+)")
_NEW = re.compile(r"^NEW .* -> (.+)$")


@dataclass
class Timeline:
    """What one campaign reached, by seconds since it started."""

    mode: str
    seed: int
    out: str
    started: float = 0.0
    status: list[tuple[float, int, int, int]] = field(default_factory=list)   # (t, programs, features, corpus)
    signatures: list[tuple[float, str]] = field(default_factory=list)        # (t, signature), first sightings
    lines: list[str] = field(default_factory=list)
    returncode: int | None = None

    def when(self, programs: int) -> float:
        """Seconds until the campaign had checked `programs` programs (inf if it never did)."""
        return next((t for t, p, _, _ in self.status if p >= programs), float("inf"))

    def at(self, t: float, known: set[str]) -> tuple[int, int, int]:
        """(programs, features, new signatures) reached by time t."""
        programs = features = 0
        for when, p, f, _ in self.status:
            if when <= t:
                programs, features = p, f
        sigs = {s for when, s in self.signatures if when <= t and s not in known}
        return programs, features, len(sigs)

    def final(self, known: set[str]) -> tuple[int, int, list[str]]:
        """(programs, features, new signatures) from the campaign folder itself."""
        with open(os.path.join(self.out, "campaign.json")) as fh:
            programs = int(json.load(fh).get("programs", 0))
        features = len((load_features(self.out) or {}).get("counts", {}))
        signatures = sorted(s for s in FindingStore(self.out, verify_repro=False).signatures() if s not in known)
        return programs, features, signatures


def _command(mode: str, seed: int, out: str, args: argparse.Namespace) -> list[str]:
    budget = ["--time", "86400", "--max-programs", str(args.programs)] if args.programs else [
        "--time", str(args.minutes * 60)]
    cmd = [sys.executable, "-m", "fuzz.cli", "run", f"--{mode}", "--out", out, "--seed", str(seed), "--jobs", "1",
           *budget, "--reduce-budget", str(args.reduce_budget)]
    if mode == "guided" and args.mutation_share is not None:
        cmd += ["--mutation-share", str(args.mutation_share)]
    return cmd + list(args.extra)


def _follow(timeline: Timeline, proc: subprocess.Popen, echo: bool) -> None:
    assert proc.stdout is not None
    for line in proc.stdout:
        line = line.rstrip("\n")
        now = time.monotonic() - timeline.started
        timeline.lines.append(line)
        status = _STATUS.match(line)
        if status:
            timeline.status.append((now, int(status.group(2)), int(status.group(3)), int(status.group(4))))
        new = _NEW.match(line)
        if new:
            timeline.signatures.append((now, os.path.basename(new.group(1).strip())))
        if echo and (new or line.startswith(("irfuzz campaign", "done."))):
            print(f"  [{timeline.mode} {now:6.0f}s] {line[:160]}", flush=True)
    timeline.returncode = proc.wait()


def run_pair(r: int, args: argparse.Namespace) -> list[Timeline]:
    seed = args.seed + r
    timelines = []
    for mode in MODES:
        out = os.path.join(args.out, f"run{r}", mode)
        shutil.rmtree(out, ignore_errors=True)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        timelines.append(Timeline(mode, seed, out))

    def start(t: Timeline) -> threading.Thread:
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        proc = subprocess.Popen(_command(t.mode, t.seed, t.out, args), cwd=ROOT, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True, bufsize=1)
        t.started = time.monotonic()
        thread = threading.Thread(target=_follow, args=(t, proc, not args.quiet), daemon=True)
        thread.start()
        return thread

    if args.sequential:
        for t in timelines:
            start(t).join()
    else:
        for thread in [start(t) for t in timelines]:
            thread.join()
    return timelines


def report(all_runs: list[list[Timeline]], args: argparse.Namespace, known: set[str]) -> dict[str, float]:
    totals = {f"{mode}_{what}": 0.0 for mode in MODES for what in ("sigs", "features", "programs")}
    for r, timelines in enumerate(all_runs):
        budget = f"{args.programs} programs" if args.programs else f"{args.minutes:g} min"
        print(f"\nrun {r} (seed {timelines[0].seed}, {budget} each, "
              f"{'one after the other' if args.sequential else 'side by side'}, --jobs 1 each)")
        axis = "programs" if args.programs else "minute"
        print(f"{axis:>8} | {'blind programs':>14} {'features':>8} {'sigs':>5} | "
              f"{'guided programs':>15} {'features':>8} {'sigs':>5}")
        total = args.programs or args.minutes
        step = max(1.0, total / 10)
        mark = step
        while mark <= total + 1e-9:
            if args.programs:
                b, g = (t.at(t.when(int(mark)), known) for t in timelines)
            else:
                b, g = (t.at(mark * 60, known) for t in timelines)
            print(f"{mark:8.1f} | {b[0]:14d} {b[1]:8d} {b[2]:5d} | {g[0]:15d} {g[1]:8d} {g[2]:5d}")
            mark += step
        for t in timelines:
            programs, features, signatures = t.final(known)
            totals[f"{t.mode}_sigs"] += len(signatures)
            totals[f"{t.mode}_features"] += features
            totals[f"{t.mode}_programs"] += programs
            corpus = t.status[-1][3] if t.status else 0
            print(f"  {t.mode:6s} final: {programs} programs, {features} features, corpus {corpus}, "
                  f"{len(signatures)} new signature(s) (rc {t.returncode}): {', '.join(signatures) or '-'}")
    n = max(len(all_runs), 1)
    return {key: value / n for key, value in totals.items()}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--minutes", type=float, default=20.0, help="minutes per campaign (default 20)")
    p.add_argument("--programs", type=int, default=None, help="programs per campaign instead of a time budget")
    p.add_argument("--runs", type=int, default=3, help="repetitions, seeds S, S+1, ... (default 3)")
    p.add_argument("--seed", type=int, default=1000)
    p.add_argument("--sequential", action="store_true", help="blind then guided, not side by side")
    p.add_argument("--mutation-share", type=float, default=None, help="guided: irfuzz run --mutation-share")
    p.add_argument("--reduce-budget", type=float, default=0.0, help="irfuzz run --reduce-budget (default 0: off)")
    p.add_argument("--out", default=os.path.join(ROOT, "build", "yield"), help="campaign folders (replaced)")
    p.add_argument("--quiet", action="store_true", help="do not echo the campaigns' NEW lines")
    p.add_argument("extra", nargs="*", help="more `irfuzz run` options, after --")
    args = p.parse_args(argv)
    known = {sig for sig, entry in known_signatures().items() if entry.status == "open"}
    budget = f"{args.programs} programs" if args.programs else f"{args.minutes:g} min"
    print(f"yield benchmark: {args.runs} run(s) x {budget}, blind vs guided, seeds {args.seed}.."
          f"{args.seed + args.runs - 1}; {len(known)} known open signatures not counted", flush=True)
    all_runs = [run_pair(r, args) for r in range(args.runs)]
    means = report(all_runs, args, known)
    ratio = means["guided_sigs"] / means["blind_sigs"] if means["blind_sigs"] else float("inf")
    print(f"\nmeans over {args.runs} run(s): blind {means['blind_programs']:.0f} programs, "
          f"{means['blind_features']:.1f} features, {means['blind_sigs']:.2f} signatures; guided "
          f"{means['guided_programs']:.0f} programs, {means['guided_features']:.1f} features, "
          f"{means['guided_sigs']:.2f} signatures (guided/blind signatures {ratio:.2f}x)")
    print(f"blind_sigs={means['blind_sigs']:.2f} guided_sigs={means['guided_sigs']:.2f} "
          f"blind_features={means['blind_features']:.1f} guided_features={means['guided_features']:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
