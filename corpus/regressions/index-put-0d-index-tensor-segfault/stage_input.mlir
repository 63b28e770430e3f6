module {
  func.func @main(%arg0: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
    %false = torch.constant.bool false
    %0 = torch.vtensor.literal(dense<1> : tensor<si64>) : !torch.vtensor<[],si64>
    %1 = torch.vtensor.literal(dense<7.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %2 = torch.prim.ListConstruct %0 : (!torch.vtensor<[],si64>) -> !torch.list<vtensor>
    %3 = torch.aten.index_put.hacked_twin %arg0, %2, %1, %false : !torch.vtensor<[2],f32>, !torch.list<vtensor>, !torch.vtensor<[],f32>, !torch.bool -> !torch.vtensor<[2],f32>
    return %3 : !torch.vtensor<[2],f32>
  }
}
