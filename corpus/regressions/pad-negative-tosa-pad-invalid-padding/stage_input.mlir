module {
  func.func @main(%arg0: !torch.vtensor<[5],f32>) -> !torch.vtensor<[6],f32> {
    %float1.500000e00 = torch.constant.float 1.500000e+00
    %int3 = torch.constant.int 3
    %int-2 = torch.constant.int -2
    %0 = torch.prim.ListConstruct %int3, %int-2 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.constant_pad_nd %arg0, %0, %float1.500000e00 : !torch.vtensor<[5],f32>, !torch.list<int>, !torch.float -> !torch.vtensor<[6],f32>
    return %1 : !torch.vtensor<[6],f32>
  }
}
