# torch-mlir e2e NativeDropoutTrainModule_basic (test_suite/basic.py),
# upstream class NativeDropoutTrainModule, passing upstream for the linalg backend.
# Inputs of upstream's shapes, dtypes and ranges (torch.rand for TestUtils.rand, seeded).
# Every output is a statistic of random draws: irfuzz checks their shape and dtype only.
import torch

torch.manual_seed(0)


class NativeDropoutTrainModule(torch.nn.Module):
    def forward(self, x):
        res = torch.native_dropout(x, 0.3, train=True)
        return (
            torch.mean(res[0]),
            torch.std(res[0]),
            torch.mean(res[1].to(torch.float32)),
            torch.std(res[1].to(torch.float32)),
        )


model = NativeDropoutTrainModule()
inputs = (torch.rand(1024, 1536),)
