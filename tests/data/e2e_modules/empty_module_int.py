# torch-mlir e2e EmptyModule_int (test_suite/constant_alloc.py),
# upstream class EmptyIntModule, passing upstream for the linalg backend.
# No inputs, as upstream.
# fill_ overwrites every element of the uninitialized tensor: the output is defined and compared.
import torch

torch.manual_seed(0)


class EmptyIntModule(torch.nn.Module):
    def forward(self):
        return torch.empty((3, 4), dtype=torch.int64).fill_(0)


model = EmptyIntModule()
inputs = ()
