"""What every frontend is: the interface, what an import gives back, and what it may raise.

A frontend takes the case's ExportedProgram (torch.export of the eager module, the graph
irfuzz's numeric reference was checked against, oracles/case.py) and returns the raw IR
the iteration oracle's first pipeline starts from. It may meet things that are neither a
finding nor irfuzz's bug (an op an exporter cannot export, a second reference that
disagrees with eager): those are limits, counted apart.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Protocol, Sequence

from generators.errors import IrfuzzError

from ..verdict import Finding, signature_of

StageHook = Callable[[str, int, str, str], None]


@dataclass
class Imported:
    """What a frontend made of one case.

    `raw_ir`: one public `func.func @main`, in the dialect `conversion_pipeline` expects.
    `limits`: limits met on the way (exporter, second reference), recorded with the verdict.
    `numbers_confirmed`: False when a second reference could not confirm eager's numbers for
    this frontend's program (it disagrees, or cannot run it): the numeric oracle is then off
    for the case, since a wrong number could be the exporter's, not torch-mlir's."""

    raw_ir: str
    limits: list[Finding] = field(default_factory=list)
    numbers_confirmed: bool = True


class FrontendLimit(IrfuzzError):
    """The frontend cannot take this program (its exporter cannot export an op, or writes a
    model that is not valid): a limit with this symptom, never a finding against torch-mlir.
    The case ends there."""

    def __init__(self, symptom: str, message: str, log: str = "", key: str | None = None) -> None:
        super().__init__(message)
        self.symptom, self.message, self.log = symptom, message, log
        self.key = key if key is not None else message   # what its signature is made of

    def finding(self) -> Finding:
        return Finding(symptom=self.symptom, stage="export", k=None, message=self.message, log=self.log,
                       signature=signature_of(self.symptom, "export", None, self.key))


class Frontend(Protocol):
    """One way into torch-mlir. Contracts: `import_exported` runs in the worker (native
    code), is deterministic for the same program and inputs, may consume `exported`, and
    raises only generators.importer's ExportFailure (irfuzz's side: internal error),
    TorchMlirImportError (torch-mlir's importer failed: a finding) or FrontendLimit."""

    name: str
    # Passes run on the raw IR before the backend pipeline at k = 1 ("" for none): they are
    # part of IR_1's stage, so a failure there is localized to its pass like any other.
    conversion_pipeline: str
    # The erasure levels (generators/erasure.py) whose IR is a real input of this path.
    erase_levels: tuple[str, ...]
    # Whether programs may share one module in a batch (oracles/batch.py).
    merges_modules: bool

    def import_exported(self, exported: Any, inputs: Sequence[Any], reference: Any,
                        on_stage: StageHook | None = None) -> Imported:
        """Raw IR of `exported` (called with `inputs`); `reference`: eager's NumericReference
        (oracles/numerics.py), for a frontend with a reference of its own to judge against.
        `on_stage(stage, 0, "", "")` is called before each step that runs native code, so a
        worker that dies there is pinned on that step (oracles/sandbox.py)."""
        ...

    def missing(self) -> str | None:
        """What is not installed for this frontend (a sentence), or None when it can run."""
        ...

    def conversion_limit(self, finding: Finding) -> Finding | None:
        """The limit `finding` is when it is `conversion_pipeline` declining a node on purpose
        (a gap upstream documents in its code, oracles/frontends/onnx_gaps.py), else None."""
        ...
