module {
  func.func @main(%arg0: !torch.vtensor<[3,2],f32>) -> !torch.vtensor<[2,2],f32> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_2_torch.int32> : tensor<2xsi32>) : !torch.vtensor<[2],si32>
    %1 = torch.prim.ListConstruct %0 : (!torch.vtensor<[2],si32>) -> !torch.list<vtensor>
    %2 = torch.aten.index.Tensor_hacked_twin %arg0, %1 : !torch.vtensor<[3,2],f32>, !torch.list<vtensor> -> !torch.vtensor<[2,2],f32>
    return %2 : !torch.vtensor<[2,2],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.int32: "0x040000000200000000000000"
    }
  }
#-}
