module {
  func.func @main(%arg0: !torch.vtensor<[?,1],f32>) -> !torch.vtensor<[0,1],f32> {
    %int3 = torch.constant.int 3
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %0 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,1],f32>, !torch.int -> !torch.int
    %1 = torch.aten.add.int %0, %int1 : !torch.int, !torch.int -> !torch.int
    %2 = torch.aten.split.Tensor %arg0, %0, %int0 : !torch.vtensor<[?,1],f32>, !torch.int, !torch.int -> !torch.list<vtensor>
    %3 = torch.prim.ListUnpack %2 : !torch.list<vtensor> -> !torch.vtensor<[?,1],f32>
    %4 = torch.aten.slice.Tensor %3, %int0, %int3, %int3, %int1 : !torch.vtensor<[?,1],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[0,1],f32>
    return %4 : !torch.vtensor<[0,1],f32>
  }
}
