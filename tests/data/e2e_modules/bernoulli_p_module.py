# torch-mlir e2e BernoulliPModule_basic (test_suite/rng.py),
# upstream class BernoulliPModule, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
import torch

torch.manual_seed(0)


class BernoulliPModule(torch.nn.Module):
    def forward(self, x, y):
        a = torch.ops.aten.bernoulli(x, 0.4)
        b = torch.ops.aten.bernoulli(y, 0.7)
        mean = torch.cat(
            [
                torch.flatten(torch.mean(a)),
                torch.flatten(torch.mean(b)),
            ]
        )
        std = torch.cat(
            [
                torch.flatten(torch.std(a)),
                torch.flatten(torch.std(b)),
            ]
        )
        return mean, std


model = BernoulliPModule()
inputs = (torch.rand(512, 512, 16).double(), torch.rand(512, 512, 16).double())
