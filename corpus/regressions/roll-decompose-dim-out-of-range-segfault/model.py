import os

import torch


class Repro(torch.nn.Module):
    def forward(self, x0):
        v0 = torch.ops.aten.cat.default([x0, x0, x0], 0)
        v2 = torch.ops.aten.empty_like.default(v0, dtype=None)
        v3 = torch.ops.aten.roll.default(v2, [1, 2], [-3, 2])
        return (v3,)


model = Repro()
_here = os.path.dirname(os.path.abspath(__file__))
if os.path.exists(os.path.join(_here, 'inputs.pt')):
    inputs = tuple(torch.load(os.path.join(_here, 'inputs.pt')))
else:  # same shapes and dtypes, other values
    inputs = tuple(torch.zeros(shape, dtype=dtype) for shape, dtype in [([0, 3, 2], torch.bool)])
