module {
  func.func @main(%arg0: !torch.vtensor<[0,3],f32>) -> !torch.vtensor<[0,3],f32> {
    %0 = torch.vtensor.literal(dense<0> : tensor<0xsi64>) : !torch.vtensor<[0],si64>
    %1 = torch.prim.ListConstruct %0 : (!torch.vtensor<[0],si64>) -> !torch.list<vtensor>
    %2 = torch.aten.index.Tensor_hacked_twin %arg0, %1 : !torch.vtensor<[0,3],f32>, !torch.list<vtensor> -> !torch.vtensor<[0,3],f32>
    return %2 : !torch.vtensor<[0,3],f32>
  }
}
