module {
  func.func @main(%arg0: !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> {
    %float1.500000e00 = torch.constant.float 1.500000e+00
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %1 = torch.aten.constant_pad_nd %arg0, %0, %float1.500000e00 : !torch.vtensor<[],f32>, !torch.list<int>, !torch.float -> !torch.vtensor<[],f32>
    return %1 : !torch.vtensor<[],f32>
  }
}
