func.func @main(%arg0: !torch.vtensor<[2,10],unk>) -> !torch.vtensor<[2,10],unk> {
  %none = torch.constant.none
  %8 = torch.aten.empty_like %arg0, %none, %none, %none, %none, %none : !torch.vtensor<[2,10],unk>, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2,10],unk>
  return %8 : !torch.vtensor<[2,10],unk>
}
