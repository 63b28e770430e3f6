# torch-mlir e2e FullLikeModuleFloat3DStatic_basic (test_suite/constant_alloc.py),
# upstream class FullLikeModuleFloat3DStatic, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
import torch

torch.manual_seed(0)


class FullLikeModuleFloat3DStatic(torch.nn.Module):
    def forward(self, a):
        return torch.ops.aten.full_like(a, 15.3, dtype=torch.float32)


model = FullLikeModuleFloat3DStatic()
inputs = (torch.rand(3, 4, 5).to(torch.float64),)
