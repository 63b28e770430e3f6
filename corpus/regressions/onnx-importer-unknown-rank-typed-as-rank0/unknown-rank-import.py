# torch-mlir's ONNX importer on a graph whose output type has no shape (unknown rank).
import onnx
from onnx import TensorProto, helper
from torch_mlir import ir
from torch_mlir.dialects import torch as torch_d
from torch_mlir.extras import onnx_importer

x = helper.make_tensor_value_info("X", TensorProto.FLOAT, [2, 3])
y = helper.make_tensor_value_info("Y", TensorProto.FLOAT, None)   # no shape field: rank unknown
graph = helper.make_graph([helper.make_node("Identity", ["X"], ["Y"])], "g", [x], [y])
model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
assert not model.graph.output[0].type.tensor_type.HasField("shape")
info = onnx_importer.ModelInfo(model)
ctx = ir.Context()
torch_d.register_dialect(ctx)
module = info.create_module(context=ctx)
onnx_importer.NodeImporter.define_function(info.main_graph, module.operation).import_all()
print(module)   # the result type printed is !torch.vtensor<[],f32>: rank 0
