import os

import torch


class Repro(torch.nn.Module):
    def forward(self, x0):
        v3 = torch.ops.aten.stack.default([x0, x0], 0)
        v4 = torch.ops.aten.tile.default(v3, [])
        return (v4,)


model = Repro()
_here = os.path.dirname(os.path.abspath(__file__))
if os.path.exists(os.path.join(_here, 'inputs.pt')):
    inputs = tuple(torch.load(os.path.join(_here, 'inputs.pt')))
else:  # same shapes and dtypes, other values
    inputs = tuple(torch.zeros(shape, dtype=dtype) for shape, dtype in [([2], torch.int8)])
