"""GPU bundles, worker side: one program's folder of IR_k, device artifacts and CPU results.

Real campaigns compile on plentiful CPU machines and spend scarce GPU time only on
execution. `write_program_folder` does the CPU half for one case: the iteration oracle
(pipelines, contract, lowering) exactly as `check_case` runs it, then each distinct
linalg-on-tensors IR_k compiled by IREE for CUDA (`iree-cuda`) and for the CPU
(`iree-cpu`, so the runner can be tested without a GPU), the CPU artifact run on the
case's inputs, and everything written to a folder that `fuzz/gpu/gpu_run.py` reads on a
machine with no torch-mlir:

    program.json       the Program
    manifest.json      per-k map to artifacts, output rules (kind, range, distribution, NaN
                       policy), ABI signatures, versions
    tensors.pt         {"inputs", "eager" (CPU), "cpu": {linalg hash: compiled CPU results}}
    ir/<hash>.mlir     each distinct linalg IR_k (what a reproducer compiles)
    cuda/<hash>.vmfb   the CUDA artifact (PTX for sm_80)
    llvm-cpu/<hash>.vmfb

Contract: runs in the worker (native code); writes only inside `folder`; never raises for
what the compilers or the compiled code do (limits and failures are recorded in the
manifest); returns a small JSON-able summary. Deterministic for the same case except for
timings.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import replace
from typing import Any

from generators.catalog import get_op

from .case import Case, prepare_case
from .iterate import StageHook, ir_hash, no_hook, run_iterations
from .verdict import Verdict

FORMAT = "irfuzz-gpu-bundle/1"
# Backend folder name -> the executor that compiles for it.
BACKENDS = {"cuda": "iree-cuda", "llvm-cpu": "iree-cpu"}
# IREE's embedded CPU linker has no libm or compiler-rt: f64 `cos` (randn_like) and f32->bf16
# truncation (`__truncsfbf2`) do not link. What the executor cannot run is a limit, not a finding
# (as RefBackend's missing `__truncdfbf2` is).
_LINK_LIMITS = ("undefined symbol:",)


def _signature_json(vmfb: bytes) -> dict[str, Any]:
    from .executors.iree_cpu import module_and_signature, vm_instance

    signature = module_and_signature(vm_instance(), vmfb)[2]
    return {part: [{"shape": list(t.shape), "element": t.element.mlir} for t in getattr(signature, part)]
            for part in ("inputs", "results")}


def _rule_json(rule: Any) -> dict[str, Any]:
    """kind, source, range, distribution and the NaN policy ("bits" | "any"): the arguments
    of the bundle's copy of oracles/compare.py."""
    return rule.to_dict()


def _first_line(text: str) -> str:
    return text.strip().splitlines()[0] if text.strip() else ""


def write_program_folder(case: Case, folder: str, on_stage: StageHook = no_hook) -> dict[str, Any]:
    """Fill `folder` (created here; must not exist) for one Program case; see the module doc.
    Returns {"status": "ok" | "skipped", ...}; a skipped case leaves `folder` incomplete."""
    import torch

    from .executors import CompileFailure, ExecutorLimit, RunFailure, as_declared, get_executor

    if case.program is None:
        return {"status": "skipped", "reason": "GPU bundles take Program JSON, not model files"}
    start = time.perf_counter()
    os.makedirs(folder)
    config = replace(case.config, lower=True, numerics=False)
    prepared = prepare_case(replace(case, config=config), on_stage)
    if isinstance(prepared, Verdict):  # eager, import or erasure ended it
        first = prepared.internal_error or (prepared.findings[0].message if prepared.findings else "")
        return {"status": "skipped", "reason": f"{prepared.status}: {_first_line(first)}"}
    reference = prepared.reference
    if reference is None:
        return {"status": "skipped", "reason": "internal-error: no eager reference"}
    inputs = reference.inputs
    result = run_iterations(prepared.raw_ir, config, on_stage, None)
    verdict = Verdict("finding" if result.findings else "ok", result.findings, result.outcomes, erase=case.erase)

    linalg: dict[str, str] = {}        # linalg hash -> text, in first-k order
    per_k: list[dict[str, Any]] = []
    for outcome, text in zip(result.outcomes, result.linalg_by_k):
        if text is not None:
            linalg.setdefault(ir_hash(text), text)
        per_k.append({"k": outcome.k, "outcome": outcome.outcome, "changed": outcome.changed,
                      "lowered": bool(outcome.lowered), "linalg": ir_hash(text) if text is not None else None})

    dtypes = [t.dtype for t in reference.eager]
    artifacts: dict[str, Any] = {}
    cpu_results: dict[str, list[Any]] = {}
    for digest, text in linalg.items():
        k = min(e["k"] for e in per_k if e["linalg"] == digest)
        entry: dict[str, Any] = {"ks": [e["k"] for e in per_k if e["linalg"] == digest], "mlir": f"ir/{digest}.mlir"}
        os.makedirs(os.path.join(folder, "ir"), exist_ok=True)
        with open(os.path.join(folder, entry["mlir"]), "w") as text_file:
            text_file.write(text)
        vmfbs: dict[str, bytes] = {}
        for backend, executor_name in BACKENDS.items():
            executor = get_executor(executor_name)
            on_stage("execute", k, text, executor_name)
            t0 = time.perf_counter()
            try:
                vmfb = executor.compile(text)
            except ExecutorLimit as exc:
                entry[backend] = {"limit": str(exc)}
            except CompileFailure as exc:
                if any(marker in str(exc) for marker in _LINK_LIMITS):
                    entry[backend] = {"limit": f"{executor_name} cannot link a runtime helper: {exc}"}
                else:
                    entry[backend] = {"compile_failure": str(exc), "log_tail": exc.log[-4000:]}
            else:
                vmfbs[backend] = vmfb
                path = f"{backend}/{digest}.vmfb"
                os.makedirs(os.path.join(folder, backend), exist_ok=True)
                with open(os.path.join(folder, path), "wb") as binary:
                    binary.write(vmfb)
                entry[backend] = {"vmfb": path, "bytes": len(vmfb), "signature": _signature_json(vmfb),
                                  "compile_s": round(time.perf_counter() - t0, 3)}
        if "llvm-cpu" in vmfbs:
            executor = get_executor(BACKENDS["llvm-cpu"])
            on_stage("execute", k, text, executor.name)
            try:
                cpu_results[digest] = as_declared(executor.load(vmfbs["llvm-cpu"])(list(inputs)), dtypes)
                entry["cpu_results"] = "ok"
            except ExecutorLimit as exc:
                entry["cpu_results"] = {"limit": str(exc)}
            except (RunFailure, RuntimeError) as exc:
                entry["cpu_results"] = {"error": str(exc)}
        artifacts[digest] = entry

    torch.save({"inputs": list(inputs), "eager": list(reference.eager), "cpu": cpu_results},
               os.path.join(folder, "tensors.pt"))
    with open(os.path.join(folder, "program.json"), "w") as fh:
        fh.write(case.program.to_json() + "\n")
    specs = case.program.output_specs()
    manifest = {
        "format": FORMAT,
        "erase": case.erase,
        "input_seed": case.input_seed,
        "iterations": case.config.iterations,
        "inputs": [{"name": i.name, "shape": list(i.spec.shape), "dtype": i.spec.dtype,
                    "dynamic": list(i.dynamic)} for i in case.program.inputs],
        "outputs": [{"name": name, "shape": list(spec.shape), "dtype": spec.dtype, "rule": _rule_json(rule)}
                    for name, spec, rule in zip(case.program.outputs, specs, reference.rules)],
        "per_k": per_k,
        # each node's aten call (generators/calls.py), resolved: the runner's eager interpreter
        "calls": {n.name: get_op(n.op).call(n.attrs) for n in case.program.nodes},
        "artifacts": artifacts,
        "tensors": "tensors.pt",
        "cpu_verdict": {"status": verdict.status,
                        "findings": [{"symptom": f.symptom, "stage": f.stage, "k": f.k, "pass": f.pass_name,
                                      "signature": f.signature, "message": _first_line(f.message)}
                                     for f in verdict.findings]},
        "compile_flags": {backend: list(get_executor(name).flags)  # type: ignore[attr-defined]
                          for backend, name in BACKENDS.items()},
        "seconds": round(time.perf_counter() - start, 2),
    }
    with open(os.path.join(folder, "manifest.json"), "w") as fh:
        json.dump(manifest, fh, indent=1)
    problems = {f"{backend}@{digest}": next(iter(a[backend].values())) for digest, a in artifacts.items()
                for backend in BACKENDS if "vmfb" not in a[backend]}
    return {"status": "ok", "distinct_ir": len(linalg), "lowered_ks": sum(e["linalg"] is not None for e in per_k),
            "cpu_status": verdict.status, "problems": problems, "seconds": manifest["seconds"]}
