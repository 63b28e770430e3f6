"""swapaxes: imported as `torch.operator "aten.swapaxes"` (not in the Torch dialect)."""

import torch


class SwapAxes(torch.nn.Module):
    def forward(self, x):
        return torch.swapaxes(x, 0, 1)


model = SwapAxes()
inputs = (torch.arange(6, dtype=torch.float32).reshape(2, 3),)
