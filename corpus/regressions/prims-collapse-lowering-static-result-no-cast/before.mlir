module {
  func.func @main(%arg0: !torch.vtensor<[2,?],f32>, %arg1: !torch.vtensor<[2,3],f32>) -> (!torch.vtensor<[4,1],f32>, !torch.vtensor<[3,2],f32>) {
    %int2 = torch.constant.int 2
    %int1 = torch.constant.int 1
    %int-1 = torch.constant.int -1
    %int0 = torch.constant.int 0
    %0 = torch.aten.unsqueeze %arg0, %int1 : !torch.vtensor<[2,?],f32>, !torch.int -> !torch.vtensor<[2,1,?],f32>
    %1 = torch.prim.ListConstruct %int-1, %int2, %int-1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.aten.broadcast_to %0, %1 : !torch.vtensor<[2,1,?],f32>, !torch.list<int> -> !torch.vtensor<[2,2,?],f32>
    %3 = torch.prims.collapse %2, %int0, %int1 : !torch.vtensor<[2,2,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[4,3],f32>
    %4 = torch.aten.slice.Tensor %3, %int-1, %int1, %int-1, %int1 : !torch.vtensor<[4,3],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[4,1],f32>
    %5 = torch.aten.transpose.int %arg1, %int0, %int1 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[3,2],f32>
    return %4, %5 : !torch.vtensor<[4,1],f32>, !torch.vtensor<[3,2],f32>
  }
}
