// torch-mlir-opt -pass-pipeline='builtin.module(torch-onnx-to-torch-backend-pipeline,torch-function-to-torch-backend-pipeline,torch-backend-to-linalg-on-tensors-backend-pipeline)' expand-to-linalg.mlir
// the output holds `cf.assert %false, "onnx.Expand input has a dim that is not statically 1; ..."`: every run aborts.
// onnxruntime and eager PyTorch (x.expand(-1, 4)) give a [0, 4] result.
func.func @main(%arg0: !torch.vtensor<[0,1],f32>) -> !torch.vtensor<[0,4],f32>
    attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 20 : si64} {
  %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<[1, 4]> : tensor<2xsi64>} : () -> !torch.vtensor<[2],si64>
  %1 = torch.operator "onnx.Expand"(%arg0, %0) : (!torch.vtensor<[0,1],f32>, !torch.vtensor<[2],si64>) -> !torch.vtensor<[0,4],f32>
  return %1 : !torch.vtensor<[0,4],f32>
}
