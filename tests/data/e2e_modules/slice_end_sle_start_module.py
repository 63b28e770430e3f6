# torch-mlir e2e SliceEndSleStartModule_basic (test_suite/slice_like.py),
# upstream class SliceEndSleStartModule, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
import torch

torch.manual_seed(0)


class SliceEndSleStartModule(torch.nn.Module):
    def forward(self, x):
        result = x[:, 4:3, :]
        cat_tensor = torch.ones((6, 1, 7), dtype=torch.float32)
        return torch.cat((result, cat_tensor), dim=1)


model = SliceEndSleStartModule()
inputs = (torch.rand(6, 4, 7),)
