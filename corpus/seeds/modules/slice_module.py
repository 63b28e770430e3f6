# torch-mlir e2e SliceModule_basic (test_suite/slice_like.py): three slices with steps.
import torch

ERASE = "intermediate"  # the erasure level this seed is meant for (fuzz/targets/build_seed_corpus.py)


class SliceModule(torch.nn.Module):
    def forward(self, x):
        return x[0:5:1, 1:3:1, 2:4:1]


model = SliceModule()
inputs = (torch.rand(6, 4, 7),)
