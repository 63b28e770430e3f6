module {
  func.func @main(%arg0: !torch.vtensor<[?],f32>) -> (!torch.vtensor<[?],f32>, !torch.vtensor<[2],f32>) {
    %int0 = torch.constant.int 0
    %int-1 = torch.constant.int -1
    %int1 = torch.constant.int 1
    %0 = torch.aten.slice.Tensor %arg0, %int0, %int0, %int-1, %int1 : !torch.vtensor<[?],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?],f32>
    %1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %2 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %3 = torch.aten.roll %arg0, %1, %2 : !torch.vtensor<[?],f32>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[2],f32>
    return %0, %3 : !torch.vtensor<[?],f32>, !torch.vtensor<[2],f32>
  }
}
