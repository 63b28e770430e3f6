# torch-mlir e2e ArangeStartStepFloatModule_basic (test_suite/arange.py),
# upstream class ArangeStartStepFloatModule, passing upstream for the linalg backend.
# No inputs, as upstream.
import torch

torch.manual_seed(0)


class ArangeStartStepFloatModule(torch.nn.Module):
    def forward(self):
        return torch.arange(-1, 5, 1.3)


model = ArangeStartStepFloatModule()
inputs = ()
