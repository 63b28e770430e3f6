# torch-mlir e2e LinspaceModule_basic (test_suite/arange.py),
# upstream class LinspaceModule, passing upstream for the linalg backend.
# No inputs, as upstream.
import torch

torch.manual_seed(0)


class LinspaceModule(torch.nn.Module):
    def forward(self):
        return torch.linspace(-10.1, 10.1, 10)


model = LinspaceModule()
inputs = ()
