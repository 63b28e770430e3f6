func.func @main(%arg0: !torch.vtensor<[5,1,3],unk>, %arg1: !torch.list<int>) -> !torch.vtensor<[5,1,3],unk> {
  %0 = torch.aten.reshape %arg0, %arg1 : !torch.vtensor<[5,1,3],unk>, !torch.list<int> -> !torch.vtensor<[5,1,3],unk>
  return %0 : !torch.vtensor<[5,1,3],unk>
}
