"""`irfuzz gpu-bundle`: compile here (CPU), run on a GPU machine later (`fuzz/gpu/gpu_run.py`).

Each program is checked in a sandboxed worker exactly as `irfuzz check` runs it (pipelines,
contract, lowering), then every distinct linalg IR_k is compiled by IREE for CUDA and for
the CPU and the CPU artifact is run (oracles/gpu_bundle.py). The bundle folder holds one
self-contained folder per program, `bundle.json` (the index), the runner `gpu_run.py` (so
the GPU machine needs no irfuzz) with a verbatim copy of oracles/compare.py beside it (the
comparison rules it applies), a README.txt, and optionally the wheels the GPU machine
needs (`--wheels`): everything travels as one folder.

Program i tried for `--count N --seed S` is `irfuzz generate --seed S+i` at erasure level
i mod 3 (as in a campaign), with input seed S+i; seeds are tried in order until N programs
are bundled (one whose every IR_k fails before linalg has nothing to run on a device: it is
listed as skipped).
"""

from __future__ import annotations

import argparse
import glob
import itertools
import json
import os
import shutil
import sys
import threading
import time
from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait
from typing import Any, Iterator

from fuzz.findings.defects import DEFAULT_REGRESSIONS

MIB = 1024 * 1024
MAX_TRIES_PER_PROGRAM = 10  # generated programs tried per program asked for, at most
RUNNER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "gpu_run.py")


def sibling_files() -> dict[str, str]:
    """irfuzz modules the runner loads from its own folder, copied verbatim beside it:
    the comparison rules (oracles/compare.py), the catalog's aten calls (generators/calls.py),
    its process pool (gpu_pool.py) and root-cause triage (gpu_triage.py)."""
    import generators
    import oracles

    here = os.path.dirname(os.path.abspath(__file__))
    return {"compare.py": os.path.join(os.path.dirname(os.path.abspath(oracles.__file__)), "compare.py"),
            "calls.py": os.path.join(os.path.dirname(os.path.abspath(generators.__file__)), "calls.py"),
            "gpu_pool.py": os.path.join(here, "gpu_pool.py"), "gpu_triage.py": os.path.join(here, "gpu_triage.py")}


_README = """irfuzz GPU bundle ({count} programs). On the machine with the GPU (Python, numpy, torch
with CUDA and iree-base-runtime; no torch-mlir or irfuzz needed):

    python gpu_run.py . --driver cuda --out results      # or: irfuzz-gpu-run . (where irfuzz is installed)

gpu_run.py judges with compare.py and runs eager PyTorch with calls.py (irfuzz's oracles/compare.py
and generators/calls.py, copied verbatim): keep the three together.

`--driver local-task` runs the llvm-cpu artifacts instead (a CPU check of the same path).
Verdicts: results/<program>.verdict.json; overview: results/summary.txt and summary.json.
wheels/ (if present) holds iree-base-runtime and its dependencies for an offline install;
fuzz/gpu/gpu_check.sh in the irfuzz repository does all of this in one call.
"""


def folder_size(path: str) -> int:
    total = 0
    for root, _, files in os.walk(path):
        for name in files:
            total += os.path.getsize(os.path.join(root, name))
    return total


def _sources(args: argparse.Namespace) -> Iterator[tuple[str, Any, str, int]]:
    """(folder name, Program, erase level, input seed) for each program to try, in order:
    the files, or generated programs without end (the caller stops at --count bundled)."""
    from generators.erasure import ERASURE_LEVELS
    from generators.errors import ProgramError, UsageError
    from generators.generate import GeneratorConfig, program_from_seed
    from generators.program import Program

    levels = list(ERASURE_LEVELS) if args.erase == "all" else args.erase.split(",")
    for level in levels:
        if level not in ERASURE_LEVELS:
            raise UsageError(f"--erase: unknown level {level!r}; expected 'all' or some of {', '.join(ERASURE_LEVELS)}")
    if args.files:
        programs = []
        for path in args.files:  # all read before anything runs: a bad file is a usage error at once
            try:
                with open(path) as fh:
                    programs.append(Program.from_json(fh.read()))
            except OSError as exc:
                raise UsageError(f"{path}: {exc.strerror}") from None
            except (ProgramError, UnicodeDecodeError) as exc:
                raise UsageError(f"{path}: not a Program JSON: {exc}") from None
        for i, (path, program) in enumerate(zip(args.files, programs)):
            stem = os.path.basename(path).rsplit(".", 1)[0]
            if stem == "program":  # a findings or corpus folder: its name says more
                stem = os.path.basename(os.path.dirname(os.path.abspath(path)))
            stem = "".join(c if c.isalnum() or c in "-_" else "_" for c in stem)[:60]
            yield f"{i:04d}-{stem}", program, levels[i % len(levels)], args.seed
        return
    if args.count < 1:
        raise UsageError(f"--count must be >= 1, got {args.count}")
    config = GeneratorConfig(max_nodes=args.max_nodes)
    for i in itertools.count():
        seed = args.seed + i
        yield f"{i:04d}-seed{seed}", program_from_seed(seed, config), levels[i % len(levels)], seed


NUMERIC_SYMPTOMS = ("mismatch-eager",)  # what a device can confirm: the compiled numbers


def regression_sources(folder: str) -> list[tuple[str, Any, str, int]]:
    """(folder name, Program, erase level, input seed) of each open corpus entry whose
    expected finding is numeric (a known miscompile), at its first listed erasure level
    and its own input seed: bundled, each is confirmed (or not) on the device."""
    from fuzz.findings.corpus import entries, entry_program, load_expected

    found = []
    for name in entries(folder):
        expected = load_expected(os.path.join(folder, name))
        if expected["status"] == "open" and expected.get("symptom") in NUMERIC_SYMPTOMS:
            found.append((f"reg-{name}"[:64], entry_program(os.path.join(folder, name)), expected["erase"][0],
                          int(expected.get("input_seed", 0))))
    return found


def _tool_versions() -> dict[str, str]:
    from importlib import metadata

    from fuzz.versions import versions

    found = versions()
    for dist in ("iree-base-compiler", "iree-base-runtime", "numpy"):
        try:
            found[dist] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            found[dist] = "not installed"
    return found


def build_bundle(args: argparse.Namespace, log: Any = print) -> dict[str, Any]:
    """Write the bundle; returns its bundle.json content (plus sizes)."""
    from generators.errors import UsageError
    from oracles.case import Case
    from oracles.executors.iree_cpu import COMPILE_FLAGS as CPU_FLAGS
    from oracles.executors.iree_cuda import COMPILE_FLAGS as CUDA_FLAGS
    from oracles.gpu_bundle import FORMAT
    from oracles.iterate import OracleConfig
    from oracles.sandbox import Sandbox

    if args.iterations < 1:
        raise UsageError(f"--iterations must be >= 1, got {args.iterations}")
    wheels = sorted(glob.glob(os.path.join(args.wheels, "*.whl"))) if args.wheels else []
    if args.wheels and not wheels:
        raise UsageError(f"--wheels {args.wheels}: no *.whl there (see docs/gpu.md)")
    regressions = regression_sources(args.regressions) if args.regressions else []
    sources = _sources(args)
    first = next(sources)  # validates the arguments and files before anything is written
    sources = itertools.chain(regressions, [first], sources)
    if os.path.exists(args.out) and os.listdir(args.out):
        raise UsageError(f"--out {args.out}: exists and is not empty (a bundle is written into a fresh folder)")
    os.makedirs(args.out, exist_ok=True)
    config = OracleConfig(iterations=args.iterations, numerics=False)
    start = time.perf_counter()
    local = threading.local()
    sandboxes: list[Any] = []
    lock = threading.Lock()

    def one(source: tuple[str, Any, str, int]) -> dict[str, Any]:
        name, program, erase, input_seed = source
        if not hasattr(local, "sandbox"):
            local.sandbox = Sandbox(timeout=args.timeout)
            with lock:
                sandboxes.append(local.sandbox)
        tmp = os.path.join(args.out, f".tmp-{name}")
        t0 = time.perf_counter()
        result = local.sandbox.gpu_bundle(Case(program, None, erase, input_seed, config), tmp)
        if result.get("status") == "ok" and not result["distinct_ir"]:
            # Nothing reached linalg (the CPU check has the finding): nothing to run on a device.
            result = {"status": "skipped", "reason": f"no IR_k lowered to linalg (CPU check: {result['cpu_status']})"}
        if result.get("status") == "ok":
            os.rename(tmp, os.path.join(args.out, name))
        else:
            shutil.rmtree(tmp, ignore_errors=True)
        result.update(name=name, erase=erase, wall_s=round(time.perf_counter() - t0, 2))
        log(f"  {name} ({erase}): {result['status']}" + (
            f", {result['distinct_ir']} distinct IR_k, CPU check {result['cpu_status']}"
            + (f", not compiled: {result['problems']}" if result["problems"] else "")
            if result["status"] == "ok" else f": {result.get('reason')}"))
        return result

    # Generated programs: until --count are bundled (about half reach linalg at some k; the rest
    # fail on the CPU already and carry nothing to run), trying seeds in order so the bundle is
    # the first --count that bundle, whatever the job count. Files: each of them.
    target = (len(args.files) if args.files else args.count) + len(regressions)
    limit = (len(args.files) if args.files else MAX_TRIES_PER_PROGRAM * args.count) + len(regressions)
    log(f"irfuzz gpu-bundle: {'files' if args.files else 'generated programs'} until {target} bundled, "
        f"{args.jobs} job(s) -> {args.out}/")
    results: list[dict[str, Any]] = []
    bundled = tried = 0
    try:
        with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            pending: set[Any] = set()
            while True:
                while len(pending) < max(1, args.jobs) and bundled + len(pending) < target and tried < limit:
                    pending.add(pool.submit(one, next(sources)))
                    tried += 1
                if not pending:
                    break
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    results.append(future.result())
                    bundled += results[-1]["status"] == "ok"
    finally:
        for sandbox in sandboxes:
            sandbox.close()
    results.sort(key=lambda r: r["name"])

    shutil.copyfile(RUNNER, os.path.join(args.out, "gpu_run.py"))
    for name, path in sibling_files().items():
        shutil.copyfile(path, os.path.join(args.out, name))
    if wheels:
        os.makedirs(os.path.join(args.out, "wheels"))
        for wheel in wheels:
            shutil.copyfile(wheel, os.path.join(args.out, "wheels", os.path.basename(wheel)))
    kept = [r for r in results if r["status"] == "ok"]
    with open(os.path.join(args.out, "README.txt"), "w") as fh:
        fh.write(_README.format(count=len(kept)))
    index = {
        "format": FORMAT,
        "programs": [r["name"] for r in kept],
        "skipped": [{"name": r["name"], "reason": r.get("reason")} for r in results if r["status"] != "ok"],
        "not_compiled": {r["name"]: r["problems"] for r in kept if r["problems"]},
        "source": {**({"files": args.files} if args.files else {"seed": args.seed, "count": args.count,
                                                                "tried": tried}),
                   "regressions": [r[0] for r in regressions]},
        "iterations": args.iterations,
        "compile_flags": {"cuda": list(CUDA_FLAGS), "llvm-cpu": list(CPU_FLAGS)},
        "versions": _tool_versions(),
        "wheels": [os.path.basename(w) for w in wheels],
        "runner": "gpu_run.py",
        "compare": "compare.py",
        "calls": "calls.py",
        "created": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "build_seconds": round(time.perf_counter() - start, 1),
    }
    with open(os.path.join(args.out, "bundle.json"), "w") as fh:
        json.dump(index, fh, indent=1)
    total = folder_size(args.out)
    wheel_bytes = sum(os.path.getsize(w) for w in wheels)
    index["bytes"] = {"total": total, "wheels": wheel_bytes, "programs": total - wheel_bytes}
    return index


def cmd_gpu_bundle(args: argparse.Namespace) -> int:
    index = build_bundle(args)
    sizes = index["bytes"]
    n = len(index["programs"])
    print(f"bundle: {n} program(s) bundled, {len(index['skipped'])} skipped, in {index['build_seconds']:.0f}s; "
          f"{sizes['programs'] / MIB:.2f} MiB of programs"
          + (f" ({sizes['programs'] / max(n, 1) / 1024:.0f} KiB each)" if n else "")
          + f" + {sizes['wheels'] / MIB:.2f} MiB of wheels = {sizes['total'] / MIB:.2f} MiB in {args.out}/")
    if sizes["total"] > args.max_mib * MIB:
        print(f"warning: the bundle is over {args.max_mib:g} MiB: it will not travel in one transfer "
              "(use fewer programs)", file=sys.stderr)
    return 0 if n else 3


def register(sub: argparse._SubParsersAction) -> None:
    """Add this module's subcommands to the `irfuzz` parser."""
    p = sub.add_parser("gpu-bundle", help="compile programs for CUDA here, to run on a GPU machine with irfuzz-gpu-run")
    p.add_argument("files", nargs="*", help="Program JSON files (default: --count generated programs)")
    p.add_argument("--out", required=True, help="the bundle folder to create (must be new or empty)")
    p.add_argument("--count", type=int, default=100, help="generated programs (default 100)")
    p.add_argument("--seed", type=int, default=0, help="program i is `irfuzz generate --seed SEED+i`")
    p.add_argument("--max-nodes", type=int, default=8)
    p.add_argument("--erase", default="all", help="'all' (program i at level i mod 3) or a comma list of levels")
    p.add_argument("--iterations", "-K", type=int, default=3, help="K: IR_1..IR_K+1 are compiled (default 3)")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: all cores)")
    p.add_argument("--timeout", type=float, default=600.0, help="seconds per program before it is skipped")
    p.add_argument("--wheels", help="folder of wheels to carry (iree-base-runtime and its dependencies)")
    p.add_argument("--regressions", nargs="?", const=DEFAULT_REGRESSIONS, metavar="DIR",
                   help="also bundle the open numeric entries (mismatch-eager) of a regression corpus "
                        "(default DIR: the repository's corpus/regressions), as reg-<entry>")
    p.add_argument("--max-mib", type=float, default=64.0, help="warn when the bundle is larger (default 64)")
    p.set_defaults(func=cmd_gpu_bundle)
