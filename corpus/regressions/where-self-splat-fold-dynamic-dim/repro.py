#!/usr/bin/env python3
"""irfuzz reproducer: verifier-error in torch-decompose-complex-ops at k=1

Runs PIPELINE on IR (both below) with torch-mlir only. Exit status, one meaning each:
  1  the same failure: the first error diagnostic, normalized, is the finding's (EXPECTED)
  0  it ran and nothing failed: fixed?
  2  it could not run (torch-mlir not importable, the IR or the pipeline does not parse, no
     result within IRFUZZ_REPRO_TIMEOUT seconds, default 300) or it failed differently
     (another diagnostic, a native crash)
"""
import os
import re
import subprocess
import sys

PIPELINE = 'builtin.module(torch-function-to-torch-backend-pipeline)'
EXPECTED = "type of return operand N ('TENSOR') doesn't match function result type ('TENSOR') in function @F"  # the original failure's first diagnostic, normalized
IR = 'module {\n  func.func @main(%arg0: !torch.vtensor<[1,?,0],f32>) -> !torch.vtensor<[1,?,0],f32> {\n    %0 = torch.vtensor.literal(dense<1> : tensor<ui8>) : !torch.vtensor<[],ui8>\n    %int11 = torch.constant.int 11\n    %1 = torch.prims.convert_element_type %0, %int11 : !torch.vtensor<[],ui8>, !torch.int -> !torch.vtensor<[],i1>\n    %none = torch.constant.none\n    %2 = torch.aten.clone %1, %none : !torch.vtensor<[],i1>, !torch.none -> !torch.vtensor<[],i1>\n    %float3.402820e38 = torch.constant.float 3.4028234663852886E+38\n    %3 = torch.aten.masked_fill.Scalar %arg0, %2, %float3.402820e38 : !torch.vtensor<[1,?,0],f32>, !torch.vtensor<[],i1>, !torch.float -> !torch.vtensor<[1,?,0],f32>\n    return %3 : !torch.vtensor<[1,?,0],f32>\n  }\n}\n'

NORMALIZERS = [('loc\\([^)]*\\)', ''), ('"[^"\\n]*":\\d+:\\d+:?', ''), ('(%[\\w.$\\-#]+ = )?"torch\\.operator"\\(.*?<\\{name = "([^"]+)"\\}>.*$', 'torch.operator "\\2"'), ('(%[\\w.$\\-#]+ = )?"([\\w.]+)"\\(.*$', '"\\2"'), ('(%[\\w.$\\-#]+ = )?(torch\\.[\\w.]+) %.*$', '\\2'), ('!torch\\.list<v?tensor(<[^>]*>)?>', 'LIST'), ('!torch\\.v?tensor(<[^>]*>)?', 'TENSOR'), ('\\btensor<[^>]*>', 'TENSOR'), ('%[\\w.$\\-#]+', '%V'), ('\\^[\\w]+', '^B'), ('@[\\w.$\\-]+', '@F'), ('\\[[\\d,?\\s-]*\\]', '[S]'), ('\\b(\\d+|\\?)(x(\\d+|\\?))*x(?=[a-z])', 'Sx'), ('-?\\b\\d+(\\.\\d+)?([eE][+-]?\\d+)?\\b', 'N'), ('\\s+', ' ')]


def normalize(message):
    """The first line of a diagnostic without SSA names, shapes, numbers, locations."""
    first = message.strip().splitlines()[0] if message.strip() else ""
    for pattern, repl in NORMALIZERS:
        first = re.sub(pattern, repl, first)
    return first.strip()[:300]


def reproduce():
    """Run PIPELINE on IR in this process; returns 0, 1 or 2 (see above)."""
    try:
        from torch_mlir import ir
        from torch_mlir.dialects import torch as torch_dialect
        from torch_mlir.passmanager import PassManager
    except Exception as exc:  # not installed, or a broken install
        print("cannot run: torch-mlir is not importable: %r" % (exc,), file=sys.stderr)
        return 2
    try:
        ctx = ir.Context()
        torch_dialect.register_dialect(ctx)
        with ctx:
            # torch_c (TorchConversion) is not in the wheel's dialect registry; the lowering
            # passes load it as a dependent dialect. Running their pipeline on an empty module
            # loads it, so IR captured mid-lowering (torch_c.from_builtin_tensor) parses.
            empty = ir.Module.parse("module {}")
            PassManager.parse("builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)").run(
                empty.operation)
            module = ir.Module.parse(IR)
            pm = PassManager.parse(PIPELINE)
    except Exception as exc:
        print("cannot run: the IR or the pipeline does not load: %s" % (exc,), file=sys.stderr)
        return 2
    try:
        with ctx:
            pm.run(module.operation)
    except ir.MLIRError as exc:
        print(exc, file=sys.stderr)
        diags = list(exc.error_diagnostics)
        message = str(diags[0].message) if diags else str(exc)
        first = message.strip().splitlines()[0] if message.strip() else "(no message)"
        if normalize(message) == EXPECTED:
            print("REPRODUCED: " + first, file=sys.stderr)
            return 1
        print("a different failure: " + first, file=sys.stderr)
        return 2
    except Exception as exc:
        print("a different failure: %r" % (exc,), file=sys.stderr)
        return 2
    print("no failure: fixed?", file=sys.stderr)
    return 0


CHILD_STATUS = {10: 0, 11: 1, 12: 2}  # the child's statuses, distinct from a crash's or Python's own


def main():
    if sys.argv[1:] == ["--in-process"]:
        return 10 + reproduce()
    # torch-mlir runs in a child: a native crash (a signal) or a hang there is a different
    # failure, reported as 2, never as whatever status the dying process happens to have.
    limit = float(os.environ.get("IRFUZZ_REPRO_TIMEOUT") or 300)
    try:
        done = subprocess.run([sys.executable, os.path.abspath(__file__), "--in-process"], timeout=limit)
    except subprocess.TimeoutExpired:
        print("cannot tell: no result within %g s (IRFUZZ_REPRO_TIMEOUT raises the limit)" % limit,
              file=sys.stderr)
        return 2
    if done.returncode in CHILD_STATUS:
        return CHILD_STATUS[done.returncode]
    print("a different failure: torch-mlir ended with status %d (a native crash?)" % done.returncode,
          file=sys.stderr)
    return 2


if __name__ == "__main__":
    try:
        status = main()
    except BaseException as exc:  # anything unforeseen is "could not run", never "reproduced"
        print("cannot run: %r" % (exc,), file=sys.stderr)
        status = 2
    sys.exit(status)
