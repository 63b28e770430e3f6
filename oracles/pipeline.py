"""Running pass pipelines, and naming the pass that broke one.

`run_pipeline` runs a textual pipeline on a module in place with the verifier
after every pass (MLIR's verify-each) and raises PipelineFailure carrying the
first diagnostic. `localize` re-runs a failed (or crashed, or hung) stage with
IR printing to a file and reads back which pass failed and the IR just before
it: the `.mlir` and the one-pass command a maintainer asks for.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from dataclasses import dataclass, field
from typing import Any

from generators.errors import UsageError
from generators.mlir import new_context, parse_module


@dataclass
class PipelineFailure(Exception):
    message: str                 # first error diagnostic
    notes: list[str] = field(default_factory=list)
    full_text: str = ""
    line: int | None = None      # source line of the first diagnostic in the IR text that was run
    lines: list[int] = field(default_factory=list)  # lines of every error diagnostic and its notes
    # The passes that failed in the run that raised it, innermost first (`parse_failed_passes`),
    # where that run recorded them (run_pipeline's `record_failed_passes`); None: not recorded.
    failed_passes: tuple[str, ...] | None = None

    def __str__(self) -> str:
        return self.message


def module_pipeline(pipeline: str) -> str:
    """A pipeline as `builtin.module(...)`; users may give the bare element list."""
    text = pipeline.strip()
    return text if text.startswith("builtin.module(") else f"builtin.module({text})"


def check_pipeline(pipeline: str) -> str:
    """Parse a user pipeline string now, so a typo is a usage error, not a finding."""
    from torch_mlir.passmanager import PassManager

    full = module_pipeline(pipeline)
    try:
        PassManager.parse(full, context=new_context())
    except Exception as exc:
        raise UsageError(f"invalid pipeline {pipeline!r}: {exc}") from None
    return full


def expand_pipeline(pipeline: str) -> str:
    """The pipeline with every registered pipeline alias expanded into passes."""
    from torch_mlir.passmanager import PassManager

    return str(PassManager.parse(module_pipeline(pipeline), context=new_context()))


def _diagnostic_text(diag: Any) -> str:
    return str(getattr(diag, "message", diag))


def run_pipeline(module: Any, pipeline: str, verify: bool = True, record_failed_passes: bool = False) -> None:
    """Run `pipeline` on `module` in place, verifying after every pass unless `verify`
    is False; raise PipelineFailure on any error, an out-of-memory exception included.
    `record_failed_passes`: the failure also says which passes failed (its `failed_passes`,
    what `failed_passes` would read from a second run), at the cost of printing the failing
    op once; a run that passes prints nothing."""
    from torch_mlir import ir
    from torch_mlir.passmanager import PassManager

    with module.context:
        pm = PassManager.parse(module_pipeline(pipeline))
        pm.enable_verifier(verify)
        dump_dir = tempfile.mkdtemp(prefix="irfuzz-failed-passes-") if record_failed_passes else None
        if dump_dir is not None:
            # failed_passes's printing, into files (one per failed pass) instead of fd 2, which
            # stays the worker's stderr for a crash's stack dump.
            pm.enable_ir_printing(print_after_all=True, print_after_failure=True, print_module_scope=False,
                                  large_elements_limit=16, tree_printing_dir_path=dump_dir)
        try:
            pm.run(module.operation)
        except ir.MLIRError as exc:
            failure = _failure_from(exc)
            if dump_dir is not None:
                failure.failed_passes = parse_failed_passes(_tree_dump_text(dump_dir))
            raise failure from None
        except MemoryError as exc:
            # A pass threw std::bad_alloc (the bindings raise it as MemoryError): it asked for
            # more memory than there is (a size computed from INT64_MIN) or its heap was
            # corrupted. torch-mlir-opt aborts on it; here it is the pass's failure, never ours.
            raise PipelineFailure("out of memory: a pass threw std::bad_alloc",
                                  full_text=f"MemoryError: {exc}") from None
        finally:
            if dump_dir is not None:
                shutil.rmtree(dump_dir, ignore_errors=True)


def _tree_dump_text(root: str) -> str:
    """The after-failure dumps of a tree-printing run as one text, innermost failure first.
    MLIR writes `<op dir>/.../<n>_<pass>.mlir`, one folder per op the pass ran on, n counting
    that op's dumps: a pass nested deeper failed before the passes around it, and within one
    op the lower n first."""
    found = []
    for parent, _dirs, files in os.walk(root):
        for name in files:
            count, _, _ = name.partition("_")
            found.append((-parent.count(os.sep), parent, int(count) if count.isdigit() else 0, name))
    texts = []
    for _depth, parent, _count, name in sorted(found):
        with open(os.path.join(parent, name), errors="replace") as fh:
            texts.append(fh.read())
    return "\n".join(texts)


def run_ir(ir_text: str, pipeline: str) -> PipelineFailure | None:
    """Parse `ir_text` in a fresh context and run `pipeline` on it: the failure, or None."""
    try:
        run_pipeline(parse_module(ir_text, new_context()), pipeline)
    except PipelineFailure as failure:
        return failure
    return None


def _failure_from(exc: Exception) -> PipelineFailure:
    """The PipelineFailure for an MLIRError raised by PassManager.run: its first diagnostic."""
    diags = list(getattr(exc, "error_diagnostics", []))
    first = diags[0] if diags else None
    message = _diagnostic_text(first) if first is not None else str(exc)
    notes = [_diagnostic_text(n) for n in getattr(first, "notes", [])] if first is not None else []
    lines = [n for d in diags for n in [_line_of(d)] + [_line_of(x) for x in getattr(d, "notes", [])]
             if n is not None]
    return PipelineFailure(message or "pass pipeline failed without a diagnostic", notes, str(exc),
                           _line_of(first), lines)


def _line_of(diag: Any) -> int | None:
    """The line of a diagnostic's location in the parsed text (`loc("-":12:7)` and fused forms)."""
    match = re.search(r'":(\d+):\d+', str(getattr(diag, "location", "")))
    return int(match.group(1)) if match else None


# The Torch ops a conversion may leave unconverted: computational ops (dead list constructs and
# constants are cleaned up by later passes, and never what a conversion lacks).
_TORCH_OP = re.compile(r"^\s*(?:%\S+ = )?(torch\.(?:aten\.|operator)[\w.]*)[\s(]", re.M)
# The linalg lowering's conversions (torch-backend-to-linalg-on-tensors-backend-pipeline up to
# convert-torch-to-tensor): what a Torch op they leave in place is read from.
LINALG_CONVERSION = ("builtin.module(func.func(torch-restructure-non-constant-axes),"
                     "func.func(torch-fuse-quantized-ops),func.func(convert-torch-to-tmtensor),func.func(canonicalize),func.func(convert-torch-to-linalg),"
                     "func.func(canonicalize),func.func(convert-torch-to-scf),func.func(convert-torch-to-arith),"
                     "func.func(convert-torch-to-tensor))")


def unconverted_ops(stage_input: str, conversion_pipeline: str) -> list[str]:
    """The Torch ops `conversion_pipeline` leaves in place on `stage_input` (sorted names;
    empty when the conversion itself fails, or leaves none)."""
    module = parse_module(stage_input, new_context())
    try:
        run_pipeline(module, conversion_pipeline)
    except PipelineFailure:
        return []
    return sorted(set(_TORCH_OP.findall(str(module))))


def verifies(module: Any) -> bool:
    try:
        return bool(module.operation.verify())
    except Exception:
        return False


# -- localization ---------------------------------------------------------

# `// -----// IR Dump Before CanonicalizerPass: canonicalize{opts} ('func.func' operation: @main) //----- //`
_BEFORE = re.compile(r"^// -----// IR Dump Before (\w+): ([^\s{(]+)(\{[^}]*\})? \(.*//----- //$", re.M)


@dataclass
class PassDump:
    pass_class: str       # C++ class, e.g. "RefineTypes"
    pass_name: str        # argument, e.g. "torch-refine-types"
    before_ir: str        # the module right before the pass ran


# A function pass's header names its function in a module-scope dump ("... ('func.func'
# operation: @p3) //----- //"); in a function-scope dump the function printed after it does.
_HEADER_FUNCTION = re.compile(r"\('func\.func' operation: @([\w$.-]+)\) //----- //$")
_PRINTED_FUNCTION = re.compile(r"^func\.func (?:private )?@([\w$.-]+)\(")


def last_pass_function(dump: str) -> str | None:
    """The function the last pass of a print-before-all dump started on; None when that pass
    runs on the module (or nothing was printed)."""
    start = dump.rfind("// -----// IR Dump Before ")
    if start < 0:
        return None
    header, _, body = dump[start:].partition("\n")
    match = _HEADER_FUNCTION.search(header)
    if match:
        return match.group(1)
    first = next((line.strip() for line in body.splitlines() if line.strip()), "")
    match = _PRINTED_FUNCTION.match(first)
    return match.group(1) if match else None


def parse_ir_dump(dump: str) -> list[PassDump]:
    """Every `IR Dump Before` section of a module-scope print-before-all dump, in order.
    After a failure, crash or hang the last one is the pass that was running."""
    headers = list(_BEFORE.finditer(dump))
    out = []
    for i, m in enumerate(headers):
        end = headers[i + 1].start() if i + 1 < len(headers) else len(dump)
        body = dump[m.end():end]
        out.append(PassDump(m.group(1), m.group(2), _module_text(body)))
    return out


def _module_text(body: str) -> str:
    """The module of one dump section: up to its closing brace, and the `{-# dialect_resources
    #-}` block printed after it when there is one (the blobs of `dense_resource` constants:
    without them a replay reads a missing blob, and the ONNX conversion of ConstantOfShape
    crashes on it). Anything else after the brace (diagnostics on fd 2) is not IR."""
    close = body.find("\n}\n")
    if close < 0:
        return body.strip() + "\n"
    module, rest = body[: close + 3], body[close + 3:]
    if rest.lstrip().startswith("{-#"):
        end = rest.find("#-}")
        if end >= 0:
            module += rest[: end + 3]
    return module.strip() + "\n"


# `// -----// IR Dump After SimplifyDtypeCalculations Failed: torch-simplify-dtype-calculations //----- //`
# MLIR prints one such header per pass that failed, innermost first: a pass nested in a
# dynamic pipeline (torch-lower-to-backend-contract runs the simplification pipeline) fails,
# then the pass that ran it. A verifier error after a pass (verify-each) is that pass failing.
_AFTER_FAILED = re.compile(r"^// -----// IR Dump After (\w+) Failed: ([^\s{(]+)(\{[^}]*\})?", re.M)


def parse_failed_passes(dump: str) -> tuple[str, ...]:
    """Every `IR Dump After <Pass> Failed` header of a print-after-failure dump, innermost
    first, as `pass-argument{options}`. Empty when no pass failed (or nothing was printed)."""
    return tuple(f"{m.group(2)}{m.group(3) or ''}" for m in _AFTER_FAILED.finditer(dump))


def run_with_ir_dump(ir_text: str, pipeline: str, dump_path: str, after_failure: bool = False,
                     before_all: bool = True, module_scope: bool = True) -> PipelineFailure | None:
    """Run `pipeline` on `ir_text` in a fresh context, single-threaded, printing the module
    before every pass (`before_all`; with `module_scope` False, only the op the pass runs on:
    a function pass prints its function, a fraction of a batch's module) and, with
    `after_failure`, after each pass that fails into `dump_path`. Native output goes to fd 2,
    so fd 2 is pointed at the file for the duration. Returns the failure (its first
    diagnostic), or None if it passed."""
    from torch_mlir import ir
    from torch_mlir.passmanager import PassManager

    ctx = new_context()
    # Module-scope printing needs it; without it too, one thread makes the first failing
    # function the one printed first, the same one the first diagnostic names.
    ctx.enable_multithreading(False)
    module = parse_module(ir_text, ctx)
    fd = os.open(dump_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    saved = os.dup(2)
    try:
        os.dup2(fd, 2)
        with ctx:
            pm = PassManager.parse(module_pipeline(pipeline))
            # print_after_all with print_after_failure prints only after the passes that fail.
            pm.enable_ir_printing(print_before_all=before_all, print_after_all=after_failure,
                                  print_module_scope=before_all and module_scope,
                                  print_after_failure=after_failure,
                                  large_elements_limit=None if before_all and module_scope else 16)
            try:
                pm.run(module.operation)
            except ir.MLIRError as exc:
                return _failure_from(exc)
            except Exception as exc:
                return PipelineFailure(str(exc).splitlines()[0] if str(exc) else "failed", [], str(exc))
            return None
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(fd)


def failed_passes(ir_text: str, pipeline: str) -> tuple[PipelineFailure | None, tuple[str, ...]]:
    """Which passes failed when `pipeline` runs on `ir_text`: one run with print-after-failure
    only (no IR printed for passes that succeed; the failing op printed once per failed pass,
    large constants elided). Returns the failure and `parse_failed_passes` of the dump."""
    with tempfile.NamedTemporaryFile(suffix=".dump") as dump:
        failure = run_with_ir_dump(ir_text, pipeline, dump.name, after_failure=True, before_all=False)
        with open(dump.name, errors="replace") as fh:
            return failure, parse_failed_passes(fh.read())


def dump_passes(ir_text: str, pipeline: str, dump_path: str) -> list[PassDump]:
    run_with_ir_dump(ir_text, pipeline, dump_path)
    with open(dump_path, errors="replace") as fh:
        return parse_ir_dump(fh.read())


# -- reproducer commands --------------------------------------------------

def nesting(pipeline: str) -> list[tuple[str, list[str]]]:
    """(pass element with options, anchor path) for every pass in an expanded pipeline."""
    out: list[tuple[str, list[str]]] = []
    stack: list[str] = []
    i, token = 0, ""
    depth_braces = 0
    while i < len(pipeline):
        c = pipeline[i]
        if c == "{":
            depth_braces += 1
        elif c == "}":
            depth_braces -= 1
        if depth_braces == 0 and c == "(":
            stack.append(token.strip())
            token = ""
        elif depth_braces == 0 and c in ",)":
            if token.strip():
                out.append((token.strip(), list(stack)))
            token = ""
            if c == ")":
                stack.pop()
        else:
            token += c
        i += 1
    return out


def single_pass_pipeline(pass_name: str, *pipelines: str) -> str | None:
    """`builtin.module(func.func(pass{opts}))` for `pass_name`, found in the expansion
    of the given pipelines (the stage's own first, then the pipelines it nests)."""
    for pipeline in pipelines:
        try:
            expanded = expand_pipeline(pipeline)
        except Exception:
            continue
        for element, anchors in nesting(expanded):
            if element.split("{")[0] == pass_name:
                text = element
                for anchor in reversed(anchors):
                    text = f"{anchor}({text})"
                return text
    return None
