# torch-mlir e2e BernoulliZerosModule_basic (test_suite/rng.py),
# upstream class BernoulliZerosModule, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
# The draws are returned: irfuzz checks their range [0, 1].
import torch

torch.manual_seed(0)


class BernoulliZerosModule(torch.nn.Module):
    def forward(self, x):
        return torch.bernoulli(x)


model = BernoulliZerosModule()
inputs = (torch.zeros(4, 8).double(),)
