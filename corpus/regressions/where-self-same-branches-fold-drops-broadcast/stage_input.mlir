module {
  func.func @main(%arg0: !torch.vtensor<[],f16>) -> !torch.vtensor<[2,2],f16> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_2_2_torch.uint8> : tensor<2x2xui8>) : !torch.vtensor<[2,2],ui8>
    %int11 = torch.constant.int 11
    %1 = torch.prims.convert_element_type %0, %int11 : !torch.vtensor<[2,2],ui8>, !torch.int -> !torch.vtensor<[2,2],i1>
    %none = torch.constant.none
    %2 = torch.aten.clone %1, %none : !torch.vtensor<[2,2],i1>, !torch.none -> !torch.vtensor<[2,2],i1>
    %3 = torch.aten.where.self %2, %arg0, %arg0 : !torch.vtensor<[2,2],i1>, !torch.vtensor<[],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[2,2],f16>
    return %3 : !torch.vtensor<[2,2],f16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_2_torch.uint8: "0x0100000001000001"
    }
  }
#-}
