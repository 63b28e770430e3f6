# torch-mlir e2e ArangeZeroElementOutputModule_basic (test_suite/arange.py),
# upstream class ArangeZeroElementOutputModule, passing upstream for the linalg backend.
# No inputs, as upstream.
import torch

torch.manual_seed(0)


class ArangeZeroElementOutputModule(torch.nn.Module):
    def forward(self):
        return torch.arange(0)


model = ArangeZeroElementOutputModule()
inputs = ()
