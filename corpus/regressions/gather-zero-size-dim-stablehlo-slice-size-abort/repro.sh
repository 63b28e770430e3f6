#!/bin/sh
# irfuzz: crash in convert-torch-to-stablehlo at k=1
# native crash: worker killed by SIGABRT (rc 134): LLVM ERROR: Failed to infer result type(s): at llvm::report_fatal_error in mlir::torch::torch_to_stablehlo::ConvertAtenOp<mlir::torch::Torch::AtenGatherOp>::matchAndRewrite
#
# The one-line reproducer (prints the diagnostic):
#   torch-mlir-opt -pass-pipeline='builtin.module(torch-backend-to-stablehlo-backend-pipeline)' stage_input.mlir
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"erase": "none", "k": 1, "message": "native crash: worker killed by SIGABRT (rc 134): LLVM ERROR: Failed to infer result type(s): at llvm::report_fatal_error in mlir::torch::torch_to_stablehlo::ConvertAtenOp<mlir::torch::Torch::AtenGatherOp>::matchAndRewrite", "pass": "convert-torch-to-stablehlo", "pipeline": "builtin.module(torch-backend-to-stablehlo-backend-pipeline)", "reproducer_pipeline": null, "seed": 0, "signature": "crash-74f0068819a7", "stage": "lowering-stablehlo", "symptom": "crash"}'
