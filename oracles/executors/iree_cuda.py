"""The `iree-cuda` executor: IREE's `cuda` backend, run with the runtime's `cuda` driver.

The same linalg-on-tensors IR_k the `iree-cpu` executor takes, compiled for NVIDIA GPUs.
Compilation needs no GPU and no CUDA toolkit: `--iree-cuda-target=sm_80` makes IREE embed
PTX (ISA 7.6) that the CUDA driver JIT-compiles for the GPU it runs on, sm_80 or newer
(an H100/H200 included). With this compiler `sm_90`/`sm_90a` fail with "missing GPU
target" and `h100` crashes it, so sm_80 is the portable choice. Artifacts are vmfb bytes,
like iree-cpu's: compile on a CPU machine, carry them, run where the GPU is (see
`irfuzz gpu-bundle` and `fuzz/gpu/gpu_run.py`).

Everything but the flags, the driver and reading results back is iree-cpu's code
(ABI parsing, buffer views, bf16/uint8/rank-0 handling, VM context per load). Its
messages name `iree-cpu`; they are renamed here so limits and failures name this executor.

Numbers: the PTX is emitted without `.ftz` (checked: `add.rn.f32`), so unlike IREE's CPU
executors this one keeps subnormals in arithmetic (`flushes_denormals = False`).
CUDA result buffers are device-local and need not be host-mappable: they are copied to a
host staging buffer through the device queue when mapping is not allowed.
"""

from __future__ import annotations

import contextlib
from typing import Any, Iterator, Sequence

import iree.runtime as ireert
import numpy as np

from generators.errors import InternalError

from . import CompileFailure, ExecutorLimit, register_executor
from .iree_cpu import (
    DEFAULT_COMPILE_TIMEOUT_S,
    IreeInvoker,
    hal_device,
    module_and_signature,
    run_iree_compile,
    vm_instance,
)

CUDA_TARGET = "sm_80"
COMPILE_FLAGS: tuple[str, ...] = (
    "--iree-hal-target-backends=cuda",
    f"--iree-cuda-target={CUDA_TARGET}",
    "--iree-input-type=tm_tensor",
    "--iree-input-demote-f64-to-f32=false",
)
DEFAULT_DRIVER = "cuda"
NAME = "iree-cuda"


@contextlib.contextmanager
def _named() -> Iterator[None]:
    """Re-raise iree-cpu's limits and failures under this executor's name (same type, same
    details): a signature or a log line must say which executor it came from."""
    try:
        yield
    except (ExecutorLimit, CompileFailure, InternalError, RuntimeError) as exc:
        text = str(exc)
        if not text.startswith("iree-cpu"):
            raise
        renamed = NAME + text[len("iree-cpu"):]
        if isinstance(exc, CompileFailure):
            raise CompileFailure(renamed, exc.pass_name, exc.log) from exc
        raise type(exc)(renamed) from exc


def copy_to_host(device: Any, view: Any, shape: tuple[int, ...], storage: np.dtype,
                 force_staging: bool = False) -> np.ndarray:
    """The bytes of a result buffer view as a fresh host array: mapped when the buffer allows
    it, else copied through the device queue into a host-visible staging buffer (what
    `iree.runtime.DeviceArray.to_host` does, without its dtype table, which lacks the raw
    storage types used here). `force_staging` exercises the second path on a CPU driver."""
    buffer = view.get_buffer()
    mappable = (buffer.memory_type() & int(ireert.MemoryType.HOST_VISIBLE)
                and buffer.allowed_usage() & int(ireert.BufferUsage.MAPPING_SCOPED))
    if mappable and not force_staging:
        return np.array(view.map().asarray(shape, storage), copy=True)
    staging = device.allocator.allocate_buffer(
        memory_type=int(ireert.MemoryType.HOST_LOCAL | ireert.MemoryType.DEVICE_VISIBLE),
        allowed_usage=int(ireert.BufferUsage.TRANSFER_TARGET | ireert.BufferUsage.MAPPING_SCOPED),
        allocation_size=buffer.byte_length(),
    )
    semaphore = device.create_semaphore(0)
    device.queue_copy(buffer, staging, wait_semaphores=ireert.HalFence.create_at(semaphore, 0),
                      signal_semaphores=ireert.HalFence.create_at(semaphore, 1))
    ireert.HalFence.create_at(semaphore, 1).wait()
    return np.array(staging.map().asarray(shape, storage), copy=True)


class IreeCudaInvoker(IreeInvoker):
    """iree-cpu's invoker on the `cuda` driver, reading results through `copy_to_host`."""

    def __call__(self, inputs: Sequence[Any]) -> list[Any]:
        with _named():
            return super().__call__(inputs)

    def _host_array(self, view: Any, shape: tuple[int, ...], storage: np.dtype) -> np.ndarray:
        return copy_to_host(self._device, view, shape, storage)


def cuda_device(driver: str = DEFAULT_DRIVER) -> Any:
    """The driver's default device; ExecutorLimit (not a finding) where there is none."""
    try:
        return hal_device(driver)
    except ExecutorLimit as exc:
        cause = str(exc.__cause__ or exc).strip().splitlines()[0]
        raise ExecutorLimit(f"{NAME}: no CUDA device here (IREE runtime driver {driver!r}: {cause})") from exc


@register_executor(NAME)
class IreeCudaExecutor:
    """IREE `cuda` (PTX for sm_80, JIT-compiled by the driver for newer GPUs); vmfb bytes."""

    name = NAME
    flushes_denormals = False

    def __init__(self, driver: str = DEFAULT_DRIVER, compile_timeout_s: float = DEFAULT_COMPILE_TIMEOUT_S,
                 extra_flags: Sequence[str] = ()) -> None:
        self.driver = driver
        self.compile_timeout_s = compile_timeout_s
        self.flags = (*COMPILE_FLAGS, *extra_flags)

    def compile(self, linalg_ir: str) -> bytes:
        with _named():
            vmfb = run_iree_compile(linalg_ir, self.flags, self.compile_timeout_s)
            module_and_signature(vm_instance(), vmfb)  # reject what the invoker could not carry
        return vmfb

    def load(self, artifact: bytes) -> IreeCudaInvoker:
        if not isinstance(artifact, (bytes, bytearray, memoryview)):
            raise InternalError(f"{NAME}: artifact must be vmfb bytes, got {type(artifact).__name__}")
        cuda_device(self.driver)  # a clear limit before anything else touches the driver
        with _named():
            return IreeCudaInvoker(bytes(artifact), self.driver)
