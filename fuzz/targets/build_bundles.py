#!/usr/bin/env python3
"""Build the atheris targets as ClusterFuzzLite does: one PyInstaller one-file bundle each.

    python fuzz/targets/build_bundles.py --out build/cfl             # both targets, here, no Docker
    python fuzz/targets/build_bundles.py --out build/cfl --targets fuzz_numerics
    OUT=build/cfl python fuzz/targets/build_bundles.py               # --out defaults to $OUT
    python fuzz/targets/build_bundles.py --out build/cfl --measure   # size, start-up, first input
    build/cfl/fuzz_numerics -runs=300 SEEDS_DIR                      # run one as ClusterFuzzLite does

For each target, OUT gets what OSS-Fuzz's `compile_python_fuzzer` makes (`<target>.pkg`, the
PyInstaller bundle, and `<target>`, the shell wrapper libFuzzer-based tooling runs) plus
`<target>_seed_corpus.zip`, `<target>.dict` and `<target>.options`. .clusterfuzzlite/build.sh
calls this script, so the PyInstaller flags below are the only copy: in the build image
(where `compile_python_fuzzer` is on PATH) the bundle is made by that helper with these flags;
elsewhere by the same pyinstaller command line it runs (`--local` forces that).

Why each flag (PyInstaller's analysis cannot see these by itself):
- `--collect-all torch_mlir`: the MLIR Python extensions and native libraries in `_mlir_libs/`
  (the aggregate C API, nanobind, the ExecutionEngine RefBackend runs), loaded by the extension
  itself and so invisible to the analysis; `torch-mlir-opt`, with which oracles/native_stack.py
  replays a native crash to name its frames; the package metadata.
- `--collect-submodules` generators/oracles/fuzz: registries load their members by import
  (executors, catalog families, CLI commands), and the Sandbox's worker imports its stages late.
- `--hidden-import oracles.worker/oracles.zygote`: the bundle is its own worker; the Sandbox
  runs `<bundle> -m oracles.worker DIR` (fuzz/targets/harness.py `_worker_invocation`).
- `--add-data corpus/regressions`: the open regression entries, whose findings are expected.
- `--copy-metadata torch`: findings record torch's version (fuzz/versions.py).
- `--exclude-module` iree, matplotlib, onnxruntime, PIL: not in .clusterfuzzlite/requirements.txt,
  so absent from ClusterFuzzLite's bundle; a local build leaves them out too so both bundles
  match (iree alone is ~400 MB installed; torch and torch-mlir import the others optionally).
Exit status: 0 built, 2 bad arguments or PyInstaller missing, 3 a build step failed.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)  # run as a script: the checkout's packages, not an installed copy
TARGETS = ("fuzz_pipeline", "fuzz_numerics")
LOCAL_DEFAULT_OUT = os.path.join(ROOT, "build", "cfl")


# Installed here (the [iree] extra, matplotlib for reports, other tools' dependencies) but not in
# the build image (.clusterfuzzlite/requirements.txt): PyInstaller would bundle them from torch's and
# torch-mlir's optional imports. Left out, the local bundle is ClusterFuzzLite's.
NOT_IN_THE_BUILD_IMAGE = ("iree", "matplotlib", "onnxruntime", "PIL")


def pyinstaller_flags(root: str = ROOT) -> list[str]:
    """The flags every target is built with (see the module docstring for why each)."""
    regressions = os.path.join(root, "corpus", "regressions")
    return ["--paths", root,
            "--collect-all", "torch_mlir", "--copy-metadata", "torch",
            "--collect-submodules", "generators", "--collect-submodules", "oracles",
            "--collect-submodules", "fuzz",
            "--hidden-import", "oracles.worker", "--hidden-import", "oracles.zygote",
            "--add-data", f"{regressions}{os.pathsep}corpus/regressions",
            *[flag for module in NOT_IN_THE_BUILD_IMAGE for flag in ("--exclude-module", module)],
            "--noconfirm", "--log-level", "WARN"]


# compile_python_fuzzer's wrapper: a sanitizer runtime preloaded where the build image left
# one (here it is absent, and preloading a missing file only makes ld.so complain).
WRAPPER = """#!/bin/sh
# LLVMFuzzerTestOneInput for fuzzer detection.
this_dir=$(dirname "$0")
chmod +x "$this_dir/{package}"
if [ -f "$this_dir/sanitizer_with_fuzzer.so" ]; then
  export LD_PRELOAD="$this_dir/sanitizer_with_fuzzer.so"
fi
ASAN_OPTIONS=$ASAN_OPTIONS:symbolize=1:external_symbolizer_path=$this_dir/llvm-symbolizer:detect_leaks=0 \\
exec "$this_dir/{package}" "$@"
"""


class BuildError(Exception):
    """A build step failed (the message names it)."""


def _run(cmd: list[str], log: str) -> None:
    with open(log, "ab") as fh:
        fh.write(("$ " + " ".join(cmd) + "\n").encode())
        fh.flush()
        done = subprocess.run(cmd, cwd=ROOT, stdout=fh, stderr=subprocess.STDOUT)
    if done.returncode != 0:
        with open(log, errors="replace") as fh:
            tail = "".join(fh.readlines()[-30:])
        raise BuildError(f"{cmd[0]} failed (rc {done.returncode}); the end of {log}:\n{tail}")


def build_target(target: str, out: str, work: str, local: bool) -> str:
    """Build `target` into `out` (the .pkg bundle and its wrapper); returns the bundle's path."""
    script = os.path.join(ROOT, "fuzz", f"{target}.py")
    package = f"{target}.pkg"
    target_work = os.path.join(work, target)
    os.makedirs(target_work, exist_ok=True)
    log = os.path.join(work, f"{target}.log")
    flags = ["--specpath", target_work, *pyinstaller_flags()]
    helper = shutil.which("compile_python_fuzzer")
    if helper and not local:
        _run([helper, script, *flags], log)  # it adds --distpath $OUT --onefile --name <target>.pkg
        return os.path.join(os.environ["OUT"], package)
    _run([sys.executable, "-m", "PyInstaller", "--distpath", out, "--workpath", target_work, "--onefile",
          "--name", package, *flags, script], log)
    bundle = os.path.join(out, package)
    # As compile_python_fuzzer does: tooling finds fuzz targets by their executable bit, so
    # only the wrapper has it (the wrapper sets it on the bundle when it runs).
    os.chmod(bundle, os.stat(bundle).st_mode & ~(stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH))
    wrapper = os.path.join(out, target)
    with open(wrapper, "w") as fh:
        fh.write(WRAPPER.replace("{package}", package))
    os.chmod(wrapper, 0o755)
    return bundle


def write_extras(target: str, out: str, log: str) -> None:
    """The seed corpus zip, the dictionary and the libFuzzer options next to the target."""
    _run([sys.executable, os.path.join(ROOT, "fuzz", "targets", "build_seed_corpus.py"),
          "--zip", os.path.join(out, f"{target}_seed_corpus.zip")], log)
    shutil.copyfile(os.path.join(ROOT, "fuzz", "irfuzz.dict"), os.path.join(out, f"{target}.dict"))
    shutil.copyfile(os.path.join(ROOT, "fuzz", "irfuzz.options"), os.path.join(out, f"{target}.options"))


def measure(out: str, target: str) -> dict[str, float]:
    """Run `target`'s wrapper in `out` on one seed (the first of corpus/seeds) as ClusterFuzzLite
    would, and time it: `startup_s` from launch until libFuzzer runs the input (the one-file
    bundle unpacking itself, Python and the targets' imports), `first_input_s` that input (which
    starts the Sandbox's worker: the bundle again, importing torch), `size_mib` the bundle."""
    from fuzz.targets.build_seed_corpus import seed_bytes, seed_files

    with tempfile.TemporaryDirectory(prefix="irfuzz-cfl-measure-") as tmp:
        seed = os.path.join(tmp, "seed")
        with open(seed, "wb") as fh:
            fh.write(seed_bytes(seed_files()[0]))
        env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}  # nothing from this checkout
        start = time.monotonic()
        proc = subprocess.Popen([os.path.join(out, target), seed], cwd=tmp, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True, errors="replace")
        running = executed = None
        for line in proc.stdout or ():
            if line.startswith("Running: ") and running is None:
                running = time.monotonic() - start
            if line.startswith("Executed "):
                executed = time.monotonic() - start
        proc.wait()
    if proc.returncode != 0 or running is None or executed is None:
        raise BuildError(f"{target}: the bundle did not run the seed (rc {proc.returncode})")
    return {"size_mib": os.path.getsize(os.path.join(out, f"{target}.pkg")) / 2**20, "startup_s": running,
            "first_input_s": executed - running}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=os.environ.get("OUT") or LOCAL_DEFAULT_OUT,
                        help="output folder (default $OUT, else build/cfl)")
    parser.add_argument("--targets", default=",".join(TARGETS), help="comma list (default: both)")
    parser.add_argument("--work", help="PyInstaller's work folder "
                        "(default $WORK/pyinstaller, else OUT/../pyinstaller-work)")
    parser.add_argument("--local", action="store_true",
                        help="run pyinstaller directly even where compile_python_fuzzer is on PATH")
    parser.add_argument("--no-extras", action="store_true", help="only the bundles: no seed zip, dict, options")
    parser.add_argument("--measure", action="store_true",
                        help="build nothing: time the bundles already in OUT on one seed (size, start-up, first input)")
    args = parser.parse_args(argv)
    targets = [t for t in args.targets.split(",") if t]
    if not targets or any(t not in TARGETS for t in targets):
        print(f"build_bundles: unknown target in {args.targets!r}; expected {', '.join(TARGETS)}", file=sys.stderr)
        return 2
    if args.measure:
        for target in targets:
            try:
                m = measure(os.path.abspath(args.out), target)
            except BuildError as exc:
                print(f"build_bundles: {exc}", file=sys.stderr)
                return 3
            print(f"{target}: {m['size_mib']:.0f} MiB; start-up {m['startup_s']:.1f}s; "
                  f"first input {m['first_input_s']:.1f}s", flush=True)
        return 0
    if importlib.util.find_spec("PyInstaller") is None:
        print("build_bundles: PyInstaller is not installed (pip install -e '.[cfl]')", file=sys.stderr)
        return 2
    out = os.path.abspath(args.out)
    # $WORK is OSS-Fuzz's scratch folder in the build image.
    default_work = os.path.join(os.environ["WORK"], "pyinstaller") if os.environ.get("WORK") else \
        os.path.join(os.path.dirname(out), "pyinstaller-work")
    work = os.path.abspath(args.work or default_work)
    os.makedirs(out, exist_ok=True)
    os.makedirs(work, exist_ok=True)
    for target in targets:  # one at a time: each analysis of torch takes GBs of memory and disk
        start = time.monotonic()
        try:
            bundle = build_target(target, out, work, args.local)
            if not args.no_extras:
                write_extras(target, out, os.path.join(work, f"{target}.log"))
        except BuildError as exc:
            print(f"build_bundles: {target}: {exc}", file=sys.stderr)
            return 3
        size = os.path.getsize(bundle) / 2**20
        print(f"build_bundles: {target}: {bundle} ({size:.0f} MiB) in {time.monotonic() - start:.0f}s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
