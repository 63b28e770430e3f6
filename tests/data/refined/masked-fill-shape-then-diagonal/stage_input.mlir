module {
  func.func @main(%arg0: !torch.vtensor<[1],si32>) -> !torch.vtensor<[1,?],si32> {
    %0 = torch.vtensor.literal(dense<-2147483648> : tensor<si32>) : !torch.vtensor<[],si32>
    %int-2 = torch.constant.int -2
    %int1 = torch.constant.int 1
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_2_4_torch.uint8> : tensor<2x4xui8>) : !torch.vtensor<[2,4],ui8>
    %int11 = torch.constant.int 11
    %false = torch.constant.bool false
    %none = torch.constant.none
    %2 = torch.aten.to.dtype %1, %int11, %false, %false, %none : !torch.vtensor<[2,4],ui8>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[2,4],i1>
    %3 = torch.aten.where.self %2, %0, %arg0 : !torch.vtensor<[2,4],i1>, !torch.vtensor<[],si32>, !torch.vtensor<[1],si32> -> !torch.vtensor<[1],si32>
    %4 = torch.aten.diagonal %3, %int1, %int1, %int-2 : !torch.vtensor<[1],si32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?],si32>
    return %4 : !torch.vtensor<[1,?],si32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_4_torch.uint8: "0x010000000101010001000001"
    }
  }
#-}
