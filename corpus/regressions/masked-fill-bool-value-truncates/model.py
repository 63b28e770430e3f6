import os

import torch


class Repro(torch.nn.Module):
    def forward(self, x0):
        v3 = torch.ops.aten.masked_fill.Scalar(x0, x0, -9223372036854775808)
        return (v3,)


model = Repro()
_here = os.path.dirname(os.path.abspath(__file__))
if os.path.exists(os.path.join(_here, 'inputs.pt')):
    inputs = tuple(torch.load(os.path.join(_here, 'inputs.pt')))
else:  # same shapes and dtypes, other values
    inputs = tuple(torch.zeros(shape, dtype=dtype) for shape, dtype in [([1, 3], torch.bool)])
