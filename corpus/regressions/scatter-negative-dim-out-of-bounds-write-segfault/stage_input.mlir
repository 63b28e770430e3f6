module {
  func.func @main(%arg0: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_1_2_torch.int64> : tensor<1x2xsi64>) : !torch.vtensor<[1,2],si64>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_1_2_torch.float32> : tensor<1x2xf32>) : !torch.vtensor<[1,2],f32>
    %int-2 = torch.constant.int -2
    %2 = torch.aten.scatter.src %arg0, %int-2, %0, %1 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.vtensor<[1,2],si64>, !torch.vtensor<[1,2],f32> -> !torch.vtensor<[2,3],f32>
    return %2 : !torch.vtensor<[2,3],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_2_torch.int64: "0x0800000001000000000000000000000000000000",
      torch_tensor_1_2_torch.float32: "0x040000000000C03F000000C0"
    }
  }
#-}
