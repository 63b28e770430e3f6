"""Program or model -> raw Torch-dialect MLIR through torch-mlir's FX importer.

`decomposition_table={}` keeps aten.roll, the *_like ops, slice and cat as
they are, so torch-mlir's own decompositions (the code under test) run.

A graph that mutates (an op with a mutable schema: `fill_`, `detach_`, `copy_`,
`uniform_`, `out=`...) is functionalized first with `run_decompositions({})`: each
in-place op becomes its functional form (`fill_.Scalar` -> `fill.Scalar`); without
it the in-place op reaches torch-mlir on a value tensor, which is invalid IR (or an
unknown op), not a compiler bug. The empty table decomposes none of the ops under
test (roll, slice, cat, the *_like ops stay), but the result is inference IR, where
PyTorch itself has decomposed CompositeImplicitAutograd ops (narrow -> slice, chunk
-> split, flatten -> view, dropout). That, and its cost (a decomposition pass per graph), is why a
graph without mutation (every generated Program) is left as exported, for
torch-mlir's own decompositions to handle. Outputs that only write back a mutated
input or buffer are dropped: the imported function returns what the module
returns, as eager does.

Ops outside the Torch dialect (DECOMPOSED_AT_IMPORT: take_along_dim, swapaxes, index_fill.int_Scalar,
index_copy, narrow_copy) would reach torch-mlir as `torch.operator`, which no pass lowers; a default
user's `export_and_import` never shows the first four to torch-mlir, because its default table
decomposes them in PyTorch first (narrow_copy has no entry there: PyTorch's own decomposition
stands in, as a user who adds it to the table gets). A graph holding one is decomposed the same way, with
torch-mlir's default entries for exactly those ops (`run_decompositions` also turns the
graph's other view-like CompositeImplicitAutograd ops into their aten forms, as the mutation
path does: swapaxes -> transpose.int, narrow -> slice).

Contract: returns the module's text with one public function named `name`;
deterministic for a given Program; raises ExportFailure when torch.export
fails (our side: an internal error) and TorchMlirImportError when torch-mlir's
importer fails or builds IR that does not verify (a finding against torch-mlir).
`import_exported` consumes its ExportedProgram (torch-mlir's frozen import
rewrites the graph in place).
"""

from __future__ import annotations

from typing import Any, Sequence

import torch

from .eager import ProgramModule
from .errors import InternalError, IrfuzzError
from .program import Program


class ExportFailure(InternalError):
    """torch.export rejected the program: a bug in irfuzz's generator or frontend."""


class TorchMlirImportError(IrfuzzError):
    """torch-mlir's FX importer failed on a graph torch.export produced."""


def _dynamic_shapes(program: Program) -> Any:
    if not any(i.dynamic for i in program.inputs):
        return None
    # AUTO, not DYNAMIC: a dim the program forces static (cat with a static partner)
    # specializes quietly instead of failing the export.
    dyn = torch.export.Dim.AUTO
    # forward takes *args: export wants the per-input specs wrapped in one more tuple.
    return (tuple({d: dyn for d in i.dynamic} or None for i in program.inputs),)


def mutates(exported: torch.export.ExportedProgram) -> bool:
    """Whether the graph holds an op that writes to one of its operands."""
    return any(isinstance(n.target, torch._ops.OpOverload) and n.target._schema.is_mutable
               for n in exported.graph.nodes if n.op == "call_function")


DECOMPOSED_AT_IMPORT = ("aten.take_along_dim.default", "aten.swapaxes.default", "aten.index_fill.int_Scalar",
                        "aten.index_copy.default", "aten.narrow_copy.default")

# What torch-mlir's FX importer itself rewrites before building Torch IR, and into what:
# as_strided becomes index.Tensor over constant indices (torch_mlir/extras/fx_as_strided.py).
REWRITTEN_AT_IMPORT = {"aten.as_strided.default": "torch.aten.index.Tensor"}


def outside_dialect(exported: torch.export.ExportedProgram) -> list[Any]:
    """The ops of DECOMPOSED_AT_IMPORT the graph calls."""
    return list({n.target for n in exported.graph.nodes
                 if n.op == "call_function" and str(n.target) in DECOMPOSED_AT_IMPORT})


def _default_user_decompositions(needed: bool) -> dict[Any, Any]:
    """torch-mlir's default decompositions of the ops of DECOMPOSED_AT_IMPORT, all of them
    (one may decompose into another: index_fill -> index_copy -> index_put); none when not
    `needed`. A view op such as swapaxes has no entry: run_decompositions decomposes it anyway.
    narrow_copy has none in torch-mlir's table (a default user's export_and_import brings it as
    `torch.operator`, which no pass lowers): PyTorch's own decomposition stands in for it."""
    if not needed:
        return {}
    from torch._decomp import decomposition_table as pytorch_table
    from torch_mlir.extras.fx_decomp_util import get_decomposition_table

    table = {op: fn for op, fn in get_decomposition_table().items() if str(op) in DECOMPOSED_AT_IMPORT}
    have = {str(op) for op in table}
    table.update({op: fn for op, fn in pytorch_table.items()
                  if str(op) in DECOMPOSED_AT_IMPORT and str(op) not in have})
    return table


def export_module(module: torch.nn.Module, inputs: Sequence[torch.Tensor],
                  program: Program | None = None) -> torch.export.ExportedProgram:
    """torch.export (non-strict), functionalized when the graph mutates (see the module doc);
    `program`, when given, supplies the dynamic dims."""
    dynamic = _dynamic_shapes(program) if program is not None else None
    try:
        exported = torch.export.export(module, tuple(inputs), dynamic_shapes=dynamic, strict=False)
        foreign = bool(outside_dialect(exported))
        if mutates(exported) or foreign:
            exported = exported.run_decompositions(_default_user_decompositions(foreign))
    except Exception as exc:  # torch.export raises many types; all are ours to fix
        raise ExportFailure(f"torch.export failed: {type(exc).__name__}: {exc}") from exc
    return exported


def user_outputs(exported: torch.export.ExportedProgram) -> list[Any]:
    """The output graph nodes (or constants) the module returns, in order, without the
    write-backs of mutated inputs and buffers."""
    from torch.export.graph_signature import OutputKind

    output = next(n for n in exported.graph.nodes if n.op == "output")
    values = output.args[0] if isinstance(output.args[0], (tuple, list)) else [output.args[0]]
    specs = exported.graph_signature.output_specs
    return [v for v, spec in zip(values, specs) if spec.kind == OutputKind.USER_OUTPUT]


def import_exported(exported: torch.export.ExportedProgram, name: str = "main") -> str:
    from torch_mlir import fx

    output = next(n for n in exported.graph.nodes if n.op == "output")
    output.args = (tuple(user_outputs(exported)),)
    try:
        mlir_module = fx.export_and_import(exported, output_type="raw", func_name=name,
                                           decomposition_table={})
    except Exception as exc:
        raise TorchMlirImportError(f"{type(exc).__name__}: {exc}") from exc
    try:  # the importer does not verify what it builds; invalid IR is its failure, not ours
        verified = mlir_module.operation.verify()
    except Exception as exc:  # MLIRError carries the diagnostics
        raise TorchMlirImportError(f"the FX importer produced IR that does not verify: {exc}") from exc
    if not verified:
        raise TorchMlirImportError("the FX importer produced IR that does not verify")
    return str(mlir_module)


def import_program(program: Program, inputs: Sequence[torch.Tensor], name: str = "main") -> str:
    return import_module(ProgramModule(program).eval(), inputs, program, name)


def import_module(module: torch.nn.Module | torch.export.ExportedProgram, inputs: Sequence[torch.Tensor],
                  program: Program | None = None, name: str = "main") -> str:
    """Import any module, or an ExportedProgram from `export_module` (consumed);
    `program`, when given, supplies the dynamic dims."""
    exported = module if isinstance(module, torch.export.ExportedProgram) else export_module(module, inputs, program)
    return import_exported(exported, name)
