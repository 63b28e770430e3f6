"""Executors: run a linalg-on-tensors IR_k as compiled code, behind one small interface.

Two steps, as in torch-mlir's e2e backends: `compile(linalg_ir)` turns the IR text
(one public `func.func @main`, value-semantics tensors, the output of
`torch-backend-to-linalg-on-tensors-backend-pipeline`) into an artifact;
`load(artifact)` gives an Invoker; `invoker(inputs)` runs `main`.

Contracts for every executor:
- `compile` is deterministic for the same IR text and must not mutate anything
  global; it raises CompileFailure (the backend's own lowering failed: a
  finding) or ExecutorLimit (something this executor cannot represent, such as
  a dtype its calling convention cannot carry: never reported as a compiler bug).
- The invoker takes torch tensors (contiguous, CPU) and returns one torch tensor
  per result with the exact dtype and shape the function declares. It must not
  mutate its inputs. `load` and the invoker may raise ExecutorLimit too (a JIT that
  cannot resolve a runtime symbol only finds out when the code is materialized). The
  invoker raises RunFailure when the compiled program itself stops with an error
  status (a runtime that checks what the program computes, as IREE's does).
- Random ops inside compiled code keep their own generator state per loaded
  module: a freshly loaded artifact, invoked once, is reproducible.

Executors are registered by name with `@register_executor`; duplicates are rejected.
"""

from __future__ import annotations

from typing import Any, Callable, Protocol, Sequence

from generators.errors import IrfuzzError


class ExecutorLimit(IrfuzzError):
    """The executor cannot run this (a known limit of the executor, not a pipeline bug)."""


class CompileFailure(IrfuzzError):
    """The executor's own lowering or compilation of valid linalg IR failed."""

    def __init__(self, message: str, pass_name: str | None = None, log: str = "") -> None:
        super().__init__(message)
        self.pass_name = pass_name
        self.log = log


class RunFailure(IrfuzzError):
    """The compiled program ran and stopped with an error status of its runtime (IREE refusing
    a buffer of a shape the program computed: a slice's negative size on a dynamic dim). Where
    eager ran the program, that is a wrong result of the compiled code (a finding), never
    irfuzz's own error."""


Invoker = Callable[[Sequence[Any]], list[Any]]


class Executor(Protocol):
    name: str
    # The executor's own float environment flushes subnormals to zero in arithmetic and
    # casts (IREE's CPU runtime does); plain data movement keeps their bits.
    flushes_denormals: bool

    def compile(self, linalg_ir: str) -> Any: ...

    def load(self, artifact: Any) -> Invoker: ...


def as_declared(results: Sequence[Any], expected_dtypes: Sequence[Any]) -> list[Any]:
    """Linalg integers carry no sign, so an executor hands back uint8 results as int8 with
    the same bits; view them as the dtype the program declares. Nothing else is changed."""
    import torch

    return [r.view(torch.uint8) if r.dtype == torch.int8 and want == torch.uint8 else r
            for r, want in zip(results, expected_dtypes)]


_EXECUTORS: dict[str, Callable[[], Executor]] = {}


def register_executor(name: str) -> Callable[[Callable[[], Executor]], Callable[[], Executor]]:
    def wrap(factory: Callable[[], Executor]) -> Callable[[], Executor]:
        if name in _EXECUTORS:
            raise ValueError(f"executor {name!r} registered twice")
        _EXECUTORS[name] = factory
        return factory
    return wrap


def get_executor(name: str) -> Executor:
    if name not in _EXECUTORS:
        _load_builtin_executor(name)
    if name not in _EXECUTORS:
        _load_builtin_executors()  # every one, to name them
        failed = _IMPORT_FAILURES.get(name)
        raise KeyError(f"unknown executor {name!r}; known: {', '.join(sorted(_EXECUTORS))}"
                       + (f" ({name}'s module is installed but failed to import here: {failed})" if failed else ""))
    return _EXECUTORS[name]()


# Built-in executors and the module each needs, so the CLI can validate a name without
# importing torch or IREE in its own process.
BUILTIN_EXECUTORS = {"refbackend": "torch_mlir", "iree-cpu": "iree.runtime", "iree-cuda": "iree.runtime"}


def executor_names() -> list[str]:
    """Executors usable here (their dependencies are installed), without importing them."""
    import importlib.util

    def installed(module: str) -> bool:
        try:
            return importlib.util.find_spec(module) is not None
        except ModuleNotFoundError:
            return False

    return sorted(name for name, needs in BUILTIN_EXECUTORS.items() if installed(needs)) + sorted(
        n for n in _EXECUTORS if n not in BUILTIN_EXECUTORS)


# For each built-in CPU executor, the others that can run the same linalg IR when it hits an
# ExecutorLimit (a runtime symbol it cannot resolve, a type it cannot carry), in order. The
# device executor (iree-cuda) has none: running its IR on the CPU would be another check.
CPU_FALLBACKS: dict[str, tuple[str, ...]] = {"refbackend": ("iree-cpu",), "iree-cpu": ("refbackend",)}


def fallback_executors(name: str) -> list[str]:
    """Executors (installed here) to try, in order, on IR that executor `name` cannot run."""
    fallbacks = CPU_FALLBACKS.get(name, ())
    usable = executor_names() if fallbacks else []
    return [f for f in fallbacks if f in usable]


# The module (oracles/executors/<module>.py) that registers each built-in executor, imported
# when the executor is first asked for: a process pays only for the executors it runs. IREE's
# modules are costly to import (docs/performance.md), and most workers never run IREE. The extra backends'
# executors (oracles/backends.py): TOSA through the RefBackend, StableHLO through IREE.
_BUILTIN_MODULES = {"refbackend": "refbackend", "iree-cpu": "iree_cpu", "iree-cuda": "iree_cuda",
                    "tosa-refbackend": "tosa", "iree-stablehlo": "stablehlo"}


# Built-in executors whose module failed to import though nothing it needs is missing (the
# error, as the unknown executor's message says it): an IREE executor failed so in one worker
# of an hour's campaign, and the error that would say why was lost.
_IMPORT_FAILURES: dict[str, str] = {}


def _load_builtin_executor(name: str) -> None:
    """Import the module that registers built-in executor `name`; nothing when its
    dependencies are missing (the executor stays unknown) or `name` is not built in."""
    import importlib

    module = _BUILTIN_MODULES.get(name)
    if module is not None:
        try:
            importlib.import_module(f"{__name__}.{module}")
        except ModuleNotFoundError:
            pass   # not installed here
        except ImportError as exc:
            _IMPORT_FAILURES[name] = f"{type(exc).__name__}: {exc}"


def _load_builtin_executors() -> None:
    for name in _BUILTIN_MODULES:
        _load_builtin_executor(name)
