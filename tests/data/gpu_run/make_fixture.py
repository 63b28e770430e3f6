"""Write tests/data/gpu_run/: a GPU run's output folder as gpu_run.py writes it.

Run from the repository root: `python tests/data/gpu_run/make_fixture.py`. Findings, limits
and a dead process's verdict are made by gpu_run.py's own `_finding`, `_limit` and
`_ended_verdict`, their causes by gpu_triage.classify, the summary by gpu_run.summarize, the
IREE reproducers as ProgramRun._write_repro lays them out; a verdict's other fields mirror
ProgramRun.run. The messages follow the first H200 run's (issue 23). The bundle's program
folders hold program.json only (what `irfuzz merge` reads of a bundle).
"""

import json
import os
import shutil
import sys

sys.path.insert(0, os.getcwd())

from fuzz.gpu import gpu_run  # noqa: E402
from fuzz.gpu.gpu_run import _ended_verdict, _finding, _limit, _write_json, sibling  # noqa: E402

triage = sibling("gpu_triage")
ROOT = os.path.join("tests", "data", "gpu_run")
RESULTS = os.path.join(ROOT, "results")
FLAGS = ["--iree-hal-target-backends=cuda", "--iree-cuda-target=sm_80"]
ROLL_IR = "func.func @main(%arg0: tensor<5xf32>) -> tensor<5xf32> {\n  return %arg0 : tensor<5xf32>\n}\n"
EMPTY_IR = ("func.func @main(%arg0: tensor<3x0xi8>) -> tensor<3x0xi8> {\n  %0 = tensor.empty() : tensor<3x0xi8>\n"
            "  return %0 : tensor<3x0xi8>\n}\n")
NEG_IR = "func.func @main(%arg0: tensor<8xi64>) -> tensor<8xi64> {\n  return %arg0 : tensor<8xi64>\n}\n"


class DType:
    """What gpu_run._family reads of a torch dtype."""

    def __init__(self, name, floating):
        self.name, self.is_floating_point = name, floating

    def __str__(self):
        return f"torch.{self.name}"


def program(inputs, nodes, outputs):
    return {"format": "irfuzz-program/1", "inputs": inputs, "nodes": nodes, "outputs": outputs,
            "provenance": {"generator": "hand", "why": "GPU merge fixture"}}


def node(name, op, operand, **attrs):
    return {"name": name, "op": op, "operands": [operand], "attrs": attrs}


def output(name, shape, dtype, source, nan="bits"):
    return {"name": name, "shape": shape, "dtype": dtype, "rule": {"kind": "exact", "source": source, "nan": nan}}


X5 = [{"name": "x0", "shape": [5], "dtype": "float32"}]
ROLL = program(X5, [node("v0", "aten.roll", "x0", shifts=[2], dims=[0])], ["v0"])
ROLL_FLIP = program(X5, [node("v0", "aten.roll", "x0", shifts=[2], dims=[0]), node("v1", "aten.flip", "v0", dims=[0])],
                    ["v1"])
EMPTY = program([{"name": "x0", "shape": [3, 0], "dtype": "int8"}], [node("v0", "aten.flip", "x0", dims=[1])], ["v0"])


def facts(name, ir, outputs, inputs=(("5xf32", "input0.bin"),)):
    """What ProgramRun._attribute hands gpu_triage.classify: the CPU artifact ran, llvm-cpu compiled."""
    return {"ir": ir, "ir_path": "k1.mlir", "cpu_results": "ok", "other_backend": {"vmfb": "llvm-cpu/x.vmfb"},
            "other": "llvm-cpu", "outputs": outputs, "flags": FLAGS, "driver": "cuda",
            "inputs": [list(i) for i in inputs], "program": name}


def verdict(name, findings, limits=(), per_k=None):
    return {"program": name, "status": "finding" if findings else ("limit" if limits else "ok"), "driver": "cuda",
            "artifacts": "cuda", "torch_device": "cuda", "erase": "none",
            "per_k": per_k or [{"k": 1, "linalg": "9f2c41d07a3b5e68", "run": "ok"},
                               {"k": 2, "linalg": "9f2c41d07a3b5e68", "run": "ok"}],
            "findings": list(findings), "limits": list(limits), "notes": [], "cpu_verdict": "ok", "seconds": 0.412,
            "process": {"fresh": False}}


def write_repro(name, items, ir_text):
    """What ProgramRun._write_repro writes under --out/repro/<program>/ (the input left empty here)."""
    folder = os.path.join(RESULTS, "repro", name)
    os.makedirs(folder, exist_ok=True)
    open(os.path.join(folder, "input0.bin"), "wb").close()
    lines = ["#!/bin/sh", 'cd "$(dirname "$0")" || exit 2', "set -x"]
    for item in items:
        cause = item["cause"]
        with open(os.path.join(folder, cause["repro"]["mlir"]), "w") as fh:
            fh.write(ir_text)
        lines += [f"# {item['symptom']} at IR_{item['k']}: {cause['class']} ({cause['owner']}): "
                  f"{cause['signature'][:160]}", cause["repro"]["iree_compile"], cause["repro"]["iree_run_module"]]
        cause["repro"]["script"] = f"/gpu-out/results/repro/{name}/repro.sh"  # the GPU machine's path
    with open(os.path.join(folder, "repro.sh"), "w") as fh:
        fh.write("\n".join(lines) + "\n")


def device_mismatch(name, outputs, source, index, expected, actual):
    rule = {"kind": "exact", "source": source, "range": None, "distribution": None, "nan": "bits"}
    m = {"output": 0, "rule": "bits", "index": [index], "expected": expected, "actual": actual, "detail": ""}
    f = _finding("mismatch-device", 1, f"IR_1 compiled on cuda vs CPU compiled: {gpu_run.describe(m)} "
                 f"[{source}, exact]", m, rule, DType("float32", True), ks=[1, 2], ir="ir/9f2c41d07a3b5e68.mlir",
                 linalg="9f2c41d07a3b5e68")
    f["cause"] = triage.classify(f, facts(name, ROLL_IR, outputs))
    write_repro(name, [f], ROLL_IR)
    return f


def main():
    shutil.rmtree(ROOT + "/results", ignore_errors=True)
    os.makedirs(RESULTS)
    neg_program = json.load(open("corpus/regressions/neg-integer-computed-through-f32/program.json"))
    programs = {"0001-seed1000": ROLL_FLIP, "0002-seed1001": EMPTY, "0003-seed1002": ROLL, "0004-seed1003": ROLL,
                "0005-seed1004": ROLL, "0006-seed1005": ROLL, "0007-seed1006": ROLL,
                "reg-neg-integer-computed-through-f32": neg_program}
    for name, prog in programs.items():
        os.makedirs(os.path.join(ROOT, name), exist_ok=True)
        with open(os.path.join(ROOT, name, "program.json"), "w") as fh:
            json.dump(prog, fh, indent=1)
            fh.write("\n")
    roll_out, flip_out = [output("v0", [5], "float32", "aten.roll")], [output("v1", [5], "float32", "aten.flip")]
    verdicts = [  # the device's roll and flip differ from the CPU's (device-numerics): roll in two programs
        verdict("0001-seed1000", [device_mismatch("0001-seed1000", flip_out, "aten.flip", 4, 0.5, 0.0)]),
        verdict("0003-seed1002", [device_mismatch("0003-seed1002", roll_out, "aten.roll", 1, 2.0, 0.0)]),
        verdict("0004-seed1003", [device_mismatch("0004-seed1003", roll_out, "aten.roll", 3, 4.0, 0.0)])]
    verdicts[1]["process"] = {"fresh": True}
    # a CUDA HAL error on a program whose CPU artifact runs (iree-device-runtime, with IREE's repro lines)
    run_error = _finding("run-error", 1, "running IR_1 on cuda failed: Error invoking function: INVALID_ARGUMENT; "
                         "while invoking native function hal.device.queue.dealloca", ks=[1, 2],
                         ir="ir/3b7d0e91c2a4f615.mlir", linalg="3b7d0e91c2a4f615")
    run_error["cause"] = triage.classify(run_error, facts("0002-seed1001", EMPTY_IR, [
        output("v0", [3, 0], "int8", "aten.flip")], inputs=(("3x0xi8", "input0.bin"),)))
    write_repro("0002-seed1001", [run_error], EMPTY_IR)
    verdicts.append(verdict("0002-seed1001", [run_error], per_k=[{"k": 1, "linalg": "3b7d0e91c2a4f615",
                                                                  "run": "failed"}]))
    verdicts.append(verdict("0007-seed1006", []))  # nothing wrong
    limit = _limit(1, "IR_1 cuda vs eager: output 0: subnormals flushed to zero by the executor")
    limit["cause"] = triage.classify(limit, facts("0005-seed1004", ROLL_IR, roll_out))
    verdicts.append(verdict("0005-seed1004", [], [limit]))
    crashed = _ended_verdict("0006-seed1005", "cuda", "crash: killed by SIGSEGV", "Segmentation fault (core dumped)")
    crashed["process"] = {"fresh": True}
    verdicts.append(crashed)
    # a corpus miscompile confirmed on the device: int64 neg through f32, wrong on the CPU too
    neg_rule = {"kind": "exact", "source": "aten.neg", "range": None, "distribution": None, "nan": "any"}
    m = {"output": 0, "rule": "bits", "index": [3], "expected": 9007199254740993, "actual": 9007199254740992,
         "detail": ""}
    neg = _finding("mismatch-eager", 1, f"IR_1 compiled on cuda vs eager on cuda: {gpu_run.describe(m)} "
                   "[aten.neg, exact]", m, neg_rule, DType("int64", False), ks=[1, 2], ir="ir/5e0a9b7c13d2f468.mlir",
                   also_on_cpu=True, linalg="5e0a9b7c13d2f468")
    neg["cause"] = triage.classify(neg, facts("reg-neg-integer-computed-through-f32", NEG_IR, [
        output("v0", [8], "int64", "aten.neg", "any")], inputs=(("8xi64", "input0.bin"),)))
    verdicts.append(verdict("reg-neg-integer-computed-through-f32", [neg]))
    for v in verdicts:
        _write_json(os.path.join(RESULTS, f"{v['program']}.verdict.json"), v)
    context = {"bundle": "/gpu-out/bundle", "driver": "cuda", "artifacts": "cuda", "torch_device": "cuda",
               "device_name": "NVIDIA H200", "versions": {"python": "3.12.3", "torch": "2.11.0+cu128",
                                                          "numpy": "2.2.6", "iree-base-runtime": "3.13.0"},
               "bundle_versions": {"torch": "2.13.0+cpu", "torch-mlir": "20261001", "irfuzz": "0.1.0"},
               "jobs": 16, "interrupted": False, "seconds": 41.7}
    summary, text = gpu_run.summarize(verdicts, context)
    _write_json(os.path.join(RESULTS, "summary.json"), summary)
    with open(os.path.join(RESULTS, "summary.txt"), "w") as fh:
        fh.write(text)
    with open(os.path.join(ROOT, "bundle.json"), "w") as fh:
        json.dump({"format": gpu_run.FORMAT, "programs": sorted(programs), "versions": context["bundle_versions"]},
                  fh, indent=1)
        fh.write("\n")


if __name__ == "__main__":
    main()
