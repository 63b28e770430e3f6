"""Import the 80-node program's module (masked_scatter chain, bool constants) with the stock importer and with
RefTracker's pre-#3995 finalizer restored (an entry dies with its tensor)."""
import sys, weakref, torch
from torch_mlir import fx
from torch_mlir.extras import fx_importer as fi
B = torch.bool
class M(torch.nn.Module):
    def forward(self, x):
        v = x
        for k in range(1, 81):
            v = torch.ops.aten.masked_scatter.default(v, torch.as_tensor(False, dtype=B), torch.as_tensor([False] * k, dtype=B))
        return v
if sys.argv[1:] == ["evict"]:
    def track(self, r):
        info = self._refs.get(id(r))
        if info:
            return info
        info = fi.RefMapping(r)
        weakref.finalize(r, self._refs.pop, id(r), None)
        self._refs[id(r)] = info
        return info
    fi.RefTracker.track = track
bad = 0
for i in range(5):
    m = fx.export_and_import(torch.export.export(M(), (torch.zeros(4, dtype=B),)), output_type="raw", decomposition_table={})
    try:
        m.operation.verify()
    except Exception:
        bad += 1
print(sys.argv[1:], "imports that do not verify:", bad, "of 5")
