# torch-mlir e2e RandIntLowModule_basic (test_suite/rng.py),
# upstream class RandIntLowModule, passing upstream for the linalg backend.
# No inputs, as upstream.
import torch

torch.manual_seed(0)


class RandIntLowModule(torch.nn.Module):
    def forward(self):
        a = torch.ops.aten.randint(low=1, high=1000, size=[1024, 1024])
        mean = torch.mean(a.to(torch.float32))
        return mean


model = RandIntLowModule()
inputs = ()
