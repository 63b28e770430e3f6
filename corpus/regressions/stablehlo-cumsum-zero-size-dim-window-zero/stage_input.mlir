module {
  func.func @main(%arg0: !torch.vtensor<[0],si16>) -> !torch.vtensor<[0],si16> {
    %0 = torch.vtensor.literal(dense<32767> : tensor<1xsi16>) : !torch.vtensor<[1],si16>
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %none = torch.constant.none
    %1 = torch.vtensor.literal(dense<0> : tensor<0xsi64>) : !torch.vtensor<[0],si64>
    %2 = torch.aten.cumsum %1, %int0, %none : !torch.vtensor<[0],si64>, !torch.int, !torch.none -> !torch.vtensor<[0],si64>
    %3 = torch.aten.sub.Scalar %2, %int1, %int1 : !torch.vtensor<[0],si64>, !torch.int, !torch.int -> !torch.vtensor<[0],si64>
    %4 = torch.aten.clamp %3, %int0, %none : !torch.vtensor<[0],si64>, !torch.int, !torch.none -> !torch.vtensor<[0],si64>
    %5 = torch.aten.index_select %0, %int0, %4 : !torch.vtensor<[1],si16>, !torch.int, !torch.vtensor<[0],si64> -> !torch.vtensor<[0],si16>
    return %arg0 : !torch.vtensor<[0],si16>
  }
}
