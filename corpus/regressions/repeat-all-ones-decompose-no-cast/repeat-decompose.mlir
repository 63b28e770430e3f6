func.func @main(%arg0: !torch.vtensor<[?],f32>) -> !torch.vtensor<[2],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %1 = torch.aten.repeat %arg0, %0 : !torch.vtensor<[?],f32>, !torch.list<int> -> !torch.vtensor<[2],f32>
  return %1 : !torch.vtensor<[2],f32>
}
