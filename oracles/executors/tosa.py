"""The `tosa-refbackend` executor: TOSA -> linalg-on-tensors (MLIR's tosa-to-* conversions) ->
the `refbackend` executor.

This is how torch-mlir's own e2e TOSA configuration runs TOSA (`LinalgOnTensorsTosaBackend`,
projects/pt1/python/torch_mlir_e2e_test/tosa_backends/linalg_on_tensors.py): the output of
`torch-backend-to-tosa-backend-pipeline` is lowered by MLIR's TOSA conversions, in upstream's
order, into the linalg-on-tensors contract the RefBackend accepts, then compiled and run
exactly as the linalg path's IR is (oracles/executors/refbackend.py). The conversions are
registered in the torch-mlir wheel.

Failures: TOSA IR that the conversions reject, or whose linalg the RefBackend lowering
rejects, is a CompileFailure (a finding of the TOSA path, which upstream runs the same way);
what the RefBackend cannot carry (a dtype, bf16 arguments it cannot wrap) stays its
ExecutorLimit. Artifacts are the RefBackend's (plain data); the executor holds no state.
"""

from __future__ import annotations

from typing import Any

from . import CompileFailure, Invoker, register_executor
from .refbackend import RefBackendExecutor, _first_diagnostic

# Upstream's TOSA_TO_LINALG_FUNC_PIPELINE, in its order: tosa.const must become arith.constant
# before tosa-to-linalg, which may emit tosa.const again (hence tosa-to-arith twice).
TOSA_TO_LINALG = ("tosa-to-arith", "tosa-to-scf", "tosa-optional-decompositions", "tosa-to-linalg-named",
                  "tosa-to-linalg", "tosa-to-tensor", "tosa-to-arith")


def tosa_to_linalg_pipeline() -> str:
    return f"builtin.module(func.func({','.join(TOSA_TO_LINALG)}))"


def tosa_to_linalg(tosa_ir: str) -> str:
    """The linalg-on-tensors form of a TOSA-backend module; CompileFailure when it does not
    parse or a conversion fails."""
    from torch_mlir import ir
    from torch_mlir.passmanager import PassManager

    from generators.mlir import new_context

    with new_context(), ir.Location.unknown():
        try:
            module = ir.Module.parse(tosa_ir)
            PassManager.parse(tosa_to_linalg_pipeline()).run(module.operation)
        except ir.MLIRError as exc:
            raise CompileFailure(f"tosa-to-linalg: {_first_diagnostic(exc)}", log=str(exc)) from None
        return str(module)


@register_executor("tosa-refbackend")
class TosaRefBackendExecutor:
    """TOSA lowered to linalg, then run by the RefBackend (see the module doc)."""

    name = "tosa-refbackend"
    flushes_denormals = RefBackendExecutor.flushes_denormals

    def __init__(self) -> None:
        self._refbackend = RefBackendExecutor()

    def compile(self, tosa_ir: str) -> Any:
        return self._refbackend.compile(tosa_to_linalg(tosa_ir))

    def load(self, artifact: Any) -> Invoker:
        return self._refbackend.load(artifact)
