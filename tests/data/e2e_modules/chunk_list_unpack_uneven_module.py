# torch-mlir e2e ChunkListUnpackUneven_Module_basic (test_suite/slice_like.py),
# upstream class ChunkListUnpackUneven_Module, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
import torch

torch.manual_seed(0)


class ChunkListUnpackUneven_Module(torch.nn.Module):
    def forward(self, x):
        a0, a1, a2, a3, a4 = torch.chunk(x, 6, 1)
        return a0, a1, a2, a3, a4


model = ChunkListUnpackUneven_Module()
inputs = (torch.rand(2, 13, 2),)
