// torch-mlir-opt -pass-pipeline='builtin.module(torch-onnx-to-torch-backend-pipeline,torch-function-to-torch-backend-pipeline,torch-backend-to-linalg-on-tensors-backend-pipeline)' sequence-map-neg.mlir
// fails in convert-torch-to-scf: "failed to legalize operation 'torch.prim.Loop'". Without the last pipeline, the
// converted IR shows the second defect: SequenceAt 0 reads the uninitialized `empty` the loop starts its list with.
func.func @main(%arg0: !torch.vtensor<[2,3],f32>, %arg1: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32>
    attributes {torch.onnx_meta.ir_version = 8 : si64, torch.onnx_meta.opset_version = 17 : si64} {
  %s = torch.operator "onnx.SequenceConstruct"(%arg0, %arg1) : (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>) -> !torch.list<vtensor<[2,3],f32>>
  %0 = torch.operator "onnx.SequenceMap"(%s) : (!torch.list<vtensor<[2,3],f32>>) -> !torch.list<vtensor<[2,3],f32>> {
  ^bb0(%arg2: !torch.vtensor<[2,3],f32>):
    %1 = torch.operator "onnx.Neg"(%arg2) : (!torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32>
    torch.operator_terminator %1 : !torch.vtensor<[2,3],f32>
  }
  %c0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<0> : tensor<si64>} : () -> !torch.vtensor<[],si64>
  %2 = torch.operator "onnx.SequenceAt"(%0, %c0) : (!torch.list<vtensor<[2,3],f32>>, !torch.vtensor<[],si64>) -> !torch.vtensor<[2,3],f32>
  return %2 : !torch.vtensor<[2,3],f32>
}
