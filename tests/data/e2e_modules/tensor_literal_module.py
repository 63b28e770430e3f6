# torch-mlir e2e TensorLiteralModule_basic (test_suite/basic.py),
# upstream class TensorLiteralModule, passing upstream for the linalg backend.
# No inputs, as upstream.
# The buffer is imported as a torch.vtensor.literal (torch.tensor.literal at erasure torchscript).
import torch

torch.manual_seed(0)


class TensorLiteralModule(torch.nn.Module):
    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.register_buffer("t", torch.randint(-5, 5, (2, 3)))

    def forward(self):
        return torch.add(self.t, self.t)


model = TensorLiteralModule()
inputs = ()
