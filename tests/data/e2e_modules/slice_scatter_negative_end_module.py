# torch-mlir e2e SliceScatterNegativeEndModule_basic (test_suite/slice_like.py),
# upstream class SliceScatterNegativeEndModule, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
import torch

torch.manual_seed(0)


class SliceScatterNegativeEndModule(torch.nn.Module):
    def forward(self, x, src):
        return torch.ops.aten.slice_scatter(x, src, dim=0, start=3, end=-1, step=1)


model = SliceScatterNegativeEndModule()
inputs = (torch.rand(6, 8), torch.rand(2, 8))
