"""One case, judged end to end: eager reference, import, erasure, iteration oracle.

A Case is plain data (it crosses the process boundary as JSON): a Program (or
a Python model file), the erasure level, the oracle config and the input seed.

Contract: `check_case` runs native code (torch, MLIR) and so runs only in a
worker process; it never raises for a problem with the case: every outcome is
a Verdict. Problems on irfuzz's side (eager rejects the program, eager
disagrees with itself or with the catalog, torch.export or erasure fails) are
`internal-error` verdicts, never findings.
"""

from __future__ import annotations

import re
import time
import traceback
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from generators.errors import UsageError
from generators.program import Program

from .backends import add_extra_backends
from .frontends import FrontendLimit, first_pipeline, get_frontend
from .iterate import OracleConfig, StageHook, no_hook, run_iterations
from .numerics import NumericReference, rules_for_model, rules_for_program
from .verdict import Finding, Symptom, Verdict, signature_of


@dataclass
class Case:
    program: Program | None = None
    model_file: str | None = None
    erase: str = "none"
    input_seed: int = 0
    config: OracleConfig = field(default_factory=OracleConfig)

    def to_dict(self) -> dict[str, Any]:
        return {"program": self.program.to_dict() if self.program else None, "model_file": self.model_file,
                "erase": self.erase, "input_seed": self.input_seed, "config": self.config.to_dict()}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Case:
        program = Program.from_dict(data["program"]) if data.get("program") else None
        return cls(program, data.get("model_file"), data.get("erase", "none"), data.get("input_seed", 0),
                   OracleConfig(**data.get("config", {})))


def _same_bits(a: Any, b: Any) -> bool:
    import torch

    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    if a.dtype.is_floating_point:
        return bool(torch.equal(a.view(_int_view(a.dtype)), b.view(_int_view(b.dtype))))
    return bool(torch.equal(a, b))


def _int_view(dtype: Any) -> Any:
    import torch

    return {2: torch.int16, 4: torch.int32, 8: torch.int64}[dtype.itemsize]


class ReferenceDisagrees(Exception):
    """Eager PyTorch and its own export (meta kernels) give outputs of other shapes or dtypes:
    what the compiled program should compute is not defined by PyTorch itself."""


def _static_shape(shape: Any) -> tuple[int | None, ...]:
    """A graph's output shape with each symbolic (dynamic) size as None."""
    return tuple(d if isinstance(d, int) else None for d in shape)


def _same_type_where_static(exported: tuple[Any, Any], eager: tuple[Any, Any]) -> bool:
    (shape, dtype), (eager_shape, eager_dtype) = exported, eager
    return dtype == eager_dtype and len(shape) == len(eager_shape) and all(
        d is None or d == e for d, e in zip(shape, eager_shape))


def eager_reference(case: Case) -> tuple[Any, tuple[Any, ...], NumericReference | None, str | None]:
    """(module to import, inputs, numeric reference, internal-error message or None).

    For a model file the module to import is its ExportedProgram (generators.importer's
    `export_module`, consumed by `import_module`): the output rules come from that graph
    (random and undefined values tainted, see generators/model_file.py), and the outputs,
    eager and compiled, are the flattened tensors the module returns."""
    import torch
    import torch.utils._pytree as pytree

    from generators.eager import ProgramModule, make_inputs
    from generators.importer import ExportFailure, export_module, user_outputs
    from generators.model_file import load_model_file
    from generators.taint import is_tainted, taint

    model_rules = None
    if case.program is not None:
        module: Any = ProgramModule(case.program).eval()
        inputs: tuple[Any, ...] = tuple(make_inputs(case.program, case.input_seed))
        kinds = taint(case.program)
        comparable = [not is_tainted(kinds[o]) for o in case.program.outputs]
        expected: list[Any] = [(tuple(s.shape), getattr(torch, s.dtype)) for s in case.program.output_specs()]
        expected_by = "catalog shape/dtype rules"
        to_import: Any = module
    else:
        assert case.model_file is not None
        module, inputs = load_model_file(case.model_file)
        to_import = module
    runs = []
    for _ in range(2):
        torch.manual_seed(0)
        try:
            with torch.no_grad():
                out = module(*[t.clone() for t in inputs])
        except Exception as exc:
            return to_import, inputs, None, f"eager PyTorch rejected the program: {type(exc).__name__}: {exc}"
        runs.append(pytree.tree_leaves(out))
    first, second = runs
    if not all(isinstance(t, torch.Tensor) for t in first):
        return to_import, inputs, None, "the model returns a value that is not a tensor (irfuzz compares tensors)"
    got = [(tuple(t.shape), t.dtype) for t in first]
    if case.program is not None and got != expected:  # the catalog is irfuzz's own
        return to_import, inputs, None, f"{expected_by} and eager disagree: expected {expected}, eager gave {got}"
    try:
        to_import = export_module(module, inputs, case.program)
    except ExportFailure as exc:
        return module, inputs, None, str(exc)
    if case.program is None:
        model_rules = rules_for_model(to_import)  # before the import rewrites the graph
        comparable = [not is_tainted(r.kind) for r in model_rules]
    # What the imported function will return: torch.export's graph (its meta kernels). Where
    # it disagrees with eager (eager arange sizes in double, the meta kernel in int64; `out=`
    # resizing) the reference itself is in doubt: never a compiler finding.
    exported = [(_static_shape(n.meta["val"].shape), n.meta["val"].dtype)
                if isinstance(n, torch.fx.Node) and isinstance(n.meta.get("val"), torch.Tensor) else None
                for n in user_outputs(to_import)]
    if len(got) != len(exported) or any(e is not None and not _same_type_where_static(e, g)
                                        for e, g in zip(exported, got)):
        raise ReferenceDisagrees(f"torch.export's graph (meta kernels) and eager disagree: the graph gives "
                                 f"{exported}, eager {got}")
    for i, (a, b) in enumerate(zip(first, second)):
        if comparable[i] and not _same_bits(a, b):
            return to_import, inputs, None, (f"eager PyTorch disagrees with itself on output {i}: "
                                             "the program is nondeterministic")
    if case.program is not None:
        rules = rules_for_program(case.program)
    else:
        assert model_rules is not None
        rules = model_rules
    return to_import, inputs, NumericReference(list(inputs), first, rules), None


@dataclass
class Prepared:
    """A case ready for the iteration oracle: its erased raw IR and its numeric reference."""

    case: Case
    raw_ir: str
    reference: NumericReference | None   # None: no numeric oracle (e.g. a second reference disagreed)
    timings: dict[str, float]
    limits: list[Finding] = field(default_factory=list)   # met while preparing (the frontend's)


def prepare_case(case: Case, on_stage: StageHook = no_hook) -> Prepared | Verdict:
    """Eager reference, import through the case's frontend (oracles/frontends) and erasure; a
    Verdict when the case ends there."""
    from generators.erasure import ErasureError, erase_types
    from generators.importer import ExportFailure, TorchMlirImportError

    frontend = get_frontend(case.config.frontend)
    if case.erase not in frontend.erase_levels:
        return Verdict(status="bad-input", erase=case.erase,
                       internal_error=f"the {frontend.name} frontend takes erasure levels "
                                      f"{', '.join(frontend.erase_levels)}, not {case.erase!r}")
    timings: dict[str, float] = {}
    start = time.perf_counter()
    on_stage("eager", 0, "", "")
    try:
        module, inputs, reference, problem = eager_reference(case)
    except ReferenceDisagrees as exc:  # counted apart, as a limit: neither a finding nor irfuzz's bug
        limit = Finding(symptom="reference-disagrees", stage="export", k=None, message=str(exc))
        return Verdict.ok(limits=[limit], erase=case.erase, timings=timings)
    except UsageError as exc:  # a model file without `model`/`inputs`: the user's input is bad
        return Verdict(status="bad-input", internal_error=str(exc), erase=case.erase)
    except Exception as exc:  # a model file may raise anything
        return Verdict.internal(f"eager reference failed: {type(exc).__name__}: {exc}", erase=case.erase)
    timings["eager"] = time.perf_counter() - start
    if problem:
        return Verdict.internal(problem, erase=case.erase, timings=timings)

    start = time.perf_counter()
    on_stage("import", 0, "", "")
    try:
        imported = frontend.import_exported(module, inputs, reference, on_stage)
    except FrontendLimit as exc:  # the exporter cannot take the program: nothing to judge
        timings["import"] = time.perf_counter() - start
        return Verdict.ok(limits=[exc.finding()], erase=case.erase, timings=timings)
    except ExportFailure as exc:
        return Verdict.internal(str(exc), erase=case.erase, timings=timings)
    except TorchMlirImportError as exc:
        finding = Finding(symptom="import-error", stage="import", k=None, message=str(exc),
                          log=traceback.format_exc())
        return Verdict("finding", [finding], erase=case.erase, timings=timings)
    try:
        raw = erase_types(imported.raw_ir, case.erase)
    except ErasureError as exc:
        return Verdict.internal(str(exc), erase=case.erase, timings=timings)
    timings["import"] = time.perf_counter() - start
    return Prepared(case, raw, reference if imported.numbers_confirmed else None, timings, imported.limits)


def judge_prepared(prepared: Prepared, on_stage: StageHook = no_hook, done: Sequence[str] = ()) -> Verdict:
    """The single-program verdict of a prepared case; `done`: its IR_1..IR_j, if computed
    already (see run_iterations)."""
    result = run_iterations(prepared.raw_ir, prepared.case.config, on_stage, prepared.reference, done)
    if prepared.case.config.extra_backends:
        add_extra_backends(result, prepared.case.config, prepared.reference, on_stage)
    timings = {**prepared.timings, **result.timings}
    findings = _localize_numeric_findings(prepared, result.findings, on_stage, timings, result.texts)
    if prepared.case.program is not None:
        _note_wrongly_refined(findings, prepared.case.program, result.texts)
    limits = prepared.limits + result.limits
    # What the Torch dialect cannot take is a limit, not a defect: a node the frontend's
    # conversion declines on purpose (ONNX), and, in raw IR the backend pipeline reads
    # directly, an op outside the dialect (`torch.operator`; in a frontend's IR that is
    # converted first, every op is one).
    frontend = get_frontend(prepared.case.config.frontend)
    findings, dialect_limits = _declined_by_the_frontend(frontend, findings)
    if not frontend.conversion_pipeline:
        # A generated program's op reaches torch-mlir as an op outside the dialect only through
        # PyTorch's own decompositions (index_fill of a transposed view becomes
        # prims.copy_strided): the same limit as a model file's.
        program = prepared.case.program
        own = sorted({node.op for node in program.nodes}) if program is not None else []
        findings, outside = _outside_the_dialect(prepared.raw_ir, findings, own)
        dialect_limits += outside
    limits += dialect_limits
    for outcome in result.outcomes[:1] if dialect_limits else []:
        outcome.outcome = "dialect-limit"
    verdict = Verdict("finding" if findings else "ok", findings, result.outcomes,
                      limits=limits, erase=prepared.case.erase, timings=timings)
    return with_features(verdict, prepared.raw_ir, result.texts, result.linalg_by_k)


def _note_wrongly_refined(findings: list[Finding], program: Program, texts: list[str]) -> None:
    """Each failure at an IR_k the Torch passes made (a compile failure after them, wrong
    numbers) gets `details["refined_wrong"]`: the first op whose result type in IR_k disagrees
    with the program's shapes (oracles/refined_shapes.py), where there is one. Triage points by
    it (docs/root-causes.md): the failure names the later op that trusted the type."""
    from .refined_shapes import first_wrongly_refined

    for finding in findings:
        if finding.symptom in (Symptom.CRASH, Symptom.TIMEOUT) or not finding.k or finding.k > len(texts):
            continue
        op = first_wrongly_refined(program, texts[finding.k - 1])
        if op is not None:
            finding.details = {**(finding.details or {}), "refined_wrong": op}


def _declined_by_the_frontend(frontend: Any, findings: list[Finding]) -> tuple[list[Finding], list[Finding]]:
    """(findings, limitations): each finding the frontend's conversion_limit turns into a limit."""
    kept, limits = [], []
    for f in findings:
        limit = frontend.conversion_limit(f)
        if limit is None:
            kept.append(f)
        else:
            limits.append(limit)
    return kept, limits


# The importer writes an op the Torch dialect does not define as a generic `torch.operator`;
# this pass is where the backend pipeline rejects each one that is left.
_OPERATOR = re.compile(r'torch\.operator "([\w.]+)"')
_OPERATOR_LEGALIZER = "torch-reduce-op-variants"


def _outside_the_dialect(raw_ir: str, findings: list[Finding],
                         own_ops: Sequence[str] = ()) -> tuple[list[Finding], list[Finding]]:
    """(findings, limitations) for raw Torch IR: when it holds ops the Torch dialect does not
    define (`torch.operator`: a model file's op, or one PyTorch's decompositions made of a
    generated program's), the k=1 pass error of the pass that legalizes them is the
    dialect's known limit, recorded as a `dialect-limit`, never a finding. A generated
    program's own op outside the dialect (`own_ops`: a catalog op such as movedim.intlist,
    declared by the catalog and recorded by a `limitation-*` corpus entry) stays as it was."""
    missing = sorted(name for name in set(_OPERATOR.findall(raw_ir))
                     if not any(name.removeprefix("torch.").startswith(op) for op in own_ops))
    if not missing:
        return findings, []
    kept, limits = [], []
    for f in findings:
        if f.symptom == "pass-error" and f.stage == "pipeline" and f.k == 1 and f.pass_name in (
                _OPERATOR_LEGALIZER, None):
            limits.append(Finding(symptom="dialect-limit", stage=f.stage, k=f.k, pass_name=f.pass_name,
                                  message=f"not in the Torch dialect (imported as torch.operator): "
                                          f"{', '.join(missing)}",
                                  pipeline=f.pipeline, before_ir=f.before_ir, stage_input_ir=f.stage_input_ir,
                                  log=f.log))
        else:
            kept.append(f)
    return kept, limits


def with_features(verdict: Verdict, raw_ir: str, texts: list[str], linalg_by_k: list[str | None]) -> Verdict:
    """`verdict` with its compiler features (oracles/features.py), read from IR already at hand."""
    from .features import program_features

    verdict.features = program_features(raw_ir, texts, linalg_by_k, verdict)
    return verdict


def reaches_the_backends(op: str, ir_k: str) -> bool:
    """Whether program op `op` ("aten.triu") is still an op of the backend-contract IR `ir_k`
    (`torch.aten.triu`, any overload): the shared Torch passes neither decomposed nor folded
    it, so each backend's conversion computes it."""
    return re.search(rf"\btorch\.{re.escape(op)}(\.\w+)? ", ir_k) is not None


def _localize_numeric_findings(prepared: Prepared, findings: list[Finding], on_stage: StageHook,
                               timings: dict[str, float], texts: Sequence[str] = ()) -> list[Finding]:
    """Key each numeric finding on its first wrong node (oracles/localize_numeric.py), not on
    the op of the output where the wrong value surfaced: `details["first_wrong_node"]` names
    it (None with `details["localization"]["reason"]` when it cannot be found alone; the
    key is then the output's, as before), `details["wrong_op_reaches_backends"]` whether
    that op is still in the finding's IR_k (`texts`: IR_1, IR_2, ...). Findings that now
    share a signature keep the first k's."""
    from .backends import backend_config, backend_of_stage
    from .localize_numeric import NUMERIC_SYMPTOMS, localize

    if prepared.reference is None:
        return findings
    kept: dict[str, Finding] = {}
    for finding in sorted(findings, key=lambda f: f.k or 0):
        if finding.symptom in NUMERIC_SYMPTOMS:
            start = time.perf_counter()
            # An extra backend's numbers are localized through that backend's lowering and executor.
            backend = backend_of_stage(finding.stage)
            config = backend_config(prepared.case.config, backend) if backend else prepared.case.config
            found = localize(prepared.case.program, prepared.reference.inputs, prepared.case.erase,
                             config, finding, on_stage)
            timings["localize"] = timings.get("localize", 0.0) + time.perf_counter() - start
            finding.details["first_wrong_node"] = found.node
            if found.node is not None and 0 < (finding.k or 0) <= len(texts):
                finding.details["wrong_op_reaches_backends"] = reaches_the_backends(found.node["op"],
                                                                                    texts[finding.k - 1])
            finding.details["localization"] = {"reason": found.reason, "prefixes_compiled": found.compiles,
                                               "seconds": found.seconds, "judged": found.judged,
                                               "whole_program": found.whole_program}
            key = found.key()
            if key is not None and found.node is not None:
                node = found.node
                finding.signature = signature_of(finding.symptom, finding.stage, finding.pass_name, key)
                finding.message += (f"\nfirst wrong node: {node['name']} = {node['op']} ({node['dtype']}"
                                    f"{node['shape']}), alone at IR_{node['k']}: {node['what']}")
        kept.setdefault(finding.signature, finding)
    return [f for f in findings if kept.get(f.signature) is f]


def check_case(case: Case, on_stage: StageHook = no_hook) -> Verdict:
    """The single-program path: every outcome is a Verdict."""
    prepared = prepare_case(case, on_stage)
    return prepared if isinstance(prepared, Verdict) else judge_prepared(prepared, on_stage)


def bisect_finding(case: Case, finding: dict[str, Any], reference: NumericReference | None) -> dict[str, Any] | None:
    """Replay the step into the finding's first bad IR pass by pass (see oracles/bisect.py)."""
    from generators.erasure import erase_types
    from generators.mlir import new_context, parse_module

    from .backends import backend_of_stage
    from .bisect import bisect_passes, make_judge
    from .executors import as_declared, get_executor
    from .pipeline import run_pipeline

    k = finding.get("k")
    if not k or not (finding["stage"] == "execute" or finding["stage"].startswith("lowering")):
        return None
    if backend_of_stage(finding["stage"]) is not None:  # the bisection judges the linalg path only
        return None
    if finding["stage"] == "execute" and not finding["symptom"].startswith("mismatch"):
        return None   # a crash or hang of compiled code: its judge reads numbers only
    bad_k = k + 1 if finding["symptom"].startswith("mismatch-k") else k
    module, inputs, eager, _ = eager_reference(case)
    imported = get_frontend(case.config.frontend).import_exported(module, inputs, eager)
    texts = [erase_types(imported.raw_ir, case.erase)]
    mlir = parse_module(texts[0], new_context())
    for step in range(1, bad_k + 1):
        run_pipeline(mlir, first_pipeline(case.config) if step == 1 else case.config.iterated_pipeline)
        texts.append(str(mlir))
    baseline = None
    if finding["symptom"].startswith("mismatch-k") and reference is not None:
        executor = get_executor(finding["details"]["executor"])
        baseline = as_declared(executor.load(executor.compile(finding["stage_input_ir"]))(reference.inputs),
                               [t.dtype for t in reference.eager])
    judge = make_judge(finding, case.config.lowering_pipeline, reference, baseline)
    pipeline = first_pipeline(case.config) if bad_k == 1 else case.config.iterated_pipeline
    result = bisect_passes(texts[bad_k - 1], pipeline, texts[bad_k], bad_k, judge)
    return result.to_dict() if result else None


def write_artifacts(case: Case, folder: str, finding: dict[str, Any] | None = None) -> list[str]:
    """Save what a finding folder shows beyond IR: `inputs.pt` and `expected.pt` (eager
    outputs), and for a numeric finding `actual.pt`, the compiled outputs of the IR in
    `before.mlir` (and `baseline.pt` for a k vs k+1 mismatch). Returns the files written."""
    import os

    import torch

    _, inputs, reference, problem = eager_reference(case)
    written = []
    torch.save(list(inputs), os.path.join(folder, "inputs.pt"))
    written.append("inputs.pt")
    if reference is not None:
        torch.save(reference.eager, os.path.join(folder, "expected.pt"))
        written.append("expected.pt")
    if finding and finding.get("stage", "").startswith("execute") and finding.get("details", {}).get("executor"):
        from .executors import as_declared, get_executor

        executor = get_executor(finding["details"]["executor"])
        dtypes = [t.dtype for t in reference.eager] if reference is not None else []
        runs = [("actual.pt", finding.get("before_ir"))]
        if finding.get("symptom", "").startswith("mismatch-k"):
            runs.append(("baseline.pt", finding.get("stage_input_ir")))
        for name, ir in runs:
            if ir:
                try:
                    outputs = as_declared(executor.load(executor.compile(ir))(list(inputs)), dtypes)
                except Exception:  # the finding stands without it; never lose the folder over it
                    continue
                torch.save(outputs, os.path.join(folder, name))
                written.append(name)
    if finding:
        from generators.json_text import format_json

        try:
            found = bisect_finding(case, finding, reference)
        except Exception as exc:  # bisection is a bonus: never lose the finding over it
            found = {"error": f"{type(exc).__name__}: {exc}"}
        if found is not None:
            with open(os.path.join(folder, "bisect.json"), "w") as fh:
                fh.write(format_json(found) + "\n")
            written.append("bisect.json")
    return written
