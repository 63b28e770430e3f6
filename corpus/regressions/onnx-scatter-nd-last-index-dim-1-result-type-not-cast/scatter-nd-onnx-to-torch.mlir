func.func @main(%data: !torch.vtensor<[?],f32>, %indices: !torch.vtensor<[2,1],si64>, %updates: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
    attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 20 : si64} {
  %0 = torch.operator "onnx.ScatterND"(%data, %indices, %updates) : (!torch.vtensor<[?],f32>, !torch.vtensor<[2,1],si64>, !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
  return %0 : !torch.vtensor<[2],f32>
}
