"""narrow_copy: imported as `torch.operator "torch.aten.narrow_copy"` (not in the Torch
dialect, and not in torch-mlir's default decomposition table either)."""

import torch


class NarrowCopy(torch.nn.Module):
    def forward(self, x):
        return torch.narrow_copy(x, 0, 0, 1)


model = NarrowCopy()
inputs = (torch.arange(6, dtype=torch.float32).reshape(2, 3),)
