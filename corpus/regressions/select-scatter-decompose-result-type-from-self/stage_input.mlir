module {
  func.func @main(%arg0: !torch.vtensor<[0,?],si16>) -> (!torch.vtensor<[0,5],f32>, !torch.vtensor<[0,5],f32>) {
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %none_0 = torch.constant.none
    %none_1 = torch.constant.none
    %none_2 = torch.constant.none
    %0 = torch.aten.zeros_like %arg0, %int6, %none, %none_0, %none_1, %none_2 : !torch.vtensor<[0,?],si16>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[0,?],f32>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_1_5_torch.uint8> : tensor<1x5xui8>) : !torch.vtensor<[1,5],ui8>
    %int11 = torch.constant.int 11
    %2 = torch.prims.convert_element_type %1, %int11 : !torch.vtensor<[1,5],ui8>, !torch.int -> !torch.vtensor<[1,5],i1>
    %none_3 = torch.constant.none
    %3 = torch.aten.clone %2, %none_3 : !torch.vtensor<[1,5],i1>, !torch.none -> !torch.vtensor<[1,5],i1>
    %4 = torch.aten.where.self %3, %0, %arg0 : !torch.vtensor<[1,5],i1>, !torch.vtensor<[0,?],f32>, !torch.vtensor<[0,?],si16> -> !torch.vtensor<[0,5],f32>
    %int0 = torch.constant.int 0
    %5 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %int6_4 = torch.constant.int 6
    %none_5 = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %6 = torch.aten.zeros %5, %int6_4, %none_5, %cpu, %false : !torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[0],f32>
    %int1 = torch.constant.int 1
    %int0_6 = torch.constant.int 0
    %7 = torch.aten.select_scatter %0, %6, %int1, %int0_6 : !torch.vtensor<[0,?],f32>, !torch.vtensor<[0],f32>, !torch.int, !torch.int -> !torch.vtensor<[0,5],f32>
    return %4, %7 : !torch.vtensor<[0,5],f32>, !torch.vtensor<[0,5],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_5_torch.uint8: "0x010000000101000100"
    }
  }
#-}
