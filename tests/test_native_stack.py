"""Native crashes are named by the torch-mlir function on torch-mlir-opt's own stack dump."""

import json
import os

import pytest

from fuzz.findings.native_stack import crash_frames, function_of, replay_crash_frames, torch_mlir_frame

DATA = os.path.join(os.path.dirname(__file__), "data", "native_stack")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_a_recorded_abort_names_the_decomposition_pattern_not_the_signal_machinery():
    with open(os.path.join(DATA, "decompose_repeat_abort.txt")) as fh:
        frames = crash_frames(fh.read())
    # the signal handler, libc's abort and an unsymbolized frame are skipped
    assert frames[0] == "mlir::torch::Torch::(anonymous namespace)::DecomposeAtenRepeatOp::matchAndRewrite"
    assert torch_mlir_frame(frames) == frames[0]


def test_function_names_lose_arguments_const_files_and_addresses():
    assert function_of("(anonymous namespace)::ConvertAtenViewOp::matchAndRewrite(mlir::torch::Torch::AtenViewOp, "
                       "mlir::ConversionPatternRewriter&) const DataMovement.cpp:0:0") == \
        "(anonymous namespace)::ConvertAtenViewOp::matchAndRewrite"
    assert function_of("mlir::arith::SubIOp::build(mlir::OpBuilder&, mlir::OperationState&) "
                       "(/venv/bin/torch-mlir-opt+0x1a0545a)") == "mlir::arith::SubIOp::build"
    # a crash inside MLIR code torch-mlir called is attributed to the torch-mlir caller
    assert torch_mlir_frame(["mlir::arith::AddFOp::inferReturnTypes", "mlir::arith::SubIOp::build",
                             "(anonymous namespace)::ConvertAtenArangeStartStepOp::matchAndRewrite"]) == \
        "(anonymous namespace)::ConvertAtenArangeStartStepOp::matchAndRewrite"


@pytest.mark.integration
def test_two_crashes_in_one_pass_get_different_frames():
    """view of a zero-element tensor (SIGFPE) and arange with an 8-bit dtype (SIGSEGV) both
    crash convert-torch-to-linalg; their signatures said signal + pass, their frames differ."""
    frames = {}
    for entry in ("view-zero-elements-sigfpe", "arange-8bit-dtype-lowering-segfault"):
        folder = os.path.join(ROOT, "corpus", "regressions", entry)
        with open(os.path.join(folder, "meta.json")) as fh:
            pipeline = json.load(fh)["pipeline"]
        with open(os.path.join(folder, "stage_input.mlir")) as fh:
            frames[entry] = torch_mlir_frame(replay_crash_frames(fh.read(), pipeline))
    assert frames == {"view-zero-elements-sigfpe": "(anonymous namespace)::ConvertAtenViewOp::matchAndRewrite",
                      "arange-8bit-dtype-lowering-segfault":
                          "(anonymous namespace)::ConvertAtenArangeStartStepOp::matchAndRewrite"}
