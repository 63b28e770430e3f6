module {
  func.func @main(%arg0: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> {
    %0 = torch.vtensor.literal(dense<0.000000e+00> : tensor<?xf32>) : !torch.vtensor<[?],f32>
    return %0 : !torch.vtensor<[?],f32>
  }
}
