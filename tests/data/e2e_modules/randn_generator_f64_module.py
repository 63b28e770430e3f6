# torch-mlir e2e RandnGeneratorF64Module_basic (test_suite/rng.py),
# upstream class RandnGeneratorF64Module, passing upstream for the linalg backend.
# No inputs, as upstream.
import torch

torch.manual_seed(0)


class RandnGeneratorF64Module(torch.nn.Module):
    def forward(self):
        a = torch.ops.aten.randn([4, 512, 1024], generator=None, dtype=torch.float64)
        std = torch.std(a)
        return std


model = RandnGeneratorF64Module()
inputs = ()
