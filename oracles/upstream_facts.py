"""What an upstream report needs from torch (runs in a Sandbox worker, never in the CLI).

Three questions, each one worker request (oracles/worker.py, kind "upstream"):

- `what: "values"`: the finding folder's inputs, eager outputs and compiled outputs
  (inputs.pt / expected.pt / actual.pt, or the Program's inputs from its seed) as Python
  literals a report can paste into a test, plus the RefBackend lowering pipeline text (the
  report checks whether torch-mlir-opt can run it, without importing torch itself).
- `what: "raw"`: a user's path up to torch-mlir's pipelines: torch.export, then
  `torch_mlir.fx.export_and_import(..., output_type="raw")` with the default decomposition
  table (`decompositions: true`) or none: `imported` with the raw Torch IR, `import-error`,
  or `export-failed` (torch.export: not torch-mlir's).
- `what: "run"`: the backend's lowered IR (`lowered`) compiled and run by `executor`, compared
  with eager PyTorch under the program's output rules (oracles/compare.py): `ok`,
  `mismatch` (`output`, `what`: the rule broken, `detail`), `run-failed` (the compiled code
  stopped with its runtime's error status: `diagnostic`), `executor-error`, `executor-limit`.
- `what: "cut"`: the program cut down to `node` (generators/cut.py; `prefix: true` for the
  nodes it needs rather than the node alone), fed the values the node's operands had in
  eager PyTorch: the cut Program, its inputs as literals, eager's result (literal, shape,
  dtype), and its Torch IR as irfuzz imports it at erasure level `erase`.
- `what: "chain"`: the IR irfuzz's pipelines made on the way to IR_k (`k`, erasure `erase`):
  the raw import and IR_1..IR_k, each with the pipeline that made it.
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
    if request["what"] == "raw":
        return _raw(request)
    if request["what"] == "run":
        return _run(request)
    if request["what"] == "cut":
        return _cut(request)
    if request["what"] == "chain":
        return _chain(request)
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
    dtype = str(t.dtype).replace("torch.", "")
    if t.numel() > LITERAL_ELEMENTS or t.is_complex():
        return f"<{dtype} tensor of shape {list(t.shape)}>"
    if t.numel() == 0:
        return f"torch.empty({list(t.shape)}, dtype=torch.{dtype})"
    values = t.tolist()
    # float32/16 values are exact doubles, their repr round-trips; a NaN's sign and payload do
    # not survive float('nan') (an expression: no comment may follow it, it is embedded).
    if t.dtype.is_floating_point:
        text = re.sub(r"\b(nan|inf)\b", lambda m: f"float('{m.group(1)}')", repr(values))
        text = text.replace("-float('inf')", "float('-inf')")
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


def _raw(request: dict[str, Any]) -> dict[str, Any]:
    """The user path's first step: torch.export with the program's dynamic dims, then
    `export_and_import(..., output_type="raw")` with the default decomposition table
    (`decompositions: true`) or none. The torch-mlir pipelines run afterwards in
    torch-mlir-opt (fuzz/findings/user_path.py), whose stack dump names a crash's frame."""
    from torch_mlir import fx

    from generators.importer import ExportFailure, export_module

    module, inputs, program = _module_and_inputs(request)
    try:
        exported = export_module(module, inputs, program)
    except ExportFailure as exc:
        return {"outcome": "export-failed", "detail": str(exc).splitlines()[0][:300]}
    table: dict[Any, Any] | None = None if request["decompositions"] else {}
    try:
        raw = fx.export_and_import(exported, output_type="raw", decomposition_table=table)
    except Exception as exc:  # the FX importer itself (Python) failed
        return {"outcome": "import-error", "diagnostic": f"{type(exc).__name__}: {str(exc)[:300]}"}
    return {"outcome": "imported", "raw_ir": str(raw)}


def _run(request: dict[str, Any]) -> dict[str, Any]:
    """The user path's last step: the backend's lowered IR (`lowered`) compiled and run by
    `executor`, compared with eager PyTorch under the program's output rules."""
    from generators.importer import ExportFailure, export_module
    from oracles.compare import compare_to_eager
    from oracles.executors import CompileFailure, ExecutorLimit, RunFailure, as_declared, get_executor
    from oracles.numerics import rules_for_model, rules_for_program

    module, inputs, program = _module_and_inputs(request)
    expected = _eager(module, inputs)
    if program is not None:
        rules = rules_for_program(program)
    else:
        try:
            rules = rules_for_model(export_module(module, inputs, None))
        except ExportFailure as exc:
            return {"outcome": "export-failed", "detail": str(exc).splitlines()[0][:300]}
    executor = get_executor(request["executor"])
    try:
        results = executor.load(executor.compile(request["lowered"]))(list(inputs))
    except CompileFailure as exc:
        return {"outcome": "executor-error", "diagnostic": str(exc).splitlines()[0]}
    except ExecutorLimit as exc:
        return {"outcome": "executor-limit", "detail": str(exc).splitlines()[0]}
    except RunFailure as exc:
        return {"outcome": "run-failed", "diagnostic": str(exc).splitlines()[0]}
    results = as_declared(results, [t.dtype for t in expected])
    for i, (rule, want, got) in enumerate(zip(rules, expected, results)):
        problem = compare_to_eager(i, want, got, rule.kind, rule.value_range, rule.distribution, rule.nan)
        if problem is not None:
            return {"outcome": "mismatch", "output": i, "what": problem.rule, "detail": problem.describe()}
    return {"outcome": "ok", "detail": f"compiled and ran with {request['executor']}; {len(results)} output(s) "
                                       "match eager"}


def _cut(request: dict[str, Any]) -> dict[str, Any]:
    import torch

    from generators.cut import cut_at, prefix_to
    from generators.eager import ProgramModule
    from generators.erasure import erase_types
    from generators.importer import import_program

    _, inputs, program = _module_and_inputs(request)
    if program is None:
        return {"outcome": "no-program"}
    by_name = {i.name: t for i, t in zip(program.inputs, inputs)}

    def value(name: str) -> Any:
        if name in by_name:
            return by_name[name]
        prefix = prefix_to(program, name)
        with torch.no_grad():
            return ProgramModule(prefix).eval()(*[by_name[i.name].clone() for i in prefix.inputs])[0]

    node = request["node"]
    cut = prefix_to(program, node) if request.get("prefix") else cut_at(program, node)
    operands = [value(i.name) for i in cut.inputs]
    torch.manual_seed(0)
    with torch.no_grad():
        result = ProgramModule(cut).eval()(*[t.clone() for t in operands])[0]
    raw = erase_types(import_program(cut, operands), request.get("erase", "none"))
    return {"outcome": "cut", "program": cut.to_dict(), "inputs": [literal(t) for t in operands],
            "expected": literal(result), "shape": list(result.shape),
            "dtype": str(result.dtype).replace("torch.", ""), "raw_ir": raw}


def _chain(request: dict[str, Any]) -> dict[str, Any]:
    from generators.mlir import new_context, parse_module
    from oracles.case import Case, prepare_case
    from oracles.frontends import first_pipeline
    from oracles.iterate import OracleConfig
    from oracles.pipeline import PipelineFailure, module_pipeline, run_pipeline

    _, _, program = _module_and_inputs(request)
    if program is None:
        return {"outcome": "no-program"}
    config = OracleConfig()
    prepared = prepare_case(Case(program, None, request.get("erase", "none"), int(request.get("input_seed", 0)),
                                 config))
    if not hasattr(prepared, "raw_ir"):
        return {"outcome": "not-prepared"}
    steps = [{"ir": prepared.raw_ir, "pipeline": None}]
    for k in range(1, int(request["k"]) + 1):
        pipeline = module_pipeline(first_pipeline(config) if k == 1 else config.iterated_pipeline)
        module = parse_module(steps[-1]["ir"], new_context())
        try:
            run_pipeline(module, pipeline)
        except PipelineFailure as failure:
            return {"outcome": "chain", "steps": steps, "failed": {"k": k, "pipeline": pipeline,
                                                                  "message": failure.message}}
        steps.append({"ir": str(module), "pipeline": pipeline})
    return {"outcome": "chain", "steps": steps}
