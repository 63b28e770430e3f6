#!/usr/bin/env python3
"""Run an irfuzz GPU bundle on the machine with the GPU: `irfuzz-gpu-run DIR`.

Standalone on purpose: this file needs only the standard library, numpy, torch and
iree-base-runtime (no torch-mlir, no IREE compiler, no irfuzz packages). `irfuzz
gpu-bundle` copies it into every bundle, so `python DIR/gpu_run.py DIR` works where irfuzz
is not installed. It carries what it needs: the ABI element table and a small eager
interpreter for the op catalog (keyed by the op names in program.json). The comparison rules
are irfuzz's own oracles/compare.py, which the bundle carries verbatim beside this file (in
the irfuzz repository this file loads the original); nothing here re-types them.

For every program folder of the bundle (see oracles/gpu_bundle.py for the layout) it runs
each distinct compiled IR_k on the device (driver `cuda` and the CUDA artifacts by default;
`--driver local-task` runs the llvm-cpu artifacts, which is how CI tests this path), runs
the Program eagerly with torch on the device, and compares:

- device IR_k vs device IR_k+1, bit for bit under the output's NaN policy: `mismatch-k`
  (`mismatch-k-rng` for outputs carrying random taint); undefined outputs are skipped;
- device compiled vs CPU compiled (from the bundle): bit for bit for exact outputs, torch
  tolerances for inexact ones, shape and dtype for tainted ones: `mismatch-device`;
- device compiled vs eager on the device under the exactness and taint rules: `mismatch-eager`
  (marked `also_on_cpu` when the bundle's CPU compiled result already differed from eager).

A mismatch made only of subnormals flushed to zero by an executor that flushes (IREE's CPU
drivers; not CUDA) is an executor limit, never a finding. Every finding and limit gets a root
cause (gpu_triage.py: who owns it, a signature, and for IREE's the `iree-compile` and
`iree-run-module` lines, written with the inputs under `--out`/repro/<program>/).

Programs run in a pool of `--jobs` worker processes (gpu_pool.py): a process that saw a
device failure is replaced, a failure seen after other programs ran in the same process is
confirmed alone in a fresh one, and a process that crashes or hangs (`--timeout`) is recorded
for its program while the rest go on, so one program's device error never changes another's
verdict. Output, under `--out` (default DIR/results): `<program>.verdict.json` per program,
`summary.json` and `summary.txt` (by root cause, then by symptom: "GPU differs from CPU",
"compiled differs from eager", "k vs k+1 on the device", "device failures", "executor
limit"). SIGTERM stops the run with a summary of what finished; `--resume` runs the rest (a
program left `.running` by a runner killed outright is recorded as a crash).

gpu_pool.py, gpu_triage.py and the copies of compare.py and calls.py sit beside this file
in a bundle (in the irfuzz repository this file loads the originals); all are standalone.

Exit codes: 0 no finding, 1 findings, 2 bad bundle/usage or no device, 3 internal error,
4 stopped by SIGTERM.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import signal
import sys
import time
import traceback
from typing import Any, Callable

FORMAT = "irfuzz-gpu-bundle/1"
DRIVER_ARTIFACTS = {"cuda": "cuda", "local-task": "llvm-cpu", "local-sync": "llvm-cpu"}
# IREE's CPU executors run with flush-to-zero; its CUDA code keeps subnormals (no .ftz in the PTX).
DRIVER_FLUSHES_DENORMALS = {"cuda": False, "local-task": True, "local-sync": True}
CPU_FLUSHES_DENORMALS = True  # the bundle's CPU results come from iree-cpu
EXIT_OK, EXIT_FINDING, EXIT_USAGE, EXIT_INTERNAL = 0, 1, 2, 3
EXIT_STOPPED = 4  # SIGTERM: the summary covers what finished; --resume runs the rest

CATEGORIES = {  # key -> heading, in the order the summary prints them
    "device_vs_cpu": "GPU differs from CPU (mismatch-device)",
    "compiled_vs_eager": "compiled differs from eager on the device (mismatch-eager)",
    "k_vs_k1": "compiled IR_k differs from IR_k+1 on the device (mismatch-k, mismatch-k-rng)",
    "device_error": "device failures: compiling for it or running on it failed",
    "executor_limit": "executor limit (not a compiler finding)",
}
SYMPTOM_CATEGORY = {"mismatch-device": "device_vs_cpu", "mismatch-eager": "compiled_vs_eager",
                    "mismatch-k": "k_vs_k1", "mismatch-k-rng": "k_vs_k1", "lowering-error": "device_error",
                    "run-error": "device_error", "crash": "device_error",
                    "hang": "device_error"}

# MLIR element type -> (torch dtype, numpy dtype of its bytes, IREE HalElementType member)
ELEMENTS = {
    "i1": ("bool", "bool", "BOOL_8"), "i8": ("int8", "int8", "SINT_8"), "i16": ("int16", "int16", "SINT_16"),
    "i32": ("int32", "int32", "SINT_32"), "i64": ("int64", "int64", "SINT_64"),
    "f16": ("float16", "float16", "FLOAT_16"), "bf16": ("bfloat16", "int16", "BFLOAT_16"),
    "f32": ("float32", "float32", "FLOAT_32"), "f64": ("float64", "float64", "FLOAT_64"),
    "complex<f32>": ("complex64", "complex64", "COMPLEX_64"),
    "complex<f64>": ("complex128", "complex128", "COMPLEX_128"),
}

# torch dtype -> the MLIR element of an artifact's argument (linalg integers carry no sign)
TORCH_ELEMENTS = {**{torch_name: element for element, (torch_name, _, _) in ELEMENTS.items()}, "uint8": "i8"}


class BundleError(Exception):
    """The bundle is malformed or unreadable (usage error, exit 2)."""


class DeviceUnavailable(Exception):
    """The IREE driver or torch device is not there (exit 2; every program an executor limit)."""


class RunFailure(Exception):
    """Loading or running one artifact failed on the device."""


# -- the eager interpreter: the catalog's calls, as data ---------------------------------------

def run_program_eagerly(program: dict[str, Any], calls: dict[str, Any], inputs: list[Any], device: str) -> list[Any]:
    """Program JSON -> its outputs computed by torch on `device` (returned on the CPU), each
    node by the aten call the manifest names for it (generators/calls.py, resolved by the
    catalog when the bundle was made); torch.manual_seed(0) first, as the bundle's CPU eager
    results were made."""
    return [t.cpu() for t in replay(program, calls, inputs, device)]


def replay(program: dict[str, Any], calls: dict[str, Any], inputs: list[Any], device: str) -> list[Any]:
    """run_program_eagerly's outputs left on `device`: every tensor of the replay lives there
    (the inputs are copied over, and the factories, which read no operand, are told where)."""
    import torch

    evaluate = sibling("calls").evaluate
    torch.manual_seed(0)
    env: dict[str, Any] = {i["name"]: t.clone().to(device) for i, t in zip(program["inputs"], inputs)}
    with torch.no_grad():
        for node in program["nodes"]:
            if node["name"] not in calls:
                raise BundleError(f"the manifest has no aten call for node {node['name']!r} ({node['op']})")
            env[node["name"]] = evaluate(calls[node["name"]], [env[r] for r in node["operands"]], device)
        return [env[name] for name in program["outputs"]]


# -- irfuzz's own modules, loaded from their verbatim copies ----------------------------------

HERE = os.path.dirname(os.path.abspath(__file__))
# Beside this file in a bundle (`irfuzz gpu-bundle` copies them there); in the irfuzz repository
# (or an installed irfuzz) the originals, two folders up: comparison rules and aten calls.
SIBLINGS = {"compare": os.path.join("oracles", "compare.py"), "calls": os.path.join("generators", "calls.py"),
            "gpu_pool": os.path.join("fuzz", "gpu", "gpu_pool.py"),
            "gpu_triage": os.path.join("fuzz", "gpu", "gpu_triage.py")}
_LOADED: dict[str, Any] = {}


def sibling(name: str) -> Any:
    """irfuzz's oracles/compare.py or generators/calls.py, loaded by path: irfuzz need not be importable."""
    if name not in _LOADED:
        import importlib.util

        paths = (os.path.join(HERE, f"{name}.py"), os.path.join(HERE, "..", "..", SIBLINGS[name]))
        path = next((p for p in paths if os.path.isfile(p)), None)
        if path is None:
            raise BundleError(f"{name}.py (irfuzz's {SIBLINGS[name]}) is not beside {__file__}: copy it from "
                              "the bundle `irfuzz gpu-bundle` wrote")
        spec = importlib.util.spec_from_file_location(f"irfuzz_gpu_{name}", path)
        if spec is None or spec.loader is None:
            raise BundleError(f"{path}: cannot be loaded as a Python module")
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module  # dataclasses look their module up while the class is made
        try:
            spec.loader.exec_module(module)
        except Exception as exc:
            del sys.modules[spec.name]
            raise BundleError(f"{path}: {type(exc).__name__}: {exc}") from exc
        _LOADED[name] = module
    return _LOADED[name]


def compare_rules() -> Any:
    return sibling("compare")


def _as_dict(m: Any) -> dict[str, Any] | None:
    return None if m is None else m.to_dict()


def describe(m: dict[str, Any]) -> str:
    return compare_rules().Mismatch(**m).describe()


def _nan(rule: dict[str, Any]) -> str:
    return rule.get("nan", "any")  # bundles from before the NaN policy: NaN bits undefined


def same_type(i: int, expected: Any, actual: Any) -> dict[str, Any] | None:
    return _as_dict(compare_rules().same_type(i, expected, actual))


def compare_bits(i: int, expected: Any, actual: Any, nan: str = "bits") -> dict[str, Any] | None:
    return _as_dict(compare_rules().compare_bits(i, expected, actual, nan))


def only_flushed_denormals(expected: Any, actual: Any, nan: str = "bits") -> bool:
    return compare_rules().only_flushed_denormals(expected, actual, nan)


def compare_to_eager(i: int, expected: Any, actual: Any, rule: dict[str, Any]) -> dict[str, Any] | None:
    """The output's rule from the manifest (kind, range, distribution, NaN policy)."""
    return _as_dict(compare_rules().compare_to_eager(i, expected, actual, rule["kind"], rule.get("range"),
                                                     rule.get("distribution"), _nan(rule)))


def compare_compiled(i: int, cpu: Any, device: Any, rule: dict[str, Any]) -> dict[str, Any] | None:
    """Device compiled vs CPU compiled: the values are defined alike only where eager's are."""
    if rule["kind"] in ("random", "undefined"):
        return same_type(i, cpu, device)
    return compare_to_eager(i, cpu, device, rule)


# -- the device ------------------------------------------------------------------------------

class Device:
    """One IREE HAL device for the run; every `invoke` loads its artifact into a fresh VM
    context (module globals such as the RNG seed start from their initial values)."""

    def __init__(self, driver: str, force_staging: bool = False) -> None:
        self.force_staging = force_staging  # tests: take the CUDA read-back path on a CPU driver
        self.poisoned_by: str | None = None  # tests: the program whose injected fault broke this device
        self._poison_reported = False
        try:
            import iree.runtime as rt
        except ImportError as exc:
            raise DeviceUnavailable(f"iree.runtime is not importable ({exc}); install iree-base-runtime") from exc
        self.rt, self.driver = rt, driver
        self.instance = rt.VmInstance()
        try:
            self.hal = rt.get_driver(driver).create_default_device()
        except (RuntimeError, ValueError) as exc:
            first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            raise DeviceUnavailable(f"IREE runtime driver {driver!r} has no device here: {first}") from exc

    def invoke(self, vmfb: bytes, signature: dict[str, Any], inputs: list[Any]) -> list[Any]:
        import numpy as np
        import torch

        rt = self.rt
        if self.poisoned_by is not None:
            raise RunFailure(self._poisoned_failure())
        try:
            module = rt.VmModule.copy_buffer(self.instance, vmfb)
            function = module.lookup_function("main")
            if function is None:
                raise RunFailure("the artifact has no function @main")
            context = rt.VmContext(self.instance, [rt.create_hal_module(self.instance, self.hal), module])
            args = rt.VmVariantList(len(inputs))
            for value, declared in zip(inputs, signature["inputs"]):
                torch_name, storage, hal = ELEMENTS[declared["element"]]
                tensor = value.detach().contiguous()
                if str(tensor.dtype).removeprefix("torch.") != storage:
                    tensor = tensor.view(getattr(torch, storage))  # same bits (uint8 -> int8, bf16 -> int16)
                args.push_ref(self.hal.allocator.allocate_buffer_copy(
                    memory_type=rt.MemoryType.DEVICE_LOCAL, allowed_usage=rt.BufferUsage.DEFAULT,
                    device=self.hal, buffer=tensor.numpy(), element_type=getattr(rt.HalElementType, hal)))
            rets = rt.VmVariantList(len(signature["results"]))
            context.invoke(function, args, rets)
            results = []
            for index, declared in enumerate(signature["results"]):
                torch_name, storage, _ = ELEMENTS[declared["element"]]
                view = rets.get_as_object(index, rt.HalBufferView)
                shape = tuple(view.shape)
                if int(np.prod(shape, dtype=np.int64)) == 0:
                    array = np.empty(shape, dtype=storage)
                else:
                    array = self._to_host(view, shape, np.dtype(storage))
                result = torch.from_numpy(array)
                results.append(result.view(torch.bfloat16) if torch_name == "bfloat16" else result)
            return results
        except (RuntimeError, ValueError, IndexError) as exc:  # IREE's OUT_OF_RANGE status is an IndexError
            first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            raise RunFailure(first) from exc

    def _poisoned_failure(self) -> str:
        """The messages the CUDA HAL gave in the first GPU run: the failing program's own, then
        every later program's in that process (an injected fault: see _faults)."""
        if not self._poison_reported:
            self._poison_reported = True
            return ("stream_command_buffer.c:601: INVALID_ARGUMENT; CUDA_ERROR_INVALID_VALUE (injected fault "
                    f"in {self.poisoned_by})")
        return f"Failed to allocate buffer copy: INVALID_ARGUMENT (device broken by {self.poisoned_by})"

    def _to_host(self, view: Any, shape: tuple[int, ...], storage: Any) -> Any:
        """Mapped when the buffer allows it, else copied through a host staging buffer (CUDA
        result buffers are device-local)."""
        import numpy as np

        rt = self.rt
        buffer = view.get_buffer()
        if (not self.force_staging and buffer.memory_type() & int(rt.MemoryType.HOST_VISIBLE)
                and buffer.allowed_usage() & int(rt.BufferUsage.MAPPING_SCOPED)):
            return np.array(view.map().asarray(shape, storage), copy=True)
        staging = self.hal.allocator.allocate_buffer(
            memory_type=int(rt.MemoryType.HOST_LOCAL | rt.MemoryType.DEVICE_VISIBLE),
            allowed_usage=int(rt.BufferUsage.TRANSFER_TARGET | rt.BufferUsage.MAPPING_SCOPED),
            allocation_size=buffer.byte_length())
        semaphore = self.hal.create_semaphore(0)
        self.hal.queue_copy(buffer, staging, wait_semaphores=rt.HalFence.create_at(semaphore, 0),
                            signal_semaphores=rt.HalFence.create_at(semaphore, 1))
        rt.HalFence.create_at(semaphore, 1).wait()
        return np.array(staging.map().asarray(shape, storage), copy=True)


def as_declared(results: list[Any], dtypes: list[str]) -> list[Any]:
    """Linalg integers carry no sign: an int8 result the program declares uint8 is viewed back."""
    import torch

    return [r.view(torch.uint8) if r.dtype == torch.int8 and want == "uint8" else r
            for r, want in zip(results, dtypes)]


# -- one program -----------------------------------------------------------------------------

def _family(dtype: Any) -> str:
    return "bool" if str(dtype) == "torch.bool" else ("float" if dtype.is_floating_point else "int")


def _finding(symptom: str, k: int | None, message: str, mismatch: dict[str, Any] | None = None,
             rule: dict[str, Any] | None = None, dtype: Any = None, **extra: Any) -> dict[str, Any]:
    # The grouping key names the op, the value kind, the dtype family and the rule, never
    # values (one root cause, one key), like oracles/numerics.py's signatures.
    key = (f"{symptom}: {mismatch['rule']} mismatch on an output of {rule['source']} ({rule['kind']}, "
           f"{_family(dtype)})") if mismatch and rule else f"{symptom}: {message.splitlines()[0][:160]}"
    return {"symptom": symptom, "category": SYMPTOM_CATEGORY.get(symptom, "executor_limit"), "k": k,
            "message": message, "key": key, **({"mismatch": mismatch} if mismatch else {}), **extra}


def _limit(k: int | None, message: str) -> dict[str, Any]:
    return {"symptom": "executor-limit", "category": "executor_limit", "k": k, "message": message,
            "key": f"executor-limit: {message.splitlines()[0][:160]}"}


class ProgramRun:
    """Runs and judges one program folder; `run()` returns its JSON verdict."""

    def __init__(self, folder: str, device: Device, artifacts: str, torch_device: str, flushes: bool,
                 repro_dir: str | None = None) -> None:
        import torch

        self.folder, self.device, self.kind, self.torch_device = folder, device, artifacts, torch_device
        self.repro_dir = repro_dir  # where IREE findings' reproducers go (None: not written)
        self.flushes = flushes
        self.manifest = _read_json(os.path.join(folder, "manifest.json"))
        if self.manifest.get("format") != FORMAT:
            raise BundleError(f"{folder}: manifest format {self.manifest.get('format')!r}, expected {FORMAT!r}")
        self.program = _read_json(os.path.join(folder, "program.json"))
        self.tensors = torch.load(os.path.join(folder, self.manifest["tensors"]), map_location="cpu",
                                  weights_only=True)
        self.rules = [o["rule"] for o in self.manifest["outputs"]]
        self.dtypes = [o["dtype"] for o in self.manifest["outputs"]]
        self.findings: list[dict[str, Any]] = []
        self.limits: list[dict[str, Any]] = []
        self.notes: list[str] = []

    def _run_artifacts(self) -> dict[str, Any]:
        """Linalg hash -> device results, or the limit/failure that stopped them (a dict)."""
        results: dict[str, Any] = {}
        for digest, art in self.manifest["artifacts"].items():
            entry, k = art.get(self.kind, {}), min(art["ks"])
            if "limit" in entry:
                results[digest] = {"limit": entry["limit"]}
                self.limits.append(_limit(k, entry["limit"]))
            elif "compile_failure" in entry:
                results[digest] = {"failure": entry["compile_failure"]}
                self.findings.append(_finding("lowering-error", k, f"IR_{k} did not compile for {self.kind}: "
                                              f"{entry['compile_failure']}", ks=art["ks"], ir=art["mlir"],
                                              linalg=digest))
            elif "vmfb" not in entry:
                raise BundleError(f"{self.folder}: no {self.kind} artifact recorded for {digest}")
            else:
                with open(os.path.join(self.folder, entry["vmfb"]), "rb") as fh:
                    vmfb = fh.read()
                try:
                    results[digest] = as_declared(
                        self.device.invoke(vmfb, entry["signature"], list(self.tensors["inputs"])), self.dtypes)
                except RunFailure as exc:
                    results[digest] = {"failure": str(exc)}
                    self.findings.append(_finding("run-error", k, f"running IR_{k} on {self.device.driver} failed: "
                                                  f"{exc}", ks=art["ks"], ir=art["mlir"], linalg=digest))
        return results

    def _compare(self, expected: list[Any], actual: list[Any], compare: Callable[..., Any],
                 expected_flushes: bool, actual_flushes: bool) -> tuple[dict[str, Any] | None, list[str]]:
        """The first mismatch of `actual` against `expected` (None if none), and a limit message
        for each output whose only differences are subnormals flushed by a side that flushes."""
        limits = []
        for i, (rule, want, got) in enumerate(zip(self.rules, expected, actual)):
            m = compare(i, want, got, rule)
            if m is None:
                continue
            if actual_flushes and only_flushed_denormals(want, got, _nan(rule)):
                limits.append(f"output {i}: subnormals flushed to zero by the executor")
            elif expected_flushes and only_flushed_denormals(got, want, _nan(rule)):
                limits.append(f"output {i}: subnormals flushed to zero by the CPU executor (iree-cpu)")
            else:
                return m, limits
        return None, limits

    def run(self) -> dict[str, Any]:
        start = time.perf_counter()
        device_results = self._run_artifacts()
        eager_device = run_program_eagerly(self.program, self.manifest.get("calls", {}), list(self.tensors["inputs"]),
                                           self.torch_device)
        eager_cpu, cpu = list(self.tensors["eager"]), self.tensors["cpu"]
        if self.torch_device != "cpu":  # torch itself, device vs CPU: context for triage, never a finding
            for i, (rule, a, b) in enumerate(zip(self.rules, eager_cpu, eager_device)):
                m = compare_compiled(i, a, b, rule)
                if m is not None:
                    self.notes.append(f"eager {self.torch_device} differs from eager CPU: {describe(m)}")
        judged: set[str] = set()
        per_k = []
        previous: tuple[str, list[Any]] | None = None
        for entry in self.manifest["per_k"]:
            k, digest = entry["k"], entry["linalg"]
            got = device_results.get(digest) if digest else None
            if digest is None or got is None:
                status = "not-lowered"
            else:
                status = "ok" if isinstance(got, list) else ("limit" if "limit" in got else "failed")
            per_k.append({"k": k, "linalg": digest, "run": status})
            if not isinstance(got, list):
                previous = None
                continue
            if digest not in judged:  # one artifact, one judgement (at its first k)
                judged.add(digest)
                self._judge_artifact(k, digest, got, eager_device, cpu.get(digest), eager_cpu)
            if previous is not None and previous[0] != digest:
                for i, (rule, before, now) in enumerate(zip(self.rules, previous[1], got)):
                    if rule["kind"] == "undefined":
                        continue
                    m = compare_bits(i, before, now, _nan(rule))
                    if m is not None:
                        symptom = "mismatch-k-rng" if rule["kind"] == "random" else "mismatch-k"
                        self.findings.append(_finding(symptom, k - 1, f"IR_{k - 1} vs IR_{k} on "
                                                      f"{self.device.driver}: {describe(m)} [{rule['source']}]",
                                                      m, rule, before.dtype, linalg=digest))
                        break
            previous = (digest, got)
        self._attribute()
        status = "finding" if self.findings else ("limit" if self.limits else "ok")
        return {"program": os.path.basename(self.folder.rstrip(os.sep)), "status": status,
                "driver": self.device.driver, "artifacts": self.kind, "torch_device": self.torch_device,
                "erase": self.manifest.get("erase"), "per_k": per_k, "findings": self.findings,
                "limits": self.limits, "notes": self.notes, "cpu_verdict": self.manifest.get("cpu_verdict"),
                "seconds": round(time.perf_counter() - start, 3)}

    def _attribute(self) -> None:
        """Give every finding and limit its root cause (gpu_triage.py); write the reproducer of
        each that IREE owns under repro_dir/<program>/."""
        triage = sibling("gpu_triage")
        name = os.path.basename(self.folder.rstrip(os.sep))
        other = next((b for b in self.manifest.get("compile_flags", {}) if b != self.kind), None)
        scripts = []
        for item in self.findings + self.limits:
            digest = item.get("linalg")
            art = self.manifest["artifacts"].get(digest, {}) if digest else {}
            declared = ((art.get(self.kind) or {}).get("signature") or {}).get("inputs") or [
                {"element": TORCH_ELEMENTS.get(i["dtype"], i["dtype"])} for i in self.manifest["inputs"]]
            inputs = [("x".join([*map(str, t.shape), d["element"]]), f"input{i}.bin")
                      for i, (t, d) in enumerate(zip(self.tensors["inputs"], declared))]
            ir_text = None
            if art.get("mlir") and os.path.isfile(os.path.join(self.folder, art["mlir"])):
                with open(os.path.join(self.folder, art["mlir"])) as fh:
                    ir_text = fh.read()
            facts = {"ir": ir_text, "ir_path": f"k{item['k']}.mlir", "cpu_results": art.get("cpu_results"),
                     "other_backend": art.get(other) if other else None, "other": other,
                     "outputs": self.manifest["outputs"], "driver": self.device.driver, "inputs": inputs,
                     "flags": self.manifest.get("compile_flags", {}).get(self.kind, []), "program": name}
            item["cause"] = triage.classify(item, facts)
            if "repro" in item["cause"] and ir_text is not None:
                scripts.append((item, ir_text))
        if scripts and self.repro_dir:
            self._write_repro(os.path.join(self.repro_dir, name), scripts)

    def _write_repro(self, folder: str, scripts: list[tuple[dict[str, Any], str]]) -> None:
        """The inputs as raw bytes, each IR_k as k<k>.mlir, and repro.sh with the two lines per finding."""
        import torch

        os.makedirs(folder, exist_ok=True)
        for i, t in enumerate(self.tensors["inputs"]):
            t = t.detach().contiguous()
            data = (t.view(torch.int16) if t.dtype == torch.bfloat16 else t).numpy().tobytes()
            with open(os.path.join(folder, f"input{i}.bin"), "wb") as fh:
                fh.write(data)
        lines = ["#!/bin/sh", 'cd "$(dirname "$0")" || exit 2', "set -x"]
        for item, ir_text in scripts:
            cause = item["cause"]
            with open(os.path.join(folder, cause["repro"]["mlir"]), "w") as fh:
                fh.write(ir_text)
            lines += [f"# {item['symptom']} at IR_{item['k']}: {cause['class']} ({cause['owner']}): "
                      f"{cause['signature'][:160]}", cause["repro"]["iree_compile"], cause["repro"]["iree_run_module"]]
            cause["repro"]["script"] = os.path.join(folder, "repro.sh")
        with open(os.path.join(folder, "repro.sh"), "w") as fh:
            fh.write("\n".join(lines) + "\n")

    def _judge_artifact(self, k: int, digest: str, got: list[Any], eager: list[Any], cpu: list[Any] | None,
                        eager_cpu: list[Any]) -> None:
        ks = self.manifest["artifacts"][digest]["ks"]
        ir = self.manifest["artifacts"][digest]["mlir"]
        cpu_differs = None
        if cpu is not None:
            m_cpu, _ = self._compare(eager_cpu, cpu, compare_to_eager, False, CPU_FLUSHES_DENORMALS)
            cpu_differs = m_cpu["output"] if m_cpu is not None else None
            m, limits = self._compare(cpu, got, compare_compiled, CPU_FLUSHES_DENORMALS, self.flushes)
            self.limits.extend(_limit(k, f"IR_{k} {self.kind} vs CPU compiled: {text}") for text in limits)
            if m is not None:
                rule = self.rules[m["output"]]
                self.findings.append(_finding("mismatch-device", k, f"IR_{k} compiled on {self.device.driver} vs "
                                              f"CPU compiled: {describe(m)} [{rule['source']}, {rule['kind']}]",
                                              m, rule, cpu[m["output"]].dtype, ks=ks, ir=ir, linalg=digest))
        else:
            self.notes.append(f"IR_{k}: no CPU compiled results in the bundle "
                              f"({self.manifest['artifacts'][digest].get('cpu_results')})")
        m, limits = self._compare(eager, got, compare_to_eager, False, self.flushes)
        self.limits.extend(_limit(k, f"IR_{k} {self.kind} vs eager: {text}") for text in limits)
        if m is not None:
            rule = self.rules[m["output"]]
            self.findings.append(_finding("mismatch-eager", k, f"IR_{k} compiled on {self.device.driver} vs eager "
                                          f"on {self.torch_device}: {describe(m)} [{rule['source']}, {rule['kind']}]",
                                          m, rule, eager[m["output"]].dtype, ks=ks, ir=ir,
                                          also_on_cpu=cpu_differs == m["output"], linalg=digest))


# -- the bundle ------------------------------------------------------------------------------

def _read_json(path: str) -> Any:
    try:
        with open(path) as fh:
            return json.load(fh)
    except (OSError, ValueError) as exc:
        raise BundleError(f"{path}: {exc}") from None


def _write_json(path: str, data: Any) -> None:
    tmp = path + ".tmp"
    with open(tmp, "w") as fh:
        json.dump(data, fh, indent=1)
    os.replace(tmp, path)


def _versions() -> dict[str, str]:
    from importlib import metadata

    def of(dist: str) -> str:
        try:
            return metadata.version(dist)
        except metadata.PackageNotFoundError:
            return "not installed"

    return {"python": platform.python_version(), "torch": of("torch"), "numpy": of("numpy"),
            "iree-base-runtime": of("iree-base-runtime")}


def summarize(verdicts: list[dict[str, Any]], context: dict[str, Any]) -> tuple[dict[str, Any], str]:
    """summary.json and summary.txt: by root cause (gpu_triage.py), then by symptom."""
    return sibling("gpu_triage").summarize(verdicts, context, CATEGORIES)


# -- test-only faults --------------------------------------------------------------------------

def _faults() -> dict[str, str]:
    """IRFUZZ_GPU_FAULT=KIND@PROGRAM[,KIND@PROGRAM...] -> {program: kind}: the tests' way to make
    one program do on a CPU what the GPU did. segv: the process dies as by a native crash;
    hang: it stops answering; poison: its first invocation fails as the CUDA HAL did
    (INVALID_ARGUMENT) and leaves the device broken, so that every later invocation in the same
    process fails (the cascade the first GPU run showed)."""
    faults = {}
    for item in filter(None, os.environ.get("IRFUZZ_GPU_FAULT", "").split(",")):
        kind, _, target = item.partition("@")
        faults[target] = kind
    return faults


def _inject(name: str, device: Device) -> None:
    kind = _faults().get(name)
    if kind == "segv":
        os.kill(os.getpid(), signal.SIGSEGV)
    elif kind == "hang":
        time.sleep(3600)
    elif kind == "poison":
        device.poisoned_by = name


# -- one process per program at a time (gpu_pool.py) ----------------------------------------------

DIRTY_SYMPTOMS = ("run-error", "crash", "hang")  # after these the process (its device, its CUDA context) is suspect


def is_dirty(verdict: dict[str, Any]) -> bool:
    """The verdict shows a device or process failure: its process is retired, and a failure
    seen after other programs ran in that process is confirmed alone."""
    return verdict.get("status") in ("internal-error", "bad-bundle") or any(
        f["symptom"] in DIRTY_SYMPTOMS for f in verdict.get("findings", []))


def run_one(bundle: str, name: str, device: Device, driver: str, torch_device: str,
            repro_dir: str | None) -> dict[str, Any]:
    """One program's verdict; never raises for what the program or the device does."""
    _inject(name, device)
    try:
        verdict = ProgramRun(os.path.join(bundle, name), device, DRIVER_ARTIFACTS[driver], torch_device,
                             DRIVER_FLUSHES_DENORMALS[driver], repro_dir).run()
        if torch_device.startswith("cuda"):
            import torch

            torch.cuda.synchronize()  # an asynchronous CUDA error belongs to this program, not the next
        return verdict
    except BundleError as exc:
        return {"program": name, "status": "bad-bundle", "per_k": [], "findings": [], "limits": [], "notes": [],
                "internal_error": str(exc)}
    except Exception as exc:  # a bug in this runner (or torch failing on the device): recorded, not a finding
        return {"program": name, "status": "internal-error", "per_k": [], "findings": [], "limits": [], "notes": [],
                "internal_error": f"{type(exc).__name__}: {exc}\n{traceback.format_exc()}"}


def worker_main(args: argparse.Namespace, torch_device: str) -> int:
    """`--worker`: program names on stdin, one JSON verdict line each on stdout (gpu_pool.py)."""
    protocol = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)  # what native code prints must not mix into the protocol
    try:
        device = Device(args.driver)
    except DeviceUnavailable as exc:
        print(f"irfuzz-gpu-run worker: {exc}", file=sys.stderr)
        return EXIT_USAGE
    protocol.write(json.dumps({"ready": True}) + "\n")
    protocol.flush()
    while True:
        line = sys.stdin.readline()
        if not line:
            return EXIT_OK
        name = line.strip()
        verdict = run_one(args.bundle, name, device, args.driver, torch_device, os.path.join(args.out, "repro"))
        protocol.write(json.dumps({"program": name, "verdict": verdict}) + "\n")
        protocol.flush()


def _ended_verdict(name: str, driver: str, ended: str, log_tail: str) -> dict[str, Any]:
    """A program whose process died or hung, alone: a crash or hang finding."""
    symptom = "hang" if ended.startswith("hang") else "crash"
    tail = [line for line in log_tail.strip().splitlines() if line.strip()][-5:]
    message = f"the runner process {ended.split(': ', 1)[-1]} while running this program" + (
        "; its stderr ended with: " + " | ".join(tail) if tail else "")
    finding = _finding(symptom, None, message)
    finding["cause"] = sibling("gpu_triage").classify(finding, {})
    return {"program": name, "status": "finding", "driver": driver, "per_k": [], "limits": [], "notes": [],
            "findings": [finding]}


class Interrupted(Exception):
    """SIGTERM (an outer timeout): stop, kill the workers, leave the rest for --resume."""


def _on_sigterm(signum: int, frame: Any) -> None:
    raise Interrupted()


def _parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="irfuzz-gpu-run", description="Run an irfuzz GPU bundle on the device.")
    parser.add_argument("bundle", help="the folder `irfuzz gpu-bundle` wrote")
    parser.add_argument("--driver", default="cuda", choices=sorted(DRIVER_ARTIFACTS),
                        help="IREE runtime driver (default cuda); local-task/local-sync run the llvm-cpu artifacts")
    parser.add_argument("--torch-device", help="where eager torch runs (default: cuda for --driver cuda, else cpu)")
    parser.add_argument("--out", help="verdicts and summary go here (default BUNDLE/results)")
    parser.add_argument("--only", nargs="*", help="program folder names to run (default all)")
    parser.add_argument("--resume", action="store_true",
                        help="skip programs with a verdict; one left running by a killed runner is a crash")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="runner processes at a time (default: all cores)")
    parser.add_argument("--timeout", type=float, default=120.0,
                        help="seconds one program may take before its process is killed as hung (default 120)")
    parser.add_argument("--programs-per-process", type=int, default=0,
                        help="retire a process after this many programs (default 0: only after a failure)")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--quiet", action="store_true")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = _parse(argv)
    log = (lambda *a: None) if args.quiet else (lambda *a: print(*a, flush=True))
    out = args.out = args.out or os.path.join(args.bundle, "results")
    torch_device = args.torch_device or ("cuda" if args.driver == "cuda" else "cpu")
    if args.worker:
        return worker_main(args, torch_device)
    try:
        index = _read_json(os.path.join(args.bundle, "bundle.json"))
        if index.get("format") != FORMAT:
            raise BundleError(f"{args.bundle}: bundle format {index.get('format')!r}, expected {FORMAT!r}")
        names = [n for n in index["programs"] if not args.only or n in args.only]
        for needed in ("compare", "calls", "gpu_pool", "gpu_triage"):
            sibling(needed)  # a bundle without its copies cannot judge anything
        if args.jobs < 1 or args.timeout <= 0:
            raise BundleError(f"--jobs must be >= 1 and --timeout > 0 (got {args.jobs}, {args.timeout:g})")
        try:
            import torch
        except ImportError as exc:
            raise DeviceUnavailable(f"torch is not importable: {exc}") from exc

        if torch_device.startswith("cuda") and not torch.cuda.is_available():
            raise DeviceUnavailable(f"torch {torch.__version__} sees no CUDA device (eager runs on {torch_device})")
        Device(args.driver)  # the workers make their own: this proves the driver has a device here
    except BundleError as exc:
        print(f"irfuzz-gpu-run: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except DeviceUnavailable as exc:
        os.makedirs(out, exist_ok=True)
        _write_json(os.path.join(out, "summary.json"), {"format": "irfuzz-gpu-run/1", "driver": args.driver,
                                                        "error": f"executor limit: {exc}", "versions": _versions()})
        print(f"irfuzz-gpu-run: executor limit: {exc}", file=sys.stderr)
        return EXIT_USAGE
    os.makedirs(out, exist_ok=True)
    device_name = torch.cuda.get_device_name() if torch_device.startswith("cuda") else platform.processor() or "cpu"
    context = {"bundle": os.path.abspath(args.bundle), "driver": args.driver,
               "artifacts": DRIVER_ARTIFACTS[args.driver], "torch_device": torch_device,
               "device_name": device_name, "versions": _versions(), "bundle_versions": index.get("versions", {}),
               "jobs": args.jobs}
    log(f"irfuzz-gpu-run: {len(names)} program(s) on {device_name} (driver {args.driver}), {args.jobs} process(es)")
    start = time.perf_counter()
    verdicts: dict[str, dict[str, Any]] = {}
    todo = []
    for name in names:
        verdict_path = os.path.join(out, f"{name}.verdict.json")
        running = os.path.join(out, f"{name}.running")
        if args.resume and os.path.exists(verdict_path):
            verdicts[name] = _read_json(verdict_path)
        elif args.resume and os.path.exists(running):  # a runner killed outright (SIGKILL) while running it
            verdicts[name] = _ended_verdict(name, args.driver, "crash: was running it when the whole runner "
                                            "was killed outright (a native crash or a hang?)", "")
            _write_json(verdict_path, verdicts[name])
            os.remove(running)
        else:
            todo.append(name)

    def started(name: str, pid: int) -> None:
        with open(os.path.join(out, f"{name}.running"), "w") as fh:
            fh.write(str(pid))

    def report(outcome: Any) -> None:
        verdict = outcome.verdict or _ended_verdict(outcome.name, args.driver, outcome.ended, outcome.log_tail)
        verdict["process"] = {"fresh": outcome.fresh}
        if outcome.first_run:
            first = _brief(outcome.first_run)
            verdict["process"].update(first_run=first, changed_alone=first["symptoms"] != symptoms(verdict))
        _write_json(os.path.join(out, f"{outcome.name}.verdict.json"), verdict)
        os.remove(os.path.join(out, f"{outcome.name}.running"))
        verdicts[outcome.name] = verdict
        if verdict["status"] != "ok":
            log(f"  {outcome.name}: {verdict['status']}" + "".join(
                f"\n    {f['symptom']} k={f['k']}: {f['message'].splitlines()[0][:160]}" for f in verdict["findings"]))

    previous = signal.signal(signal.SIGTERM, _on_sigterm)
    argv = [sys.executable, os.path.abspath(__file__), args.bundle, "--worker", "--driver", args.driver,
            "--torch-device", torch_device, "--out", out]
    interrupted = False
    try:
        sibling("gpu_pool").run_pool(todo, argv, args.jobs, args.timeout, os.path.join(out, "logs"), is_dirty,
                                     report, started, args.programs_per_process)
    except Interrupted:
        interrupted = True
        for name in todo:  # in flight when the runner was stopped: not their fault; --resume runs them
            if name not in verdicts and os.path.exists(os.path.join(out, f"{name}.running")):
                os.remove(os.path.join(out, f"{name}.running"))
        print(f"irfuzz-gpu-run: stopped (SIGTERM) after {len(verdicts)} of {len(names)} program(s); "
              "--resume runs the rest", file=sys.stderr)
    finally:
        signal.signal(signal.SIGTERM, previous)
    ordered = [verdicts[n] for n in names if n in verdicts]
    context["interrupted"] = interrupted
    if os.path.isdir(os.path.join(out, "logs")) and not os.listdir(os.path.join(out, "logs")):
        os.rmdir(os.path.join(out, "logs"))  # kept only for processes that crashed or hung
    context["seconds"] = round(time.perf_counter() - start, 2)
    summary, text = summarize(ordered, context)
    _write_json(os.path.join(out, "summary.json"), summary)
    with open(os.path.join(out, "summary.txt"), "w") as fh:
        fh.write(text)
    log(text)
    if interrupted:
        return EXIT_STOPPED
    if any(v["status"] == "bad-bundle" for v in ordered):
        bad = next(v for v in ordered if v["status"] == "bad-bundle")
        print(f"irfuzz-gpu-run: error: {bad['internal_error']}", file=sys.stderr)
        return EXIT_USAGE
    if any(v["status"] == "internal-error" for v in ordered):
        return EXIT_INTERNAL
    return EXIT_FINDING if any(v["findings"] for v in ordered) else EXIT_OK


def symptoms(verdict: dict[str, Any]) -> list[str]:
    """A verdict's symptoms, a process that ended without one as its crash or hang: what
    "the same verdict alone" compares."""
    ended = verdict.get("ended")
    found = {f["symptom"] for f in verdict.get("findings", [])} | ({ended.split(":")[0]} if ended else set())
    return sorted(found) + ([verdict["status"]] if verdict.get("status") not in ("ok", "finding", "limit") else [])


def _brief(verdict: dict[str, Any]) -> dict[str, Any]:
    """What a program's first verdict, in a process that had run others, said (kept for triage)."""
    return {"status": verdict.get("status"), "symptoms": symptoms(verdict), **(
        {"ended": verdict["ended"]} if verdict.get("ended") else {}),
            "findings": [f"{f['symptom']} k={f['k']}: {f['message'].splitlines()[0][:160]}"
                         for f in verdict.get("findings", [])]}


if __name__ == "__main__":
    sys.exit(main())
