"""The `iree-stablehlo` executor: StableHLO compiled by IREE for `llvm-cpu`, run like `iree-cpu`.

The torch-mlir wheel has no StableHLO-to-linalg conversion (`stablehlo-legalize-to-linalg` is
not registered), so the output of `torch-backend-to-stablehlo-backend-pipeline` goes to IREE,
whose compiler takes StableHLO directly (`--iree-input-type=stablehlo`). Every other flag,
the runtime, the ABI handling, the artifact (vmfb bytes) and the subnormal flushing are the
`iree-cpu` executor's (oracles/executors/iree_cpu.py), so the two differ only in their input.
A StableHLO (or shape-constraint) op IREE's input conversion cannot legalize is an
ExecutorLimit (IREE's coverage);
any other IREE failure stays a CompileFailure: a finding of the StableHLO path, whose report
must say whether torch-mlir's StableHLO or IREE is wrong.
"""

from __future__ import annotations

import re
from typing import Sequence

from . import CompileFailure, ExecutorLimit, register_executor
from .iree_cpu import COMPILE_FLAGS, DEFAULT_COMPILE_TIMEOUT_S, DEFAULT_DRIVER, IreeCpuExecutor

# IREE's own conversion of StableHLO (its input pipeline) has no pattern for an op, or refuses
# it: IREE's coverage of StableHLO, the executor's limit (as a Torch op that torch-mlir's
# conversion cannot legalize is the backend's: oracles/backends.py), not a compiler finding.
# The shape dialect's constraint ops are part of that input: torch-mlir guards a dynamic
# broadcast with `shape.cstr_broadcastable`, which IREE's input pipeline turns into a
# `shape.cstr_require` it then cannot legalize (any dynamic broadcast of two operands).
_NOT_LEGALIZED = re.compile(r"failed to legalize operation '((?:stablehlo|chlo|shape)\.[\w.]+)'")

_ILLEGAL_INPUT = "one or more illegal operations were found in the compiler input"

STABLEHLO_FLAGS: tuple[str, ...] = tuple(
    "--iree-input-type=stablehlo" if flag.startswith("--iree-input-type=") else flag for flag in COMPILE_FLAGS)


@register_executor("iree-stablehlo")
class IreeStablehloExecutor(IreeCpuExecutor):
    """IREE `llvm-cpu` on StableHLO input (see the module doc)."""

    name = "iree-stablehlo"

    def __init__(self, driver: str = DEFAULT_DRIVER, compile_timeout_s: float = DEFAULT_COMPILE_TIMEOUT_S,
                 extra_flags: Sequence[str] = ()) -> None:
        super().__init__(driver, compile_timeout_s, extra_flags)
        self.flags = (*STABLEHLO_FLAGS, *extra_flags)

    def compile(self, stablehlo_ir: str) -> bytes:
        try:
            return super().compile(stablehlo_ir)
        except ExecutorLimit as limit:  # iree-cpu's limits (a libm symbol, a type), under this name
            raise ExecutorLimit(str(limit).replace("iree-cpu", self.name, 1)) from None
        except CompileFailure as failure:
            # The op is named in the first error, or, when that error is IREE's "illegal
            # operations were found in the compiler input", in the note under it.
            match = _NOT_LEGALIZED.search(str(failure))
            if match is None and _ILLEGAL_INPUT in str(failure):
                match = _NOT_LEGALIZED.search(failure.log)
            if match is None:
                raise
            raise ExecutorLimit(f"iree-stablehlo: IREE cannot legalize {match.group(1)}: {failure}") from None
