# torch-mlir e2e EmptyModule_uint8 (test_suite/constant_alloc.py),
# upstream class EmptyUInt8Module, passing upstream for the linalg backend.
# No inputs, as upstream.
# zeros_like reads only the shape of the uninitialized tensor: the output is defined and compared.
import torch

torch.manual_seed(0)


class EmptyUInt8Module(torch.nn.Module):
    def forward(self):
        empty = torch.ops.aten.empty([1], dtype=torch.uint8)
        return torch.ops.aten.zeros_like(empty).to(torch.int8)


model = EmptyUInt8Module()
inputs = ()
