module {
  func.func @main(%arg0: !torch.vtensor<[?,?,1],bf16>) -> (!torch.vtensor<[2,?,1,1],bf16>, !torch.vtensor<[2,?,1],bf16>) {
    %int-1 = torch.constant.int -1
    %0 = torch.vtensor.literal(dense<1> : tensor<1x1xsi64>) : !torch.vtensor<[1,1],si64>
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %int4 = torch.constant.int 4
    %none = torch.constant.none
    %false = torch.constant.bool false
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_2_1_1_torch.bfloat16> : tensor<2x1x1xbf16>) : !torch.vtensor<[2,1,1],bf16>
    %int3 = torch.constant.int 3
    %2 = torch.aten.unsqueeze %arg0, %int3 : !torch.vtensor<[?,?,1],bf16>, !torch.int -> !torch.vtensor<[2,?,1,1],bf16>
    %3 = torch.aten.arange.start_step %int0, %int1, %int1, %int4, %none, %none, %none : !torch.int, !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[1],si64>
    %4 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,?,1],bf16>, !torch.int -> !torch.int
    %5 = torch.aten.arange.start_step %int0, %4, %int1, %int4, %none, %none, %none : !torch.int, !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?],si64>
    %6 = torch.aten.unsqueeze %5, %int-1 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[?,1],si64>
    %7 = torch.aten.unsqueeze %6, %int-1 : !torch.vtensor<[?,1],si64>, !torch.int -> !torch.vtensor<[?,1,1],si64>
    %8 = torch.prim.ListConstruct %7, %0, %3 : (!torch.vtensor<[?,1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.vtensor<[1],si64>) -> !torch.list<vtensor>
    %9 = torch.aten.index_put.hacked_twin %arg0, %8, %1, %false : !torch.vtensor<[?,?,1],bf16>, !torch.list<vtensor>, !torch.vtensor<[2,1,1],bf16>, !torch.bool -> !torch.vtensor<[2,?,1],bf16>
    return %2, %9 : !torch.vtensor<[2,?,1,1],bf16>, !torch.vtensor<[2,?,1],bf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_1_1_torch.bfloat16: "0x020000002841833A"
    }
  }
#-}
