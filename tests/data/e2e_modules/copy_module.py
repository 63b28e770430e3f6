# torch-mlir e2e CopyModule_basic (test_suite/basic.py),
# upstream class CopyModule, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
# In place on an input: irfuzz functionalizes it before the import.
import torch

torch.manual_seed(0)


class CopyModule(torch.nn.Module):
    def forward(self, x, y):
        return torch.ops.aten.copy_(x, y)


model = CopyModule()
inputs = (torch.rand(3, 2, 4), torch.rand(3, 2, 4))
