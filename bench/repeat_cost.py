"""What a repeat of a known bug costs a campaign, against a clean program.

A campaign judges programs in batches (oracles/batch.py, in a sandboxed worker:
oracles/sandbox.py). A program that hits a bug takes a slower path: a failing stage's
culprit is judged alone, a numeric finding is confirmed alone, a crash or hang kills the
worker and is pinned on its program. This measures that path for one corpus bug of each
kind: the same batch of clean programs (seeded, checked ok first) with and without the
bug's program in the middle, in one warm Sandbox, each timed `--rounds` times (the
fastest kept). The repeat's cost is the difference; a clean program's is the clean
batch's time over its size. `--recycle-after 1` gives every batch a fresh worker, as a
campaign's worker is after each native crash (about once per block of 16): what a repeat
costs when the worker that first localized its failure is gone. `--known` (formerly
`--known-hang`) gives a crash's or hang's own signature as known (oracles/sandbox.py
`known_failures`): what its repeat costs a campaign that has judged it in full once.

Usage: python bench/repeat_cost.py [--clean 15] [--rounds 2] [--recycle-after 200] [--known]
                                   [--entries NAME,...]
"""

from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from fuzz.finding_folder import FindingRecord  # noqa: E402
from fuzz.findings.defects import DEFAULT_REGRESSIONS  # noqa: E402
from generators.generate import GeneratorConfig, program_from_seed  # noqa: E402
from generators.program import Program  # noqa: E402
from oracles.case import Case  # noqa: E402
from oracles.sandbox import Sandbox  # noqa: E402

REGRESSIONS = DEFAULT_REGRESSIONS
# One entry per slow path: a hang, a native crash, a failing pass, a wrong number.
ENTRIES = ("empty-like-unknown-dtype-decompose-hang", "hstack-rank0-cat-canonicalize-segfault",
           "transpose-same-dim-fold-drops-type", "roll-shift-larger-than-dim")


def entry_case(name: str) -> tuple[Case, str]:
    """The entry's case and its finding's signature."""
    folder = os.path.join(REGRESSIONS, name)
    with open(os.path.join(folder, "program.json")) as fh:
        program = Program.from_json(fh.read())
    record = FindingRecord.read_or_blank(folder)
    return Case(program, None, record.erase or "none", int(record.seed or 0)), record.signature or ""


def clean_cases(sandbox: Sandbox, count: int, seed: int, erase: str) -> list[Case]:
    """`count` generated programs whose batch verdict is ok at erasure level `erase` (a
    campaign's batch has one level)."""
    gen = GeneratorConfig(avoid_known_limits=True)
    out: list[Case] = []
    while len(out) < count:
        batch = [Case(program_from_seed(seed + i, gen), erase=erase, input_seed=seed + i) for i in range(16)]
        seed += 16
        out += [c for c, v in zip(batch, sandbox.check_batch(batch)) if v is not None and v.status == "ok"]
    return out[:count]


def fastest(sandbox: Sandbox, cases: list[Case], rounds: int,
            known: tuple[str, ...] = ()) -> tuple[float, dict[str, float], list]:
    best: tuple[float, dict[str, float], list] | None = None
    for _ in range(rounds):
        sandbox.take_seconds()
        start = time.perf_counter()
        verdicts = sandbox.check_batch(cases, known_failures=known)
        seconds = time.perf_counter() - start
        if best is None or seconds < best[0]:
            best = (seconds, sandbox.take_seconds(), verdicts)
    assert best is not None
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clean", type=int, default=15)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--seed", type=int, default=20000)
    parser.add_argument("--entries", default=",".join(ENTRIES))
    parser.add_argument("--recycle-after", type=int, default=200,
                        help="programs a worker serves before a fresh one (Sandbox's default: 200)")
    parser.add_argument("--known", "--known-hang", dest="known", action="store_true",
                        help="a crash's or hang's repeat meets a campaign that knows its signature (a hang "
                             "judged on a leash, a crash named from its batch)")
    args = parser.parse_args()
    with Sandbox(recycle_after=args.recycle_after) as sandbox:
        for name in args.entries.split(","):
            repeat_case, signature = entry_case(name)
            known = (signature,) if args.known and signature.startswith(("timeout-", "crash-")) else ()
            clean = clean_cases(sandbox, args.clean, args.seed, repeat_case.erase)
            base, _, _ = fastest(sandbox, clean, args.rounds)
            per_clean = base / len(clean)
            middle = len(clean) // 2
            seconds, paths, verdicts = fastest(sandbox, clean[:middle] + [repeat_case] + clean[middle:], args.rounds,
                                               known)
            repeat = verdicts[middle]
            symptoms = ",".join(f.symptom + (f" (cut after {f.details['cut_after_s']:g} s as a known hang)"
                                             if "cut_after_s" in f.details else "")
                                + (" (named from its batch, a known crash)" if f.details.get("named_in_batch") else "")
                                for f in repeat.findings) if repeat else "none"
            inside = {k: v for k, v in (repeat.timings if repeat else {}).items() if k.startswith("path:")}
            others_ok = all(v is not None and v.status == "ok" for i, v in enumerate(verdicts) if i != middle)
            cost = seconds - base
            print(f"{name} [{repeat_case.erase}]: {symptoms}; clean batch of {len(clean)} {base:.1f}s "
                  f"({per_clean:.2f}s per program), with the repeat {seconds:.1f}s: it costs {cost:.1f}s = "
                  f"{cost / per_clean:.1f} clean programs; others still ok: {others_ok}; "
                  + " ".join(f"{k} {v:.1f}s" for k, v in sorted({**paths, **inside}.items())))


if __name__ == "__main__":
    main()
