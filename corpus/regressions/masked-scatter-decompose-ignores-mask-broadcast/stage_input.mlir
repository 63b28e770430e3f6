module {
  func.func @main(%arg0: !torch.vtensor<[3],f32>) -> !torch.vtensor<[2,3],f32> {
    %0 = torch.vtensor.literal(dense<0> : tensor<3xsi64>) : !torch.vtensor<[3],si64>
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_6_torch.float32> : tensor<6xf32>) : !torch.vtensor<[6],f32>
    %2 = torch.vtensor.literal(dense_resource<torch_tensor_2_3_torch.uint8> : tensor<2x3xui8>) : !torch.vtensor<[2,3],ui8>
    %int11 = torch.constant.int 11
    %false = torch.constant.bool false
    %none = torch.constant.none
    %3 = torch.aten.to.dtype %2, %int11, %false, %false, %none : !torch.vtensor<[2,3],ui8>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[2,3],i1>
    %4 = torch.aten.add.Tensor %3, %0, %int1 : !torch.vtensor<[2,3],i1>, !torch.vtensor<[3],si64>, !torch.int -> !torch.vtensor<[3],si64>
    %5 = torch.aten.cumsum %4, %int0, %none : !torch.vtensor<[3],si64>, !torch.int, !torch.none -> !torch.vtensor<[3],si64>
    %6 = torch.aten.sub.Scalar %5, %int1, %int1 : !torch.vtensor<[3],si64>, !torch.int, !torch.int -> !torch.vtensor<[3],si64>
    %7 = torch.aten.clamp %6, %int0, %none : !torch.vtensor<[3],si64>, !torch.int, !torch.none -> !torch.vtensor<[3],si64>
    %8 = torch.aten.index_select %1, %int0, %7 : !torch.vtensor<[6],f32>, !torch.int, !torch.vtensor<[3],si64> -> !torch.vtensor<[3],f32>
    %9 = torch.aten.where.self %3, %8, %arg0 : !torch.vtensor<[2,3],i1>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32> -> !torch.vtensor<[2,3],f32>
    return %9 : !torch.vtensor<[2,3],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_6_torch.float32: "0x040000000000803F0000004000004040000080400000A0400000C040",
      torch_tensor_2_3_torch.uint8: "0x01000000010001000100"
    }
  }
#-}
