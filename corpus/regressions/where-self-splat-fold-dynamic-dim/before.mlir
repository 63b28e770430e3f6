module {
  func.func @main(%arg0: !torch.vtensor<[1,?,0],f32>) -> !torch.vtensor<[1,?,0],f32> {
    %0 = torch.vtensor.literal(dense<1> : tensor<ui8>) : !torch.vtensor<[],ui8>
    %int11 = torch.constant.int 11
    %1 = torch.prims.convert_element_type %0, %int11 : !torch.vtensor<[],ui8>, !torch.int -> !torch.vtensor<[],i1>
    %none = torch.constant.none
    %2 = torch.aten.clone %1, %none : !torch.vtensor<[],i1>, !torch.none -> !torch.vtensor<[],i1>
    %float3.402820e38 = torch.constant.float 3.4028234663852886E+38
    %3 = torch.aten.masked_fill.Scalar %arg0, %2, %float3.402820e38 : !torch.vtensor<[1,?,0],f32>, !torch.vtensor<[],i1>, !torch.float -> !torch.vtensor<[1,?,0],f32>
    return %3 : !torch.vtensor<[1,?,0],f32>
  }
}
