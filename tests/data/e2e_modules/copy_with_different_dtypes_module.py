# torch-mlir e2e CopyWithDifferentDTypesModule_basic (test_suite/basic.py),
# upstream class CopyWithDifferentDTypesModule, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
import torch

torch.manual_seed(0)


class CopyWithDifferentDTypesModule(torch.nn.Module):
    def forward(self, x, y):
        return torch.ops.aten.copy_(x, y)


model = CopyWithDifferentDTypesModule()
inputs = (torch.randint(0, 100, (3, 2, 4)), torch.rand(3, 2, 4))
