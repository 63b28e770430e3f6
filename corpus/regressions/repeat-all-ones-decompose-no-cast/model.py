import os

import torch


class Repro(torch.nn.Module):
    def forward(self, x0):
        v0 = torch.ops.aten.slice.Tensor(x0, 0, 0, -1, 1)
        v1 = torch.ops.aten.repeat.default(x0, [1])
        return (v0, v1)


model = Repro()
_here = os.path.dirname(os.path.abspath(__file__))
if os.path.exists(os.path.join(_here, 'inputs.pt')):
    inputs = tuple(torch.load(os.path.join(_here, 'inputs.pt')))
else:  # same shapes and dtypes, other values
    inputs = tuple(torch.zeros(shape, dtype=dtype) for shape, dtype in [([2], torch.float32)])
