module {
  func.func @main(%arg0: !torch.vtensor<[?,3],f32>) -> !torch.vtensor<[4,2],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 20 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.13.0+cpu"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_2> : tensor<2xsi64>} : () -> !torch.vtensor<[2],si64> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_6> : tensor<2xsi64>} : () -> !torch.vtensor<[2],si64> 
    %none = torch.constant.none
    %2 = torch.operator "onnx.Gather"(%arg0, %0) {torch.onnx.axis = 1 : si64} : (!torch.vtensor<[?,3],f32>, !torch.vtensor<[2],si64>) -> !torch.vtensor<[4,2],f32> 
    %3 = torch.operator "onnx.Expand"(%2, %1) : (!torch.vtensor<[4,2],f32>, !torch.vtensor<[2],si64>) -> !torch.vtensor<[4,2],f32> 
    return %3 : !torch.vtensor<[4,2],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      val_2: "0x0800000000000000000000000200000000000000",
      val_6: "0x0800000004000000000000000100000000000000"
    }
  }
#-}
