# torch-mlir e2e ArangeStartOutModule_basic (test_suite/arange.py),
# upstream class ArangeStartOutModule, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
# out= writes into an input: irfuzz functionalizes it before the import.
import torch

torch.manual_seed(0)


class ArangeStartOutModule(torch.nn.Module):
    def forward(self, x):
        return torch.arange(start=0, end=12, out=x)


model = ArangeStartOutModule()
inputs = (torch.zeros(12).to(torch.int64),)
