"""The ONNX frontend: torch.onnx.export, then torch-mlir's ONNX importer, with onnxruntime as
a second reference.

The path, as torch-mlir's own ONNX e2e configuration and `torch-mlir-import-onnx` take it:
`torch.onnx.export(exported_program, dynamo=True)` (torch 2.13's default exporter; it needs
onnxscript) -> `onnx.shape_inference.infer_shapes(data_prop=True)` -> `ModelInfo` ->
`NodeImporter.define_function(main_graph).import_all()` -> raw IR of `torch.operator
"onnx.*"` ops, which `torch-onnx-to-torch-backend-pipeline` (this frontend's conversion
pipeline, part of IR_1's stage) turns into Torch-dialect IR before the backend pipeline.

Who is wrong, decided before torch-mlir runs:
- the exporter cannot export the program, or writes a model the ONNX checker rejects:
  `exporter-limit`, and the case ends (nothing valid to compile);
- onnxruntime cannot run the model (no kernel for an op and dtype): `onnxruntime-limit`;
- onnxruntime runs it and disagrees with eager under the output rules eager is judged by
  (oracles/compare.py): `exporter-disagrees`. The exported model computes something else
  than the program, so a wrong number from torch-mlir could be the exporter's.
In the last two cases the pipeline is still judged (a pass error or crash on a valid model is
torch-mlir's), but the numeric oracle is off: a wrong number is torch-mlir's only when eager
and onnxruntime agree and torch-mlir differs.
"""

from __future__ import annotations

import logging
import re
import warnings
from typing import Any, Sequence

from ..verdict import Finding, signature_of
from .base import FrontendLimit, Imported, StageHook
from .onnx_gaps import as_limit, declared_gap

# The packages this frontend needs (the [onnx] extra of setup.cfg).
REQUIRED = ("onnx", "onnxruntime", "onnxscript")


class OnnxFrontend:
    name = "onnx"
    conversion_pipeline = "torch-onnx-to-torch-backend-pipeline"
    # The ONNX importer types every value from ONNX shape inference, and TorchOnnxToTorch reads
    # result types to pick its conversions by design: erased types are no input this path has.
    erase_levels = ("none",)
    # Each program costs a torch.onnx.export that dwarfs a pipeline run's fixed cost
    # (docs/onnx.md), so programs are judged one by one rather than merged into one module.
    merges_modules = False

    def missing(self) -> str | None:
        import importlib.util

        absent = [name for name in REQUIRED if importlib.util.find_spec(name) is None]
        return (f"the onnx frontend needs {', '.join(absent)}: pip install -e '.[onnx]'" if absent else None)

    def conversion_limit(self, finding: Finding) -> Finding | None:
        gap = declared_gap(finding)
        return as_limit(finding, gap) if gap is not None else None

    def import_exported(self, exported: Any, inputs: Sequence[Any], reference: Any,
                        on_stage: StageHook | None = None) -> Imported:
        stage = on_stage or (lambda *args: None)
        stage("export", 0, "", "")
        model = export_onnx(exported, inputs)
        stage("reference", 0, "", "")
        limits, confirmed = second_reference(model, inputs, reference)
        stage("import", 0, "", "")
        return Imported(import_onnx(model), limits, confirmed)


def export_onnx(exported: Any, inputs: Sequence[Any]) -> Any:
    """The ONNX ModelProto of `exported` (torch.onnx.export, default exporter and options),
    shape-inferred and checked. FrontendLimit `exporter-limit` when the exporter fails or the
    model is not valid ONNX."""
    import onnx
    import torch

    try:
        with warnings.catch_warnings(), _quiet_exporter_logs():
            warnings.simplefilter("ignore")
            program = torch.onnx.export(exported, tuple(inputs), dynamo=True, verbose=False)
        model = program.model_proto
    except Exception as exc:  # the exporter raises many types; all mean "cannot export this"
        # Its own message is a generic "step 3/3" banner; the innermost cause names the op.
        root = exc
        while root.__cause__ is not None:
            root = root.__cause__
        first = str(root).strip().splitlines()[0] if str(root).strip() else ""
        raise FrontendLimit("exporter-limit", f"torch.onnx.export failed: {type(root).__name__}: {first}",
                            str(exc)) from exc
    try:
        onnx.checker.check_model(model, full_check=True)
        model = onnx.shape_inference.infer_shapes(model, data_prop=True)
    except Exception as exc:  # ValidationError, InferenceError
        message = f"the exported ONNX model is not valid: {type(exc).__name__}: {str(exc).strip().splitlines()[0]}"
        raise FrontendLimit("exporter-limit", message, str(exc), without_node_names(message)) from exc
    if len(model.graph.input) != len(inputs):
        raise FrontendLimit("exporter-limit", f"the exported ONNX model takes {len(model.graph.input)} inputs, "
                                              f"the program {len(inputs)}")
    return model


class _quiet_exporter_logs:
    """The exporter logs a warning per missing optional package (torchvision) at every call."""

    def __enter__(self) -> None:
        self.logger = logging.getLogger("torch.onnx")
        self.level = self.logger.level
        self.logger.setLevel(logging.ERROR)

    def __exit__(self, *exc: Any) -> None:
        self.logger.setLevel(self.level)


def run_onnxruntime(model: Any, inputs: Sequence[Any]) -> list[Any]:
    """The model's outputs on `inputs` from onnxruntime's CPU provider, as torch tensors. One
    thread (a campaign's worker shares the cores) and no graph optimizations: the reference is
    the model as written, not a rewrite of it. Raises what onnxruntime raises."""
    import onnxruntime
    import torch

    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = options.inter_op_num_threads = 1
    options.graph_optimization_level = onnxruntime.GraphOptimizationLevel.ORT_DISABLE_ALL
    options.log_severity_level = 3
    session = onnxruntime.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"])
    feeds = {arg.name: _to_ort(onnxruntime, t) for arg, t in zip(session.get_inputs(), inputs)}
    return [_from_ort(torch, value) for value in session.run_with_ort_values(None, feeds)]


def _to_ort(onnxruntime: Any, t: Any) -> Any:
    import torch

    t = t.detach().contiguous()
    if t.dtype == torch.bfloat16:  # numpy has no bfloat16: the same bits, typed by ONNX's enum
        import onnx

        return onnxruntime.OrtValue.ortvalue_from_numpy_with_onnx_type(t.view(torch.int16).numpy(),
                                                                        onnx.TensorProto.BFLOAT16)
    return onnxruntime.OrtValue.ortvalue_from_numpy(t.numpy())


def _from_ort(torch: Any, value: Any) -> Any:
    """A torch tensor with the value's own shape (rank 0 included) and a copy of its data."""
    if value.data_type() == "tensor(bfloat16)":  # no numpy type to go through: copy the bytes
        import ctypes

        size = value.tensor_size_in_bytes()
        if size == 0:  # torch.frombuffer rejects an empty buffer
            return torch.empty(value.shape(), dtype=torch.bfloat16)
        data = bytearray(ctypes.string_at(value.data_ptr(), size))
        return torch.frombuffer(data, dtype=torch.bfloat16).reshape(value.shape())
    return torch.from_numpy(value.numpy().copy(order="C"))


# onnx and onnxruntime name the node an error is about (`node with name 'node_add_2'`, `in
# node (node_add_2)`, `node name: node_add_2)`): the exporter's names, numbered per program.
_NODE_NAME = re.compile(r"( node)(?: with name '[^']*'| \([^)]*\)|(?= name:) name: [^),]*)")


def without_node_names(message: str) -> str:
    """`message` with the exporter's node names left out: a limit's key (one folder per op and
    error, whichever node of which program met it)."""
    return _NODE_NAME.sub(r"\1", message)


def second_reference(model: Any, inputs: Sequence[Any], reference: Any) -> tuple[list[Finding], bool]:
    """(limits, numbers confirmed): onnxruntime's outputs judged against eager's by the rules
    eager itself is the reference for (`reference`, an oracles.numerics.NumericReference)."""
    try:
        outputs = run_onnxruntime(model, inputs)
    except Exception as exc:  # onnxruntime's own error types: no kernel, type not supported
        message = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        message = f"onnxruntime cannot run the exported model: {message}"
        return [Finding(symptom="onnxruntime-limit", stage="reference", k=None, message=message, log=str(exc),
                        signature=signature_of("onnxruntime-limit", "reference", None,
                                               without_node_names(message)))], False
    disagreement = disagreement_with_eager(outputs, reference)
    if disagreement is None:
        return [], True
    key, message = disagreement
    return [Finding(symptom="exporter-disagrees", stage="reference", k=None, message=message,
                    signature=signature_of("exporter-disagrees", "reference", None, key))], False


def disagreement_with_eager(outputs: Sequence[Any], reference: Any) -> tuple[str, str] | None:
    """None when every one of onnxruntime's `outputs` keeps the rule eager's output is judged
    by (oracles/compare.py: exact bits, tolerances, range, or type only); else (key, message):
    the key names the output's op, value kind and the rule broken (one limit folder per kind of
    disagreement, as numeric findings are keyed), the message adds the first difference."""
    from ..compare import compare_to_eager

    if len(outputs) != len(reference.eager):
        key = "onnxruntime and eager return different numbers of outputs"
        return key, f"{key}: {len(outputs)} vs {len(reference.eager)}"
    for i, (rule, expected, actual) in enumerate(zip(reference.rules, reference.eager, outputs)):
        m = compare_to_eager(i, expected, actual, rule.kind, rule.value_range, rule.distribution, rule.nan)
        if m is not None:
            key = (f"onnxruntime vs eager: {m.rule} mismatch on an output of {rule.source} "
                   f"({getattr(rule.kind, 'value', rule.kind)})")
            return key, f"{key}: {m.describe()}"
    return None


def import_onnx(model: Any, name: str = "main") -> str:
    """torch-mlir's ONNX importer on `model` (shape-inferred): the module text, its function
    renamed `@name`. TorchMlirImportError when the importer fails or builds IR that does not
    verify (a finding against torch-mlir, as for the FX importer)."""
    from torch_mlir import ir
    from torch_mlir.extras import onnx_importer

    from generators.importer import TorchMlirImportError
    from generators.mlir import new_context

    try:
        info = onnx_importer.ModelInfo(model)
        module = info.create_module(context=new_context())
        onnx_importer.NodeImporter.define_function(info.main_graph, module.operation).import_all()
    except Exception as exc:
        raise TorchMlirImportError(f"ONNX importer: {type(exc).__name__}: {exc}") from exc
    try:
        verified = module.operation.verify()
    except Exception as exc:  # MLIRError carries the diagnostics
        raise TorchMlirImportError(f"the ONNX importer produced IR that does not verify: {exc}") from exc
    if not verified:
        raise TorchMlirImportError("the ONNX importer produced IR that does not verify")
    graph = info.main_graph.graph_proto.name
    with module.context:
        for op in module.body.operations:
            if op.operation.name == "func.func" and ir.StringAttr(op.attributes["sym_name"]).value == graph:
                op.attributes["sym_name"] = ir.StringAttr.get(name)
    return str(module)
