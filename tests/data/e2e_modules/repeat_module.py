# torch-mlir e2e RepeatModule_basic (test_suite/basic.py),
# upstream class RepeatModule, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
import torch

torch.manual_seed(0)


class RepeatModule(torch.nn.Module):
    def forward(self, x):
        return x.repeat([2, 1, 3, 4])


model = RepeatModule()
inputs = (torch.rand(3, 1, 2),)
