module {
  func.func @main(%arg0: !torch.vtensor<[3],f32>) -> !torch.vtensor<[2,3],f32> {
    %c0_i64 = arith.constant 0 : i64
    %0 = torch.vtensor.literal(dense<0> : tensor<3xsi64>) : !torch.vtensor<[3],si64>
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_6_torch.float32> : tensor<6xf32>) : !torch.vtensor<[6],f32>
    %2 = torch.vtensor.literal(dense_resource<torch_tensor_2_3_torch.uint8> : tensor<2x3xui8>) : !torch.vtensor<[2,3],ui8>
    %int11 = torch.constant.int 11
    %false = torch.constant.bool false
    %none = torch.constant.none
    %3 = torch.aten.to.dtype %2, %int11, %false, %false, %none : !torch.vtensor<[2,3],ui8>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[2,3],i1>
    %4 = torch.aten.add.Tensor %3, %0, %int1 : !torch.vtensor<[2,3],i1>, !torch.vtensor<[3],si64>, !torch.int -> !torch.vtensor<[3],si64>
    %5 = torch_c.to_builtin_tensor %4 : !torch.vtensor<[3],si64> -> tensor<3xi64>
    %6 = tensor.empty() : tensor<3xi64>
    %7 = linalg.fill ins(%c0_i64 : i64) outs(%6 : tensor<3xi64>) -> tensor<3xi64>
    %8 = tensor.empty() : tensor<i64>
    %9 = linalg.fill ins(%c0_i64 : i64) outs(%8 : tensor<i64>) -> tensor<i64>
    %10:2 = tm_tensor.scan dimension(0) inclusive(true) ins(%5 : tensor<3xi64>) outs(%7, %9 : tensor<3xi64>, tensor<i64>) {
    ^bb0(%arg1: i64, %arg2: i64):
      %16 = arith.addi %arg1, %arg2 : i64
      tm_tensor.yield %16 : i64
    } -> tensor<3xi64>, tensor<i64>
    %11 = torch_c.from_builtin_tensor %10#0 : tensor<3xi64> -> !torch.vtensor<[3],si64>
    %12 = torch.aten.sub.Scalar %11, %int1, %int1 : !torch.vtensor<[3],si64>, !torch.int, !torch.int -> !torch.vtensor<[3],si64>
    %13 = torch.aten.clamp %12, %int0, %none : !torch.vtensor<[3],si64>, !torch.int, !torch.none -> !torch.vtensor<[3],si64>
    %14 = torch.aten.index_select %1, %int0, %13 : !torch.vtensor<[6],f32>, !torch.int, !torch.vtensor<[3],si64> -> !torch.vtensor<[3],f32>
    %15 = torch.aten.where.self %3, %14, %arg0 : !torch.vtensor<[2,3],i1>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32> -> !torch.vtensor<[2,3],f32>
    return %15 : !torch.vtensor<[2,3],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_6_torch.float32: "0x040000000000803F0000004000004040000080400000A0400000C040",
      torch_tensor_2_3_torch.uint8: "0x01000000010001000100"
    }
  }
#-}
