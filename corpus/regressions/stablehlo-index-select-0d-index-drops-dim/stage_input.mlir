module {
  func.func @main(%arg0: !torch.vtensor<[3,5],f32>) -> !torch.vtensor<[1,5],f32> {
    %0 = torch.vtensor.literal(dense<2> : tensor<si64>) : !torch.vtensor<[],si64>
    %int0 = torch.constant.int 0
    %1 = torch.aten.index_select %arg0, %int0, %0 : !torch.vtensor<[3,5],f32>, !torch.int, !torch.vtensor<[],si64> -> !torch.vtensor<[1,5],f32>
    return %1 : !torch.vtensor<[1,5],f32>
  }
}
