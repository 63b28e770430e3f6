"""arange over [INT64_MIN, INT64_MIN + 1) in int16: eager computes the length in double (0
elements), torch.export's meta kernel exactly (1). The catalog refuses such bounds for generated
programs (generators/catalog); a model file can still hold them."""

import torch


class ArangeNearInt64Min(torch.nn.Module):
    def forward(self, x):
        return torch.arange(-9223372036854775808, -9223372036854775807, 1, dtype=torch.int16)


model = ArangeNearInt64Min()
inputs = (torch.zeros(1, dtype=torch.int16),)
