# torch-mlir e2e ToCopyWithDTypeModule_basic (test_suite/basic.py),
# upstream class ToCopyWithDTypeModule, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
import torch

torch.manual_seed(0)


class ToCopyWithDTypeModule(torch.nn.Module):
    def forward(self, x):
        return torch.ops.aten._to_copy(x, dtype=torch.int64)


model = ToCopyWithDTypeModule()
inputs = (torch.rand(3, 2, 4),)
