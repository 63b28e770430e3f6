module {
  func.func @main(%arg0: !torch.tensor {torch.type_bound = !torch.vtensor<[3],f32>}, %arg1: !torch.tensor {torch.type_bound = !torch.vtensor<[3],f32>}) -> (!torch.tensor, !torch.tensor) {
    %0 = torch.aten.expand_as %arg1, %arg0 : !torch.tensor, !torch.tensor -> !torch.tensor
    return %arg0, %0 : !torch.tensor, !torch.tensor
  }
}
