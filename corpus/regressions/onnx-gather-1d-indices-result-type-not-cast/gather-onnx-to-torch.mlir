// torch-mlir-opt -pass-pipeline='builtin.module(func.func(convert-torch-onnx-to-torch))' gather-onnx-to-torch.mlir
// fails: "failed to legalize unresolved materialization from [?,2] to [4,2]"; with indices [2,1] (the rank > 1 branch) it converts.
func.func @main(%arg0: !torch.vtensor<[?,3],f32>, %arg1: !torch.vtensor<[2],si64>) -> !torch.vtensor<[4,2],f32>
    attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 20 : si64} {
  %0 = torch.operator "onnx.Gather"(%arg0, %arg1) {torch.onnx.axis = 1 : si64}
       : (!torch.vtensor<[?,3],f32>, !torch.vtensor<[2],si64>) -> !torch.vtensor<[4,2],f32>
  return %0 : !torch.vtensor<[4,2],f32>
}
