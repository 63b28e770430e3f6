"""special_i1: imported as `torch.operator "torch.aten.special_i1"` (not in the Torch dialect,
and not in torch-mlir's default decomposition table either; checked with torch-mlir 20261001)."""

import torch


class SpecialI1(torch.nn.Module):
    def forward(self, x):
        return torch.special.i1(x)


model = SpecialI1()
inputs = (torch.arange(6, dtype=torch.float32).reshape(2, 3),)
