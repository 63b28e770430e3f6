module {
  func.func @main(%arg0: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
    %0 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_2_1_torch.uint8> : tensor<2x1xui8>) : !torch.vtensor<[2,1],ui8>
    %int11 = torch.constant.int 11
    %false = torch.constant.bool false
    %none = torch.constant.none
    %2 = torch.aten.to.dtype %1, %int11, %false, %false, %none : !torch.vtensor<[2,1],ui8>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[2,1],i1>
    %3 = torch.aten.where.self %2, %0, %arg0 : !torch.vtensor<[2,1],i1>, !torch.vtensor<[],f32>, !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
    return %3 : !torch.vtensor<[2],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_1_torch.uint8: "0x010000000100"
    }
  }
#-}
