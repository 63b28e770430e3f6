import os

import torch


class Repro(torch.nn.Module):
    def forward(self, x2):
        v0 = torch.ops.aten.arange.start_step(9223372036854775792, 9223372036854775789, -1, dtype=None)
        return (v0,)


model = Repro()
_here = os.path.dirname(os.path.abspath(__file__))
if os.path.exists(os.path.join(_here, 'inputs.pt')):
    inputs = tuple(torch.load(os.path.join(_here, 'inputs.pt')))
else:  # same shapes and dtypes, other values
    inputs = tuple(torch.zeros(shape, dtype=dtype) for shape, dtype in [([0, 3], torch.int8)])
