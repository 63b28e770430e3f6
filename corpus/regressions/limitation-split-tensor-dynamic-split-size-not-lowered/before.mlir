module {
  func.func @main(%arg0: tensor<?x1xf32>) -> tensor<0x1xf32> {
    %int0 = torch.constant.int 0
    %c0 = arith.constant 0 : index
    %c3_i64 = arith.constant 3 : i64
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x1xf32> -> !torch.vtensor<[?,1],f32>
    %1 = torch_c.to_builtin_tensor %0 : !torch.vtensor<[?,1],f32> -> tensor<?x1xf32>
    %dim = tensor.dim %1, %c0 : tensor<?x1xf32>
    %2 = arith.index_cast %dim : index to i64
    %3 = torch_c.from_i64 %2
    %4 = torch.aten.split.Tensor %0, %3, %int0 : !torch.vtensor<[?,1],f32>, !torch.int, !torch.int -> !torch.list<vtensor>
    %5 = torch.prim.ListUnpack %4 : !torch.list<vtensor> -> !torch.vtensor<[?,1],f32>
    %6 = torch_c.to_builtin_tensor %5 : !torch.vtensor<[?,1],f32> -> tensor<?x1xf32>
    %dim_0 = tensor.dim %6, %c0 : tensor<?x1xf32>
    %7 = arith.index_cast %dim_0 : index to i64
    %8 = arith.minsi %7, %c3_i64 : i64
    %9 = arith.index_cast %8 : i64 to index
    %extracted_slice = tensor.extract_slice %6[%9, 0] [0, 1] [1, 1] : tensor<?x1xf32> to tensor<0x1xf32>
    %10 = torch_c.from_builtin_tensor %extracted_slice : tensor<0x1xf32> -> !torch.vtensor<[0,1],f32>
    %11 = torch_c.to_builtin_tensor %10 : !torch.vtensor<[0,1],f32> -> tensor<0x1xf32>
    return %11 : tensor<0x1xf32>
  }
}
