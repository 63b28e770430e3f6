"""The numeric reproducer: `repro.py` for a finding whose compiled numbers are wrong.

A few lines holding the finding's case (which output, compared with eager or with IR_k, the
finding's own rule from `details["rule"]`: value kind, range, distribution, NaN policy; the
executor whose numbers were judged, `details["executor"]`) that run irfuzz's own
oracles/numeric_rerun.py: compile before.mlir with that executor, run it on inputs.pt, judge
the output with oracles/compare.py. No copy of the runtime sits in a finding folder, so a
reproducer never runs stale code; `irfuzz corpus bundle` (fuzz/findings/bundle.py) copies
`runtime_files()` beside the same script for a maintainer without irfuzz. It exits 1 exactly
when that rule still fails on that output, 0 when it holds, 2 when it cannot run.
"""

from __future__ import annotations

import os
from typing import Any

from fuzz.findings.repro import render_script
from oracles.verdict import Finding

NUMERIC_REPRO_PY = '''#!/usr/bin/env python3
"""irfuzz reproducer: @@HEADLINE@@

Compiles before.mlir (IR_k lowered to linalg-on-tensors) with irfuzz's @@EXECUTOR@@ executor, runs it
on inputs.pt and judges output @@OUTPUT@@ against @@REFERENCE@@ under the finding's rule:
@@RULE_TEXT@@ (oracles/numeric_rerun.py, oracles/compare.py).
Exit status: 1 while that rule still fails on that output, 0 once it holds, 2 if it cannot run.
Needs irfuzz importable; `irfuzz corpus bundle FOLDER --out DIR` copies the runtime beside it.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CASE = @@CASE@@
sys.path.insert(0, HERE)  # a bundle carries irfuzz's runtime files here
try:
    from oracles.numeric_rerun import main
except BaseException as exc:
    print(f"cannot run: irfuzz's runtime is not importable: {exc!r}", file=sys.stderr)
    sys.exit(2)
sys.exit(main(HERE, CASE))
'''

# The executors a reproducer can judge with (their files in oracles/executors/, the executor's own
# first); any other runs on RefBackend. The extra backends' (oracles/backends.py) build on the
# linalg path's executors.
EXECUTOR_FILES = {"refbackend": ("refbackend.py",), "iree-cpu": ("iree_cpu.py",),
                  "tosa-refbackend": ("tosa.py", "refbackend.py"), "iree-stablehlo": ("stablehlo.py", "iree_cpu.py")}
# What a numeric repro.py imports, beyond its executor's file: the files a bundle copies.
RUNTIME_FILES = ("generators/__init__.py", "generators/errors.py", "generators/mlir.py", "oracles/__init__.py",
                 "oracles/compare.py", "oracles/numeric_rerun.py", "oracles/executors/__init__.py")
# A rule from a finding recorded before details carried one: what the mismatch's rule implies.
_RULE_OF_MISMATCH = {"bits": "exact", "shape": "exact", "dtype": "exact", "close": "inexact"}


def _finding_rule(finding: Finding, mismatch: dict[str, Any]) -> dict[str, Any] | None:
    """The output's comparison rule (kind, source, range, distribution, nan), or None when the
    finding does not say enough to judge it the way the oracle did."""
    rule = finding.details.get("rule")
    if isinstance(rule, dict) and "kind" in rule:
        return {"kind": rule["kind"], "source": rule.get("source"), "range": rule.get("range"),
                "distribution": rule.get("distribution"), "nan": rule.get("nan", "bits")}
    kind = _RULE_OF_MISMATCH.get(mismatch.get("rule", "bits"))
    if kind is None:  # range/statistics without their bounds: cannot be judged alike
        return None
    return {"kind": kind, "source": None, "range": None, "distribution": None, "nan": "bits"}


def _rule_text(rule: dict[str, Any], k_vs_k1: bool) -> str:
    nan = "NaN bit patterns compared" if rule["nan"] == "bits" else "any NaN equals any NaN"
    if k_vs_k1:
        return f"bit for bit, {nan}"
    kind = rule["kind"]
    text = {"exact": f"exact (bit for bit, {nan})", "inexact": "inexact (torch.testing.assert_close tolerances)",
            "undefined": "undefined (shape and dtype only)"}.get(kind, kind)
    if kind == "random":
        text = "random (shape, dtype" + (f", range {rule['range']}" if rule["range"] is not None else "") + (
            f", {rule['distribution']} mean" if rule["distribution"] else "") + ")"
    return text + (f" [{rule['source']}]" if rule.get("source") else "")


def _docstring_safe(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"""', "'''")


def numeric_case(finding: Finding) -> dict[str, Any] | None:
    """What oracles/numeric_rerun.py judges for this finding, or None when it is not numeric
    or does not carry enough to judge it with the oracle's rule."""
    mismatches = finding.details.get("mismatches") or []
    if finding.symptom not in ("mismatch-eager", "mismatch-k", "mismatch-k-rng") or not mismatches:
        return None
    rule = _finding_rule(finding, mismatches[0])
    if rule is None:
        return None
    executor = finding.details.get("executor", "refbackend")
    return {"output": int(mismatches[0].get("output", 0)), "k_vs_k1": finding.symptom.startswith("mismatch-k"),
            "rule": rule, "executor": executor if executor in EXECUTOR_FILES else "refbackend"}


def runtime_files(case: dict[str, Any]) -> list[str]:
    """The irfuzz files (relative to its root) a numeric repro.py of `case` imports."""
    return [*RUNTIME_FILES, *(f"oracles/executors/{name}" for name in EXECUTOR_FILES[case["executor"]])]


def write_numeric_repro(finding: Finding, folder: str) -> bool:
    """repro.py for a numeric finding: a few lines that run oracles/numeric_rerun.py on the
    folder (needs inputs.pt and expected.pt there, and irfuzz importable; a bundle carries the
    runtime). False, writing nothing, when numeric_case() is None."""
    case = numeric_case(finding)
    if case is None:
        return False
    k_vs_k1 = case["k_vs_k1"]
    script = render_script(
        NUMERIC_REPRO_PY,
        headline=_docstring_safe(f"{finding.symptom} at k={finding.k}: {finding.message.splitlines()[0]}"),
        reference=(f"IR_{finding.k}'s compiled output (stage_input.mlir)" if k_vs_k1
                   else "eager PyTorch (expected.pt)"),
        rule_text=_docstring_safe(_rule_text(case["rule"], k_vs_k1)),
        output=str(case["output"]), executor=case["executor"], case=repr(case))
    path = os.path.join(folder, "repro.py")
    with open(path, "w") as fh:
        fh.write(script)
    os.chmod(path, 0o755)
    return True
