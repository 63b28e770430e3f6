module {
  func.func @main(%arg0: !torch.vtensor<[2,?],f32>) -> !torch.vtensor<[2,?],f32> {
    %false = torch.constant.bool false
    %0 = torch.vtensor.literal(dense<1> : tensor<1xsi64>) : !torch.vtensor<[1],si64>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_3_torch.float32> : tensor<3xf32>) : !torch.vtensor<[3],f32>
    %2 = torch.prim.ListConstruct %0 : (!torch.vtensor<[1],si64>) -> !torch.list<vtensor>
    %3 = torch.aten.index_put.hacked_twin %arg0, %2, %1, %false : !torch.vtensor<[2,?],f32>, !torch.list<vtensor>, !torch.vtensor<[3],f32>, !torch.bool -> !torch.vtensor<[2,?],f32>
    return %3 : !torch.vtensor<[2,?],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_3_torch.float32: "0x040000000000803F0000004000004040"
    }
  }
#-}
