module {
  func.func @main(%arg0: !torch.vtensor<[?],f32>) -> !torch.vtensor<[3],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 20 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.13.0+cpu"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_4> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_7> : tensor<3x1xsi64>} : () -> !torch.vtensor<[3,1],si64> 
    %none = torch.constant.none
    %2 = torch.operator "onnx.Expand"(%arg0, %0) : (!torch.vtensor<[?],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[3],f32> 
    %3 = torch.operator "onnx.ScatterND"(%arg0, %1, %2) : (!torch.vtensor<[?],f32>, !torch.vtensor<[3,1],si64>, !torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32> 
    return %3 : !torch.vtensor<[3],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      val_4: "0x080000000300000000000000",
      val_7: "0x08000000020000000000000000000000000000000100000000000000"
    }
  }
#-}
