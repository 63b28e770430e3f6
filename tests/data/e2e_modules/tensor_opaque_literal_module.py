# torch-mlir e2e TensorOpaqueLiteralModule_basic (test_suite/basic.py),
# upstream class TensorOpaqueLiteralModule, passing upstream for the linalg backend.
# No inputs, as upstream.
# A large buffer: a dense_resource torch.vtensor.literal (torch.tensor.literal at erasure torchscript).
import torch

torch.manual_seed(0)


class TensorOpaqueLiteralModule(torch.nn.Module):
    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.register_buffer("t", torch.randint(-5, 5, (256, 1024)))

    def forward(self):
        return torch.add(self.t, self.t)


model = TensorOpaqueLiteralModule()
inputs = ()
