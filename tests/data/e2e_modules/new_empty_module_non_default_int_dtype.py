# torch-mlir e2e NewEmptyModuleNonDefaultIntDtype_basic (test_suite/constant_alloc.py),
# upstream class NewEmptyModuleNonDefaultIntDtype, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
import torch

torch.manual_seed(0)


class NewEmptyModuleNonDefaultIntDtype(torch.nn.Module):
    def forward(self, a):
        return torch.ops.aten.new_empty(a, [3, 4]).fill_(0)


model = NewEmptyModuleNonDefaultIntDtype()
inputs = (torch.randint(0, 10, (2, 3)).to(torch.int32),)
