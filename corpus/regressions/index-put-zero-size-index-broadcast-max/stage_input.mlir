module {
  func.func @main(%arg0: !torch.vtensor<[1,0,3],bf16>) -> !torch.vtensor<[1,0,3],bf16> {
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %0 = torch.vtensor.literal(dense<0> : tensor<0xsi64>) : !torch.vtensor<[0],si64>
    %1 = torch.vtensor.literal(dense<0.000000e+00> : tensor<1x0x0xbf16>) : !torch.vtensor<[1,0,0],bf16>
    %none = torch.constant.none
    %int4 = torch.constant.int 4
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %2 = torch.aten.arange.start_step %int0, %int0, %int1, %int4, %none, %none, %none : !torch.int, !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[0],si64>
    %3 = torch.aten.unsqueeze %2, %int-1 : !torch.vtensor<[0],si64>, !torch.int -> !torch.vtensor<[0,1],si64>
    %4 = torch.aten.arange.start_step %int0, %int1, %int1, %int4, %none, %none, %none : !torch.int, !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[1],si64>
    %5 = torch.aten.unsqueeze %4, %int-1 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %6 = torch.aten.unsqueeze %5, %int-1 : !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %7 = torch.prim.ListConstruct %6, %3, %0 : (!torch.vtensor<[1,1,1],si64>, !torch.vtensor<[0,1],si64>, !torch.vtensor<[0],si64>) -> !torch.list<vtensor>
    %8 = torch.aten.index_put.hacked_twin %arg0, %7, %1, %false : !torch.vtensor<[1,0,3],bf16>, !torch.list<vtensor>, !torch.vtensor<[1,0,0],bf16>, !torch.bool -> !torch.vtensor<[1,0,3],bf16>
    return %8 : !torch.vtensor<[1,0,3],bf16>
  }
}
