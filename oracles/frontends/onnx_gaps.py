"""The ONNX conversion's declared gaps: ONNX nodes `convert-torch-onnx-to-torch` declines on
purpose, each with the upstream code that declines it (the source of torch-mlir 20261001,
lib/Conversion/TorchOnnxToTorch/; docs/onnx.md names the commit).

When that pass fails at k = 1 to legalize a `torch.operator` one of these describes, the
program met the conversion's coverage, not a defect: it is a `dialect-limit` (counted, never
a finding), as a backend's missing conversion is a `backend-limit`. Found by the hand triage
of a 30-minute ONNX campaign (docs/onnx.md), where four such rows had been findings. Any
other failure of the conversion stays a finding: a pattern that fails on a node it claims to
convert (the importer typing an unranked value as rank 0, a missing cast to the result type)
fails the same way, so only a node matching an entry here is let off.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from ..verdict import Finding

CONVERSION_PASS = "convert-torch-onnx-to-torch"


@dataclass(frozen=True)
class OnnxNode:
    """The node a conversion failure names: its ONNX op, attributes (`torch.onnx.` prefix
    dropped, values as printed) and its operands' ranks (None where not a ranked tensor)."""

    op: str
    attrs: dict[str, str]
    operand_ranks: tuple[int | None, ...]


@dataclass(frozen=True)
class ConversionGap:
    op: str
    declines: Callable[[OnnxNode], bool]
    where: str     # the upstream code that declines it, and what it says


# onnxDtypeIntToTorchDtypeInt (Utils.cpp): the ONNX element types it maps ("TODO: Add complete mapping").
MAPPED_ONNX_DTYPES = {1, 2, 3, 6, 7, 9, 10, 11, 16}

GAPS = (
    ConversionGap("onnx.ScatterElements", lambda n: n.attrs.get("reduction") in ('"min"', '"max"'),
                  'DefaultDomainQtoZ.cpp "ScatterElements": "max/min reduction unsupported for scatter elements" '
                  "(TODO: Implement max and min cases)"),
    ConversionGap("onnx.Cast", lambda n: _int(n.attrs.get("to")) not in MAPPED_ONNX_DTYPES,
                  'DefaultDomainAtoF.cpp "Cast": "unimplemented support for the given dtype conversion" for an '
                  "ONNX type onnxDtypeIntToTorchDtypeInt (Utils.cpp) does not map (int16, uint16, uint32, ...)"),
    ConversionGap("onnx.ScatterND", lambda n: 0 in n.operand_ranks,
                  'DefaultDomainQtoZ.cpp "ScatterND": "expected data, indices and updates rank to be >= 1" '
                  "(ONNX allows rank-0 updates)"),
    ConversionGap("onnx.SplitToSequence", lambda n: len(n.operand_ranks) == 1,
                  'DefaultDomainQtoZ.cpp "SplitToSequence": "No of operands should be two.Keepdims attribute '
                  'is not yet implemented" (no `split` operand)'),
)

# MLIR's dialect-conversion diagnostic on the node the pass left: the generic form of the op.
_NOT_LEGALIZED = re.compile(r"failed to legalize operation 'torch\.operator'[^\n]*?\"torch\.operator\"\((.*)$", re.M)
_NAME = re.compile(r'<\{name = "([\w.]+)"\}>')
_ATTR = re.compile(r"torch\.onnx\.(\w+) = (\"[^\"]*\"|[^,}]+)")
_OPERAND_TYPES = re.compile(r"\}? : \((.*)\) -> ")
_TYPE = re.compile(r"!torch\.vtensor<\[([^\]]*)\],[^>]*>|!torch\.[\w.]+(?:<[^>]*>)?|none")


def _int(text: str | None) -> int | None:
    try:
        return int(str(text).split(":")[0].strip())
    except ValueError:
        return None


def failing_node(message: str) -> OnnxNode | None:
    """The ONNX node a `failed to legalize operation 'torch.operator'` diagnostic prints, or None."""
    found = _NOT_LEGALIZED.search(message)
    if found is None:
        return None
    text = found.group(1)
    name = _NAME.search(text)
    if name is None:
        return None
    attrs = {m.group(1): m.group(2).strip() for m in _ATTR.finditer(text)}
    types = _OPERAND_TYPES.search(text)
    ranks = tuple((len(m.group(1).split(",")) if m.group(1) else 0) if m.group(0).startswith("!torch.vtensor<[")
                  else None for m in _TYPE.finditer(types.group(1))) if types else ()
    return OnnxNode(name.group(1), attrs, ranks)


def declared_gap(finding: Finding) -> ConversionGap | None:
    """The gap `finding` is, when it is the conversion pass failing at k = 1 on a node it
    declines on purpose; None for any other finding."""
    if finding.symptom != "pass-error" or finding.k != 1 or finding.pass_name != CONVERSION_PASS:
        return None
    node = failing_node(finding.message or "")
    if node is None:
        return None
    return next((gap for gap in GAPS if gap.op == node.op and gap.declines(node)), None)


def as_limit(finding: Finding, gap: ConversionGap) -> Finding:
    return Finding(symptom="dialect-limit", stage=finding.stage, k=finding.k, pass_name=finding.pass_name,
                   message=f"the ONNX conversion declines this {gap.op} ({gap.where}): {finding.message}",
                   pipeline=finding.pipeline, before_ir=finding.before_ir, stage_input_ir=finding.stage_input_ir,
                   log=finding.log)
