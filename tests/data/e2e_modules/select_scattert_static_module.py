# torch-mlir e2e SelectScattertStaticModule_basic (test_suite/slice_like.py),
# upstream class SelectScatterStaticModule, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
import torch

torch.manual_seed(0)


class SelectScatterStaticModule(torch.nn.Module):
    def forward(self, x, src):
        return torch.ops.aten.select_scatter(x, src, dim=1, index=0)


model = SelectScatterStaticModule()
inputs = (torch.rand(6, 8, 5), torch.rand(6, 5))
