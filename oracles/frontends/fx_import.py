"""The FX frontend: torch-mlir's `torch_mlir.fx` importer on the ExportedProgram itself
(generators/importer.py), the path `torch_mlir.fx.export_and_import` users take."""

from __future__ import annotations

from typing import Any, Sequence

from generators.erasure import ERASURE_LEVELS

from ..verdict import Finding
from .base import Imported, StageHook


class FxFrontend:
    name = "fx"
    conversion_pipeline = ""
    erase_levels = tuple(ERASURE_LEVELS)
    merges_modules = True

    def import_exported(self, exported: Any, inputs: Sequence[Any], reference: Any,
                        on_stage: StageHook | None = None) -> Imported:
        from generators.importer import import_module

        return Imported(import_module(exported, inputs))

    def missing(self) -> str | None:
        return None

    def conversion_limit(self, finding: Finding) -> Finding | None:
        return None   # no conversion pipeline
