# torch-mlir e2e FlipModule_basic (test_suite/basic.py),
# upstream class FlipModule, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
import torch

torch.manual_seed(0)


class FlipModule(torch.nn.Module):
    def forward(self, x):
        return torch.ops.aten.flip(x, [1, 2])


model = FlipModule()
inputs = (torch.rand(3, 2, 4),)
