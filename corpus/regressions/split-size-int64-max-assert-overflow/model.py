import os

import torch


class Repro(torch.nn.Module):
    def forward(self, x2):
        v4 = torch.ops.aten.split.Tensor(x2, 9223372036854775807, 1)[0]
        return (v4,)


model = Repro()
_here = os.path.dirname(os.path.abspath(__file__))
if os.path.exists(os.path.join(_here, 'inputs.pt')):
    inputs = tuple(torch.load(os.path.join(_here, 'inputs.pt')))
else:  # same shapes and dtypes, other values
    inputs = tuple(torch.zeros(shape, dtype=dtype) for shape, dtype in [([0, 2], torch.int8)])
