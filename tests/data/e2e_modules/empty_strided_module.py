# torch-mlir e2e EmptyStridedModule_basic (test_suite/constant_alloc.py),
# upstream class EmptyStridedModule, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
import torch

torch.manual_seed(0)


class EmptyStridedModule(torch.nn.Module):
    def forward(self, a):
        x = torch.ops.aten.empty_strided(a.size(), stride=[12, 4, 1])
        y = x.copy_(a)
        return y


model = EmptyStridedModule()
inputs = (torch.rand(4, 3, 4),)
