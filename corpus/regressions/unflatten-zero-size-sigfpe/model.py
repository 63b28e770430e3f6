import os

import torch


class Repro(torch.nn.Module):
    def forward(self, x0):
        v3 = torch.ops.aten.unflatten.int(x0, 0, [0])
        return (v3,)


model = Repro()
_here = os.path.dirname(os.path.abspath(__file__))
if os.path.exists(os.path.join(_here, 'inputs.pt')):
    inputs = tuple(torch.load(os.path.join(_here, 'inputs.pt')))
else:  # same shapes and dtypes, other values
    inputs = tuple(torch.zeros(shape, dtype=dtype) for shape, dtype in [([0], torch.float16)])
