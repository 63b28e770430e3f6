# torch-mlir e2e FullModuleInt2D_basic (test_suite/constant_alloc.py),
# upstream class FullModuleInt2D, passing upstream for the linalg backend.
# No inputs, as upstream.
import torch

torch.manual_seed(0)


class FullModuleInt2D(torch.nn.Module):
    def forward(self):
        return torch.ops.aten.full([10, 5], 10.5, dtype=torch.int64)


model = FullModuleInt2D()
inputs = ()
