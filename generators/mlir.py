"""Small helpers around torch-mlir's MLIR Python API (contexts, parsing)."""

from __future__ import annotations

from typing import Any

# The dialects torch-mlir's passes build ops in, loaded when a context is made. A plain
# `ir.Context()` loads every dialect of the wheel's registry (gpu, spirv, nvvm...), a cost paid
# for every context, and irfuzz makes several contexts per program (every parse of a stage's IR
# gets a fresh one: a shared context renames colliding resource blobs). These load in a
# fraction of that (docs/performance.md); any other registered dialect still loads when IR that uses it is parsed, or
# as a pass's declared dependency, as in torch-mlir-opt. The canonicalizer's pattern set is
# the same for the ops a module can hold, since an op's dialect is loaded before the op exists.
# Reproducers keep the plain `ir.Context()`, so a fresh-process verification would catch a
# finding that only this lighter context shows.
TARGET_DIALECTS = ("builtin", "func", "arith", "math", "tensor", "linalg", "scf", "cf", "ml_program",
                   "bufferization", "memref", "complex", "ub")


def new_context() -> Any:
    """A fresh MLIR context with the Torch dialects and TARGET_DIALECTS loaded."""
    from torch_mlir import ir
    from torch_mlir.dialects import torch as torch_dialect
    from torch_mlir.passmanager import PassManager

    ctx = ir.Context(load_on_create_dialects=list(TARGET_DIALECTS))
    torch_dialect.register_dialect(ctx)
    # torch_c (TorchConversion) is not in the wheel's dialect registry; the lowering passes
    # load it as a dependent dialect. Running their pipeline on an empty module (cheap)
    # loads it, so IR captured mid-lowering (torch_c.from_builtin_tensor) parses again.
    with ctx:
        empty = ir.Module.parse("module {}")
        PassManager.parse("builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)").run(
            empty.operation)
    return ctx


def parse_module(text: str, ctx: Any) -> Any:
    from torch_mlir import ir

    with ctx:
        return ir.Module.parse(text)


def public_functions(module: Any) -> list[Any]:
    return [op for op in module.body.operations if op.operation.name == "func.func"]
