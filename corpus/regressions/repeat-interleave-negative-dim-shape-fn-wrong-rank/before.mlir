module {
  func.func @main(%arg0: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,6,2,3],f32> {
    %int-1 = torch.constant.int -1
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %0 = torch.aten.unsqueeze %arg0, %int2 : !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3,1],f32>
    %1 = torch.prim.ListConstruct %int-1, %int-1, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.aten.broadcast_to %0, %1 : !torch.vtensor<[2,3,1],f32>, !torch.list<int> -> !torch.vtensor<[2,3,2],f32>
    %3 = torch.prims.collapse %2, %int1, %int2 : !torch.vtensor<[2,3,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,6,2,3],f32>
    return %3 : !torch.vtensor<[2,6,2,3],f32>
  }
}
