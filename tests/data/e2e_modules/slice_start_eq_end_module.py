# torch-mlir e2e SliceStartEqEndModule_basic (test_suite/slice_like.py),
# upstream class SliceStartEqEndModule, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
import torch

torch.manual_seed(0)


class SliceStartEqEndModule(torch.nn.Module):
    def forward(self, x):
        result = x[5:5, :, :]
        cat_tensor = torch.ones((1, 4, 7), dtype=torch.float32)
        return torch.cat((result, cat_tensor), dim=0)


model = SliceStartEqEndModule()
inputs = (torch.rand(6, 4, 7),)
