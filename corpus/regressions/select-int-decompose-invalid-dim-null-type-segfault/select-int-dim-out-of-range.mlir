func.func @f(%x: !torch.vtensor<[0],si8>) -> !torch.vtensor<[3,0,3],si8> {
  %int3 = torch.constant.int 3
  %int0 = torch.constant.int 0
  %0 = torch.aten.select.int %x, %int3, %int0 : !torch.vtensor<[0],si8>, !torch.int, !torch.int -> !torch.vtensor<[3,0,3],si8>
  return %0 : !torch.vtensor<[3,0,3],si8>
}
