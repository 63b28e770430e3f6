import os

import torch


class Repro(torch.nn.Module):
    def forward(self, x0):
        v1 = torch.ops.aten.randn_like.default(x0, dtype=None)
        v4 = torch.ops.aten.reshape.default(v1, [5, -1, 3])
        return (v4,)


model = Repro()
_here = os.path.dirname(os.path.abspath(__file__))
if os.path.exists(os.path.join(_here, 'inputs.pt')):
    inputs = tuple(torch.load(os.path.join(_here, 'inputs.pt')))
else:  # same shapes and dtypes, other values
    inputs = tuple(torch.zeros(shape, dtype=dtype) for shape, dtype in [([5, 1, 3], torch.float32)])
