module {
  func.func @main(%arg0: !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[2,3,4],f32> {
    %0 = torch.vtensor.literal(dense<1> : tensor<1xsi64>) : !torch.vtensor<[1],si64>
    %none = torch.constant.none
    %1 = torch.vtensor.literal(dense<2> : tensor<1xsi64>) : !torch.vtensor<[1],si64>
    %none_0 = torch.constant.none
    %2 = torch.vtensor.literal(dense_resource<torch_tensor_3_torch.float32> : tensor<3xf32>) : !torch.vtensor<[3],f32>
    %none_1 = torch.constant.none
    %none_2 = torch.constant.none
    %3 = torch.prim.ListConstruct %0, %none_2, %1 : (!torch.vtensor<[1],si64>, !torch.none, !torch.vtensor<[1],si64>) -> !torch.list<optional<vtensor>>
    %false = torch.constant.bool false
    %4 = torch.aten.index_put %arg0, %3, %2, %false : !torch.vtensor<[2,3,4],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[3],f32>, !torch.bool -> !torch.vtensor<[2,3,4],f32>
    return %4 : !torch.vtensor<[2,3,4],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_3_torch.float32: "0x040000000000803F0000004000004040"
    }
  }
#-}
