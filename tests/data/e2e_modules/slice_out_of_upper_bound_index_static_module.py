# torch-mlir e2e SliceOutOfUpperBoundIndexStaticModule_basic (test_suite/slice_like.py),
# upstream class SliceOutOfUpperBoundIndexStaticModule, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
import torch

torch.manual_seed(0)


class SliceOutOfUpperBoundIndexStaticModule(torch.nn.Module):
    def forward(self, x):
        result = x[:8, :5, 8:]
        cat_tensor = torch.ones((6, 4, 1), dtype=torch.float32)
        return torch.cat((result, cat_tensor), dim=2)


model = SliceOutOfUpperBoundIndexStaticModule()
inputs = (torch.rand(6, 4, 7),)
