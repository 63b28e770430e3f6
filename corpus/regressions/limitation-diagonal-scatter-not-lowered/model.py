import os

import torch


class Repro(torch.nn.Module):
    def forward(self, x0, x3):
        v0 = torch.ops.aten.diagonal_scatter.default(x0, x3, 0, 0, 1)
        return (v0,)


model = Repro()
_here = os.path.dirname(os.path.abspath(__file__))
if os.path.exists(os.path.join(_here, 'inputs.pt')):
    inputs = tuple(torch.load(os.path.join(_here, 'inputs.pt')))
else:  # same shapes and dtypes, other values
    inputs = tuple(torch.zeros(shape, dtype=dtype) for shape, dtype in [([3, 3], torch.float32), ([3], torch.float32)])
