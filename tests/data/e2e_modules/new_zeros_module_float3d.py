# torch-mlir e2e NewZerosModuleFloat3D_basic (test_suite/constant_alloc.py),
# upstream class NewZerosModuleFloat3D, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
import torch

torch.manual_seed(0)


class NewZerosModuleFloat3D(torch.nn.Module):
    def forward(self, a):
        return torch.ops.aten.new_zeros(a, [3, 4, 5], dtype=torch.float32)


model = NewZerosModuleFloat3D()
inputs = (torch.randint(0, 10, (2, 3)),)
