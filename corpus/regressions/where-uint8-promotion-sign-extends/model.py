import os

import torch


class Repro(torch.nn.Module):
    def forward(self, x0, x1):
        v0 = torch.ops.aten.add.Tensor(x1, x0)
        v2 = torch.ops.aten.where.self(torch.as_tensor([[[[[True, False], [True, False]], [[False, False], [True, False]]], [[[False, False], [True, False]], [[True, False], [False, True]]], [[[False, False], [True, True]], [[True, True], [True, False]]]]], dtype=torch.bool), x1, v0)
        return (v2,)


model = Repro()
_here = os.path.dirname(os.path.abspath(__file__))
if os.path.exists(os.path.join(_here, 'inputs.pt')):
    inputs = tuple(torch.load(os.path.join(_here, 'inputs.pt')))
else:  # same shapes and dtypes, other values
    inputs = tuple(torch.zeros(shape, dtype=dtype) for shape, dtype in [([2, 2, 2], torch.float32), ([2, 2, 2], torch.uint8)])
