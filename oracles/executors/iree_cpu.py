"""The `iree-cpu` executor: IREE's `llvm-cpu` backend, run with the runtime's `local-sync` driver.

The artifact is the compiled VM flatbuffer (`.vmfb`) as plain bytes: portable across
machines with the same CPU architecture (the target CPU is `generic`, not the host),
deterministic for the same IR text, and safe to store or carry to another machine.

Compilation runs the `iree-compile` tool in a child process, so a native compiler crash
becomes a CompileFailure instead of killing the caller. The compiled code itself runs in
the calling process (the campaign runs executors in forked workers).

Choices that matter for differential results:
- `--iree-input-demote-f64-to-f32=false`: IREE demotes f64 to f32 by default, which
  would silently change both the numbers and the signature.
- `--iree-input-type=tm_tensor`: torch-mlir's linalg-on-tensors output may hold TMTensor
  ops (`tm_tensor.scan`, `sort`, `scatter`); with `none` IREE rejects them.
- `local-sync` driver: no worker thread pool (fork-safe, deterministic scheduling).
- Subnormal floats: IREE's local executors run with flush-to-zero / denormals-are-zero,
  so arithmetic and comparisons treat subnormals as zero (copies keep their bits); see
  `IreeCpuExecutor.flushes_denormals`. The caller's FPU mode is restored after each call.
- Each `load` creates a fresh VM context, so module globals such as torch-mlir's
  `ml_program.global @global_seed` start from their initial value: a freshly loaded
  artifact, invoked once, is reproducible.

Signless integers: linalg (and so IREE) does not distinguish int8 from uint8 (`i8`).
Inputs accept either signedness of the right width; results come back signed
(`i8` -> torch.int8). A caller that knows the result is uint8 reinterprets it with
`.view(torch.uint8)`, which keeps the bits.
"""

from __future__ import annotations

import re
import signal
import subprocess
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

import iree.compiler  # noqa: F401  (ImportError here when the [iree] extra is absent)
import iree.runtime as ireert
import numpy as np

from generators.errors import InternalError

from . import CompileFailure, ExecutorLimit, RunFailure, register_executor

if TYPE_CHECKING:
    import torch

COMPILE_FLAGS: tuple[str, ...] = (
    "--iree-hal-target-backends=llvm-cpu",
    "--iree-llvmcpu-target-cpu=generic",
    "--iree-input-type=tm_tensor",
    "--iree-input-demote-f64-to-f32=false",
)
DEFAULT_DRIVER = "local-sync"
DEFAULT_COMPILE_TIMEOUT_S = 600.0
# IREE diagnostics that mean "IREE cannot represent this", not "IREE failed on valid input".
_LIMIT_DIAGNOSTICS = (
    "unranked tensor types are not supported in native ABI",
    # IREE's CPU linker has no f64 libm (`cos`) nor `__truncsfbf2`: the executor's limit.
    "undefined symbol:",
)


@dataclass(frozen=True)
class _ElementType:
    """How one MLIR element type crosses the IREE ABI."""

    mlir: str
    torch_dtype: str  # attribute name in torch, resolved lazily (torch is imported lazily)
    storage: np.dtype  # numpy dtype of the raw bytes (bf16 travels as int16 bits)
    hal: Any  # ireert.HalElementType
    also_accepts: tuple[str, ...] = ()  # torch dtypes with the same bits (signless integers)


_ELEMENT_TYPES: dict[str, _ElementType] = {
    e.mlir: e
    for e in (
        _ElementType("i1", "bool", np.dtype(np.bool_), ireert.HalElementType.BOOL_8),
        _ElementType("i8", "int8", np.dtype(np.int8), ireert.HalElementType.SINT_8, ("uint8",)),
        _ElementType("i16", "int16", np.dtype(np.int16), ireert.HalElementType.SINT_16, ("uint16",)),
        _ElementType("i32", "int32", np.dtype(np.int32), ireert.HalElementType.SINT_32, ("uint32",)),
        _ElementType("i64", "int64", np.dtype(np.int64), ireert.HalElementType.SINT_64, ("uint64",)),
        _ElementType("f16", "float16", np.dtype(np.float16), ireert.HalElementType.FLOAT_16),
        _ElementType("bf16", "bfloat16", np.dtype(np.int16), ireert.HalElementType.BFLOAT_16),
        _ElementType("f32", "float32", np.dtype(np.float32), ireert.HalElementType.FLOAT_32),
        _ElementType("f64", "float64", np.dtype(np.float64), ireert.HalElementType.FLOAT_64),
        _ElementType("complex<f32>", "complex64", np.dtype(np.complex64), ireert.HalElementType.COMPLEX_64),
        _ElementType("complex<f64>", "complex128", np.dtype(np.complex128), ireert.HalElementType.COMPLEX_128),
    )
}


@dataclass(frozen=True)
class TensorType:
    """A ranked tensor type from the ABI declaration; None in `shape` is a dynamic dim."""

    shape: tuple[int | None, ...]
    element: _ElementType

    def __str__(self) -> str:
        dims = "".join(("?" if d is None else str(d)) + "x" for d in self.shape)
        return f"tensor<{dims}{self.element.mlir}>"


@dataclass(frozen=True)
class Signature:
    inputs: tuple[TensorType, ...]
    results: tuple[TensorType, ...]


# --- compile -----------------------------------------------------------------------------------


_LOCATION_PREFIX = re.compile(r"^\S*:\d+:\d+:\s*")


def first_error_line(stderr: str) -> str | None:
    """The first diagnostic line that says what went wrong, without its source location."""
    lines = stderr.splitlines()
    for marker in ("error:", "LLVM ERROR:", "Assertion", "UNREACHABLE"):
        for line in lines:
            if marker in line:
                return _LOCATION_PREFIX.sub("", line.strip())
    return None


def run_iree_compile(ir_text: str, flags: Sequence[str], timeout_s: float) -> bytes:
    """Run `iree-compile` on `ir_text` in a child process; the vmfb bytes or CompileFailure."""
    from iree.compiler.tools.binaries import find_tool

    command = [find_tool("iree-compile"), "-", *flags, "-o", "-"]
    try:
        proc = subprocess.run(command, input=ir_text.encode(), capture_output=True, timeout=timeout_s)
    except subprocess.TimeoutExpired as e:
        log = (e.stderr or b"").decode(errors="replace")
        raise CompileFailure(f"iree-compile timed out after {timeout_s:g} s", log=log) from None
    log = proc.stderr.decode(errors="replace")
    if proc.returncode == 0:
        return proc.stdout
    first = first_error_line(log)
    if proc.returncode > 0 and first and any(d in first for d in _LIMIT_DIAGNOSTICS):
        raise ExecutorLimit(f"iree-cpu: {first}")
    if proc.returncode < 0:
        try:
            sig = signal.Signals(-proc.returncode).name
        except ValueError:
            sig = f"signal {-proc.returncode}"
        message = f"iree-compile crashed ({sig})" + (f": {first}" if first else "")
    else:
        message = first or f"iree-compile exited with status {proc.returncode} and no error line"
    raise CompileFailure(message, log=log)


# --- ABI declaration ---------------------------------------------------------------------------


def _split_top_level(text: str) -> list[str]:
    """Split on commas that are not nested in <>, (), [] or {}."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    if text[start:].strip():
        parts.append(text[start:])
    return [p.strip() for p in parts]


def _parse_type(text: str, where: str) -> TensorType:
    # `%input0: tensor<4x?xf32>` (an argument name may precede the type)
    type_text = text.split(":", 1)[1].strip() if text.startswith("%") else text
    # StableHLO input keeps signedness as an ABI attribute (`tensor<4xi8> {iree.abi.encoding =
    # tensor<4xui8>}`); the buffer is the signless type's, which accepts either signedness.
    type_text = re.sub(r"\s*\{[^{}]*\}\s*$", "", type_text)
    m = re.fullmatch(r"tensor<(.*)>", type_text)
    if not m:
        raise ExecutorLimit(f"iree-cpu carries only ranked tensors; {where} has type {type_text}")
    body = m.group(1)
    dims: list[int | None] = []
    while True:
        dm = re.match(r"(\?|\d+)x", body)
        if not dm:
            break
        dims.append(None if dm.group(1) == "?" else int(dm.group(1)))
        body = body[dm.end():]
    if body.startswith("*"):
        raise ExecutorLimit(f"iree-cpu carries only ranked tensors; {where} has type {type_text}")
    element = _ELEMENT_TYPES.get(body)
    if element is None:
        raise ExecutorLimit(
            f"iree-cpu cannot carry element type {body} ({where} has type {type_text}); "
            f"supported: {', '.join(_ELEMENT_TYPES)}"
        )
    return TensorType(tuple(dims), element)


def parse_abi_declaration(declaration: str) -> Signature:
    """Parse IREE's `iree.abi.declaration`, e.g.
    `sync func @main(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>)`."""
    m = re.fullmatch(r"\s*(?:sync\s+)?func\s+@\w+\((.*?)\)\s*(?:->\s*(.*))?\s*", declaration, re.S)
    if not m:
        raise ExecutorLimit(f"iree-cpu cannot read the ABI declaration of @main: {declaration!r}")
    args_text, results_text = m.group(1), (m.group(2) or "").strip()
    if results_text.startswith("(") and results_text.endswith(")"):
        results_text = results_text[1:-1]
    inputs = tuple(_parse_type(t, f"argument {i}") for i, t in enumerate(_split_top_level(args_text)))
    results = tuple(_parse_type(t, f"result {i}") for i, t in enumerate(_split_top_level(results_text)))
    return Signature(inputs, results)


# --- runtime -----------------------------------------------------------------------------------

_runtime_lock = threading.Lock()
_instance: Any = None
_devices: dict[str, Any] = {}


def vm_instance() -> Any:
    """One VM instance per process, created on first use (not at import)."""
    global _instance
    with _runtime_lock:
        if _instance is None:
            _instance = ireert.VmInstance()
        return _instance


def hal_device(driver: str) -> Any:
    """One HAL device per driver and process, created on first use."""
    with _runtime_lock:
        if driver not in _devices:
            try:
                _devices[driver] = ireert.get_driver(driver).create_default_device()
            except (RuntimeError, ValueError) as e:
                raise ExecutorLimit(f"iree-cpu: IREE runtime driver {driver!r} is unavailable: {e}") from e
        return _devices[driver]


def module_and_signature(instance: Any, vmfb: bytes) -> tuple[Any, Any, Signature]:
    """(VM module, its `main` function, main's argument and result types) of a compiled vmfb."""
    module = ireert.VmModule.copy_buffer(instance, vmfb)
    function = module.lookup_function("main")
    if function is None:
        raise ExecutorLimit("iree-cpu: the compiled module has no function @main")
    declaration = function.reflection.get("iree.abi.declaration")
    if declaration is None:
        raise ExecutorLimit("iree-cpu: @main has no iree.abi.declaration (not a tensor-ABI function)")
    return module, function, parse_abi_declaration(declaration)


class IreeInvoker:
    """Runs `main` of one loaded module; each instance has its own VM context (and globals)."""

    def __init__(self, vmfb: bytes, driver: str) -> None:
        instance, self._device = vm_instance(), hal_device(driver)
        module, self._function, self.signature = module_and_signature(instance, vmfb)
        hal_module = ireert.create_hal_module(instance, self._device)
        self._context = ireert.VmContext(instance, [hal_module, module])

    def __call__(self, inputs: Sequence[Any]) -> list[torch.Tensor]:
        sig = self.signature
        if len(inputs) != len(sig.inputs):
            raise InternalError(f"iree-cpu: @main takes {len(sig.inputs)} tensors, got {len(inputs)}")
        args = ireert.VmVariantList(len(sig.inputs))
        for i, (value, declared) in enumerate(zip(inputs, sig.inputs)):
            args.push_ref(self._to_buffer_view(i, value, declared))
        rets = ireert.VmVariantList(len(sig.results))
        try:
            self._context.invoke(self._function, args, rets)
        except (RuntimeError, ValueError, IndexError) as e:
            # The bindings raise by status code: ValueError for INVALID_ARGUMENT and NOT_FOUND,
            # IndexError for OUT_OF_RANGE, RuntimeError (NotImplementedError among them) else.
            first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
            raise RunFailure(f"iree-cpu: running @main failed: {first}") from e
        if len(rets) != len(sig.results):
            raise InternalError(f"iree-cpu: @main declares {len(sig.results)} results, returned {len(rets)}")
        return [self._to_tensor(i, rets, declared) for i, declared in enumerate(sig.results)]

    def _to_buffer_view(self, index: int, value: Any, declared: TensorType) -> Any:
        import torch

        if not isinstance(value, torch.Tensor):
            raise InternalError(f"iree-cpu: argument {index} must be a torch.Tensor, got {type(value).__name__}")
        element = declared.element
        accepted = (element.torch_dtype, *element.also_accepts)
        if str(value.dtype).removeprefix("torch.") not in accepted:
            raise InternalError(f"iree-cpu: argument {index} is {value.dtype}, @main declares {declared}")
        shape = tuple(value.shape)
        if len(shape) != len(declared.shape) or any(d is not None and d != s for d, s in zip(declared.shape, shape)):
            raise InternalError(f"iree-cpu: argument {index} has shape {list(shape)}, @main declares {declared}")
        tensor = value.detach().to("cpu").contiguous()
        if tensor.dtype is not getattr(torch, element.torch_dtype) or element.torch_dtype == "bfloat16":
            # Same bits, the storage dtype numpy knows (uint8 -> int8, bfloat16 -> int16).
            tensor = tensor.view(getattr(torch, _TORCH_STORAGE[element.storage.name]))
        array = tensor.numpy()  # a view of contiguous memory (rank 0 stays rank 0); allocate_buffer_copy copies it
        return self._device.allocator.allocate_buffer_copy(
            memory_type=ireert.MemoryType.DEVICE_LOCAL,
            allowed_usage=ireert.BufferUsage.DEFAULT,
            device=self._device,
            buffer=array,
            element_type=element.hal,
        )

    def _to_tensor(self, index: int, rets: Any, declared: TensorType) -> torch.Tensor:
        import torch

        view = rets.get_as_object(index, ireert.HalBufferView)
        shape = tuple(view.shape)
        if len(shape) != len(declared.shape) or any(d is not None and d != s for d, s in zip(declared.shape, shape)):
            raise InternalError(f"iree-cpu: result {index} came back with shape {list(shape)}, declared {declared}")
        element = declared.element
        count = int(np.prod(shape, dtype=np.int64))
        if count == 0:
            array = np.empty(shape, dtype=element.storage)
        else:
            array = self._host_array(view, shape, element.storage)
        result = torch.from_numpy(array)
        if element.torch_dtype == "bfloat16":
            result = result.view(torch.bfloat16)
        return result

    def _host_array(self, view: Any, shape: tuple[int, ...], storage: np.dtype) -> np.ndarray:
        """A host copy of a result's bytes. The local drivers' buffers are host-mappable; a
        device driver whose buffers are not (CUDA) overrides this."""
        return np.array(view.map().asarray(shape, storage), copy=True)


# numpy storage dtype name -> torch dtype name of the same width and bits
_TORCH_STORAGE = {
    "bool": "bool", "int8": "int8", "int16": "int16", "int32": "int32", "int64": "int64",
    "float16": "float16", "float32": "float32", "float64": "float64",
    "complex64": "complex64", "complex128": "complex128",
}


@register_executor("iree-cpu")
class IreeCpuExecutor:
    """IREE `llvm-cpu` (generic x86-64/aarch64 CPU), artifacts are vmfb bytes."""

    name = "iree-cpu"
    # IREE's local executors run dispatches with FTZ/DAZ set: arithmetic on subnormal floats sees
    # zero (eager PyTorch does not), data movement keeps their bits. Compare layers should not
    # report eager mismatches that only involve subnormals as compiler bugs.
    flushes_denormals = True

    def __init__(self, driver: str = DEFAULT_DRIVER, compile_timeout_s: float = DEFAULT_COMPILE_TIMEOUT_S,
                 extra_flags: Sequence[str] = ()) -> None:
        self.driver = driver
        self.compile_timeout_s = compile_timeout_s
        self.flags = (*COMPILE_FLAGS, *extra_flags)

    def compile(self, linalg_ir: str) -> bytes:
        vmfb = run_iree_compile(linalg_ir, self.flags, self.compile_timeout_s)
        # Reject what the invoker could not carry now, not at the first invocation.
        module_and_signature(vm_instance(), vmfb)
        return vmfb

    def load(self, artifact: bytes) -> IreeInvoker:
        if not isinstance(artifact, (bytes, bytearray, memoryview)):
            raise InternalError(f"iree-cpu: artifact must be vmfb bytes, got {type(artifact).__name__}")
        return IreeInvoker(bytes(artifact), self.driver)
