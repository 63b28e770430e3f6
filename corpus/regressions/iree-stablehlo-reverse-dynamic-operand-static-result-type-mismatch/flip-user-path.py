# A plain torch-mlir user: torch.export (Dim.AUTO) + fx.export_and_import(output_type="stablehlo"),
# then iree-compile. Prints the StableHLO (a stablehlo.reverse from tensor<?x2xf32> to
# tensor<4x2xf32>) and iree-compile's error; exit 1 when iree-compile fails.
import subprocess, sys, tempfile
import torch
from torch.export import Dim
from torch_mlir import fx


class M(torch.nn.Module):
    def forward(self, x):                                  # x: float32 [4, 2], dim 0 Dim.AUTO
        return torch.flip(x, [0]).view(8)                  # eager: rows reversed, flattened


exported = torch.export.export(M(), (torch.zeros(4, 2),), dynamic_shapes=({0: Dim.AUTO},), strict=False)
stablehlo = str(fx.export_and_import(exported, output_type="stablehlo"))
print(stablehlo)
with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f:
    f.write(stablehlo)
    f.flush()
    rc = subprocess.run(["iree-compile", "--iree-hal-target-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=generic",
                         "--iree-input-type=stablehlo", f.name, "-o", "/dev/null"]).returncode
print("iree-compile rc", rc)
sys.exit(1 if rc else 0)
