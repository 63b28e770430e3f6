module {
  func.func @main(%arg0: tensor<3x3xf32>, %arg1: tensor<3xf32>) -> tensor<3x3xf32> {
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %0 = torch_c.from_builtin_tensor %arg1 : tensor<3xf32> -> !torch.vtensor<[3],f32>
    %1 = torch_c.from_builtin_tensor %arg0 : tensor<3x3xf32> -> !torch.vtensor<[3,3],f32>
    %2 = torch.aten.diagonal_scatter %1, %0, %int0, %int0, %int1 : !torch.vtensor<[3,3],f32>, !torch.vtensor<[3],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3,3],f32>
    %3 = torch_c.to_builtin_tensor %2 : !torch.vtensor<[3,3],f32> -> tensor<3x3xf32>
    return %3 : tensor<3x3xf32>
  }
}
