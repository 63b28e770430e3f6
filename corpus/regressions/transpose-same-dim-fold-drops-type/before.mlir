module {
  func.func @main(%arg0: !torch.vtensor<[2],f32>) -> !torch.vtensor {
    %int-1 = torch.constant.int -1
    %0 = torch.tensor_static_info_cast %arg0 : !torch.vtensor<[2],f32> to !torch.vtensor
    %1 = torch.aten.transpose.int %0, %int-1, %int-1 : !torch.vtensor, !torch.int, !torch.int -> !torch.vtensor
    %2 = torch.copy.to_tensor %1 : !torch.tensor
    return %1 : !torch.vtensor
  }
}
