"""Standalone reproducer (torch-mlir only) for the root cause of this entry: shape refinement
gives `x[..., INT64_MAX:-1]` on a size-2 dim the static size 1 (PyTorch: 0).

Exit status: 1 = reproduced (refined to [1,1,1]), 0 = gone (refined to [1,1,0] or left
unknown), 2 = could not run (torch-mlir missing, pipeline failed, unexpected output)."""
import os
import re
import sys

try:
    from torch_mlir import ir
    from torch_mlir.dialects import torch as torch_d
    from torch_mlir.passmanager import PassManager
except Exception as exc:  # noqa: BLE001
    print(f"repro.py: cannot import torch_mlir: {exc}", file=sys.stderr)
    sys.exit(2)

here = os.path.dirname(os.path.abspath(__file__))
PIPELINE = "builtin.module(torch-shape-refinement-pipeline)"
try:
    text = open(os.path.join(here, "slice-refine.mlir")).read()
    ctx = ir.Context()
    torch_d.register_dialect(ctx)
    module = ir.Module.parse(text, ctx)
    with ctx:
        PassManager.parse(PIPELINE).run(module.operation)
except Exception as exc:  # noqa: BLE001
    print(f"repro.py: could not run torch-mlir-opt -pass-pipeline='{PIPELINE}': {exc}", file=sys.stderr)
    sys.exit(2)
out = str(module)
m = re.search(r"torch\.aten\.slice\.Tensor .* -> !torch\.vtensor(<\[([^\]]*)\]|\b)", out)
if m is None:
    print("repro.py: no aten.slice.Tensor in the output", file=sys.stderr)
    sys.exit(2)
shape = m.group(2)
print(f"slice result shape after {PIPELINE}: [{shape}] (PyTorch: [1,1,0])")
if shape == "1,1,1":
    print("reproduced: INT64_MAX start read as 0")
    sys.exit(1)
sys.exit(0)
