"""What an upstream report needs from torch (runs in a Sandbox worker, never in the CLI).

Two questions, each one worker request (oracles/worker.py, kind "upstream"):

- `what: "values"`: the finding folder's inputs, eager outputs and compiled outputs
  (inputs.pt / expected.pt / actual.pt, or the Program's inputs from its seed) as Python
  literals a report can paste into a test, plus the RefBackend lowering pipeline text (the
  report checks whether torch-mlir-opt can run it, without importing torch itself).
- `what: "reach"`: a user's path, `torch_mlir.fx.export_and_import(module, *inputs,
  output_type="linalg-on-tensors")` with its default decomposition table
  (`decompositions: true`) or with none (`decomposition_table={}`), no type erasure, then
  the linalg module compiled and run on the RefBackend and compared with eager PyTorch under
  the program's output rules (oracles/compare.py). The answer is one outcome:
  `ok`, `compile-error` (torch-mlir's pipeline failed: `diagnostic`), `import-error`,
  `executor-error` (the RefBackend lowering failed: `diagnostic`), `executor-limit`,
  `mismatch` (`detail`), or `export-failed` (torch.export: not torch-mlir's).
  A native crash or a hang kills the worker; the Sandbox answers for it.

Contract: plain JSON in and out; never raises for what torch-mlir does (every outcome is an
answer); deterministic except for the compiled code's own reads of memory it does not own.
"""

from __future__ import annotations

import os
import re
from typing import Any

LITERAL_ELEMENTS = 64  # larger tensors are described, not written out


def answer(request: dict[str, Any]) -> dict[str, Any]:
    if request["what"] == "values":
        return _values(request)
    if request["what"] == "reach":
        return _reach(request)
    raise ValueError(f"unknown upstream question {request['what']!r}")


def _module_and_inputs(request: dict[str, Any]) -> tuple[Any, tuple[Any, ...], Any]:
    """(module, inputs, Program or None): the folder's exact inputs when it kept them."""
    import torch

    from generators.eager import ProgramModule, make_inputs
    from generators.model_file import load_model_file
    from generators.program import Program

    if request.get("program") is not None:
        program = Program.from_dict(request["program"])
        inputs_file = request.get("inputs_file")
        if inputs_file and os.path.exists(inputs_file):
            inputs = tuple(torch.load(inputs_file))
        else:
            inputs = tuple(make_inputs(program, int(request.get("input_seed", 0))))
        return ProgramModule(program).eval(), inputs, program
    module, inputs = load_model_file(request["model_file"])
    return module, inputs, None


def _eager(module: Any, inputs: tuple[Any, ...]) -> list[Any]:
    import torch
    import torch.utils._pytree as pytree

    torch.manual_seed(0)  # as irfuzz's reference and torch-mlir's e2e goldens
    with torch.no_grad():
        return list(pytree.tree_leaves(module(*[t.clone() for t in inputs])))


def literal(t: Any) -> str:
    """`t` as Python source that rebuilds it exactly (small tensors), else a description."""
    import torch

    dtype = str(t.dtype).replace("torch.", "")
    if t.numel() > LITERAL_ELEMENTS or t.is_complex():
        return f"<{dtype} tensor of shape {list(t.shape)}>"
    if t.numel() == 0:
        return f"torch.empty({list(t.shape)}, dtype=torch.{dtype})"
    values = t.tolist()
    if t.dtype.is_floating_point:  # float32/16 values are exact doubles; their repr round-trips
        text = re.sub(r"\b(nan|inf)\b", lambda m: f"float('{m.group(1)}')", repr(values))
        text = text.replace("-float('inf')", "float('-inf')")
        if torch.isnan(t).any():  # a NaN's sign and payload do not survive float('nan')
            text += "  # NaN payloads not kept"
    else:
        text = repr(values)
    return f"torch.tensor({text}, dtype=torch.{dtype})"


def _values(request: dict[str, Any]) -> dict[str, Any]:
    import torch

    from oracles.executors.refbackend import lowering_pipeline

    module, inputs, _ = _module_and_inputs(request)
    expected = _eager(module, inputs)
    actual = None
    if request.get("actual_file") and os.path.exists(request["actual_file"]):
        actual = [literal(t) for t in torch.load(request["actual_file"])]

    def spec(t: Any) -> dict[str, Any]:
        return {"shape": list(t.shape), "dtype": str(t.dtype).replace("torch.", "")}

    return {"inputs": [literal(t) for t in inputs], "input_specs": [spec(t) for t in inputs],
            "expected": [literal(t) for t in expected], "actual": actual,
            "refbackend_pipeline": lowering_pipeline()}


def _first_error(text: str) -> str:
    found = re.search(r"error: (.*)", text)
    if found:
        return found.group(1).strip()
    found = re.search(r"python exception: (.*)", text)
    return (found.group(1) if found else text.strip().splitlines()[0] if text.strip() else "").strip()


def _reach(request: dict[str, Any]) -> dict[str, Any]:
    from torch_mlir import fx
    from torch_mlir.compiler_utils import TorchMlirCompilerError

    from generators.importer import ExportFailure, export_module
    from oracles.compare import compare_to_eager
    from oracles.executors import CompileFailure, ExecutorLimit, as_declared, get_executor
    from oracles.executors.refbackend import captured_stderr
    from oracles.numerics import rules_for_model, rules_for_program

    module, inputs, program = _module_and_inputs(request)
    expected = _eager(module, inputs)
    try:  # the program's own dynamic dims, as irfuzz exports it (torch.export dynamic_shapes)
        exported = export_module(module, inputs, program)
    except ExportFailure as exc:
        return {"outcome": "export-failed", "detail": str(exc).splitlines()[0][:300]}
    rules = rules_for_program(program) if program is not None else rules_for_model(exported)
    table: dict[Any, Any] | None = None if request["decompositions"] else {}
    # export_and_import turns on emit_error_diagnostics: the diagnostics go to fd 2, not into
    # the exception, so they are read from there.
    with captured_stderr() as native:
        try:
            linalg, failure = fx.export_and_import(exported, output_type="linalg-on-tensors",
                                                   decomposition_table=table), None
        except Exception as exc:
            linalg, failure = None, exc
    if isinstance(failure, TorchMlirCompilerError):
        text = str(failure)
        stage = "torch-backend" if "TorchFX IR -> Torch Backend IR" in text else "linalg-backend"
        return {"outcome": "compile-error", "stage": stage, "diagnostic": _first_error("\n".join(native) + text)}
    if failure is not None:  # the FX importer itself (Python) failed
        return {"outcome": "import-error", "diagnostic": f"{type(failure).__name__}: {str(failure)[:300]}"}
    executor = get_executor("refbackend")
    try:
        results = executor.load(executor.compile(str(linalg)))(list(inputs))
    except CompileFailure as exc:
        return {"outcome": "executor-error", "diagnostic": str(exc).splitlines()[0]}
    except ExecutorLimit as exc:
        return {"outcome": "executor-limit", "detail": str(exc).splitlines()[0]}
    results = as_declared(results, [t.dtype for t in expected])
    for i, (rule, want, got) in enumerate(zip(rules, expected, results)):
        problem = compare_to_eager(i, want, got, rule.kind, rule.value_range, rule.distribution, rule.nan)
        if problem is not None:
            return {"outcome": "mismatch", "detail": problem.describe()}
    return {"outcome": "ok", "detail": f"compiled and ran on the RefBackend; {len(results)} output(s) match eager"}
