module {
  func.func @main(%arg0: !torch.vtensor<[?,3],f32>) -> !torch.vtensor<[2,3],f32> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_2_3_torch.uint8> : tensor<2x3xui8>) : !torch.vtensor<[2,3],ui8>
    %int11 = torch.constant.int 11
    %1 = torch.prims.convert_element_type %0, %int11 : !torch.vtensor<[2,3],ui8>, !torch.int -> !torch.vtensor<[2,3],i1>
    %none = torch.constant.none
    %2 = torch.aten.masked_scatter %arg0, %1, %arg0 : !torch.vtensor<[?,3],f32>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[?,3],f32> -> !torch.vtensor<[2,3],f32>
    return %2 : !torch.vtensor<[2,3],f32>
  }
}
