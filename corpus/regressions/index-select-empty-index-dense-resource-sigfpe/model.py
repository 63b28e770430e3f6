import os

import torch


class Repro(torch.nn.Module):
    def forward(self, x0):
        v1 = torch.ops.aten.index_select.default(x0, 2, torch.as_tensor([], dtype=torch.int64))
        return (v1,)


model = Repro()
_here = os.path.dirname(os.path.abspath(__file__))
if os.path.exists(os.path.join(_here, 'inputs.pt')):
    inputs = tuple(torch.load(os.path.join(_here, 'inputs.pt')))
else:  # same shapes and dtypes, other values
    inputs = tuple(torch.zeros(shape, dtype=dtype) for shape, dtype in [([4, 1, 0, 2], torch.int32)])
