# torch-mlir e2e EmptyLikeMemoryFormatModule_basic (test_suite/constant_alloc.py),
# upstream class EmptyLikeMemoryFormatModule, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
import torch

torch.manual_seed(0)


class EmptyLikeMemoryFormatModule(torch.nn.Module):
    def forward(self, a):
        return torch.empty_like(a, memory_format=torch.preserve_format).fill_(0)


model = EmptyLikeMemoryFormatModule()
inputs = (torch.rand(3, 5, 2, 1),)
