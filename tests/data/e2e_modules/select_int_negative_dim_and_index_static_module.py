# torch-mlir e2e SelectIntNegativeDimAndIndexStaticModule_basic (test_suite/slice_like.py),
# upstream class SelectIntNegativeDimAndIndexStaticModule, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
import torch

torch.manual_seed(0)


class SelectIntNegativeDimAndIndexStaticModule(torch.nn.Module):
    def forward(self, x):
        return torch.select(x, dim=-1, index=-1)


model = SelectIntNegativeDimAndIndexStaticModule()
inputs = (torch.randint(0, 10, (5, 5)),)
