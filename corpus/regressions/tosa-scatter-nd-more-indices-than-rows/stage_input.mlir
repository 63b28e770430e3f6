module {
  func.func @main(%arg0: !torch.vtensor<[3,3],f32>) -> !torch.vtensor<[3,3],f32> {
    %false = torch.constant.bool false
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.int64> : tensor<4xsi64>) : !torch.vtensor<[4],si64>
    %1 = torch.vtensor.literal(dense<5.000000e+00> : tensor<4x3xf32>) : !torch.vtensor<[4,3],f32>
    %2 = torch.prim.ListConstruct %0 : (!torch.vtensor<[4],si64>) -> !torch.list<vtensor>
    %3 = torch.aten.index_put.hacked_twin %arg0, %2, %1, %false : !torch.vtensor<[3,3],f32>, !torch.list<vtensor>, !torch.vtensor<[4,3],f32>, !torch.bool -> !torch.vtensor<[3,3],f32>
    return %3 : !torch.vtensor<[3,3],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.int64: "0x080000000000000000000000000000000000000002000000000000000200000000000000"
    }
  }
#-}
