"""A plain Python snippet that shows a finding with torch and torch-mlir alone, run before it is shown.

A maintainer runs what needs nothing of irfuzz: the module, its inputs as literals, and the
user's call, `torch_mlir.fx.export_and_import(exported, output_type=T)`, for the output type
the finding was found on, with PyTorch's decompositions as reachability found them needed.
A compile failure shows as the call's exception, a crash as the process's death. For wrong
numbers, or a failure of the backend's own lowering or run, the snippet carries what
irfuzz's executor runs: a small RefBackend (MLIR's ExecutionEngine) for linalg-on-tensors and,
after MLIR's TOSA -> linalg conversions, for TOSA; IREE's compiler and runtime for StableHLO
(the pinned iree-base-* packages); and compares with eager PyTorch. A finding of irfuzz's ONNX
frontend is shown on the ONNX user's path instead (torch.onnx.export, torch-mlir's ONNX
importer and `torch-onnx-to-torch-backend-pipeline`: it needs onnx too).

Exit status, as every irfuzz reproducer: 1 the failure shows, 0 it does not (fixed?), 2 the
snippet could not run. `verify_snippet` runs it in a fresh interpreter and says which.

Contract: `render_snippet` is pure; `verify_snippet` only runs a subprocess.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from typing import Any

from fuzz.finding_folder import FindingRecord
from oracles.processes import run_bounded
from oracles.verdict import normalize_message

SNIPPET_LIMIT_S = 120.0

_RUNNER = '''

def run_on_refbackend(linalg, inputs):
    """The linalg-on-tensors module compiled as irfuzz's RefBackend does, then called."""
    import ctypes
    import re

    from torch_mlir import ir, passmanager
    from torch_mlir.execution_engine import ExecutionEngine
    from torch_mlir.runtime import UnrankedMemRefDescriptor

    with linalg.context:
        passmanager.PassManager.parse(LOWERING).run(linalg.operation)
    text = str(linalg)
    consume = re.search(r"llvm\\.func (?:private )?@(refbackend_consume_func_return\\w*)\\(", text).group(1)
    results = []
    pointer = ctypes.POINTER(UnrankedMemRefDescriptor)

    def descriptor(rank):
        fields = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p), ("offset", ctypes.c_int64)]
        fields += [("sizes", ctypes.c_int64 * rank), ("strides", ctypes.c_int64 * rank)] if rank else []
        return type("MemRef", (ctypes.Structure,), {"_fields_": fields})

    def copy_out(ptr, dtype):
        rank = int(ptr.contents.rank)
        memref = ctypes.cast(ptr.contents.descriptor, ctypes.POINTER(descriptor(rank))).contents
        sizes, strides = ([int(s) for s in memref.sizes], [int(s) for s in memref.strides]) if rank else ([], [])
        if 0 in sizes:
            return torch.empty(sizes, dtype=dtype)
        size = torch.empty((), dtype=dtype).element_size()
        span = 1 + sum((n - 1) * s for n, s in zip(sizes, strides))
        raw = torch.empty(span * size, dtype=torch.uint8)
        ctypes.memmove(raw.data_ptr(), memref.aligned + memref.offset * size, span * size)
        return raw.view(dtype).as_strided(sizes, strides).contiguous()

    def on_return(*ptrs):
        results.extend(copy_out(p, t.dtype) for p, t in zip(ptrs, EAGER))

    callback = ctypes.CFUNCTYPE(None, *[pointer] * len(EAGER))(on_return)
    engine = ExecutionEngine(ir.Module.parse(text, context=linalg.context), opt_level=2)
    engine.register_runtime(consume, callback)
    keep, args = [], []
    for t in inputs:
        t = t.detach().clone().contiguous()
        memref = descriptor(t.dim())()
        memref.allocated = memref.aligned = t.data_ptr()
        if t.dim():
            memref.sizes, memref.strides = (ctypes.c_int64 * t.dim())(*t.shape), (ctypes.c_int64 * t.dim())(*t.stride())
        unranked = UnrankedMemRefDescriptor(t.dim(), ctypes.cast(ctypes.pointer(memref), ctypes.c_void_p))
        keep += [t, memref, unranked]
        args.append(ctypes.pointer(ctypes.pointer(unranked)))
    engine.invoke("main", *args)
    return results


def same(want, got):
    if want.shape != got.shape or want.dtype != got.dtype:
        return False
    if not VALUES_DEFINED:  # random values: only where they may lie (NaN lies nowhere)
        return RANGE is None or bool(((got.double() >= RANGE[0]) & (got.double() <= RANGE[1])).all())
    if EXACT or not want.dtype.is_floating_point:
        return torch.equal(want, got) or bool(((want == got) | (want.isnan() & got.isnan())).all())
    return torch.allclose(want, got, equal_nan=True)
'''


_IREE_RUNNER = '''

def run_on_iree(stablehlo, inputs):
    """The StableHLO module compiled by IREE for the CPU, as irfuzz's iree-stablehlo executor
    does (needs `pip install iree-base-compiler==3.13.0 iree-base-runtime==3.13.0`), then called."""
    import iree.compiler
    import iree.runtime

    vmfb = iree.compiler.compile_str(str(stablehlo), target_backends=["llvm-cpu"], input_type="stablehlo",
                                     extra_args=["--iree-llvmcpu-target-cpu=generic",
                                                 "--iree-input-demote-f64-to-f32=false"])
    results = iree.runtime.load_vm_flatbuffer(vmfb, driver="local-task").main(*[t.numpy() for t in inputs])
    results = results if isinstance(results, (list, tuple)) else [results]
    return [torch.from_numpy(r.to_host() if hasattr(r, "to_host") else r) for r in results]
'''

_TOSA_TO_LINALG = '''

def to_linalg(tosa):
    """MLIR's TOSA -> linalg-on-tensors conversions, in upstream's TOSA_TO_LINALG_FUNC_PIPELINE order."""
    from torch_mlir import passmanager

    with tosa.context:
        passmanager.PassManager.parse("builtin.module(func.func(tosa-to-arith,tosa-to-scf,"
                                      "tosa-optional-decompositions,tosa-to-linalg-named,tosa-to-linalg,"
                                      "tosa-to-tensor,tosa-to-arith))").run(tosa.operation)
    return tosa
'''


# The lines a snippet prints before it exits 1 (render_snippet): a failing call or run, or a
# wrong output.
_REPORTED_FAILURE = re.compile(r"^(torch-mlir failed: |RefBackend failed: |IREE failed: |output \d+: )", re.M)


@dataclass(frozen=True)
class SnippetCheck:
    status: str      # "shows" | "fails-differently" | "does-not-show" | "could-not-run" | "not-run"
    how: str         # the diagnostic, signal or last line that decided it
    start: str = "program"   # what the snippet starts from: "program" (the user's call) or "linalg IR"

    @property
    def shows(self) -> bool:
        return self.status == "shows"


# The ONNX user's path, for a finding of irfuzz's ONNX frontend (oracles/frontends/onnx_import.py):
# the exporter, torch-mlir's ONNX importer and its pipelines, to linalg-on-tensors.
_ONNX_IMPORT = '''

def onnx_export_and_import(exported, inputs):
    """torch.onnx.export (needs onnx and onnxscript), torch-mlir's ONNX importer, then
    torch-onnx-to-torch-backend-pipeline and the linalg-on-tensors backend pipeline."""
    from torch_mlir import ir, passmanager
    from torch_mlir.dialects import torch as torch_dialect
    from torch_mlir.extras import onnx_importer

    model = torch.onnx.export(exported, inputs, dynamo=True, verbose=False).model_proto
    context = ir.Context()
    torch_dialect.register_dialect(context)
    info = onnx_importer.ModelInfo(model)
    module = info.create_module(context=context)
    onnx_importer.NodeImporter.define_function(info.main_graph, module.operation).import_all()
    with context:
        for op in module.body.operations:  # the RefBackend calls @main
            if op.operation.name == "func.func":
                op.attributes["sym_name"] = ir.StringAttr.get("main")
        passmanager.PassManager.parse("builtin.module(torch-onnx-to-torch-backend-pipeline,"
                                      "torch-backend-to-linalg-on-tensors-backend-pipeline)").run(module.operation)
    return module
'''


def render_snippet(program: Any, inputs: list[str], record: FindingRecord, output_type: str,
                   decompositions: bool, lowering: str | None, linalg_ir: str | None = None) -> str | None:
    """The snippet's text (see the module doc), or None where it cannot be written: no
    Program (a model file), an input too large to write as a literal. `linalg_ir`: start from
    this linalg-on-tensors module (the one irfuzz's RefBackend lowered: before.mlir) instead of
    the program's export, for a failure of the RefBackend's lowering or run that the user's
    call does not reach (erased types, another frontend); the program still gives the inputs
    and eager's results."""
    from generators.pysource import forward_lines

    if program is None or any(text.startswith("<") for text in inputs):
        return None
    if str(record.symptom or "").startswith("mismatch"):
        linalg_ir = None   # wrong values are shown from the program, on the user's path
    if linalg_ir is not None and ("'''" in linalg_ir or "\\" in linalg_ir):
        return None  # not writable as a raw triple-quoted literal
    names = [i.name for i in program.inputs]
    # One spec per forward parameter (AUTO, as irfuzz exports: a dim the program forces static
    # specializes quietly instead of failing the export).
    specs = ["{" + ", ".join(f"{d}: torch.export.Dim.AUTO" for d in i.dynamic) + "}" if i.dynamic else "None"
             for i in program.inputs]
    shapes = "(" + ", ".join(specs) + ",)" if any(i.dynamic for i in program.inputs) else "None"
    table = "None" if decompositions else "{}"
    symptom = str(record.symptom or "")
    numeric = symptom.startswith("mismatch")
    # A finding of the ONNX frontend is shown on the ONNX user's path (the FX path computes
    # what the ONNX conversion gets wrong right: DepthToSpace's CRD mode is pixel_shuffle).
    through_onnx = record.frontend == "onnx" and output_type == "linalg-on-tensors" and linalg_ir is None
    needs = "torch, torch-mlir and onnx (the ONNX user's path)" if through_onnx else "only torch and torch-mlir"
    lines = [
        f"# {record.symptom} ({record.pass_name or record.stage}): needs {needs}.",
        "# Exit status: 1 = the failure shows, 0 = it does not (fixed?), 2 = could not run.",
        "import os", "import sys", "import traceback", "", "import torch", "from torch_mlir import fx", "",
        "", "def could_not_run(kind, value, tb):  # anything unforeseen: exit 2, never 1",
        "    traceback.print_exception(kind, value, tb)", "    sys.stdout.flush(), sys.stderr.flush()",
        "    os._exit(2)", "", "", "sys.excepthook = could_not_run", "", "",
        "class Repro(torch.nn.Module):", f"    def forward(self, {', '.join(names)}):",
        *[f"        {line}" for line in forward_lines(program)],
        f"        return {', '.join(program.outputs)}{',' if len(program.outputs) == 1 else ''}", "", "",
        "inputs = (", *[f"    {text}," for text in inputs], ")",
        "EAGER = list(Repro()(*[t.clone() for t in inputs]))",
    ]
    if linalg_ir is None:
        lines.append(f"exported = torch.export.export(Repro(), inputs, dynamic_shapes={shapes}, strict=False)")
    call = f'fx.export_and_import(exported, output_type="{output_type}", decomposition_table={table})'
    if through_onnx:
        lines += _ONNX_IMPORT.splitlines()
        call = "onnx_export_and_import(exported, inputs)"
    if not numeric:
        if linalg_ir is not None:
            lines += ["", "# The linalg-on-tensors module irfuzz's RefBackend lowered (the finding's before.mlir).",
                      "from torch_mlir import ir", "from torch_mlir.dialects import torch as torch_dialect", "",
                      "LINALG = r'''", *linalg_ir.rstrip("\n").splitlines(), "'''",
                      "context = ir.Context()", "torch_dialect.register_dialect(context)",
                      "module = ir.Module.parse(LINALG, context=context)"]
        else:
            lines += ["try:", f"    module = {call}", "except Exception as exc:  # torch-mlir's pipelines failed",
                      "    print(f\"torch-mlir failed: {exc}\")", "    sys.exit(1)"]
        if str(record.stage or "").startswith("execute") and output_type in ("linalg-on-tensors", "tosa") \
                and lowering:
            # TOSA reaches the RefBackend through MLIR's TOSA -> linalg conversions, as upstream's
            # e2e runs it: a failure there is shown too.
            tosa = output_type == "tosa"
            lines += [f"LOWERING = {lowering!r}", "EXACT, VALUES_DEFINED, RANGE = True, True, None",
                      *_RUNNER.splitlines(), *(_TOSA_TO_LINALG.splitlines() if tosa else []),
                      "try:", f"    run_on_refbackend({'to_linalg(module)' if tosa else 'module'}, inputs)",
                      "except Exception as exc:  # the lowering to linalg or the RefBackend lowering failed",
                      "    print(f\"RefBackend failed: {exc}\")", "    sys.exit(1)"]
        if str(record.stage or "").startswith("execute") and output_type == "stablehlo":
            # IREE compiles and runs it (irfuzz's iree-stablehlo executor); its runtime's teardown
            # may crash after the answer, so the snippet exits at once.
            lines += [*_IREE_RUNNER.splitlines(), "",
                      "try:", "    run_on_iree(module, inputs)",
                      "except Exception as exc:  # IREE failed to compile or run it",
                      "    print(f\"IREE failed: {exc}\")", "    sys.stdout.flush(), sys.stderr.flush()",
                      "    os._exit(1)",
                      "print(\"compiled and ran without the failure\")", "sys.stdout.flush(), sys.stderr.flush()",
                      "os._exit(0)"]
        else:
            lines += ["print(\"compiled without the failure\")", "sys.exit(0)"]
        return "\n".join(lines) + "\n"
    lines += ["try:", f"    module = {call}", "except Exception as exc:",
              "    print(f\"could not compile: {exc}\")", "    sys.exit(2)"]
    if not lowering:
        lines += ["print(module)", "sys.exit(2)  # no lowering to run it with"]
        return "\n".join(lines) + "\n"
    rule = ((record.details or {}).get("rule") or {}).get("kind") or _rule_in_message(record)
    exact, undefined = rule == "exact", rule in ("random", "undefined")
    # A random op's values are checked as irfuzz's oracle checks them (oracles/compare.py
    # compare_random): within the op's range, when it has one.
    value_range = ((record.details or {}).get("rule") or {}).get("range") if rule == "random" else None
    run = {"linalg-on-tensors": "got = run_on_refbackend(module, inputs)",
           "tosa": "got = run_on_refbackend(to_linalg(module), inputs)  # MLIR's TOSA -> linalg, as upstream's e2e",
           "stablehlo": "got = run_on_iree(module, inputs)"}[output_type]
    lines += [f"LOWERING = {lowering!r}", f"EXACT = {exact}",
              f"VALUES_DEFINED = {not undefined}  # random or uninitialized values: shape, dtype (and RANGE) only",
              f"RANGE = {tuple(value_range) if value_range else None}  # where random values must lie",
              *_RUNNER.splitlines(), *(_TOSA_TO_LINALG.splitlines() if output_type == "tosa" else []),
              *(_IREE_RUNNER.splitlines() if output_type == "stablehlo" else []), "",
              run,
              "wrong = [i for i, (want, have) in enumerate(zip(EAGER, got)) if not same(want, have)]",
              "for i in wrong:",
              "    print(f\"output {i}: eager {EAGER[i]} vs torch-mlir {got[i]}\")",
              "if not wrong:",
              "    print(\"every output as eager's\")",
              "# exit at once: a runtime's teardown at interpreter exit (IREE's) may crash after the answer",
              "sys.stdout.flush(), sys.stderr.flush()",
              "os._exit(1 if wrong else 0)"]
    return "\n".join(lines) + "\n"


def _rule_in_message(record: FindingRecord) -> str:
    """The output rule a numeric message names ("[aten.roll, exact]"); exact when none."""
    found = re.search(r"\[[\w.]+, (\w+)", record.message or "")
    return found.group(1) if found else "exact"


def verify_snippet(text: str, record: FindingRecord, timeout: float = SNIPPET_LIMIT_S) -> SnippetCheck:
    """Run the snippet in a fresh interpreter (this one's: the venv with torch and torch-mlir)."""
    with tempfile.TemporaryDirectory(prefix="irfuzz-snippet-") as folder:
        path = os.path.join(folder, "snippet.py")
        with open(path, "w") as fh:
            fh.write(text)
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}  # nothing of irfuzz on the path
        try:
            done = run_bounded([sys.executable, path], timeout, cwd=folder, env=env, errors="replace")
        except subprocess.TimeoutExpired:
            hang = record.symptom == "timeout"
            return SnippetCheck("shows" if hang else "could-not-run", f"no result within {timeout:g} s")
    tail = (done.stdout.strip().splitlines() or done.stderr.strip().splitlines() or [""])[-1][:200]
    if done.returncode < 0:
        crash = record.symptom == "crash"
        return SnippetCheck("shows" if crash else "could-not-run", f"killed by signal {-done.returncode}")
    if done.returncode == 1 and not _REPORTED_FAILURE.search(done.stdout):
        # Exit 1 without the snippet's own failure line: Python's exit on an uncaught error
        # (a traceback, a SyntaxError), the snippet's own failure, never the finding's.
        last = (done.stderr.strip().splitlines() or [tail])[-1][:200]
        return SnippetCheck("could-not-run", f"the snippet itself failed: {last}")
    if done.returncode == 1:
        return _judge_failure(record, done.stdout + "\n" + done.stderr, tail)
    if done.returncode == 0:
        return SnippetCheck("does-not-show", tail)
    return SnippetCheck("could-not-run", f"exit {done.returncode}: {tail}")


# Symptoms whose message is a pipeline's first MLIR diagnostic: the snippet's failure must say it.
_DIAGNOSED = ("verifier-error", "pass-error", "lowering-error", "backend-contract")
# How the iree-stablehlo executor words a compiler tool's death ("iree-compile crashed (SIGFPE)").
_TOOL_CRASH = re.compile(r"[\w-]+ crashed \((SIG[A-Z]+)\)")


def _diagnostics(output: str) -> list[str]:
    """The text of each `error:` line a failed pipeline printed, its location dropped."""
    return [line.split("error:", 1)[1].strip() for line in output.splitlines() if "error:" in line]


def _judge_failure(record: FindingRecord, output: str, tail: str) -> SnippetCheck:
    """A snippet that exited 1 (it failed): it shows the finding unless the finding's symptom
    is a diagnostic and none of the snippet's diagnostics is it (normalized as signatures are;
    the finding's message may prefix it with where it was seen), as when the call fails first
    on another op, or the finding is a compiler tool's death by a signal the snippet's tool
    error does not report. Its `how` is the diagnostic, not the pipeline's closing advice."""
    message = (record.message or "").split(" :: ")[0]
    crashed = _TOOL_CRASH.search(message)
    if record.symptom in _DIAGNOSED and crashed:
        # A compiler tool the backend runs (iree-compile) died: its error gives the exit code.
        number = getattr(signal, crashed.group(1), None)
        killed = number is not None and re.search(rf"^Error code: -{int(number)}$", output, re.M) is not None
        return SnippetCheck("shows" if killed else "fails-differently",
                            crashed.group(0) if killed else ((_diagnostics(output) or [tail])[0][:200]))
    seen = _diagnostics(output)
    if record.symptom not in _DIAGNOSED or not seen:
        compared = next((line for line in output.splitlines() if line.startswith("output ")), tail)
        return SnippetCheck("shows", (seen or [compared])[0][:200])   # a wrong value's first "output N: ..."
    wanted = normalize_message(message)   # may carry a prefix: "error: ", "refbackend lowering: "
    same = next((d for d in seen if normalize_message(d) and normalize_message(d) in wanted), None)
    return SnippetCheck("shows", same[:200]) if same else SnippetCheck("fails-differently", seen[0][:200])


__all__ = ["SnippetCheck", "render_snippet", "verify_snippet"]
