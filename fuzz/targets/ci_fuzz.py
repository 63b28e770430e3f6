#!/usr/bin/env python3
"""CI fuzzing: run each fuzz target briefly from the seed corpus; a new finding fails CI.

    python fuzz/targets/ci_fuzz.py [--mutations 60] [--seed 1] [--max-time 300] [--seed-stride 1]

Each target (fuzz/fuzz_pipeline.py, fuzz/fuzz_numerics.py) runs under libFuzzer
from a fresh corpus folder plus the seed corpus (built from corpus/seeds/ by
fuzz/targets/build_seed_corpus.py), with the dictionary, `-max_total_time` and `-runs`.
The two targets run side by side (each is one light libFuzzer process plus one
worker process).

Why a fixed libFuzzer `-seed` and a `-runs` bound (on top of `-max_total_time`):
libFuzzer replays the whole seed corpus before it looks at -max_total_time, so
a bare `-max_total_time=60` would spend it all on the ~100 seeds (about a second
each) and mutate nothing. The run is instead the seed replay plus `--mutations`
mutated inputs, with a fixed seed, so CI checks the same inputs every time: it
fails because a change (to irfuzz, or a bumped torch-mlir) made one of them a
new finding or an irfuzz error, never because a random run got lucky. Set
`--seed 0` (libFuzzer picks one) for an exploratory run. `-max_total_time`
stays as the hard wall-clock cap. `make test` passes `--seed-stride 8 --mutations 30`:
each target replays its own fixed eighth of the seeds, as tests/test_fuzz_targets.py
(in the same `make test`) checks every seed, numbers included, through the
targets' own harness.

Findings of `open` corpus/regressions entries are expected and do not fail
(the targets do not raise for them; see fuzz/targets/harness.py). On a failure this
prints the target's crash report (the Verdict as `irfuzz check` prints it, the
program JSON, the commands to reproduce) and the finding folder's repro.sh.
Exit status: 0 clean, 1 a target crashed (finding or internal error), 2 setup.
"""

from __future__ import annotations

import argparse
import glob
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from fuzz.targets.build_seed_corpus import build, write_dir  # noqa: E402

TARGETS = ("fuzz_pipeline", "fuzz_numerics")


def _command(target: str, work: str, seeds: str, runs: int, args: argparse.Namespace) -> list[str]:
    corpus = os.path.join(work, target, "corpus")
    os.makedirs(corpus, exist_ok=True)
    return [sys.executable, os.path.join(ROOT, "fuzz", f"{target}.py"), f"-seed={args.seed}", f"-runs={runs}",
            f"-max_total_time={args.max_time}", "-timeout=600", f"-dict={os.path.join(ROOT, 'fuzz', 'irfuzz.dict')}",
            f"-artifact_prefix={os.path.join(work, target)}{os.sep}", "-print_final_stats=1", corpus, seeds]


def seeds_for(target: str, corpus: dict[str, bytes], stride: int) -> dict[str, bytes]:
    """The seeds `target` replays: all of them, or with `stride` > 1 one in `stride` (sorted by
    name, each target from its own offset, so the same ones every time and the two targets
    different ones)."""
    offset = TARGETS.index(target) * (stride // len(TARGETS)) if stride > 1 else 0
    return {name: corpus[name] for name in sorted(corpus)[offset::max(1, stride)]}


def _summary(log: str) -> str:
    stats = [line for line in log.splitlines() if line.startswith(("stat::number_of_executed_units",
                                                                   "stat::average_exec_per_sec"))]
    done = [line for line in log.splitlines() if "DONE" in line or "INITED" in line]
    return "; ".join(s.split("::")[1].strip() for s in stats) + (f" | {done[-1].strip()}" if done else "")


def _failure(target: str, work: str, log: str) -> str:
    out = [f"==== {target}: FAILED. Its output (last 200 lines):", *log.splitlines()[-200:]]
    for crash in sorted(glob.glob(os.path.join(work, target, "crash-*")) +
                        glob.glob(os.path.join(work, target, "timeout-*"))):
        out.append(f"==== crash file {crash}; the program it stands for "
                   f"(python -m fuzz.targets.bytes_input {os.path.basename(crash)}):")
        done = subprocess.run([sys.executable, "-m", "fuzz.targets.bytes_input", crash], cwd=ROOT, capture_output=True,
                              text=True)
        out += [done.stdout.strip(), done.stderr.strip()]
    for repro in sorted(glob.glob(os.path.join(work, target, "findings", "*", "repro.sh"))):
        with open(repro) as fh:
            out += [f"==== {repro}:", fh.read().strip()]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--mutations", type=int, default=60, help="mutated inputs after the seeds (default 60)")
    parser.add_argument("--seed", type=int, default=1, help="libFuzzer -seed (default 1; 0: random)")
    parser.add_argument("--seed-stride", type=int, default=1,
                        help="replay one seed in N per target (default 1: all; `make test` uses 4, as "
                             "tests/test_fuzz_targets.py checks every seed through the same harness)")
    parser.add_argument("--max-time", type=int, default=300, help="-max_total_time per target (default 300)")
    parser.add_argument("--targets", default=",".join(TARGETS), help="comma list (default: both)")
    parser.add_argument("--keep", help="work in this folder and keep it (default: a temporary one)")
    args = parser.parse_args(argv)
    targets = [t for t in args.targets.split(",") if t]
    if any(t not in TARGETS for t in targets):
        print(f"ci_fuzz: unknown target in {args.targets!r}; expected {', '.join(TARGETS)}", file=sys.stderr)
        return 2
    work = args.keep or tempfile.mkdtemp(prefix="irfuzz-ci-fuzz-")
    corpus = build()
    env = dict(os.environ, PYTHONHASHSEED="0")
    procs = {}
    start = time.monotonic()
    for target in targets:
        seeds = os.path.join(work, target, "seeds")
        mine = seeds_for(target, corpus, args.seed_stride)
        write_dir(mine, seeds)
        runs = len(mine) + 1 + args.mutations  # libFuzzer counts the seeds and one empty input
        env_t = dict(env, IRFUZZ_FINDINGS=os.path.join(work, target, "findings"))
        cmd = _command(target, work, seeds, runs, args)
        log = open(os.path.join(work, target, "libfuzzer.log"), "w")
        print(f"ci_fuzz: {target}: {' '.join(cmd[1:])}", flush=True)
        procs[target] = (subprocess.Popen(cmd, cwd=ROOT, env=env_t, stdout=log, stderr=subprocess.STDOUT), log)
    failed = []
    for target, (proc, log) in procs.items():
        proc.wait()
        log.close()
        with open(log.name, errors="replace") as fh:
            text = fh.read()
        took = time.monotonic() - start
        if proc.returncode == 0:
            seeds = len(os.listdir(os.path.join(work, target, "seeds")))
            print(f"ci_fuzz: {target}: ok in {took:.0f}s ({seeds} seeds + {args.mutations} mutations): "
                  f"{_summary(text)}", flush=True)
        else:
            failed.append(target)
            print(_failure(target, work, text), flush=True)
            print(f"ci_fuzz: {target}: FAILED (rc {proc.returncode}) after {took:.0f}s; work folder {work}",
                  flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
