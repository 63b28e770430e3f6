#!/usr/bin/env python3
"""irfuzz reproducer: verifier-error in torch-simplify-dtype-calculations at k=1

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

PIPELINE = 'builtin.module(func.func(torch-simplify-dtype-calculations))'
EXPECTED = "'torch.tensor_static_info_cast' op operand type 'TENSOR' and result type 'TENSOR' are cast incompatible"  # the original failure's first diagnostic, normalized
IR = 'module {\n  func.func @main(%arg0: !torch.vtensor<[3,2],si64>, %arg1: !torch.vtensor<[0,2],f32>) -> !torch.vtensor {\n    %str = torch.constant.str "AssertionError: "\n    %none = torch.constant.none\n    %int4 = torch.constant.int 4\n    %int2 = torch.constant.int 2\n    %true = torch.constant.bool true\n    %int0 = torch.constant.int 0\n    %0 = torch.dtype.calculate {\n      %4 = torch.aten.neg %arg0 : !torch.vtensor<[3,2],si64> -> !torch.vtensor<[3,2],unk>\n      torch.dtype.calculate.yield %4 : !torch.vtensor<[3,2],unk>\n    } dtypes {\n      torch.dtype.calculate.yield.dtypes %int4 : !torch.int\n    } : !torch.vtensor<[3,2],unk>\n    %1 = torch.prim.ListConstruct %0, %arg1 : (!torch.vtensor<[3,2],unk>, !torch.vtensor<[0,2],f32>) -> !torch.list<vtensor>\n    %2 = torch.dtype.calculate {\n      torch.dtype.calculate.yield %0 : !torch.vtensor<[3,2],unk>\n    } dtypes {\n      %4 = torch.prim.ListConstruct  : () -> !torch.list<tuple<int, int>>\n      torch.prim.Loop %int2, %true, init() {\n      ^bb0(%arg2: !torch.int):\n        %11 = torch.aten.__getitem__.t %1, %arg2 : !torch.list<vtensor>, !torch.int -> !torch.vtensor\n        %12 = torch.aten.dim %11 : !torch.vtensor -> !torch.int\n        %13 = torch.prim.dtype %11 : !torch.vtensor -> !torch.int\n        %14 = torch.prim.TupleConstruct %12, %13 : !torch.int, !torch.int -> !torch.tuple<int, int>\n        %15 = torch.aten.append.t %4, %14 : !torch.list<tuple<int, int>>, !torch.tuple<int, int> -> !torch.list<tuple<int, int>>\n        torch.prim.Loop.condition %true, iter()\n      } : (!torch.int, !torch.bool) -> ()\n      %5 = torch.prim.ListConstruct  : () -> !torch.list<optional<int>>\n      %6 = torch.prim.ListConstruct  : () -> !torch.list<int>\n      %7 = torch.aten.len.t %4 : !torch.list<tuple<int, int>> -> !torch.int\n      %8 = torch.aten.ne.int %7, %int0 : !torch.int, !torch.int -> !torch.bool\n      torch.prim.If %8 -> () {\n        torch.prim.If.yield\n      } else {\n        torch.prim.RaiseException %str, %none : !torch.str, !torch.none\n        torch.prim.If.yield\n      }\n      %9 = torch.aten.len.t %4 : !torch.list<tuple<int, int>> -> !torch.int\n      torch.prim.Loop %9, %true, init() {\n      ^bb0(%arg2: !torch.int):\n        %11 = torch.aten.__getitem__.t %4, %arg2 : !torch.list<tuple<int, int>>, !torch.int -> !torch.tuple<int, int>\n        %12:2 = torch.prim.TupleUnpack %11 : !torch.tuple<int, int> -> !torch.int, !torch.int\n        %13 = torch.aten.append.t %5, %12#0 : !torch.list<optional<int>>, !torch.int -> !torch.list<optional<int>>\n        %14 = torch.aten.append.t %6, %12#1 : !torch.list<int>, !torch.int -> !torch.list<int>\n        torch.prim.Loop.condition %true, iter()\n      } : (!torch.int, !torch.bool) -> ()\n      %10 = torch.promote_dtypes %5, %6 : (!torch.list<optional<int>>, !torch.list<int>) -> !torch.int\n      torch.dtype.calculate.yield.dtypes %10 : !torch.int\n    } : !torch.vtensor<[3,2],unk>\n    %3 = torch.tensor_static_info_cast %2 : !torch.vtensor<[3,2],unk> to !torch.vtensor\n    return %3 : !torch.vtensor\n  }\n}\n'

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
