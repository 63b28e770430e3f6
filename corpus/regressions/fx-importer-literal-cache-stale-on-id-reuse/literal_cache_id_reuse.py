"""torch-mlir FX importer: RefTracker caches a literal's ElementsAttr by id(tensor) and never
evicts it, so a later tensor that reuses a dead tensor's id gets the dead tensor's attribute.
Deterministic: the first tensor is deleted, then [1] tensors are made until one reuses its id.
`python literal_cache_id_reuse.py`      -> wrong literal (exit 1)
`python literal_cache_id_reuse.py keep` -> first tensor kept alive: correct literal (exit 0)"""
import sys
import torch
from torch_mlir import ir
from torch_mlir.dialects import torch as torch_d
from torch_mlir.extras.fx_importer import ContextCache, RefTracker, _make_vtensor_literal_op

keep = sys.argv[1:] == ["keep"]
ctx = ir.Context()
torch_d.register_dialect(ctx)
cc = ContextCache(ctx)
tracker = RefTracker()
with ctx, ir.Location.unknown():
    module = ir.Module.create()
    with ir.InsertionPoint(module.body):
        t = torch.zeros((), dtype=torch.uint8)       # like _import_literal's bool->uint8 temporary
        first_id = id(t)
        _make_vtensor_literal_op(t, cc.tensor_to_vtensor_type(t), tracker)
        if not keep:
            del t                                    # the temporary dies after its literal is built
        for _ in range(10000):                       # a new [1] tensor; CPython soon hands it the dead id
            u = torch.zeros([1], dtype=torch.uint8)
            if id(u) == first_id:
                break
        print("id reused:", id(u) == first_id)
        op = _make_vtensor_literal_op(u, cc.tensor_to_vtensor_type(u), tracker)
    print(op)
    try:
        op.verify()
        print("verifies")
        sys.exit(0)
    except ir.MLIRError as exc:
        print("does not verify:", str(exc).splitlines()[1].strip())
        sys.exit(1)
