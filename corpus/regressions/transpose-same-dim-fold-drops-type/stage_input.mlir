module {
  func.func @main(%arg0: !torch.tensor {torch.type_bound = !torch.vtensor<[2],f32>}) -> !torch.tensor {
    %int-1 = torch.constant.int -1
    %int-1_0 = torch.constant.int -1
    %0 = torch.aten.transpose.int %arg0, %int-1, %int-1_0 : !torch.tensor, !torch.int, !torch.int -> !torch.tensor
    return %0 : !torch.tensor
  }
}
