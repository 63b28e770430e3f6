"""A miscompile shown at its first wrong node: the one op, its command, and a lit test or a values test.

A numeric finding names its first wrong node (oracles/localize_numeric.py): the first op whose
compiled value is wrong while its operands are right. The report cuts the program there
(generators/cut.py: that node alone, fed the values its operands had; the nodes the value
needs when the node alone does not show it), imports it as irfuzz does at the finding's
erasure level, and runs the pipeline that made IR_k in torch-mlir-opt:

- a wrong **shape or dtype** that the pipeline's result type states (a static type eager
  PyTorch contradicts) becomes a **lit test** in torch-mlir's style, `// RUN: torch-mlir-opt
  %s -pass-pipeline=... | FileCheck %s` with a `CHECK` line holding eager's type, verified to
  fail today with `lit` and `filecheck` (the dev extra);
- a type the IR leaves open (a dynamic dim) can still show in what the defect's own pass
  emits: a corpus entry may hold that test, written by hand (`lit.mlir`, HAND_LIT), verified
  the same way and shown in its place;
- otherwise (wrong values, or a type the IR leaves open) the cut's own plain snippet
  (fuzz/findings/snippet.py) with literal inputs and eager's values, verified to show the
  failure, and the lowered IR of the op.

Contract: runs subprocesses (torch-mlir-opt, lit, python) and asks a Sandbox the `cut`
question (oracles/upstream_facts.py); never raises for what torch-mlir does.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, replace
from typing import Any

from fuzz.finding_folder import FindingRecord
from fuzz.findings.snippet import SnippetCheck, render_snippet, verify_snippet
from fuzz.findings.user_path import BACKEND_PIPELINES, output_type_of
from oracles.native_stack import torch_mlir_opt
from oracles.processes import run_bounded

# Torch dialect element types, as `!torch.vtensor<[...],T>` prints them.
TORCH_ELEMENT = {"bool": "i1", "uint8": "ui8", "int8": "si8", "int16": "si16", "int32": "si32", "int64": "si64",
                 "float16": "f16", "bfloat16": "bf16", "float32": "f32", "float64": "f64"}
LIT_LIMIT_S = 60.0
_RESULT = re.compile(r"func\.func @main\(.*\) -> (?:\((.*)\)|(!torch\.vtensor<[^>]*>))\s*(?:attributes.*)?\{")


@dataclass
class AtDefect:
    node: str                      # the first wrong node's name and op
    op: str
    kind: str                      # what is wrong: "shape", "dtype" or "values"
    cut: str                       # "the node alone" or "the nodes the value needs"
    ir: str                        # the cut's Torch IR, as irfuzz imports it at the finding's erasure level
    command: str                   # torch-mlir-opt -pass-pipeline=... cut.mlir (the pipeline that made IR_k)
    result_type: str | None        # the type that pipeline gives the result
    eager_type: str                # eager PyTorch's
    lit: str | None = None         # the lit test, when the pipeline states a wrong static type
    lit_fails_today: bool | None = None
    lit_how: str = ""
    lit_by_hand: bool = False      # the entry's own lit.mlir rather than eager's type
    snippet: str | None = None
    snippet_check: SnippetCheck | None = None
    lowered_command: str = ""
    lowered: str = ""              # the op lowered to the backend's dialect


def torch_type(shape: list[int], dtype: str) -> str:
    return f"!torch.vtensor<[{','.join(str(d) for d in shape)}],{TORCH_ELEMENT.get(dtype, dtype)}>"


def iterated_pipeline(record: FindingRecord) -> str:
    """The pipeline that made IR_k: the backend pipeline, then the simplification k-1 times."""
    k = int(record.k or 1)
    return "builtin.module(" + ",".join(["torch-function-to-torch-backend-pipeline"]
                                        + ["torch-simplification-pipeline"] * (k - 1)) + ")"


def result_types(ir_text: str) -> list[str]:
    found = _RESULT.search(ir_text)
    if found is None:
        return []
    text = found.group(1) or found.group(2)
    return re.findall(r"!torch\.v?tensor(?:<[^>]*>)?", text)


def _static(torch_type_text: str) -> bool:
    inner = re.match(r"!torch\.vtensor<\[([^\]]*)\],(\w+)>$", torch_type_text)
    return bool(inner) and "?" not in inner.group(1) and inner.group(2) != "unk"


def _opt(ir_text: str, pipeline: str) -> tuple[int, str, str]:
    binary = torch_mlir_opt() or "torch-mlir-opt"
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as fh:
        fh.write(ir_text)
    try:
        done = run_bounded([binary, f"-pass-pipeline={pipeline}", fh.name], LIT_LIMIT_S, errors="replace")
        return done.returncode, done.stdout, done.stderr
    except subprocess.TimeoutExpired:
        return -9, "", "timeout"
    finally:
        os.unlink(fh.name)


def lit_test(ir_text: str, pipeline: str, eager_type: str, what: str, op: str) -> str:
    """A torch-mlir style lit test whose CHECK holds eager's result type."""
    body = ir_text.strip().splitlines()
    return "\n".join([
        f"// RUN: torch-mlir-opt %s -pass-pipeline='{pipeline}' | FileCheck %s",
        "",
        f"// {op} must keep eager PyTorch's result {what}: {eager_type}",
        "// CHECK-LABEL: func.func @main",
        f"// CHECK-SAME: -> {eager_type}",
        *body, ""])


def verify_lit(test: str) -> tuple[bool | None, str]:
    """(fails today, how) from running `test` with lit and filecheck; None when they are missing."""
    lit = shutil.which("lit", path=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    filecheck = shutil.which("filecheck", path=os.path.dirname(sys.executable) + os.pathsep
                             + os.environ.get("PATH", ""))
    opt = torch_mlir_opt()
    if not (lit and filecheck and opt):
        return None, "lit, filecheck or torch-mlir-opt is not installed (pip install '.[dev]')"
    with tempfile.TemporaryDirectory(prefix="irfuzz-lit-") as folder:
        with open(os.path.join(folder, "lit.cfg.py"), "w") as fh:
            fh.write("import lit.formats\n"
                     "config.name = 'irfuzz'\n"
                     "config.test_format = lit.formats.ShTest(False)\n"
                     "config.suffixes = ['.mlir']\n"
                     f"config.substitutions.append(('torch-mlir-opt', {opt!r}))\n"
                     f"config.substitutions.append(('FileCheck', {filecheck!r}))\n")
        with open(os.path.join(folder, "test.mlir"), "w") as fh:
            fh.write(test)
        try:
            done = run_bounded([lit, "-v", folder], LIT_LIMIT_S, errors="replace")
        except subprocess.TimeoutExpired:
            return None, f"lit did not finish within {LIT_LIMIT_S:g} s"
    if "Failed Tests (1)" in done.stdout or "FAIL: irfuzz" in done.stdout:
        found = re.search(r"error: (.*)", done.stdout)
        return True, f"lit: FAIL ({found.group(1).strip() if found else 'CHECK not matched'})"
    if "PASS: irfuzz" in done.stdout:
        return False, "lit: PASS (its CHECK lines hold today: fixed?)"
    return None, f"lit could not run the test (exit {done.returncode}): {done.stdout.strip()[-200:]}"


# A corpus entry's hand-written lit test, at the pass that makes the defect: for a wrong shape
# or dtype that no static type states (module doc).
HAND_LIT = "lit.mlir"


def with_hand_lit(found: AtDefect, folder: str, verify: bool = True) -> AtDefect:
    """`found` with the folder's hand-written lit test (HAND_LIT), verified unless `verify`
    is False, where the first wrong node gives none of its own."""
    if found.lit is not None:
        return found
    try:
        with open(os.path.join(folder, HAND_LIT)) as fh:
            test = fh.read()
    except OSError:
        return found
    fails, how = verify_lit(test) if verify else (None, "not run")
    return replace(found, lit=test, lit_fails_today=fails, lit_how=how, lit_by_hand=True)


def at_first_wrong_node(record: FindingRecord, sandbox: Any, request: dict[str, Any], lowering: str | None,
                        verify: bool = True) -> AtDefect | None:
    """The finding shown at its first wrong node (module doc), or None when it names none.
    `request`: the report's facts request (oracles/upstream_facts.py); `lowering`: the
    RefBackend lowering, for the cut's snippet."""
    from generators.program import Program

    if not str(record.symptom or "").startswith("mismatch") or request.get("program") is None:
        return None
    node = _wrong_node(record, Program.from_dict(request["program"]))
    if node is None:
        return None
    kind = next((word for word in ("shape", "dtype") if f"{word} mismatch" in (record.message or "")), "values")
    pipeline = iterated_pipeline(record)
    output_type = output_type_of(record)
    best: AtDefect | None = None
    for prefix in (False, True):
        cut = sandbox.upstream_facts({**request, "what": "cut", "node": node["name"], "prefix": prefix,
                                      "erase": record.erase or "none"})
        if cut.get("outcome") != "cut":
            return best
        eager_type = torch_type(cut["shape"], cut["dtype"])
        rc, out, err = _opt(cut["raw_ir"], pipeline)
        types = result_types(out) if rc == 0 else []
        found = AtDefect(node["name"], str(node.get("op")), kind, "the nodes the value needs" if prefix else
                         "the node alone", cut["raw_ir"],
                         f"torch-mlir-opt -pass-pipeline='{pipeline}' cut.mlir", types[0] if types else None,
                         eager_type)
        inner = pipeline[len("builtin.module("):-1]
        backend = BACKEND_PIPELINES[output_type].replace("builtin.module(", f"builtin.module({inner},", 1)
        found.lowered_command = f"torch-mlir-opt -pass-pipeline='{backend}' cut.mlir"
        rc_low, lowered, _ = _opt(cut["raw_ir"], backend)
        found.lowered = lowered if rc_low == 0 else ""
        if kind != "values" and found.result_type and _static(found.result_type) and found.result_type != eager_type:
            found.lit = lit_test(cut["raw_ir"], pipeline, eager_type, kind, found.op)
            if verify:
                found.lit_fails_today, found.lit_how = verify_lit(found.lit)
            return found
        found.snippet = render_snippet(Program.from_dict(cut["program"]), cut["inputs"], record, output_type,
                                       False, lowering)
        if found.snippet is not None and verify:
            found.snippet_check = verify_snippet(found.snippet, record)
        if best is None or (found.snippet_check and found.snippet_check.shows):
            best = found
        if found.snippet_check is None or found.snippet_check.shows:
            return found
    return best


def _wrong_node(record: FindingRecord, program: Any) -> dict[str, Any] | None:
    """The first wrong node the finding names; for a folder localized by no irfuzz of its
    time, the node of the first wrong output (the cut's prefix holds what precedes it)."""
    details = record.details or {}
    node = details.get("first_wrong_node") or {}
    if node.get("name"):
        return dict(node)
    found = re.search(r"output (\d+):", record.message or "")
    index = int(found.group(1)) if found else 0
    if index >= len(program.outputs):
        return None
    name = program.outputs[index]
    op = next((n.op for n in program.nodes if n.name == name), None)
    return {"name": name, "op": op} if op else None


def at_defect_lines(found: AtDefect | None) -> list[str]:
    """The report's section for it."""
    if found is None:
        return []
    lines = [f"## At the first wrong node: `{found.op}` ({found.node})", "",
             f"The program cut down to {found.cut}, fed the values its operands have in eager PyTorch, as irfuzz "
             f"imports it. Eager PyTorch's result is `{found.eager_type}`; the pipeline that made IR_k gives "
             f"`{found.result_type or 'no result type (it failed)'}`.", "",
             "```sh", found.command, "```", "", "`cut.mlir`:", "", "```mlir", found.ir.strip(), "```", ""]
    if found.lit is not None:
        state = ("**verified: fails today**" if found.lit_fails_today else
                 "**passes today**" if found.lit_fails_today is False else "**not verified**")
        lines += [f"### lit test ({state}: {found.lit_how or 'not run'})", "",
                  (f"The {found.kind} is open in the IR's types; this test, written by hand, checks what the "
                   "pass that makes the defect emits:" if found.lit_by_hand else
                   f"The {found.kind} is wrong in the IR itself; this test holds eager's type:"), "",
                  "```mlir", found.lit.rstrip(), "```", ""]
    if found.snippet is not None:
        check = found.snippet_check
        state = ("**verified: shows the failure**" if check and check.shows else
                 f"**{check.status}**" if check else "not run")
        lines += [f"### The op alone in Python ({state}{': ' + check.how if check else ''})", "",
                  "```python", found.snippet.rstrip(), "```", ""]
    if found.lowered:
        excerpt = found.lowered.strip().splitlines()
        lines += ["### Its lowering", "", "```sh", found.lowered_command, "```", "", "```mlir",
                  *(excerpt[:60] + ([f"// ... {len(excerpt) - 60} more lines"] if len(excerpt) > 60 else [])),
                  "```", ""]
    return lines


__all__ = ["HAND_LIT", "AtDefect", "at_defect_lines", "at_first_wrong_node", "lit_test", "torch_type", "verify_lit",
           "with_hand_lit"]
