module {
  func.func @main(%arg0: !torch.vtensor<[2,3],si64>) -> !torch.vtensor<[2,3],si64> {
    %false = torch.constant.bool false
    %0 = torch.vtensor.literal(dense<1> : tensor<1xsi64>) : !torch.vtensor<[1],si64>
    %1 = torch.vtensor.literal(dense<2> : tensor<1xsi32>) : !torch.vtensor<[1],si32>
    %2 = torch.vtensor.literal(dense<70> : tensor<si64>) : !torch.vtensor<[],si64>
    %3 = torch.prim.ListConstruct %0, %1 : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si32>) -> !torch.list<vtensor>
    %4 = torch.aten.index_put.hacked_twin %arg0, %3, %2, %false : !torch.vtensor<[2,3],si64>, !torch.list<vtensor>, !torch.vtensor<[],si64>, !torch.bool -> !torch.vtensor<[2,3],si64>
    return %4 : !torch.vtensor<[2,3],si64>
  }
}
