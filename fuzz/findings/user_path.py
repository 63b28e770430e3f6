"""A user's path through torch-mlir, replayed step by step: import, the two pipelines, the run.

`torch_mlir.fx.export_and_import(module, *inputs, output_type=T)` imports the exported
program, then runs two pipelines (torch_mlir/fx.py, compiler_utils.py): FX -> Torch backend
(TORCH_BACKEND_PIPELINE), then Torch backend -> T (BACKEND_PIPELINES[T]). A report asks
whether that path reaches a finding's defect. The import runs in a Sandbox worker
(oracles/upstream_facts.py, `raw`); the pipelines run here in the wheel's `torch-mlir-opt`,
whose stack dump names the torch-mlir function a crash happened in (a crash in the worker
would tell its signal only, and one SIGFPE is not another's); the lowered IR then runs in a
worker with the backend's executor (`run`).

Contract: `lower` never raises for what torch-mlir does: every outcome is an answer.
"""

from __future__ import annotations

import os
import signal
import subprocess
import tempfile
from typing import Any

from fuzz.finding_folder import FindingRecord
from oracles.backends import backend_of_stage
from oracles.native_stack import defect_frame, frames_from_stack_dump, torch_mlir_frame, torch_mlir_opt
from oracles.processes import run_bounded

# As torch_mlir.fx._module_lowering and compiler_utils.lower_mlir_module write them (the
# defaults: no backend-legal ops, no extra library, allow_non_finites=True);
# tests/test_upstream_defects.py checks them against the installed wheel.
TORCH_BACKEND_PIPELINE = ("builtin.module(func.func(torch-match-quantized-custom-ops), "
                          "torchdynamo-export-to-torch-backend-pipeline{ extra-library=})")
BACKEND_PIPELINES = {
    "linalg-on-tensors": "builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline{allow-non-finites=True})",
    "tosa": "builtin.module(torch-backend-to-tosa-backend-pipeline)",
    "stablehlo": "builtin.module(torch-backend-to-stablehlo-backend-pipeline{allow-non-finites=True})",
}
# The executor that runs each output type's IR (oracles/executors), as irfuzz's backends do.
EXECUTORS = {"linalg-on-tensors": "refbackend", "tosa": "tosa-refbackend", "stablehlo": "iree-stablehlo"}
LOWER_LIMIT_S = 60.0


def output_type_of(record: FindingRecord) -> str:
    """The output type a finding was found on: its extra backend's, else linalg-on-tensors."""
    backend = backend_of_stage(str(record.stage or ""))
    return backend.name if backend is not None else "linalg-on-tensors"


def _first_error(text: str) -> str:
    for line in text.splitlines():
        if "error: " in line:
            return line.split("error: ", 1)[1].strip()
    return text.strip().splitlines()[0] if text.strip() else ""


def _opt(ir_text: str, pipeline: str, timeout: float) -> tuple[dict[str, Any] | None, str]:
    """(failure outcome or None, output IR) of one pipeline run by torch-mlir-opt."""
    binary = torch_mlir_opt()
    if binary is None:
        return {"outcome": "internal-error", "detail": "torch-mlir-opt not found"}, ""
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as fh:
        fh.write(ir_text)
    try:
        done = run_bounded([binary, f"-pass-pipeline={pipeline}", fh.name], timeout, errors="replace")
    except subprocess.TimeoutExpired:
        return {"outcome": "timeout", "how": f"no result within {timeout:g} s"}, ""
    finally:
        os.unlink(fh.name)
    if done.returncode < 0:
        frames = frames_from_stack_dump(done.stderr)
        frame = torch_mlir_frame(frames)
        name = signal.Signals(-done.returncode).name if -done.returncode in signal.valid_signals() else "?"
        return {"outcome": "crash", "signal": -done.returncode, "how": f"killed by {name}",
                "frame": defect_frame(frame) if frame else "-",
                "detail": " in ".join(frames) if frames else ""}, ""
    if done.returncode != 0:
        return {"outcome": "compile-error", "diagnostic": _first_error(done.stderr)}, ""
    return None, done.stdout


def lower(raw_ir: str, output_type: str, timeout: float = LOWER_LIMIT_S) -> dict[str, Any]:
    """The two pipelines of `export_and_import(..., output_type)` on the raw import: the
    failure (`compile-error`, `crash`, `timeout`, with `stage` "torch-backend" or "backend"),
    or `lowered` with the output IR."""
    for stage, pipeline in (("torch-backend", TORCH_BACKEND_PIPELINE), ("backend", BACKEND_PIPELINES[output_type])):
        failure, raw_ir = _opt(raw_ir, pipeline, timeout)
        if failure is not None:
            return {**failure, "stage": stage}
    return {"outcome": "lowered", "lowered": raw_ir}


def user_path(sandbox: Any, request: dict[str, Any], decompositions: bool, output_type: str,
              numerics: bool, timeout: float) -> dict[str, Any]:
    """The outcome of one user path for a report's `request` (oracles/upstream_facts.py's
    program or model file, inputs): import in a worker, the pipelines in torch-mlir-opt,
    and with `numerics` the run of the lowered IR in a worker."""
    imported = sandbox.upstream_facts({**request, "what": "raw", "decompositions": decompositions}, timeout)
    if imported.get("outcome") != "imported":
        return imported
    lowered = lower(imported["raw_ir"], output_type, timeout)
    if lowered["outcome"] != "lowered":
        return lowered
    if not numerics:
        return {"outcome": "ok", "detail": f"lowers to {output_type}"}
    ran = sandbox.upstream_facts({**request, "what": "run", "lowered": lowered["lowered"],
                                  "executor": EXECUTORS[output_type]}, timeout)
    if ran.get("outcome") == "crash":
        ran = {**ran, "stage": "execute"}
    return ran


__all__ = ["BACKEND_PIPELINES", "EXECUTORS", "TORCH_BACKEND_PIPELINE", "lower", "output_type_of", "user_path"]
