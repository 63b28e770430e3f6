"""The numeric reproducer: `repro.py` for a finding whose compiled numbers are wrong.

It needs only torch and torch-mlir (and IREE for a finding judged on iree-cpu): it compiles
the linalg-on-tensors IR in before.mlir with a copy of the irfuzz executor whose numbers
were judged (`details["executor"]`: refbackend.py, or iree_cpu.py when the oracle fell back
to it or ran with `--executor iree-cpu`), runs it on inputs.pt and judges the finding's
output against expected.pt (or, for k vs k+1, against IR_k's compiled output) with a
verbatim copy of oracles/compare.py under the finding's own rule (`details["rule"]`: value
kind, range, distribution, NaN policy). So it exits 1 exactly when that rule still fails on
that output, 0 when it holds, 2 when it cannot run.
"""

from __future__ import annotations

import os
import re
import shutil
from typing import Any

from oracles.verdict import Finding

NUMERIC_REPRO_PY = '''#!/usr/bin/env python3
"""irfuzz reproducer: __HEADLINE__

Needs only torch and torch-mlir (IREE too for iree-cpu). Compiles the linalg-on-tensors IR in
before.mlir (IR_k after torch-mlir's pipelines) with __EXECUTOR_FILE__ (irfuzz's __EXECUTOR__
executor, copied here: the one whose numbers the finding judged), runs it on inputs.pt and
judges output __OUTPUT__ against __REFERENCE__ with compare.py (irfuzz's oracles/compare.py,
copied verbatim) under the finding's rule: __RULE_TEXT__.
Exit status: 1 while that rule still fails on that output, 0 once it holds, 2 if it cannot
run (a missing or unreadable file, IR that does not compile, a run that fails).
"""
import importlib.util
import os
import sys
import types

HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = __OUTPUT__
K_VS_K1 = __K_VS_K1__   # compared with IR_k's compiled output (stage_input.mlir), not with eager
RULE = __RULE__
EXECUTOR = __EXECUTOR_REPR__
FLUSHES_DENORMALS = __FLUSHES__  # differences made only of subnormals flushed to zero are the executor's


def load_file(name, filename):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, filename))
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def load_executor():
    # The executor imports a few irfuzz names; provide them so torch-mlir (IREE) is all it needs.
    class IrfuzzError(Exception):
        pass

    class InternalError(IrfuzzError):
        pass

    class ExecutorLimit(IrfuzzError):
        pass

    class CompileFailure(IrfuzzError):
        def __init__(self, message, pass_name=None, log=""):
            super().__init__(message)

    def new_context():
        from torch_mlir import ir
        from torch_mlir.dialects import torch as torch_dialect
        from torch_mlir.passmanager import PassManager

        ctx = ir.Context()
        torch_dialect.register_dialect(ctx)
        with ctx:
            empty = ir.Module.parse("module {}")
            PassManager.parse("builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)").run(
                empty.operation)
        return ctx

    shims = {
        "generators": {}, "generators.errors": {"IrfuzzError": IrfuzzError, "InternalError": InternalError},
        "generators.mlir": {"new_context": new_context}, "oracles": {},
        "oracles.executors": {"CompileFailure": CompileFailure, "ExecutorLimit": ExecutorLimit,
                              "Invoker": object, "register_executor": lambda name: (lambda cls: cls)},
    }
    for name, attrs in shims.items():
        module = types.ModuleType(name)
        module.__dict__.update(attrs)
        module.__path__ = []
        sys.modules.setdefault(name, module)
    if EXECUTOR == "iree-cpu":
        return load_file("oracles.executors.iree_cpu", "iree_cpu.py").IreeCpuExecutor()
    return load_file("oracles.executors.refbackend", "refbackend.py").RefBackendExecutor()


def run(executor, ir_file, inputs, expected_dtypes):
    import torch

    with open(os.path.join(HERE, ir_file)) as fh:
        outputs = executor.load(executor.compile(fh.read()))(inputs)
    # linalg integers are signless: uint8 results come back as int8 with the same bits
    return [o.view(torch.uint8) if o.dtype == torch.int8 and d == torch.uint8 else o
            for o, d in zip(outputs, expected_dtypes)]


def judge():
    """The rule's Mismatch on OUTPUT (None when it holds); raises when it cannot run."""
    import torch

    compare = load_file("irfuzz_compare", "compare.py")
    inputs = torch.load(os.path.join(HERE, "inputs.pt"))
    expected = torch.load(os.path.join(HERE, "expected.pt"))
    dtypes = [t.dtype for t in expected]
    executor = load_executor()
    got = run(executor, "before.mlir", inputs, dtypes)
    if K_VS_K1:
        reference = run(executor, "stage_input.mlir", inputs, dtypes)
        return compare.compare_bits(OUTPUT, reference[OUTPUT], got[OUTPUT], RULE["nan"])
    problem = compare.compare_to_eager(OUTPUT, expected[OUTPUT], got[OUTPUT], RULE["kind"], RULE["range"],
                                       RULE["distribution"], RULE["nan"])
    if problem is not None and FLUSHES_DENORMALS and compare.only_flushed_denormals(
            expected[OUTPUT], got[OUTPUT], RULE["nan"]):
        return None  # what irfuzz records as an executor limit, not a finding
    return problem


def main():
    try:
        problem = judge()
    except BaseException as exc:  # whatever stops it, it did not reproduce
        if isinstance(exc, SystemExit) and exc.code in (None, 0):
            exc = RuntimeError("exited early")
        print(f"cannot run: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 2
    if problem is not None:
        print(f"REPRODUCED: {problem.describe()}", file=sys.stderr)
        return 1
    print(f"output {OUTPUT} satisfies the rule: fixed?", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
'''

# The executors a reproducer can carry (their file in oracles/executors/); any other runs on RefBackend.
_EXECUTOR_FILES = {"refbackend": ("refbackend", "refbackend.py"), "iree-cpu": ("iree-cpu", "iree_cpu.py")}
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


def write_numeric_repro(finding: Finding, folder: str) -> bool:
    """repro.py (+ refbackend.py and compare.py beside it) for a numeric finding; needs
    inputs.pt and expected.pt in the folder. False when the finding is not numeric or does not
    carry enough to judge it with the oracle's rule."""
    mismatches = finding.details.get("mismatches") or []
    if finding.symptom not in ("mismatch-eager", "mismatch-k", "mismatch-k-rng") or not mismatches:
        return False
    m = mismatches[0]
    rule = _finding_rule(finding, m)
    if rule is None:
        return False
    import oracles  # the packages only: no torch in this process
    import oracles.executors as executors

    executor = finding.details.get("executor", "refbackend")
    executor, executor_file = _EXECUTOR_FILES.get(executor, ("refbackend", "refbackend.py"))
    shutil.copy(os.path.join(os.path.dirname(executors.__file__), executor_file), os.path.join(folder, executor_file))
    shutil.copy(os.path.join(os.path.dirname(oracles.__file__), "compare.py"), os.path.join(folder, "compare.py"))
    k_vs_k1 = finding.symptom.startswith("mismatch-k")
    output = int(m.get("output", 0))
    replacements = {
        "__HEADLINE__": _docstring_safe(f"{finding.symptom} at k={finding.k}: {finding.message.splitlines()[0]}"),
        "__REFERENCE__": (f"IR_{finding.k}'s compiled output (stage_input.mlir)" if k_vs_k1
                          else "eager PyTorch (expected.pt)"),
        "__RULE_TEXT__": _docstring_safe(_rule_text(rule, k_vs_k1)),
        "__OUTPUT__": str(output), "__K_VS_K1__": repr(k_vs_k1), "__RULE__": repr(rule),
        "__EXECUTOR__": executor, "__EXECUTOR_FILE__": executor_file, "__EXECUTOR_REPR__": repr(executor),
        "__FLUSHES__": repr(executor == "iree-cpu"),
    }
    script = re.sub("|".join(replacements), lambda hit: replacements[hit.group(0)], NUMERIC_REPRO_PY)
    path = os.path.join(folder, "repro.py")
    with open(path, "w") as fh:
        fh.write(script)
    os.chmod(path, 0o755)
    return True
