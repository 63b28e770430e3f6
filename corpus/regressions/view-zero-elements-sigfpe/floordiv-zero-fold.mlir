func.func @main() -> !torch.int {
  %int0 = torch.constant.int 0
  %0 = torch.aten.floordiv.int %int0, %int0 : !torch.int, !torch.int -> !torch.int
  return %0 : !torch.int
}
