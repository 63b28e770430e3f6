module {
  func.func @main(%arg0: !torch.vtensor<[0,3],f32>) -> !torch.vtensor<[0,2],f32> {
    %int1 = torch.constant.int 1
    %false = torch.constant.bool false
    %0 = torch.vtensor.literal(dense<0> : tensor<0x2xsi64>) : !torch.vtensor<[0,2],si64>
    %1 = torch.aten.gather %arg0, %int1, %0, %false : !torch.vtensor<[0,3],f32>, !torch.int, !torch.vtensor<[0,2],si64>, !torch.bool -> !torch.vtensor<[0,2],f32>
    return %1 : !torch.vtensor<[0,2],f32>
  }
}
