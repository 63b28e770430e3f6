func.func @main(%c: !torch.vtensor<[2,2],i1>, %x: !torch.vtensor<[],f16>) -> !torch.vtensor<[2,2],f16> {
  %0 = torch.aten.where.self %c, %x, %x : !torch.vtensor<[2,2],i1>, !torch.vtensor<[],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[2,2],f16>
  return %0 : !torch.vtensor<[2,2],f16>
}
