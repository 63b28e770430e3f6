"""Named pipeline variants: the pipeline options torch-mlir's own users and backends vary.

A variant fixes the two pipelines of the iteration oracle (OracleConfig.backend_pipeline, which
makes IR_1, and iterated_pipeline, which makes IR_{k+1} from IR_k). `default` is irfuzz's
configuration as it always was, left untouched, so every default campaign's programs and
findings stay reproducible. The others come from upstream torch-mlir:

- `backend-legal-ops` lists: the ops each backend keeps legal in torch-decompose-complex-ops
  and the backend contract, as torch-mlir's e2e configurations pass them
  (projects/pt1/python/torch_mlir_e2e_test/configs/jit_importer_backend.py BACKEND_LEGAL_OPS for
  linalg, TOSA and StableHLO; fx_importer_backend.py for the FX importer's linalg list). The same
  list goes to the iterated pipeline: a user iterating passes the options again.
- iterating the whole backend pipeline (adjust-calling-conventions and the contract loop) rather
  than the simplification pipeline alone: what running `torch-function-to-torch-backend-pipeline`
  on its own output does;
- the simplification pipeline's `decompose-complex-ops=false` for the runs after IR_1: the
  canonicalizers and the refinement passes on IR that satisfies the contract, without the
  decompositions (IR_1 still decomposes: the contract needs it).

Left out on purpose (they make failures that are the option's documented effect, not bugs, and
so would be false alarms): `decompose-complex-ops=false` or `shape-dtype-refine=false` for IR_1
(roll and the `*_like` ops are illegal undecomposed; erased types need refinement), a lower
`max-iterations` (the contract then fails for programs that need more rounds).

`rotates`: whether a campaign's rotation takes the variant by default. The StableHLO list and the
FX importer's linalg list name no op the generator's catalog makes, so for generated programs
they are the default pipeline again; they stay available by name (model files may use them).

Contract: `VARIANTS` is a registry keyed by name (duplicates rejected); `apply_variant` is pure.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from generators.errors import UsageError

DEFAULT_VARIANT = "default"
BACKEND = "torch-function-to-torch-backend-pipeline"
SIMPLIFICATION = "torch-simplification-pipeline"


@dataclass(frozen=True)
class PipelineVariant:
    name: str
    description: str
    backend_pipeline: str       # makes IR_1 (OracleConfig.backend_pipeline)
    iterated_pipeline: str      # makes IR_{k+1} from IR_k (OracleConfig.iterated_pipeline)
    rotates: bool = True        # in a campaign's default rotation


VARIANTS: dict[str, PipelineVariant] = {}


def register(variant: PipelineVariant) -> PipelineVariant:
    if variant.name in VARIANTS:
        raise ValueError(f"pipeline variant {variant.name!r} registered twice")
    VARIANTS[variant.name] = variant
    return variant


def _legal_ops(name: str, description: str, ops: tuple[str, ...], rotates: bool = True) -> PipelineVariant:
    option = "{backend-legal-ops=" + ",".join(ops) + "}"
    return register(PipelineVariant(name, description, BACKEND + option, SIMPLIFICATION + option, rotates))


register(PipelineVariant(DEFAULT_VARIANT, "irfuzz's pipelines as they always were (no options)", BACKEND,
                         SIMPLIFICATION))
_legal_ops("linalg-legal-ops", "the linalg backend's backend-legal-ops (torch-mlir e2e, JIT importer config)",
           ("aten.flatten.using_ints", "aten.adaptive_avg_pool1d", "aten.adaptive_avg_pool2d", "aten.unflatten.int"))
_legal_ops("tosa-legal-ops", "the TOSA backend's backend-legal-ops (torch-mlir e2e, JIT importer config)",
           ("aten.flatten.using_ints", "aten.native_layer_norm", "aten.linear"))
_legal_ops("stablehlo-legal-ops", "the StableHLO backend's backend-legal-ops (torch-mlir e2e); none of "
           "its ops is in irfuzz's catalog", ("aten.amax", "aten.amin", "aten.randn.generator",
                                             "aten.normal_functional", "aten.fmod.Tensor"), rotates=False)
_legal_ops("fx-linalg-legal-ops", "the FX importer config's linalg backend-legal-ops (torch-mlir e2e); not "
           "in irfuzz's catalog", ("aten.adaptive_max_pool2d",), rotates=False)
register(PipelineVariant("iterate-backend-pipeline", "IR_k+1 = the whole backend pipeline again on IR_k",
                         BACKEND, BACKEND))
register(PipelineVariant("iterate-no-decompose", "IR_k+1 = the simplification pipeline without "
                         "decompose-complex-ops", BACKEND, SIMPLIFICATION + "{decompose-complex-ops=false}"))


def get_variant(name: str) -> PipelineVariant:
    """The registered variant; UsageError naming the known ones otherwise."""
    try:
        return VARIANTS[name]
    except KeyError:
        raise UsageError(f"unknown pipeline variant {name!r}; known: {', '.join(VARIANTS)}") from None


def rotation(spec: str) -> tuple[str, ...]:
    """The variants a campaign rotates over, from `--variants`: 'all' (those that rotate by
    default), or a comma list of names (validated; the default variant is the rest of the share)."""
    if spec.strip() == "all":
        return tuple(v.name for v in VARIANTS.values() if v.rotates and v.name != DEFAULT_VARIANT)
    names = tuple(n.strip() for n in spec.split(",") if n.strip())
    for name in names:
        get_variant(name)
    return names


def apply_variant(config: Any, name: str) -> Any:
    """`config` (an OracleConfig) with the variant's pipelines; the default variant returns it
    as it is (whatever pipelines it was given)."""
    if name == DEFAULT_VARIANT:
        return config
    variant = get_variant(name)
    return replace(config, backend_pipeline=variant.backend_pipeline, iterated_pipeline=variant.iterated_pipeline)


def variant_context(name: str) -> dict[str, str]:
    """What a finding's meta.json records: `{"variant": name}`, nothing for the default (as
    folders made before variants existed)."""
    return {} if name == DEFAULT_VARIANT else {"variant": name}
