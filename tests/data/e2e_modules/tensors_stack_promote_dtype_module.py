# torch-mlir e2e TensorsStackPromoteDTypeModule_basic (test_suite/basic.py),
# upstream class TensorsStackPromoteDTypeModule, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
import torch

torch.manual_seed(0)


class TensorsStackPromoteDTypeModule(torch.nn.Module):
    def forward(self, x, y, z):
        return torch.stack([x, y, z], dim=-2)


model = TensorsStackPromoteDTypeModule()
inputs = (torch.randint(0, 2, (2, 3, 4)).bool(), torch.randint(0, 100, (2, 3, 4)).int(),
          torch.randint(0, 100, (2, 3, 4)).long())
