import os

import torch


class Repro(torch.nn.Module):
    def forward(self, x1):
        v0 = torch.ops.aten.masked_fill.Scalar(x1, torch.as_tensor([False, False, False, False], dtype=torch.bool), 1.0)
        v1 = torch.ops.aten.slice.Tensor(v0, 0, 0, 2, 1)
        return (v1,)


model = Repro()
_here = os.path.dirname(os.path.abspath(__file__))
if os.path.exists(os.path.join(_here, 'inputs.pt')):
    inputs = tuple(torch.load(os.path.join(_here, 'inputs.pt')))
else:  # same shapes and dtypes, other values
    inputs = tuple(torch.zeros(shape, dtype=dtype) for shape, dtype in [([4], torch.float32)])
