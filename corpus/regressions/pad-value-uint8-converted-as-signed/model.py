import os

import torch


class Repro(torch.nn.Module):
    def forward(self, x0):
        v1 = torch.ops.aten.ones_like.default(x0, dtype=torch.uint8)
        v2 = torch.ops.aten.pad.default(v1, [2, 1], 'constant', 255.0)
        return (v2,)


model = Repro()
_here = os.path.dirname(os.path.abspath(__file__))
if os.path.exists(os.path.join(_here, 'inputs.pt')):
    inputs = tuple(torch.load(os.path.join(_here, 'inputs.pt')))
else:  # same shapes and dtypes, other values
    inputs = tuple(torch.zeros(shape, dtype=dtype) for shape, dtype in [([1, 0], torch.float64)])
