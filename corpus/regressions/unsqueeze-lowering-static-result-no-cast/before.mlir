module {
  func.func @main(%arg0: !torch.vtensor<[?,?,1],bf16>) -> (!torch.vtensor<[2,?,1,1],bf16>, !torch.vtensor<[2,?,1],bf16>) {
    %int-1 = torch.constant.int -1
    %0 = torch.vtensor.literal(dense<1> : tensor<1x1xsi64>) : !torch.vtensor<[1,1],si64>
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %int4 = torch.constant.int 4
    %none = torch.constant.none
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_2_1_1_torch.bfloat16> : tensor<2x1x1xbf16>) : !torch.vtensor<[2,1,1],bf16>
    %int3 = torch.constant.int 3
    %2 = torch.aten.unsqueeze %arg0, %int3 : !torch.vtensor<[?,?,1],bf16>, !torch.int -> !torch.vtensor<[2,?,1,1],bf16>
    %3 = torch.aten.arange.start_step %int0, %int1, %int1, %int4, %none, %none, %none : !torch.int, !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[1],si64>
    %4 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,?,1],bf16>, !torch.int -> !torch.int
    %5 = torch.aten.arange.start_step %int0, %4, %int1, %int4, %none, %none, %none : !torch.int, !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?],si64>
    %6 = torch.aten.unsqueeze %5, %int-1 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[?,1],si64>
    %7 = torch.aten.unsqueeze %6, %int-1 : !torch.vtensor<[?,1],si64>, !torch.int -> !torch.vtensor<[?,1,1],si64>
    %8 = torch.aten.size.int %7, %int0 : !torch.vtensor<[?,1,1],si64>, !torch.int -> !torch.int
    %9 = torch.prim.max.int %8, %int1 : !torch.int, !torch.int -> !torch.int
    %10 = torch.prim.ListConstruct %9, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %11 = torch.aten.broadcast_to %1, %10 : !torch.vtensor<[2,1,1],bf16>, !torch.list<int> -> !torch.vtensor<[?,1,1],bf16>
    %12 = torch.aten.size.int %7, %int0 : !torch.vtensor<[?,1,1],si64>, !torch.int -> !torch.int
    %13 = torch.prim.max.int %12, %int1 : !torch.int, !torch.int -> !torch.int
    %14 = torch.prim.ListConstruct %13, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %15 = torch.aten.broadcast_to %7, %14 : !torch.vtensor<[?,1,1],si64>, !torch.list<int> -> !torch.vtensor<[?,1,1],si64>
    %16 = torch.aten.flatten.using_ints %15, %int0, %int-1 : !torch.vtensor<[?,1,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[?],si64>
    %17 = torch.aten.broadcast_to %0, %14 : !torch.vtensor<[1,1],si64>, !torch.list<int> -> !torch.vtensor<[?,1,1],si64>
    %18 = torch.aten.flatten.using_ints %17, %int0, %int-1 : !torch.vtensor<[?,1,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[?],si64>
    %19 = torch.aten.broadcast_to %3, %14 : !torch.vtensor<[1],si64>, !torch.list<int> -> !torch.vtensor<[?,1,1],si64>
    %20 = torch.aten.flatten.using_ints %19, %int0, %int-1 : !torch.vtensor<[?,1,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[?],si64>
    %21 = torch.aten.unsqueeze %16, %int1 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[?,1],si64>
    %22 = torch.aten.unsqueeze %18, %int1 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[?,1],si64>
    %23 = torch.aten.unsqueeze %20, %int1 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[?,1],si64>
    %24 = torch.prim.ListConstruct %21, %22, %23 : (!torch.vtensor<[?,1],si64>, !torch.vtensor<[?,1],si64>, !torch.vtensor<[?,1],si64>) -> !torch.list<vtensor<[?,1],si64>>
    %25 = torch.aten.cat %24, %int1 : !torch.list<vtensor<[?,1],si64>>, !torch.int -> !torch.vtensor<[?,3],si64>
    %26 = torch.aten.size.int %11, %int0 : !torch.vtensor<[?,1,1],bf16>, !torch.int -> !torch.int
    %27 = torch.prim.ListConstruct %26 : (!torch.int) -> !torch.list<int>
    %28 = torch.aten.view %11, %27 : !torch.vtensor<[?,1,1],bf16>, !torch.list<int> -> !torch.vtensor<[?],bf16>
    %29 = torch.aten.size.int %28, %int0 : !torch.vtensor<[?],bf16>, !torch.int -> !torch.int
    %30 = torch.prim.ListConstruct %29, %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %31 = torch.aten.view %28, %30 : !torch.vtensor<[?],bf16>, !torch.list<int> -> !torch.vtensor<[?,1,1,1],bf16>
    %32 = torch_c.to_builtin_tensor %arg0 : !torch.vtensor<[?,?,1],bf16> -> tensor<?x?x1xbf16>
    %33 = torch_c.to_builtin_tensor %31 : !torch.vtensor<[?,1,1,1],bf16> -> tensor<?x1x1x1xbf16>
    %34 = torch_c.to_builtin_tensor %25 : !torch.vtensor<[?,3],si64> -> tensor<?x3xi64>
    %35 = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2>} unique_indices(true) ins(%33, %34 : tensor<?x1x1x1xbf16>, tensor<?x3xi64>) outs(%32 : tensor<?x?x1xbf16>) {
    ^bb0(%arg1: bf16, %arg2: bf16):
      tm_tensor.yield %arg1 : bf16
    } -> tensor<?x?x1xbf16>
    %cast = tensor.cast %35 : tensor<?x?x1xbf16> to tensor<2x?x1xbf16>
    %36 = torch_c.from_builtin_tensor %cast : tensor<2x?x1xbf16> -> !torch.vtensor<[2,?,1],bf16>
    return %2, %36 : !torch.vtensor<[2,?,1,1],bf16>, !torch.vtensor<[2,?,1],bf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_1_1_torch.bfloat16: "0x020000002841833A"
    }
  }
#-}
