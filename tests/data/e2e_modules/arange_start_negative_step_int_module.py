# torch-mlir e2e ArangeStartNegativeStepIntModule_basic (test_suite/arange.py),
# upstream class ArangeStartNegativeStepIntModule, passing upstream for the linalg backend.
# No inputs, as upstream.
import torch

torch.manual_seed(0)


class ArangeStartNegativeStepIntModule(torch.nn.Module):
    def forward(self):
        return torch.arange(10, 1, -2)


model = ArangeStartNegativeStepIntModule()
inputs = ()
