"""The `iree-stablehlo` executor: StableHLO compiled by IREE for `llvm-cpu`, run like `iree-cpu`.

The torch-mlir wheel has no StableHLO-to-linalg conversion (`stablehlo-legalize-to-linalg` is
not registered), so the output of `torch-backend-to-stablehlo-backend-pipeline` goes to IREE,
whose compiler takes StableHLO directly (`--iree-input-type=stablehlo`). Every other flag,
the runtime, the ABI handling, the artifact (vmfb bytes) and the subnormal flushing are the
`iree-cpu` executor's (oracles/executors/iree_cpu.py), so the two differ only in their input.
"""

from __future__ import annotations

from typing import Sequence

from . import register_executor
from .iree_cpu import COMPILE_FLAGS, DEFAULT_COMPILE_TIMEOUT_S, DEFAULT_DRIVER, IreeCpuExecutor

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
