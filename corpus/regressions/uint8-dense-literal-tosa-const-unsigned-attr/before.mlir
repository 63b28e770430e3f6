module {
  func.func @main(%arg0: !torch.vtensor<[2,3],ui8>) -> !torch.vtensor<[2,3],ui8> {
    %0 = torch.vtensor.literal(dense<2> : tensor<1x1xsi64>) : !torch.vtensor<[1,1],si64>
    %1 = torch.vtensor.literal(dense<200> : tensor<1x1xui8>) : !torch.vtensor<[1,1],ui8>
    %int1 = torch.constant.int 1
    %2 = torch.aten.scatter.src %arg0, %int1, %0, %1 : !torch.vtensor<[2,3],ui8>, !torch.int, !torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],ui8> -> !torch.vtensor<[2,3],ui8>
    return %2 : !torch.vtensor<[2,3],ui8>
  }
}
