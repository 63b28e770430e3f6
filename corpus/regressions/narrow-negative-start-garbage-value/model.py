import os

import torch


class Repro(torch.nn.Module):
    def forward(self, x1):
        v0 = torch.ops.aten.narrow.default(x1, 0, -1, 1)
        return (v0,)


model = Repro()
_here = os.path.dirname(os.path.abspath(__file__))
if os.path.exists(os.path.join(_here, 'inputs.pt')):
    inputs = tuple(torch.load(os.path.join(_here, 'inputs.pt')))
else:  # same shapes and dtypes, other values
    inputs = tuple(torch.zeros(shape, dtype=dtype) for shape, dtype in [([2], torch.int32)])
