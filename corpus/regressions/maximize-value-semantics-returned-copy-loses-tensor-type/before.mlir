module {
  func.func @main(%arg0: !torch.vtensor<[3],f32>, %arg1: !torch.vtensor<[3],f32>) -> (!torch.tensor, !torch.tensor) {
    %0 = torch.tensor_static_info_cast %arg1 : !torch.vtensor<[3],f32> to !torch.vtensor
    %1 = torch.copy.to_tensor %0 : !torch.tensor
    %2 = torch.tensor_static_info_cast %arg0 : !torch.vtensor<[3],f32> to !torch.vtensor
    %3 = torch.copy.to_tensor %2 : !torch.tensor
    %4 = torch.aten.expand_as %1, %3 : !torch.tensor, !torch.tensor -> !torch.tensor
    return %3, %4 : !torch.tensor, !torch.tensor
  }
}
