# torch-mlir e2e Add_Module_basic (test_suite/basic.py),
# upstream class Add_Module, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
# In place on an input, with a buffer literal: functionalized before the import.
import torch

torch.manual_seed(0)


class Add_Module(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("tensor", torch.ones(2, 3))

    def forward(self, x):
        return torch.ops.aten.add_(x, self.tensor)


model = Add_Module()
inputs = (torch.rand(2, 3),)
