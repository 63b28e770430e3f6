# torch-mlir e2e NewEmptyStridedModuleDefaultDtype_basic (test_suite/constant_alloc.py),
# upstream class NewEmptyStridedModuleDefaultDtype, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
import torch

torch.manual_seed(0)


class NewEmptyStridedModuleDefaultDtype(torch.nn.Module):
    def forward(self, a):
        x = torch.ops.aten.new_empty_strided(a, size=[2, 3, 4], stride=[12, 4, 1])
        y = x.copy_(a)
        return x + y


model = NewEmptyStridedModuleDefaultDtype()
inputs = (torch.rand(2, 3, 4),)
