"""Verdicts, findings and their signatures.

A Verdict is what an oracle says about one case: `ok`, `finding` (one or more
Findings against the compiler), `internal-error` (a bug in irfuzz itself,
never reported against torch-mlir) or `bad-input` (VerdictStatus). Plain data,
JSON in and out. The vocabulary (Symptom, Stage, VerdictStatus) is defined here,
each value documented once; JSON holds their string values.

Signature contract: two findings with the same root cause get the same
signature. It hashes the symptom, the stage, the pass and the first
diagnostic with SSA names, symbols, shapes, numbers and locations normalized
away; `k` is not part of it (the same bug may surface at different k).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import asdict, dataclass, field
from enum import StrEnum
from typing import Any


class Symptom(StrEnum):
    """What went wrong, most severe first (a finding's `symptom`, the first word of its
    signature). `non-convergence` is the lower-severity class. `printer-error`: IR a pipeline
    printed does not parse back (the compiler's printer or the op it printed). From
    `executor-limit` on, limits (counted apart, never findings); `backend-limit`: an extra
    backend (oracles/backends.py) has no conversion for an op of the program; the ONNX
    frontend's (oracles/frontends/onnx_import.py): `exporter-limit` (torch.onnx.export cannot
    export the program), `onnxruntime-limit` (onnxruntime cannot run the exported model),
    `exporter-disagrees` (onnxruntime runs it and disagrees with eager). docs/oracle.md
    describes each (a test checks that it lists them all)."""

    CRASH = "crash"
    TIMEOUT = "timeout"
    VERIFIER_ERROR = "verifier-error"
    PRINTER_ERROR = "printer-error"
    PASS_ERROR = "pass-error"
    BACKEND_CONTRACT = "backend-contract"
    LOWERING_ERROR = "lowering-error"
    MISMATCH_K = "mismatch-k"
    MISMATCH_EAGER = "mismatch-eager"
    MISMATCH_K_RNG = "mismatch-k-rng"
    MISMATCH_DEVICE = "mismatch-device"
    IMPORT_ERROR = "import-error"
    NON_CONVERGENCE = "non-convergence"
    EXECUTOR_LIMIT = "executor-limit"
    BACKEND_LIMIT = "backend-limit"
    DIALECT_LIMIT = "dialect-limit"
    REFERENCE_DISAGREES = "reference-disagrees"
    EXPORTER_LIMIT = "exporter-limit"
    ONNXRUNTIME_LIMIT = "onnxruntime-limit"
    EXPORTER_DISAGREES = "exporter-disagrees"
    INTERNAL_ERROR = "internal-error"


class Stage(StrEnum):
    """Where in a check a finding happened (a finding's `stage`). `reference`: a frontend's
    second reference runs the exported program (onnxruntime). `lowering-<backend>` and
    `execute-<backend>`: an extra backend's lowering and the run of its output
    (oracles/backends.py), as `lowering` and `execute` are the linalg path's."""

    EAGER = "eager"
    EXPORT = "export"
    REFERENCE = "reference"
    IMPORT = "import"
    ERASE = "erase"
    PIPELINE = "pipeline"
    CONTRACT = "contract"
    LOWERING = "lowering"
    LOWERING_TOSA = "lowering-tosa"
    LOWERING_STABLEHLO = "lowering-stablehlo"
    EXECUTE = "execute"
    EXECUTE_TOSA = "execute-tosa"
    EXECUTE_STABLEHLO = "execute-stablehlo"


class VerdictStatus(StrEnum):
    """A Verdict's `status`: `ok`; `finding` (one or more findings against the compiler);
    `internal-error` (a bug in irfuzz itself, never reported against torch-mlir);
    `bad-input` (the case cannot be checked as asked: an erasure level its frontend does not
    support, a program its frontend cannot take; the user's error, not irfuzz's)."""

    OK = "ok"
    FINDING = "finding"
    INTERNAL_ERROR = "internal-error"
    BAD_INPUT = "bad-input"


# The same, as plain strings (what JSON holds and the code compares with).
SYMPTOMS = tuple(symptom.value for symptom in Symptom)
STAGES = tuple(stage.value for stage in Stage)
VERDICT_STATUSES = tuple(status.value for status in VerdictStatus)


@dataclass
class Finding:
    symptom: str
    stage: str
    k: int | None
    message: str
    pass_name: str | None = None      # the pass's argument, e.g. torch-refine-types
    pipeline: str | None = None       # the pipeline the stage ran (to reproduce)
    before_ir: str | None = None      # IR just before the failing pass (or the stage input)
    stage_input_ir: str | None = None  # IR the stage started from
    log: str = ""
    single_pass: str | None = None    # pipeline that reproduces from before_ir (the culprit alone if confirmed)
    pass_confirmed: bool = False         # running the culprit pass alone on before_ir reproduces it
    k_dependent: bool = False            # the case's outcome changes between some k and k+1 (iterate.py)
    details: dict[str, Any] = field(default_factory=dict)  # numeric mismatches: outputs, index, values
    signature: str = ""

    def __post_init__(self) -> None:
        if self.symptom not in SYMPTOMS:
            raise ValueError(f"unknown symptom {self.symptom!r}")
        if not self.signature:
            self.signature = signature_of(self.symptom, self.stage, self.pass_name, self.message)

    def summary(self) -> dict[str, Any]:
        """The fields `irfuzz check --json` prints (no IR bodies)."""
        out = {"symptom": self.symptom, "stage": self.stage, "pass": self.pass_name, "k": self.k,
               "k_dependent": self.k_dependent, "signature": self.signature, "message": self.message}
        if self.details:
            out["details"] = self.details
        return out

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Finding:
        return cls(**data)


@dataclass
class KOutcome:
    """What happened at one k: the differential the mission is about."""

    k: int
    outcome: str             # "ok", a symptom, or "not-run" (an earlier k failed)
    ir_hash: str | None = None
    changed: bool | None = None   # IR_k != IR_{k-1}
    lowered: bool | None = None
    numerics: str | None = None   # "ok", a numeric symptom, "executor-limit", "not-run"
    executor: str | None = None   # the executor whose run judged the numbers (a fallback's name
    #                               when the chosen one hit a limit); None when none ran them
    # The passes of the iterated pipeline whose changes made IR_k from IR_{k-1} (k >= 2, changed
    # only: oracles/convergence.py); None where not computed or unknown.
    changed_by: list[str] | None = None
    # Each extra backend's outcome at this k (oracles/backends.py): "ok" (ran, numbers as eager's),
    # a symptom of its lowering or its numbers, "backend-limit", "executor-limit" or "not-run".
    backends: dict[str, str] | None = None


@dataclass
class Verdict:
    status: str                          # a VerdictStatus
    findings: list[Finding] = field(default_factory=list)
    per_k: list[KOutcome] = field(default_factory=list)
    limits: list[Finding] = field(default_factory=list)   # executor and dialect limits: not compiler bugs
    internal_error: str | None = None
    erase: str = "none"
    timings: dict[str, float] = field(default_factory=dict)
    # What torch-mlir did with the program, as short sorted strings (oracles/features.py):
    # computed in the worker from IR the oracle already has; guided campaigns and the atheris
    # targets learn from them. Not part of the summary (`to_dict(full=False)`).
    features: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.status not in VERDICT_STATUSES:
            raise ValueError(f"unknown verdict status {self.status!r}")

    @classmethod
    def ok(cls, **kw: Any) -> Verdict:
        return cls(status="ok", **kw)

    @classmethod
    def internal(cls, message: str, **kw: Any) -> Verdict:
        return cls(status="internal-error", internal_error=message, **kw)

    def to_dict(self, full: bool = True) -> dict[str, Any]:
        out = {
            "status": self.status,
            "findings": [f.to_dict() if full else f.summary() for f in self.findings],
            "per_k": [asdict(o) for o in self.per_k],
            "limits": [f.to_dict() if full else f.summary() for f in self.limits],
            "internal_error": self.internal_error,
            "erase": self.erase,
            "timings": self.timings,
        }
        if full:
            out["features"] = list(self.features)
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Verdict:
        return cls(status=data["status"],
                   findings=[Finding.from_dict(f) for f in data.get("findings", [])],
                   per_k=[KOutcome(**o) for o in data.get("per_k", [])],
                   limits=[Finding.from_dict(f) for f in data.get("limits", [])],
                   internal_error=data.get("internal_error"),
                   erase=data.get("erase", "none"),
                   timings=data.get("timings", {}),
                   features=list(data.get("features", [])))


NORMALIZERS = [
    (re.compile(r'loc\([^)]*\)'), ""),
    (re.compile(r'"[^"\n]*":\d+:\d+:?'), ""),            # file:line:col prefixes
    # An op printed in a diagnostic stands for its name alone: operand counts, types and
    # attributes vary between instances of one bug. torch.operator keeps its aten name.
    (re.compile(r'(%[\w.$\-#]+ = )?"torch\.operator"\(.*?<\{name = "([^"]+)"\}>.*$'), r'torch.operator "\2"'),
    (re.compile(r'(%[\w.$\-#]+ = )?"([\w.]+)"\(.*$'), r'"\2"'),
    (re.compile(r"(%[\w.$\-#]+ = )?(torch\.[\w.]+) %.*$"), r"\2"),  # custom-syntax op dumps
    (re.compile(r"!torch\.list<v?tensor(<[^>]*>)?>"), "LIST"),  # before tensors: list<vtensor<..>>
    (re.compile(r"!torch\.v?tensor(<[^>]*>)?"), "TENSOR"),  # types: erasure, dtype and shape variants
    (re.compile(r"\btensor<[^>]*>"), "TENSOR"),
    (re.compile(r"%[\w.$\-#]+"), "%V"),                    # SSA names
    (re.compile(r"\^[\w]+"), "^B"),                        # block labels
    (re.compile(r"@[\w.$\-]+"), "@F"),                     # symbols
    (re.compile(r"\[[\d,?\s-]*\]"), "[S]"),                # torch shapes
    (re.compile(r"\b(\d+|\?)(x(\d+|\?))*x(?=[a-z])"), "Sx"),  # builtin tensor shapes 3x?x2xf32
    (re.compile(r"-?\b\d+(\.\d+)?([eE][+-]?\d+)?\b"), "N"),  # numbers
    (re.compile(r"\s+"), " "),
]


def normalize_message(message: str) -> str:
    """The first line of a diagnostic with everything instance-specific removed.
    A backend-contract message carries its first note after ' :: '; both parts count."""
    parts = []
    for part in message.split(" :: ")[:2]:
        first = part.strip().splitlines()[0] if part.strip() else ""
        for pattern, repl in NORMALIZERS:
            first = pattern.sub(repl, first)
        parts.append(first.strip()[:300])
    return " :: ".join(parts)


def signature_of(symptom: str, stage: str, pass_name: str | None, message: str) -> str:
    key = "|".join([symptom, stage, pass_name or "-", normalize_message(message)])
    return f"{symptom}-{hashlib.sha1(key.encode()).hexdigest()[:12]}"
