func.func @main(%arg0: !torch.vtensor, %arg1: !torch.vtensor) -> (!torch.tensor, !torch.tensor) {
  %0 = torch.copy.to_tensor %arg1 : !torch.tensor
  %1 = torch.copy.to_tensor %arg0 : !torch.tensor
  %2 = torch.aten.expand_as %0, %1 : !torch.tensor, !torch.tensor -> !torch.tensor
  return %1, %2 : !torch.tensor, !torch.tensor
}
