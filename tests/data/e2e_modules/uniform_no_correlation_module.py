# torch-mlir e2e UniformNoCorrelationModule_basic (test_suite/rng.py),
# upstream class UniformNoCorrelationModule, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
# uniform over torch.empty is random, not undefined: the outputs are checked for shape and dtype.
import torch

torch.manual_seed(0)


class UniformNoCorrelationModule(torch.nn.Module):
    def correlation(self, stack):
        """Calculate the correlation of the two rows in `stack`."""
        m = stack - torch.mean(stack, dim=1, keepdim=True)
        cov = torch.matmul(m, m.t()) / (stack.size()[1] - 1)
        return cov[0, 1] / torch.sqrt(cov[0, 0] * cov[1, 1])

    def forward(self, x):
        # Correlation of two independent uniforms
        a = torch.ops.aten.uniform(x)
        b = torch.ops.aten.uniform(x)
        stack = torch.cat((a.unsqueeze(0), b.unsqueeze(0)))
        corr_a_b = self.correlation(stack)

        # Split first dimension of large buffer
        larger = torch.empty((2,) + x.size(), dtype=torch.float64)
        larger = torch.ops.aten.uniform(larger)
        corr_major = self.correlation(larger)

        # Split second dimension of large buffer
        corr_minor = self.correlation(larger.t().reshape(2, -1))

        return (
            torch.where(torch.abs(corr_a_b) < 0.001, 1, 2),
            torch.where(torch.abs(corr_major) < 0.001, 1, 2),
            torch.where(torch.abs(corr_minor) < 0.001, 1, 2),
        )


model = UniformNoCorrelationModule()
inputs = (torch.rand(1000).double(),)
