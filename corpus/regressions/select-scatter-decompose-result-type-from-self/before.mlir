module {
  func.func @main(%arg0: !torch.vtensor<[0,?],si16>) -> (!torch.vtensor<[0,5],f32>, !torch.vtensor<[0,5],f32>) {
    %0 = torch.vtensor.literal(dense<0.000000e+00> : tensor<0xf32>) : !torch.vtensor<[0],f32>
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %int11 = torch.constant.int 11
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_1_5_torch.uint8> : tensor<1x5xui8>) : !torch.vtensor<[1,5],ui8>
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %2 = torch.aten.zeros_like %arg0, %int6, %none, %none, %none, %none : !torch.vtensor<[0,?],si16>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[0,?],f32>
    %3 = torch.prims.convert_element_type %1, %int11 : !torch.vtensor<[1,5],ui8>, !torch.int -> !torch.vtensor<[1,5],i1>
    %4 = torch.aten.where.self %3, %2, %arg0 : !torch.vtensor<[1,5],i1>, !torch.vtensor<[0,?],f32>, !torch.vtensor<[0,?],si16> -> !torch.vtensor<[0,5],f32>
    %5 = torch.aten.select_scatter %2, %0, %int1, %int0 : !torch.vtensor<[0,?],f32>, !torch.vtensor<[0],f32>, !torch.int, !torch.int -> !torch.vtensor<[0,5],f32>
    return %4, %5 : !torch.vtensor<[0,5],f32>, !torch.vtensor<[0,5],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_5_torch.uint8: "0x010000000101000100"
    }
  }
#-}
