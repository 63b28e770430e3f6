# torch-mlir e2e SliceCopy_Module_basic (test_suite/slice_like.py),
# upstream class SliceCopy_Module, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
# An in-place copy_ into a slice of an input: irfuzz functionalizes it before the import.
import torch

torch.manual_seed(0)


class SliceCopy_Module(torch.nn.Module):
    def forward(self, x, y):
        xslice = torch.ops.aten.slice(x, 0, 2, 6, 1)
        xslice.copy_(y)
        return x


model = SliceCopy_Module()
inputs = (torch.rand(10, 4, 4), torch.rand(4, 4, 4))
