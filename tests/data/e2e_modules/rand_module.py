# torch-mlir e2e RandModule_basic (test_suite/rng.py),
# upstream class RandModule, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
# Statistics of random draws: irfuzz checks their shape and dtype only.
import torch

torch.manual_seed(0)


class RandModule(torch.nn.Module):
    def forward(self, x):
        size = x.size()
        a = torch.rand(size)
        return torch.std(a), torch.mean(a)


model = RandModule()
inputs = (torch.rand(1024, 512),)
