"""Frontends: the ways a case's program reaches torch-mlir, by name.

- `fx` (the default): torch-mlir's FX importer on the ExportedProgram (fx_import.py).
- `onnx`: torch.onnx.export, torch-mlir's ONNX importer and `torch-onnx-to-torch-backend-pipeline`,
  with onnxruntime as a second reference (onnx_import.py; the [onnx] extra).

The oracle config names the frontend (`OracleConfig.frontend`), so it travels with a Case
through to_dict/from_dict, batches, the sandbox worker, reductions and campaign state. The
frontend's `conversion_pipeline` runs before the backend pipeline in IR_1's stage
(`first_pipeline`); IR_k+1 is the iterated pipeline on IR_k, whichever the frontend.
"""

from __future__ import annotations

from typing import Any

from generators.errors import UsageError

from .base import Frontend, FrontendLimit, Imported, StageHook
from .fx_import import FxFrontend
from .onnx_import import OnnxFrontend

__all__ = ["DEFAULT_FRONTEND", "FRONTENDS", "Frontend", "FrontendLimit", "Imported", "StageHook", "first_pipeline",
           "frontend_context", "get_frontend", "register_frontend"]

DEFAULT_FRONTEND = "fx"

FRONTENDS: dict[str, Frontend] = {}


def register_frontend(frontend: Frontend) -> Frontend:
    """Add `frontend` under its name; a second frontend with a taken name is rejected."""
    if frontend.name in FRONTENDS:
        raise ValueError(f"a frontend named {frontend.name!r} is registered already")
    FRONTENDS[frontend.name] = frontend
    return frontend


register_frontend(FxFrontend())
register_frontend(OnnxFrontend())


def get_frontend(name: str) -> Frontend:
    """The frontend called `name`; UsageError naming the known ones otherwise."""
    try:
        return FRONTENDS[name]
    except KeyError:
        raise UsageError(f"unknown frontend {name!r}; expected one of {', '.join(FRONTENDS)}") from None


def _elements(pipeline: str) -> str:
    """A pipeline's element list without its `builtin.module(...)` anchor."""
    text = pipeline.strip()
    return text[len("builtin.module("):-1] if text.startswith("builtin.module(") and text.endswith(")") else text


def first_pipeline(config: Any) -> str:
    """IR_1's pipeline for an oracle config: the frontend's conversion, then the backend
    pipeline (the backend pipeline alone when the frontend converts nothing)."""
    conversion = get_frontend(config.frontend).conversion_pipeline
    if not conversion:
        return config.backend_pipeline
    return f"builtin.module({conversion},{_elements(config.backend_pipeline)})"


def frontend_context(config: Any) -> dict[str, str]:
    """What a finding's meta.json records about its frontend: `{"frontend": name}`, nothing
    for the default (a folder without the key is the FX frontend's, as every folder made
    before frontends existed), so default campaigns write what they always wrote."""
    return {} if config.frontend == DEFAULT_FRONTEND else {"frontend": config.frontend}
