func.func @main(%data: !torch.vtensor<[2],i1>, %indices: !torch.vtensor<[2],si64>, %updates: !torch.vtensor<[2],i1>) -> !torch.vtensor<[2],i1>
    attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 20 : si64} {
  %0 = torch.operator "onnx.ScatterElements"(%data, %indices, %updates) {torch.onnx.axis = 0 : si64, torch.onnx.reduction = "add"} : (!torch.vtensor<[2],i1>, !torch.vtensor<[2],si64>, !torch.vtensor<[2],i1>) -> !torch.vtensor<[2],i1>
  return %0 : !torch.vtensor<[2],i1>
}
