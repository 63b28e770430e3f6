# An exporter/onnxruntime disagreement (tests/test_onnx_frontend.py): torch.onnx.export writes
# `sort` as ONNX TopK, whose order for NaN the ONNX spec leaves open. Eager sorts NaN last
# ([-1, -0, 0.5, 2, nan]); onnxruntime 1.31.1 puts it after -0.0 ([-1, -0, nan, 0.5, 2]). So the
# exported model computes something else than the module: with --frontend onnx this is an
# `exporter-disagrees` limit, never a torch-mlir finding (measured Dec 2026, torch 2.13.0).
import torch


class SortWithNaNModule(torch.nn.Module):
    def forward(self, x):
        return x.sort().values


model = SortWithNaNModule()
inputs = (torch.tensor([float("nan"), -1.0, 0.5, 2.0, -0.0]),)
