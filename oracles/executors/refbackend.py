"""The `refbackend` executor: linalg-on-tensors -> LLVM -> MLIR's ExecutionEngine, on the CPU.

Modelled on torch-mlir's e2e RefBackend (its pass list and calling convention), adapted
to the pinned wheel: `buffer-deallocation` and `finalizing-bufferize` are gone, so
buffers are freed by `buffer-deallocation-pipeline`. It runs on the module, where upstream's
RefBackend nests it in `func.func`: nested, it cannot add the library function that frees a
buffer returned from either of two branches ("library function required for generic
lowering, but cannot be automatically inserted when operating on functions": a `where` with a
constant condition on the TOSA path, a false finding of a campaign sorted by hand).

Calling convention (`refback-munge-calling-conventions`): `@main` takes every argument
as an unranked memref and returns nothing; its `return` becomes a call to
`refbackend_consume_func_return_<tokens>`, registered here as a ctypes callback that
copies the results out (their buffers die when the call returns). The tokens only name
the callback: how to read each result (element type, rank) comes from `@main`'s declared
result types, read before lowering. So bf16 results (token `mrf16`, same width as f16)
come out with their own bits.

The munge pass rejects bf16 arguments. For those, `@main` is wrapped before lowering:
a new `@main` takes i16 tensors, bitcasts them elementwise to bf16 (a `linalg.generic`
of `arith.bitcast`: the same bits) and calls the original body, which is then inlined
(without canonicalization), so the rest of the lowering sees one function as usual.

Limits that become ExecutorLimit, never wrong numbers:
- element types other than i1/i8/i16/i32/i64/f16/bf16/f32/f64/complex<f32>/complex<f64>,
  and non-tensor or unranked arguments or results;
- arguments the munge pass still rejects ("argument must be a memref of ...");
- code that needs symbols the JIT cannot resolve, detected by `load`; the message carries
  LLVM's "Symbols not found: [...]" line.

Runtime symbols the JIT would otherwise miss (it has no compiler-rt, and the wheel ships no
MLIR runner utils) are provided here, so they are no limit:
- `__truncdfhf2` (f64 -> f16 `fptrunc`) comes from libgcc (`_runtime_libs`);
- `__truncdfbf2` (f64 -> bf16 `fptrunc`, e.g. `rand_like` in bf16; this libgcc has none) is
  defined in the lowered module itself, in the LLVM dialect (`_TRUNCDFBF2`): a port of
  compiler-rt's integer algorithm, correctly rounded (one rounding, nearest-even, subnormals
  kept, overflow to infinity, NaN stays NaN with the quiet bit set). LLVM lowers the libcall
  and the definition with one calling convention, so the bf16 return needs no ctypes shim;
- `memrefCopy` (a `memref.copy` whose layouts are not both the identity, which
  `convert-bufferization-to-memref` makes from a `bufferization.clone` of a strided view,
  such as a returned `slice`) is a ctypes callback (`_memref_copy`) doing what CRunnerUtils'
  version does.

Signedness is not in linalg IR (uint8 and int8 are both `i8`): an `i8` result comes back
as int8 with the same bits (`executors.as_declared` views it as uint8 where the program
says so). Inputs of `i8` arguments may be int8 or uint8.

Floats: the compiled code runs in the caller's FPU mode (by default no flush-to-zero), so
subnormals are kept: `flushes_denormals = False`.

Artifacts are plain, picklable data (the LLVM-dialect text and the signature), so each
`load` starts a fresh engine whose RNG seed global (`torch_c.get_next_seed`) starts from
its initial value: a freshly loaded artifact invoked once is reproducible.
Result buffers are not freed after the callback copied them (as upstream): a small leak
per call, bounded by the worker's lifetime.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import re
import sys
import tempfile
from dataclasses import dataclass
from typing import Any, Iterator, Sequence

import torch

from generators.errors import InternalError, IrfuzzError

from . import CompileFailure, ExecutorLimit, Invoker, register_executor

CONSUME_PREFIX = "refbackend_consume_func_return"  # + "_<token>" per result
_BODY_NAME = "__irfuzz_refbackend_body"

# The lowering, in order; tests parse it against the wheel. Upstream also runs the
# sparse-tensor mini-pipeline (`sparse-assembler`, `sparsification-and-bufferization`, ...);
# linalg from the Torch backend has no sparse tensors, so plain one-shot bufferization is used.
_BUFFERIZE_AND_MUNGE = [
    "func.func(linalg-generalize-named-ops)",
    "func.func(linalg-fuse-elementwise-ops)",
    "convert-shape-to-std",
    "func.func(refback-generalize-tensor-pad)",
    "func.func(refback-generalize-tensor-concat)",
    "func.func(tm-tensor-bufferize)",
    "one-shot-bufferize{copy-before-write bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map}",
    "refback-mlprogram-bufferize",
    "buffer-deallocation-pipeline",
    "inline",
    "refback-munge-calling-conventions",
    "func.func(tm-tensor-to-loops)",
    "func.func(refback-munge-memref-copy)",
    "func.func(convert-linalg-to-loops)",
    "func.func(lower-affine)",
]
# `generate-runtime-verification` emits scf.if: it must run before scf is lowered.
_RUNTIME_VERIFICATION = ["generate-runtime-verification"]
_TO_LLVM = [
    "convert-scf-to-cf",
    "func.func(refback-expand-ops-for-llvm)",
    "func.func(arith-expand)",
    "func.func(convert-math-to-llvm)",
    "convert-math-to-libm",
    "expand-strided-metadata",
    "finalize-memref-to-llvm",
    "lower-affine",
    "convert-bufferization-to-memref",
    "finalize-memref-to-llvm",
    "func.func(convert-arith-to-llvm)",
    "convert-vector-to-llvm",
    "convert-func-to-llvm",
    "convert-cf-to-llvm",
    "convert-complex-to-llvm",
    "convert-index-to-llvm",
    "convert-ub-to-llvm",
    "reconcile-unrealized-casts",
]


def lowering_pipeline(runtime_verification: bool = False) -> str:
    """The full lowering as one `builtin.module(...)` pipeline string."""
    passes = _BUFFERIZE_AND_MUNGE + (_RUNTIME_VERIFICATION if runtime_verification else []) + _TO_LLVM
    return "builtin.module(" + ",".join(passes) + ")"


_ELEMENT_TYPES: dict[str, torch.dtype] = {
    "i1": torch.bool, "i8": torch.int8, "i16": torch.int16, "i32": torch.int32, "i64": torch.int64,
    "f16": torch.float16, "bf16": torch.bfloat16, "f32": torch.float32, "f64": torch.float64,
    "complex<f32>": torch.complex64, "complex<f64>": torch.complex128,
}
# Torch dtypes that carry the bits of a signless MLIR element type.
_SAME_BITS: dict[torch.dtype, tuple[torch.dtype, ...]] = {torch.int8: (torch.int8, torch.uint8)}


class SignatureMismatch(InternalError, ValueError):
    """Inputs that do not fit `@main`'s declared argument types (irfuzz made them: its bug, as
    iree-cpu's InternalError for the same). Only names the numeric repro.py's shim of
    generators.errors provides may be imported here (fuzz/findings/numeric_repro.py)."""


@dataclass(frozen=True)
class TensorSig:
    """A ranked tensor type as torch sees it: dtype and dims (None where dynamic)."""

    dtype: torch.dtype
    shape: tuple[int | None, ...]

    def accepts(self, t: torch.Tensor) -> bool:
        return (t.dtype in _SAME_BITS.get(self.dtype, (self.dtype,)) and t.dim() == len(self.shape)
                and all(d is None or d == s for d, s in zip(self.shape, t.shape)))

    def describe(self) -> str:
        dims = ", ".join("?" if d is None else str(d) for d in self.shape)
        return f"{str(self.dtype).removeprefix('torch.')}[{dims}]"


@dataclass(frozen=True)
class RefBackendArtifact:
    """Plain data: the LLVM-dialect module and `@main`'s signature."""

    llvm_ir: str
    args: tuple[TensorSig, ...]
    results: tuple[TensorSig, ...]
    consume_name: str                      # the result callback's symbol
    opt_level: int


# ---------------------------------------------------------------------------------------
# Reading and preparing the linalg module.


def _tensor_sig(ty: Any, what: str) -> TensorSig:
    from torch_mlir import ir

    try:
        rt = ir.RankedTensorType(ty)
    except ValueError:
        raise ExecutorLimit(f"refbackend: {what} has type {ty}, not a ranked tensor") from None
    elem = str(rt.element_type)
    if elem not in _ELEMENT_TYPES or rt.encoding is not None:
        raise ExecutorLimit(f"refbackend: {what} has type {ty}, which it cannot carry")
    return TensorSig(_ELEMENT_TYPES[elem], tuple(None if rt.is_dynamic_dim(i) else rt.get_dim_size(i)
                                                 for i in range(rt.rank)))


def _main_op(module: Any) -> Any:
    from torch_mlir import ir

    mains = [op for op in module.body.operations if op.operation.name == "func.func"
             and ir.StringAttr(op.attributes["sym_name"]).value == "main"]
    if len(mains) != 1:
        raise CompileFailure(f"refbackend: expected one func.func @main, found {len(mains)}")
    return mains[0]


def _function_type(func: Any) -> Any:
    from torch_mlir import ir

    return ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)


def _bitcast_to_bf16(name: str, ty: Any, out: list[str]) -> str:
    """Append ops turning i16 tensor `%name` into a bf16 tensor of the same bits; return its SSA name."""
    from torch_mlir import ir

    rt = ir.RankedTensorType(ty)
    i16_ty = ir.RankedTensorType.get(rt.shape, ir.IntegerType.get_signless(16))
    dims = [f"d{i}" for i in range(rt.rank)]
    dyn = []
    for i in range(rt.rank):
        if rt.is_dynamic_dim(i):
            out.append(f"    %{name}_c{i} = arith.constant {i} : index")
            out.append(f"    %{name}_d{i} = tensor.dim %{name}, %{name}_c{i} : {i16_ty}")
            dyn.append(f"%{name}_d{i}")
    identity = f"affine_map<({', '.join(dims)}) -> ({', '.join(dims)})>"
    iterators = ", ".join(['"parallel"'] * rt.rank)
    out += [
        f"    %{name}_e = tensor.empty({', '.join(dyn)}) : {ty}",
        f"    %{name}_bf = linalg.generic {{indexing_maps = [{identity}, {identity}], iterator_types = [{iterators}]}}"
        f" ins(%{name} : {i16_ty}) outs(%{name}_e : {ty}) {{",
        "    ^bb0(%in: i16, %unused: bf16):",
        "      %v = arith.bitcast %in : i16 to bf16",
        "      linalg.yield %v : bf16",
        f"    }} -> {ty}",
    ]
    return f"%{name}_bf"


def _wrap_bf16_arguments(module: Any) -> Any:
    """`module` with a new `@main` taking i16 for each bf16 argument (see the module doc),
    inlined back into one function; `module` itself when no argument is bf16."""
    from torch_mlir import ir

    main = _main_op(module)
    ftype = _function_type(main)
    inputs, results = list(ftype.inputs), list(ftype.results)
    if not any(str(ir.RankedTensorType(t).element_type) == "bf16" for t in inputs):
        return module
    i16 = ir.IntegerType.get_signless(16)
    params: list[str] = []
    body: list[str] = []
    call_args: list[str] = []
    for i, ty in enumerate(inputs):
        rt = ir.RankedTensorType(ty)
        if str(rt.element_type) == "bf16":
            params.append(f"%a{i}: {ir.RankedTensorType.get(rt.shape, i16)}")
            call_args.append(_bitcast_to_bf16(f"a{i}", ty, body))
        else:
            params.append(f"%a{i}: {ty}")
            call_args.append(f"%a{i}")
    res_types = ", ".join(str(t) for t in results)
    call = f"call @{_BODY_NAME}({', '.join(call_args)}) : ({', '.join(str(t) for t in inputs)}) -> ({res_types})"
    if results:
        body.append(f"    %r:{len(results)} = {call}")
        body.append(f"    return {', '.join(f'%r#{j}' for j in range(len(results)))} : {res_types}")
    else:
        body += [f"    {call}", "    return"]
    body_type = f"({', '.join(str(t) for t in inputs)}) -> ({res_types})"
    wrapper = "\n".join([f"func.func private @{_BODY_NAME}{body_type}",
                         f"func.func @main({', '.join(params)}) -> ({res_types}) {{", *body, "}"])
    main.attributes["sym_name"] = ir.StringAttr.get(_BODY_NAME)
    main.attributes["sym_visibility"] = ir.StringAttr.get("private")
    # Built on its own (with a declaration of the body) and moved in: the module's own text
    # is never edited.
    scratch = ir.Module.parse(wrapper)
    new_main = list(scratch.body.operations)[1]
    new_main.move_after(main)
    _run(module, "builtin.module(inline{default-pipeline=},symbol-dce)", "bf16 argument wrapper")
    return module


def _first_diagnostic(exc: Exception) -> str:
    diags = list(getattr(exc, "error_diagnostics", []))
    if diags:
        return str(getattr(diags[0], "message", diags[0]))
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


def _run(module: Any, pipeline: str, what: str) -> None:
    from torch_mlir import ir
    from torch_mlir.passmanager import PassManager

    pm = PassManager.parse(pipeline)
    try:
        pm.run(module.operation)
    except ir.MLIRError as exc:
        message = _first_diagnostic(exc)
        if "argument must be a memref of" in message:
            raise ExecutorLimit(f"refbackend calling convention: {message}") from None
        raise CompileFailure(f"refbackend {what}: {message}", log=str(exc)) from None


def _symbol_names(module: Any) -> list[str]:
    from torch_mlir import ir

    return [ir.StringAttr(op.attributes["sym_name"]).value
            for op in module.body.operations if "sym_name" in op.attributes]


# ---------------------------------------------------------------------------------------
# Memory: descriptors in, copies out.


def _ranked_descriptor_type(rank: int) -> type[ctypes.Structure]:
    fields: list[tuple[str, Any]] = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
                                     ("offset", ctypes.c_int64)]
    if rank:
        fields += [("sizes", ctypes.c_int64 * rank), ("strides", ctypes.c_int64 * rank)]
    return type(f"MemRef{rank}D", (ctypes.Structure,), {"_fields_": fields})


def _unranked_type() -> Any:
    from torch_mlir.runtime import UnrankedMemRefDescriptor

    return UnrankedMemRefDescriptor


def _argument(t: torch.Tensor, keep: list[Any]) -> Any:
    """`pointer(pointer(unranked descriptor))` over contiguous tensor `t`; `keep` holds
    the ctypes objects alive for the call."""
    ranked = _ranked_descriptor_type(t.dim())()
    ranked.allocated = ranked.aligned = t.data_ptr()
    ranked.offset = 0
    if t.dim():
        ranked.sizes = (ctypes.c_int64 * t.dim())(*t.shape)
        ranked.strides = (ctypes.c_int64 * t.dim())(*t.stride())
    unranked = _unranked_type()()
    unranked.rank = t.dim()
    unranked.descriptor = ctypes.cast(ctypes.pointer(ranked), ctypes.c_void_p)
    inner = ctypes.pointer(unranked)
    keep += [ranked, unranked, inner]
    return ctypes.pointer(inner)


def _copy_out(unranked_ptr: Any, rank_declared: int, dtype: torch.dtype) -> torch.Tensor:
    """A fresh contiguous tensor holding a returned memref's elements."""
    unranked = unranked_ptr.contents
    rank = int(unranked.rank)
    if rank != rank_declared:
        raise ExecutorLimit(f"refbackend: a result came back with rank {rank}, declared {rank_declared}")
    ranked = ctypes.cast(unranked.descriptor, ctypes.POINTER(_ranked_descriptor_type(rank))).contents
    sizes = [int(s) for s in ranked.sizes] if rank else []
    strides = [int(s) for s in ranked.strides] if rank else []
    if any(s < 0 for s in sizes):
        raise ExecutorLimit(f"refbackend: a result came back with sizes {sizes}")
    if 0 in sizes:
        return torch.empty(sizes, dtype=dtype)
    if any(s < 0 for s in strides):
        raise ExecutorLimit(f"refbackend: a result came back with negative strides {strides}")
    itemsize = torch.empty((), dtype=dtype).element_size()
    span = 1 + sum((n - 1) * s for n, s in zip(sizes, strides))  # elements from the first to the last
    raw = torch.empty(span * itemsize, dtype=torch.uint8)
    ctypes.memmove(raw.data_ptr(), (ranked.aligned or 0) + int(ranked.offset) * itemsize, span * itemsize)
    return raw.view(dtype).as_strided(sizes, strides).contiguous()


@contextlib.contextmanager
def captured_stderr() -> Iterator[list[str]]:
    """Capture what native code writes to fd 2 (LLVM's JIT reports missing symbols there),
    then write it on to the real stderr so nothing is lost."""
    captured: list[str] = []
    sys.stderr.flush()
    with tempfile.TemporaryFile() as tmp:
        saved = os.dup(2)
        os.dup2(tmp.fileno(), 2)
        try:
            yield captured
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            tmp.seek(0)
            text = tmp.read().decode(errors="replace")
            captured.append(text)
            if text:
                sys.stderr.write(text)


def _jit_failure(exc: Exception, native_log: str) -> IrfuzzError:
    text = "\n".join(s for s in (native_log.strip(), str(exc).strip()) if s)
    for line in text.splitlines():
        if "Symbols not found" in line:
            return ExecutorLimit(f"refbackend JIT: {line.strip()}")
    return CompileFailure(f"refbackend JIT: {text.splitlines()[0] if text else type(exc).__name__}", log=text)


# ---------------------------------------------------------------------------------------
# Runtime helpers the JIT cannot resolve on its own (see the module doc).

# f64 -> bf16 as compiler-rt's `__truncdfbf2` computes it (fp_trunc_impl.inc), in integers only,
# so neither the FPU mode nor LLVM's own bf16 lowering is involved: one rounding to nearest-even
# (eager PyTorch rounds through f32 first, so it differs on the rare double-rounding cases),
# subnormal results kept, overflow to infinity, NaN quiet with its sign and top payload bits.
# Constants: 0x7FF0<<48 infinity; 1151<<52 and 897<<52 the f64 exponents of 2^128 and 2^-126;
# 896<<52 rebiases f64 to bf16 in place; 2^44 - 1 rounds at bit 45; 0x7FC0/0x7F80 quiet NaN/inf.
_TRUNCDFBF2 = """
llvm.func @__truncdfbf2(%x: f64) -> bf16 {
  %bits = llvm.bitcast %x : f64 to i64
  %c_sign = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %sign = llvm.and %bits, %c_sign : i64
  %abs = llvm.xor %bits, %sign : i64
  %c48 = llvm.mlir.constant(48 : i64) : i64
  %sign16 = llvm.lshr %sign, %c48 : i64
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c45 = llvm.mlir.constant(45 : i64) : i64
  %c_half_m1 = llvm.mlir.constant(17592186044415 : i64) : i64
  %c_inf = llvm.mlir.constant(9218868437227405312 : i64) : i64
  %is_nan = llvm.icmp "ugt" %abs, %c_inf : i64
  %payload0 = llvm.lshr %abs, %c45 : i64
  %c63 = llvm.mlir.constant(63 : i64) : i64
  %payload = llvm.and %payload0, %c63 : i64
  %c_qnan = llvm.mlir.constant(32704 : i64) : i64
  %nan = llvm.or %payload, %c_qnan : i64
  %c_over = llvm.mlir.constant(5183643171103440896 : i64) : i64
  %is_over = llvm.icmp "uge" %abs, %c_over : i64
  %c_binf = llvm.mlir.constant(32640 : i64) : i64
  %c_under = llvm.mlir.constant(4039728865751334912 : i64) : i64
  %is_normal = llvm.icmp "uge" %abs, %c_under : i64
  %c_rebias = llvm.mlir.constant(4035225266123964416 : i64) : i64
  %norm = llvm.sub %abs, %c_rebias : i64
  %n_lsb0 = llvm.lshr %norm, %c45 : i64
  %n_lsb = llvm.and %n_lsb0, %c1 : i64
  %n_sum0 = llvm.add %norm, %c_half_m1 : i64
  %n_sum = llvm.add %n_sum0, %n_lsb : i64
  %normal = llvm.lshr %n_sum, %c45 : i64
  %c52 = llvm.mlir.constant(52 : i64) : i64
  %exp = llvm.lshr %abs, %c52 : i64
  %c897 = llvm.mlir.constant(897 : i64) : i64
  %shift0 = llvm.sub %c897, %exp : i64
  %c53 = llvm.mlir.constant(53 : i64) : i64
  %too_far = llvm.icmp "sgt" %shift0, %c53 : i64
  %shift1 = llvm.select %too_far, %c53, %shift0 : i1, i64
  %too_near = llvm.icmp "slt" %shift1, %c1 : i64
  %shift = llvm.select %too_near, %c1, %shift1 : i1, i64
  %c_mant = llvm.mlir.constant(4503599627370495 : i64) : i64
  %c_implicit = llvm.mlir.constant(4503599627370496 : i64) : i64
  %mant = llvm.and %abs, %c_mant : i64
  %sig = llvm.or %mant, %c_implicit : i64
  %c64 = llvm.mlir.constant(64 : i64) : i64
  %lost_shift = llvm.sub %c64, %shift : i64
  %lost = llvm.shl %sig, %lost_shift : i64
  %inexact = llvm.icmp "ne" %lost, %c0 : i64
  %sticky = llvm.zext %inexact : i1 to i64
  %den0 = llvm.lshr %sig, %shift : i64
  %den = llvm.or %den0, %sticky : i64
  %s_lsb0 = llvm.lshr %den, %c45 : i64
  %s_lsb = llvm.and %s_lsb0, %c1 : i64
  %s_sum0 = llvm.add %den, %c_half_m1 : i64
  %s_sum = llvm.add %s_sum0, %s_lsb : i64
  %subnormal = llvm.lshr %s_sum, %c45 : i64
  %finite = llvm.select %is_normal, %normal, %subnormal : i1, i64
  %not_nan = llvm.select %is_over, %c_binf, %finite : i1, i64
  %magnitude = llvm.select %is_nan, %nan, %not_nan : i1, i64
  %result64 = llvm.or %magnitude, %sign16 : i64
  %result16 = llvm.trunc %result64 : i64 to i16
  %result = llvm.bitcast %result16 : i16 to bf16
  llvm.return %result : bf16
}
"""
# Helpers defined in the lowered module when its code needs them: name -> (needed if, definition).
_DEFINED_HELPERS: dict[str, tuple[re.Pattern[str], str]] = {
    "__truncdfbf2": (re.compile(r"llvm\.fptrunc [^\n]*: (f64|vector<[^>]*xf64>) to (bf16|vector<[^>]*xbf16>)"),
                     _TRUNCDFBF2),
}


def _define_helpers(module: Any) -> None:
    """Append the definitions of `_DEFINED_HELPERS` that the lowered `module` needs (its
    `fptrunc`s become libcalls in LLVM's code generator, which the JIT then resolves to them)."""
    from torch_mlir import ir

    text, defined = str(module), set(_symbol_names(module))
    for name, (needed, definition) in _DEFINED_HELPERS.items():
        if name not in defined and needed.search(text):
            scratch = ir.Module.parse(definition)  # alive until its operations are moved out
            for op in list(scratch.body.operations):
                module.body.append(op)


def _strided_bytes(unranked_ptr: Any, elem_size: int) -> torch.Tensor | None:
    """A uint8 tensor viewing a memref's elements in place, shape `sizes + [elem_size]`;
    None when it has no elements."""
    unranked = unranked_ptr.contents
    rank = int(unranked.rank)
    ranked = ctypes.cast(unranked.descriptor, ctypes.POINTER(_ranked_descriptor_type(rank))).contents
    sizes = [int(s) for s in ranked.sizes] if rank else []
    strides = [int(s) for s in ranked.strides] if rank else []
    if 0 in sizes:
        return None
    if any(n < 0 for n in sizes) or any(s < 0 for s in strides):
        raise ExecutorLimit(f"refbackend memrefCopy: sizes {sizes} and strides {strides} are not supported")
    span = (1 + sum((n - 1) * s for n, s in zip(sizes, strides))) * elem_size
    raw = (ctypes.c_uint8 * span).from_address((ranked.aligned or 0) + int(ranked.offset) * elem_size)
    return torch.frombuffer(raw, dtype=torch.uint8).as_strided(
        [*sizes, elem_size], [s * elem_size for s in strides] + [1])


def _memref_copy(elem_size: int, src: Any, dst: Any) -> None:
    """CRunnerUtils' `void memrefCopy(int64_t elemSize, UnrankedMemRefType *src,
    UnrankedMemRefType *dst)`: copy every element of `src` into `dst` (same shape, any strides)."""
    source = _strided_bytes(src, int(elem_size))
    if source is None:
        return
    target = _strided_bytes(dst, int(elem_size))
    if target is None or target.shape != source.shape:
        raise ExecutorLimit(f"refbackend memrefCopy: shapes {list(source.shape)[:-1]} and "
                            f"{None if target is None else list(target.shape)[:-1]} differ")
    target.copy_(source)


# ---------------------------------------------------------------------------------------


class RefBackendInvoker:
    """One ExecutionEngine (so one RNG state) and the result callback; calls `@main`."""

    def __init__(self, artifact: RefBackendArtifact) -> None:
        from torch_mlir import ir
        from torch_mlir.execution_engine import ExecutionEngine

        self._artifact = artifact
        self._results: list[torch.Tensor] | None = None
        self._error: BaseException | None = None
        # The LLVM dialect needs no torch dialects, nor the ~46 a plain ir.Context() loads
        # (docs/performance.md); any other dialect the module names loads as it is parsed.
        self._ctx = ir.Context(load_on_create_dialects=["builtin", "llvm"])
        ptr = ctypes.POINTER(_unranked_type())
        # Held for the engine's lifetime: the compiled code calls it.
        self._callback = ctypes.CFUNCTYPE(None, *[ptr] * len(artifact.results))(self._consume)
        self._memref_copy = ctypes.CFUNCTYPE(None, ctypes.c_int64, ptr, ptr)(self._copy)
        with self._ctx, captured_stderr() as native_log:
            try:
                module = ir.Module.parse(artifact.llvm_ir)
                self._engine = ExecutionEngine(module, opt_level=artifact.opt_level, shared_libs=_runtime_libs())
                self._engine.register_runtime(artifact.consume_name, self._callback)
                if "@memrefCopy" in artifact.llvm_ir:  # a plain C symbol, not a `_mlir_ciface_` one
                    self._engine.raw_register_runtime("memrefCopy", ctypes.cast(self._memref_copy, ctypes.c_void_p))
                # The lookup materializes the code: unresolved symbols show up here.
                self._main = self._engine.lookup("main")
                failure = None
            except Exception as exc:  # the bindings raise RuntimeError (or MLIRError) here
                failure = exc
        if failure is not None:
            raise _jit_failure(failure, "".join(native_log)) from None

    def _consume(self, *ptrs: Any) -> None:
        # Runs inside compiled code: nothing may unwind through it.
        try:
            self._results = [_copy_out(p, len(sig.shape), sig.dtype) for p, sig in zip(ptrs, self._artifact.results)]
        except BaseException as exc:  # noqa: B036 - re-raised once the call has returned
            self._error = exc

    def _copy(self, elem_size: int, src: Any, dst: Any) -> None:
        # Runs inside compiled code, like `_consume`: the first error is re-raised after the call.
        try:
            _memref_copy(elem_size, src, dst)
        except BaseException as exc:  # noqa: B036 - re-raised once the call has returned
            self._error = self._error or exc

    def __call__(self, inputs: Sequence[Any]) -> list[torch.Tensor]:
        sigs = self._artifact.args
        if len(inputs) != len(sigs):
            raise SignatureMismatch(f"@main takes {len(sigs)} arguments, got {len(inputs)}")
        keep: list[Any] = []
        packed = []
        for i, (t, sig) in enumerate(zip(inputs, sigs)):
            if not isinstance(t, torch.Tensor) or not sig.accepts(t):
                got = TensorSig(t.dtype, tuple(t.shape)).describe() if isinstance(t, torch.Tensor) else type(t)
                raise SignatureMismatch(f"argument {i}: @main declares {sig.describe()}, got {got}")
            # A private contiguous copy: compiled code may write into its arguments' buffers.
            own = t.detach().to("cpu", copy=True).contiguous()
            keep.append(own)
            packed.append(_argument(own, keep))
        self._results, self._error = None, None
        self._main((ctypes.c_void_p * len(packed))(*[ctypes.cast(p, ctypes.c_void_p) for p in packed]))
        del keep
        results, error = self._results, self._error
        self._results, self._error = None, None
        if error is not None:
            raise error
        if results is None:
            raise ExecutorLimit("refbackend: @main returned without calling its result callback")
        return results


@register_executor("refbackend")
class RefBackendExecutor:
    """torch-mlir's RefBackend lowering, run by MLIR's ExecutionEngine.

    `runtime_verification` adds `generate-runtime-verification`: out-of-bounds accesses
    then abort the process (rc 134) instead of reading garbage.
    """

    name = "refbackend"
    flushes_denormals = False

    def __init__(self, opt_level: int = 2, runtime_verification: bool = False) -> None:
        self.opt_level = opt_level
        self.runtime_verification = runtime_verification

    def compile(self, linalg_ir: str) -> RefBackendArtifact:
        """Lower `linalg_ir` to the LLVM dialect (see the module doc)."""
        from torch_mlir import ir

        from generators.mlir import new_context

        with new_context(), ir.Location.unknown():
            try:
                module = ir.Module.parse(linalg_ir)
            except ir.MLIRError as exc:
                raise CompileFailure(f"refbackend: the linalg IR does not parse: {_first_diagnostic(exc)}",
                                     log=str(exc)) from None
            ftype = _function_type(_main_op(module))
            args = tuple(_tensor_sig(t, f"argument {i}") for i, t in enumerate(ftype.inputs))
            results = tuple(_tensor_sig(t, f"result {i}") for i, t in enumerate(ftype.results))
            module = _wrap_bf16_arguments(module)
            _run(module, lowering_pipeline(self.runtime_verification), "lowering")
            _define_helpers(module)
            names = {n.removeprefix("_mlir_ciface_") for n in _symbol_names(module) if CONSUME_PREFIX in n}
            if len(names) != 1:
                raise CompileFailure(f"refbackend: expected one result callback, found {sorted(names)}")
            return RefBackendArtifact(str(module), args, results, names.pop(), self.opt_level)

    def load(self, artifact: Any) -> Invoker:
        if not isinstance(artifact, RefBackendArtifact):
            raise TypeError(f"refbackend cannot load a {type(artifact).__name__}")
        return RefBackendInvoker(artifact)



def _runtime_libs() -> list[str]:
    """Libraries that supply soft-float helpers the JIT cannot resolve on its own: libgcc
    (GCC >= 12) defines `__truncdfhf2` (f64 -> f16, one rounding; checked bit-exact against
    numpy in the tests). `__truncdfbf2` (f64 -> bf16), which this libgcc lacks, is defined in
    the module itself (`_TRUNCDFBF2`), so a newer libgcc's copy is never the one used."""
    import ctypes.util
    import os

    found = []
    for name in ("gcc_s",):
        path = ctypes.util.find_library(name)
        for candidate in ([path] if path else []) + [f"/lib/x86_64-linux-gnu/lib{name}.so.1",
                                                     f"/usr/lib/x86_64-linux-gnu/lib{name}.so.1"]:
            if candidate and os.path.exists(candidate):
                found.append(candidate)
                break
    return found
