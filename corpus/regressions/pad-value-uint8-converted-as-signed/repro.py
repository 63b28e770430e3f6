#!/usr/bin/env python3
"""irfuzz reproducer: mismatch-eager at k=1: IR_1 compiled vs eager: output 0: bits mismatch at index [0, 0]: expected 255, got 16 (3 of 3 elements differ) [aten.pad, exact]

Needs only torch and torch-mlir (IREE too for iree-cpu). Compiles the linalg-on-tensors IR in
before.mlir (IR_k after torch-mlir's pipelines) with refbackend.py (irfuzz's refbackend
executor, copied here: the one whose numbers the finding judged), runs it on inputs.pt and
judges output 0 against eager PyTorch (expected.pt) with compare.py (irfuzz's oracles/compare.py,
copied verbatim) under the finding's rule: exact (bit for bit, NaN bit patterns compared) [aten.pad].
Exit status: 1 while that rule still fails on that output, 0 once it holds, 2 if it cannot
run (a missing or unreadable file, IR that does not compile, a run that fails).
"""
import importlib.util
import os
import sys
import types

HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = 0
K_VS_K1 = False   # compared with IR_k's compiled output (stage_input.mlir), not with eager
RULE = {'kind': 'exact', 'source': 'aten.pad', 'range': None, 'distribution': None, 'nan': 'bits'}
EXECUTOR = 'refbackend'
FLUSHES_DENORMALS = False  # differences made only of subnormals flushed to zero are the executor's


def load_file(name, filename):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, filename))
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def load_executor():
    # The executor imports a few irfuzz names; provide them so torch-mlir (IREE) is all it needs.
    class IrfuzzError(Exception):
        pass

    class InternalError(IrfuzzError):
        pass

    class ExecutorLimit(IrfuzzError):
        pass

    class CompileFailure(IrfuzzError):
        def __init__(self, message, pass_name=None, log=""):
            super().__init__(message)

    def new_context():
        from torch_mlir import ir
        from torch_mlir.dialects import torch as torch_dialect
        from torch_mlir.passmanager import PassManager

        ctx = ir.Context()
        torch_dialect.register_dialect(ctx)
        with ctx:
            empty = ir.Module.parse("module {}")
            PassManager.parse("builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)").run(
                empty.operation)
        return ctx

    shims = {
        "generators": {}, "generators.errors": {"IrfuzzError": IrfuzzError, "InternalError": InternalError},
        "generators.mlir": {"new_context": new_context}, "oracles": {},
        "oracles.executors": {"CompileFailure": CompileFailure, "ExecutorLimit": ExecutorLimit,
                              "Invoker": object, "register_executor": lambda name: (lambda cls: cls)},
    }
    for name, attrs in shims.items():
        module = types.ModuleType(name)
        module.__dict__.update(attrs)
        module.__path__ = []
        sys.modules.setdefault(name, module)
    if EXECUTOR == "iree-cpu":
        return load_file("oracles.executors.iree_cpu", "iree_cpu.py").IreeCpuExecutor()
    return load_file("oracles.executors.refbackend", "refbackend.py").RefBackendExecutor()


def run(executor, ir_file, inputs, expected_dtypes):
    import torch

    with open(os.path.join(HERE, ir_file)) as fh:
        outputs = executor.load(executor.compile(fh.read()))(inputs)
    # linalg integers are signless: uint8 results come back as int8 with the same bits
    return [o.view(torch.uint8) if o.dtype == torch.int8 and d == torch.uint8 else o
            for o, d in zip(outputs, expected_dtypes)]


def judge():
    """The rule's Mismatch on OUTPUT (None when it holds); raises when it cannot run."""
    import torch

    compare = load_file("irfuzz_compare", "compare.py")
    inputs = torch.load(os.path.join(HERE, "inputs.pt"))
    expected = torch.load(os.path.join(HERE, "expected.pt"))
    dtypes = [t.dtype for t in expected]
    executor = load_executor()
    got = run(executor, "before.mlir", inputs, dtypes)
    if K_VS_K1:
        reference = run(executor, "stage_input.mlir", inputs, dtypes)
        return compare.compare_bits(OUTPUT, reference[OUTPUT], got[OUTPUT], RULE["nan"])
    problem = compare.compare_to_eager(OUTPUT, expected[OUTPUT], got[OUTPUT], RULE["kind"], RULE["range"],
                                       RULE["distribution"], RULE["nan"])
    if problem is not None and FLUSHES_DENORMALS and compare.only_flushed_denormals(
            expected[OUTPUT], got[OUTPUT], RULE["nan"]):
        return None  # what irfuzz records as an executor limit, not a finding
    return problem


def main():
    try:
        problem = judge()
    except BaseException as exc:  # whatever stops it, it did not reproduce
        if isinstance(exc, SystemExit) and exc.code in (None, 0):
            exc = RuntimeError("exited early")
        print(f"cannot run: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 2
    if problem is not None:
        print(f"REPRODUCED: {problem.describe()}", file=sys.stderr)
        return 1
    print(f"output {OUTPUT} satisfies the rule: fixed?", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
