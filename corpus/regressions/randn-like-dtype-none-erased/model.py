import os

import torch


class Repro(torch.nn.Module):
    def forward(self, x1):
        v3 = torch.ops.aten.stack.default([x1, x1], 0)
        v5 = torch.ops.aten.randn_like.default(v3, dtype=None)
        return (v5,)


model = Repro()
_here = os.path.dirname(os.path.abspath(__file__))
if os.path.exists(os.path.join(_here, 'inputs.pt')):
    inputs = tuple(torch.load(os.path.join(_here, 'inputs.pt')))
else:  # same shapes and dtypes, other values
    inputs = tuple(torch.zeros(shape, dtype=dtype) for shape, dtype in [([3, 4], torch.float16)])
