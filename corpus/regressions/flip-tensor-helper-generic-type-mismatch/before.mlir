module {
  func.func @main(%arg0: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> {
    %0 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %int0 = torch.constant.int 0
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.uint8> : tensor<4xui8>) : !torch.vtensor<[4],ui8>
    %int11 = torch.constant.int 11
    %false = torch.constant.bool false
    %none = torch.constant.none
    %2 = torch.aten.to.dtype %1, %int11, %false, %false, %none : !torch.vtensor<[4],ui8>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[4],i1>
    %3 = torch.aten.where.self %2, %0, %arg0 : !torch.vtensor<[4],i1>, !torch.vtensor<[],f32>, !torch.vtensor<[?],f32> -> !torch.vtensor<[?],f32>
    %4 = torch.aten.slice.Tensor %3, %int0, %int0, %int2, %int1 : !torch.vtensor<[?],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?],f32>
    return %4 : !torch.vtensor<[?],f32>
  }
}
