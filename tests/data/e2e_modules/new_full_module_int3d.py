# torch-mlir e2e NewFullModuleInt3D_basic (test_suite/constant_alloc.py),
# upstream class NewFullModuleInt3D, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
import torch

torch.manual_seed(0)


class NewFullModuleInt3D(torch.nn.Module):
    def forward(self, a):
        return torch.ops.aten.new_full(a, (3, 4), 5.0, dtype=torch.int64)


model = NewFullModuleInt3D()
inputs = (torch.randint(0, 100, (10, 4, 5)).to(torch.int32),)
