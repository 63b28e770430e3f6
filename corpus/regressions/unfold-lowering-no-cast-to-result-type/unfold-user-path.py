# python unfold-user-path.py: torch_mlir.fx.export_and_import with a dynamic dim 0 that torch.export specializes
# (the slice x[-3::3] needs it); the import types the argument [?,3] and the unfold result [2,2,2], and the
# linalg-on-tensors lowering fails: "operand and result must have the same size and dtype".
import torch
from torch_mlir import fx
class M(torch.nn.Module):
    def forward(self, x):
        return x[-3::3], x.unfold(1, 2, 1)
x = torch.arange(6, dtype=torch.int32).reshape(2, 3)
print([t.shape for t in M()(x)])
m = fx.export_and_import(M(), x, dynamic_shapes=({0: torch.export.Dim.AUTO},), output_type="raw")
print(str(m).split("\n")[1:3])
m = fx.export_and_import(M(), x, dynamic_shapes=({0: torch.export.Dim.AUTO},), output_type="linalg-on-tensors")
print("lowered ok")
