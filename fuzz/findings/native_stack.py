"""The torch-mlir function a native crash happened in, from torch-mlir-opt's own stack dump.

A crash's signal and pass say little (any SIGFPE in convert-torch-to-linalg looks alike).
The wheel's `torch-mlir-opt` binary keeps its symbol table and prints a symbolized stack on
a fatal signal (LLVM's PrintStackTraceOnErrorSignal), so replaying the crashing pass on its
input IR names the function that crashed, e.g.
`(anonymous namespace)::ConvertAtenViewOp::matchAndRewrite`: the pattern and the op.

Contract: runs the binary in a fresh process with a timeout (never native code here);
returns the frames above the signal handler with arguments, templates' `const` and
addresses stripped, or an empty list when the replay does not crash or prints no stack.
"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import tempfile

from fuzz.findings.processes import run_bounded

_FRAME = re.compile(r"^\s*#\d+\s+0x[0-9a-f]+\s+(.*)$")
# Frames that say nothing about the defect: the signal machinery, libc, and MLIR's pattern
# and pass drivers that every crash runs through.
_UNINFORMATIVE = ("llvm::sys::", "SignalHandler", "libc.so", "__restore_rt", "mlir::OpConversionPattern<",
                  "mlir::ConversionPattern::", "mlir::PatternApplicator", "mlir::detail::", "mlir::OpRewritePattern<")


def torch_mlir_opt_binary() -> str | None:
    """The wheel's torch-mlir-opt binary itself (the console script in bin/ is a Python
    wrapper whose child survives a timeout), found without importing torch_mlir."""
    spec = importlib.util.find_spec("torch_mlir")
    for location in (spec.submodule_search_locations or []) if spec else []:
        path = os.path.join(location, "_mlir_libs", "torch-mlir-opt")
        if os.access(path, os.X_OK):
            return path
    return None


def function_of(frame: str) -> str:
    """`(anonymous namespace)::ConvertAtenViewOp::matchAndRewrite(mlir::...) const File.cpp:0:0`
    -> `(anonymous namespace)::ConvertAtenViewOp::matchAndRewrite`."""
    text = re.sub(r"\s+\(/[^)]*\)$", "", frame.strip())          # (/path/to/binary+0x...)
    text = re.sub(r"\s+\S+\.(cpp|h|inc):\d+:\d+$", "", text)     # File.cpp:0:0
    depth, out = 0, []
    for ch in text:  # drop argument lists, keep the qualified name; (anonymous namespace) stays
        if ch == "(" and out and not "".join(out).endswith("::") and depth == 0 and "".join(out).strip():
            depth = 1
            continue
        if depth:
            depth += {"(": 1, ")": -1}.get(ch, 0)
            continue
        out.append(ch)
    return re.sub(r"\s+const$", "", "".join(out).strip())


# torch-mlir's own code: its namespaces, and its patterns in anonymous namespaces.
_TORCH_MLIR = re.compile(r"torch|\(anonymous namespace\)::(Convert|Decompose|Recompose|Simplify|Refine|Reduce|"
                         r"Fold|Aten|Prim|Torch|Maximize|Abstractly|Reify|Inline|Erase|Adjust|Lower|Drop)", re.I)


def crash_frames(stderr: str) -> list[str]:
    """The informative frames of a stack dump, innermost first (functions only)."""
    frames = [m.group(1) for m in map(_FRAME.match, stderr.splitlines()) if m]
    # Unsymbolized frames print only "(/path/binary+0x...)"; glibc's print its source as "./...".
    return [function_of(frame) for frame in frames
            if not (any(marker in frame for marker in _UNINFORMATIVE) or frame.startswith(("0x", "(/"))
                    or "(/lib" in frame or " ./" in frame)]


def torch_mlir_frame(frames: list[str]) -> str | None:
    """The innermost frame in torch-mlir's own code (the pattern, fold or pass that crashed;
    frames above it are MLIR or LLVM code it called), or None."""
    return next((frame for frame in frames if _TORCH_MLIR.search(frame)), None)


def replay_crash_frames(ir: str, pipeline: str, timeout: float = 60.0) -> list[str]:
    """Run `pipeline` on `ir` with the binary and return the crash's top frames ([] when it
    does not crash, has no binary or runs past `timeout`)."""
    binary = torch_mlir_opt_binary()
    if binary is None or not ir or not pipeline:
        return []
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as fh:
        fh.write(ir)
    try:
        done = run_bounded([binary, f"--pass-pipeline={pipeline}", fh.name, "-o", os.devnull], timeout)
    except subprocess.TimeoutExpired:
        return []
    finally:
        os.unlink(fh.name)
    return crash_frames(done.stderr) if done.returncode < 0 or done.returncode > 128 else []
