import os

import torch


class Repro(torch.nn.Module):
    def forward(self, x1):
        v1 = torch.ops.aten.slice.Tensor(x1, 2, 9223372036854775807, -1, 1)
        v7 = torch.ops.aten.neg.default(v1)
        return (v7,)


model = Repro()
_here = os.path.dirname(os.path.abspath(__file__))
if os.path.exists(os.path.join(_here, 'inputs.pt')):
    inputs = tuple(torch.load(os.path.join(_here, 'inputs.pt')))
else:  # same shapes and dtypes, other values
    inputs = tuple(torch.zeros(shape, dtype=dtype) for shape, dtype in [([1, 1, 2], torch.float32)])
