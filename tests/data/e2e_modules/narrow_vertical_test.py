# torch-mlir e2e NarrowVerticalTest_basic (test_suite/slice_like.py),
# upstream class NarrowVerticalTest, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
import torch

torch.manual_seed(0)


class NarrowVerticalTest(torch.nn.Module):
    def forward(self, x):
        return torch.narrow(x, dim=1, start=0, length=2)


model = NarrowVerticalTest()
inputs = (torch.rand(6, 4, 3),)
