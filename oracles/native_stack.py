"""Where a native crash happened: the top frames of torch-mlir-opt's stack dump.

A crash signature made of the signal and the pass alone puts every SIGFPE in
`convert-torch-to-linalg` under one hash. The worker that died cannot say more (Python's
faulthandler knows no C++ frames), but `torch-mlir-opt` installs LLVM's signal handler,
which prints a symbolized "Stack dump:". So the crashed stage is replayed once in a
`torch-mlir-opt` subprocess on the stage's input IR, and the crash is named by its frames:
the crash site (the first frame that is not the signal or abort machinery) and the first
torch-mlir frame under it (the pattern or fold that was running, for example
`ConvertAtenViewOp::matchAndRewrite`).

A crash in a batch's module (oracles/sandbox.py: one function per program) is pinned on its
function by `crashing_function`: one `torch-mlir-opt` run under MLIR's crash reproducer
(`--mlir-pass-pipeline-crash-reproducer` with `--mlir-pass-pipeline-local-reproducer`), which
recovers from the crash and names the operation the crashing pass ran on ("Pipeline failed
while executing `CanonicalizerPass` on 'func.func' operation: @p7"), where running the stage
on halves of the batch takes a worker's death per half.

Contract: `crash_frames` and `crashing_function` never raise; they return [] or None when the
binary is missing, the replay does not crash, or its output names nothing usable. They run only
a subprocess (nothing native in the calling process: it may be the campaign's).
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass

from .processes import run_bounded

# `#3 0x000000000088768d (anonymous namespace)::ConvertAtenViewOp::matchAndRewrite(...) const File.cpp:0:0`
_FRAME = re.compile(r"^\s*#\d+\s+0x[0-9a-fA-F]+\s+(.*)$")
# Frames of the signal handler, of abort() and assert(): never the crash site.
_MACHINERY = re.compile(r"^(llvm::sys::|SignalHandler|__|abort$|raise$|gsignal$|std::)")
# torch-mlir's own code: its namespace, or its patterns and ops (named after aten ops) in
# anonymous namespaces.
_TORCH_MLIR = re.compile(r"torch|Torch|Aten")
# A replay that uses no CPU this long is stuck: seen, a crash whose signal handler deadlocked
# in malloc after heap corruption (it slept until the 30-s limit at every check of a corpus
# entry). What it printed by then is parsed all the same.
IDLE_S = 5.0
# The most a replay gets (the caller's limit may be lower). The stage crashed in the worker on
# the same IR, and these stages run well under a second on one program: a replay that has not
# crashed by then names nothing. Seen: a heap-corrupting crash (as-strided-rank0-empty-index-
# list-segfault at `intermediate`) whose replay loops on the CPU up to any limit it is given.
REPLAY_LIMIT_S = 10.0
# torch-mlir-opt's note when a pipeline under its crash reproducer fails or crashes: the pass
# and the operation it ran on (a function's symbol name; none for the module).
_FAILED_ON = re.compile(r"note: Pipeline failed while executing .* on '[\w.]+' operation: @([\w$.-]+)")
# Its error line for that same event: a pass that *fails* emits a diagnostic of its own first.
_PIPELINE_FAILED = "error: Failures have been detected while processing an MLIR pass pipeline"
# The pipeline a reproducer file runs (in its `external_resources`): with the local reproducer,
# the one pass that crashed, nested in the ops it runs on.
_REPRODUCER_PIPELINE = re.compile(r'^\s*pipeline: "([^"]*)"', re.M)
_ENTRY = re.compile(r"::(matchAndRewrite|rewrite|fold|getCanonicalizationPatterns|runOnOperation)\b")
# Pattern templates whose instances are written one by one (`template <> LogicalResult
# ConvertAtenOp<AtenXOp>::matchAndRewrite`): each instance is its own code, so its template
# argument names the defect's place. Every other template's instances share one body
# (ConvertAtenScatterOp<AtenScatterSrcOp> and <AtenScatterAddOp>): the argument is left out.
# From `git grep "^LogicalResult [A-Za-z]*<"` over torch-mlir's lib/. TorchToTosa's
# `TorchToTosaOpConversionPattern<AtenXOp>::matchAndRewrite` is a `final` wrapper that calls
# the op's own `matchAndRewriteImpl`, so a crash under it is in that op's code: the argument
# names the place (without it, TOSA crashes of unrelated ops, unfold and slice_scatter, had
# one key).
SPECIALIZED_PATTERNS = frozenset({"ConvertAtenOp", "ConvertAtenReductionOp", "ConvertAtenAvgPoolOp",
                                  "ConvertAtenViewOp", "PoolSizeCalculator", "TorchToTosaOpConversionPattern"})
# What the sandbox appends to a crash message (oracles/sandbox.py): " at SITE[ in FRAME]", the
# crash site and the torch-mlir frame under it (frames_from_stack_dump), after any cause line.
_FRAMES_IN_MESSAGE = re.compile(r" at ([^:\s][^\n]*?)(?: in ([^\n]+?))?(?: \(compiling or running [^\n]*)?$")


def _function_name(frame: str) -> str | None:
    """`(anonymous namespace)::Foo::bar(int) const File.cpp:0:0` -> `Foo::bar`; None for a frame
    with no symbol (`(/lib/x86_64-linux-gnu/libc.so.6+0x3c050)`)."""
    text = frame.replace("(anonymous namespace)::", "").strip()
    if not text or text.startswith("("):
        return None
    depth, end = 0, len(text)
    for i, ch in enumerate(text):  # cut at the argument list, not inside template arguments
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
        elif ch in "( " and depth == 0:
            end = i
            break
    return text[:end] or None


def frames_from_stack_dump(text: str) -> list[str]:
    """[crash site, first torch-mlir frame below it] from an LLVM "Stack dump:" (one entry
    when they are the same frame; [] when there is no usable frame)."""
    names = []
    for line in text.splitlines():
        m = _FRAME.match(line)
        name = _function_name(m.group(1)) if m else None
        if name and not _MACHINERY.match(name):
            names.append(name)
    if not names:
        return []
    # The pattern, fold or pass that was running names the defect; a type or builder it
    # called (ValueTensorType::get) only where it broke.
    torch_names = [n for n in names if _TORCH_MLIR.search(n)]
    torch_frame = next((n for n in torch_names if _ENTRY.search(n)), torch_names[0] if torch_names else None)
    return [names[0]] + ([torch_frame] if torch_frame and torch_frame != names[0] else [])


def torch_mlir_frame(frames: list[str]) -> str | None:
    """The torch-mlir function among `frames_from_stack_dump`'s [site, torch frame]: the
    pattern, fold or pass that was running, or None when the crash is under none of
    torch-mlir's code (an LLVM helper alone names no defect: which helper a heap corruption
    trips over moves with the memory layout)."""
    last = frames[-1] if frames else ""
    return last if _TORCH_MLIR.search(last) else None


def frames_in_message(message: str) -> list[str]:
    """The frames a crash message names (" at SITE in FRAME", oracles/sandbox.py), for
    findings stored before their frames were kept apart in `details`."""
    found = _FRAMES_IN_MESSAGE.search(message.splitlines()[0] if message else "")
    return [name for name in found.groups() if name] if found else []


def defect_frame(name: str) -> str:
    """The crash frame as a defect's place: template arguments left out unless the template's
    instances are written one by one (SPECIALIZED_PATTERNS):
    `mlir::torch::ConvertAtenScatterOp<mlir::torch::Torch::AtenScatterAddOp>::matchAndRewrite`
    -> `mlir::torch::ConvertAtenScatterOp::matchAndRewrite`."""
    out, depth, start = [], 0, 0
    for i, ch in enumerate(name):
        if ch == "<":
            if depth == 0:
                out.append(name[start:i])
                start = i
            depth += 1
        elif ch == ">" and depth:
            depth -= 1
            if depth == 0:
                owner = out[-1].rsplit("::", 1)[-1]
                out.append(name[start:i + 1] if owner in SPECIALIZED_PATTERNS else "")
                start = i + 1
    out.append(name[start:])
    return "".join(out)


def torch_mlir_opt() -> str | None:
    """The wheel's torch-mlir-opt binary, found without importing torch_mlir."""
    spec = importlib.util.find_spec("torch_mlir")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        path = os.path.join(folder, "_mlir_libs", "torch-mlir-opt")
        if os.access(path, os.X_OK):
            return path
    return shutil.which("torch-mlir-opt")


def crash_frames(ir: str, pipeline: str, timeout: float) -> list[str]:
    """Replays `pipeline` (a full pass-pipeline string) on `ir` in torch-mlir-opt, for at most
    `timeout` and REPLAY_LIMIT_S seconds; the frames of its stack dump when it is killed by a
    signal, else []."""
    binary = torch_mlir_opt()
    if binary is None or not ir or not pipeline:
        return []
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as fh:
        fh.write(ir)
    try:
        done = run_bounded([binary, f"-pass-pipeline={pipeline}", fh.name, "-o", os.devnull],
                           min(timeout, REPLAY_LIMIT_S), idle_s=IDLE_S, errors="replace")
    except (OSError, subprocess.TimeoutExpired):
        return []
    finally:
        os.unlink(fh.name)
    return frames_from_stack_dump(done.stderr) if done.returncode < 0 else []


@dataclass(frozen=True)
class CrashSite:
    """Where a pass crashed in a module: the function's symbol name and the pass's argument
    (`canonicalize`, as an IR dump names it: oracles/pipeline.py PassDump.pass_name)."""

    function: str
    pass_name: str | None


def crashing_function(ir: str, pipeline: str, timeout: float) -> CrashSite | None:
    """Runs `pipeline` (a full pass-pipeline string) on `ir` in torch-mlir-opt under MLIR's
    crash reproducer, single-threaded (as the worker runs it: functions one after the other),
    for at most `timeout` and REPLAY_LIMIT_S seconds: the function a pass crashed on, and the
    pass (from the local reproducer's one-pass pipeline; None when it cannot be read). None
    when the run does not fail, a diagnostic says a pass failed rather than crashed (the
    function named would be that failure's), the crashing pass ran on the whole module, or the
    binary is missing."""
    binary = torch_mlir_opt()
    if binary is None or not ir or not pipeline:
        return None
    with tempfile.TemporaryDirectory(prefix="irfuzz-locate-") as folder:
        source, reproducer = os.path.join(folder, "input.mlir"), os.path.join(folder, "reproducer.mlir")
        with open(source, "w") as fh:
            fh.write(ir)
        try:
            done = run_bounded([binary, "--mlir-disable-threading", f"-pass-pipeline={pipeline}",
                                f"--mlir-pass-pipeline-crash-reproducer={reproducer}",
                                "--mlir-pass-pipeline-local-reproducer", source, "-o", os.devnull],
                               min(timeout, REPLAY_LIMIT_S), idle_s=IDLE_S, errors="replace")
        except (OSError, subprocess.TimeoutExpired):
            return None
        errors = [line for line in done.stderr.splitlines() if "error:" in line]
        named = _FAILED_ON.search(done.stderr)
        if done.returncode == 0 or named is None or any(_PIPELINE_FAILED not in line for line in errors):
            return None
        try:
            with open(reproducer, errors="replace") as fh:
                one_pass = _REPRODUCER_PIPELINE.search(fh.read())
        except OSError:
            one_pass = None
    return CrashSite(named.group(1), _innermost_pass(one_pass.group(1)) if one_pass else None)


def _innermost_pass(pipeline: str) -> str | None:
    """The pass of a one-pass pipeline, options left out:
    `builtin.module(func.func(canonicalize{max-iterations=10}))` -> `canonicalize`."""
    bare = re.sub(r"\{[^{}]*\}", "", pipeline)
    found = re.search(r"([\w.-]+)\)*$", bare)
    return found.group(1) if found else None
