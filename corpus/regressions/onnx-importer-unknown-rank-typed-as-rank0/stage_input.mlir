module {
  func.func @main(%arg0: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,6],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 20 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.13.0+cpu"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_1> : tensor<si64>} : () -> !torch.vtensor<[],si64> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<int64_0> : tensor<si64>} : () -> !torch.vtensor<[],si64> 
    %2 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<tmp> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %none = torch.constant.none
    %3 = torch.operator "onnx.SequenceConstruct"(%arg0, %arg0) : (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>) -> !torch.list<vtensor<[2,3],f32>> 
    %4 = torch.operator "onnx.SequenceMap"(%3) : (!torch.list<vtensor<[2,3],f32>>) -> !torch.list<vtensor<[],f32>> {
    ^bb0(%arg1: !torch.vtensor<[2,3],f32>):
      %none_0 = torch.constant.none
      %7 = torch.operator "onnx.Shape"(%arg1) : (!torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2],si64> 
      %8 = torch.operator "onnx.Size"(%7) : (!torch.vtensor<[2],si64>) -> !torch.vtensor<[],si64> 
      %9 = torch.operator "onnx.CastLike"(%1, %8) : (!torch.vtensor<[],si64>, !torch.vtensor<[],si64>) -> !torch.vtensor<[],si64> 
      %10 = torch.operator "onnx.Equal"(%8, %9) : (!torch.vtensor<[],si64>, !torch.vtensor<[],si64>) -> !torch.vtensor<[],i1> 
      %11 = torch.operator "onnx.If"(%10) : (!torch.vtensor<[],i1>) -> !torch.vtensor<[],f32> {
        %none_1 = torch.constant.none
        %12 = torch.operator "onnx.Identity"(%arg1) : (!torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> 
        torch.operator_terminator %12 : !torch.vtensor<[2,3],f32>
      }, {
        %none_1 = torch.constant.none
        %12 = torch.operator "onnx.Reshape"(%arg1, %2) : (!torch.vtensor<[2,3],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[?],f32> 
        torch.operator_terminator %12 : !torch.vtensor<[?],f32>
      }
      torch.operator_terminator %11 : !torch.vtensor<[],f32>
    }
    %5 = torch.operator "onnx.SequenceAt"(%4, %0) : (!torch.list<vtensor<[],f32>>, !torch.vtensor<[],si64>) -> !torch.vtensor<[2,3],f32> 
    %6 = torch.operator "onnx.Concat"(%5, %5) {torch.onnx.axis = 1 : si64} : (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,6],f32> 
    return %6 : !torch.vtensor<[2,6],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      val_1: "0x080000000100000000000000",
      int64_0: "0x080000000000000000000000",
      tmp: "0x080000000100000000000000"
    }
  }
#-}
