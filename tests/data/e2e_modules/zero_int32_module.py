# torch-mlir e2e ZeroInt32Module_basic (test_suite/constant_alloc.py),
# upstream class ZeroInt32Module, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
import torch

torch.manual_seed(0)


class ZeroInt32Module(torch.nn.Module):
    def forward(self, tensor):
        return torch.ops.aten.zero_(tensor)


model = ZeroInt32Module()
inputs = (torch.randint(0, 100, (10, 4)).to(dtype=torch.int32),)
