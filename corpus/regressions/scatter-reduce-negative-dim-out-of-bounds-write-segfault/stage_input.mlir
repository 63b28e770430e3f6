module {
  func.func @main(%arg0: !torch.vtensor<[3,0],ui8>) -> !torch.vtensor<[3,0],ui8> {
    %true = torch.constant.bool true
    %str = torch.constant.str "prod"
    %int-2 = torch.constant.int -2
    %0 = torch.vtensor.literal(dense<0> : tensor<1x0xsi64>) : !torch.vtensor<[1,0],si64>
    %1 = torch.aten.scatter_reduce.two %arg0, %int-2, %0, %arg0, %str, %true : !torch.vtensor<[3,0],ui8>, !torch.int, !torch.vtensor<[1,0],si64>, !torch.vtensor<[3,0],ui8>, !torch.str, !torch.bool -> !torch.vtensor<[3,0],ui8>
    return %1 : !torch.vtensor<[3,0],ui8>
  }
}
