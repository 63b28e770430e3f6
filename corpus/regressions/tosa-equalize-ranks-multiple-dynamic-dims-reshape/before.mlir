module {
  func.func @main(%arg0: !torch.vtensor<[1,?,?],f64>) -> !torch.vtensor<[1,1,3,2,2],f64> {
    %0 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f64>) : !torch.vtensor<[],f64>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_1_1_3_2_2_torch.uint8> : tensor<1x1x3x2x2xui8>) : !torch.vtensor<[1,1,3,2,2],ui8>
    %int11 = torch.constant.int 11
    %false = torch.constant.bool false
    %none = torch.constant.none
    %2 = torch.aten.to.dtype %1, %int11, %false, %false, %none : !torch.vtensor<[1,1,3,2,2],ui8>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[1,1,3,2,2],i1>
    %3 = torch.aten.where.self %2, %0, %arg0 : !torch.vtensor<[1,1,3,2,2],i1>, !torch.vtensor<[],f64>, !torch.vtensor<[1,?,?],f64> -> !torch.vtensor<[1,1,3,2,2],f64>
    return %3 : !torch.vtensor<[1,1,3,2,2],f64>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_1_3_2_2_torch.uint8: "0x01000000010000010101000001010100"
    }
  }
#-}
