module {
  func.func @main(%arg0: !torch.vtensor<[?,3,3,0],f32>) -> !torch.vtensor<[0,3,3,0],f32> {
    %int-1 = torch.constant.int -1
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %0 = torch.aten.unsqueeze %arg0, %int1 : !torch.vtensor<[?,3,3,0],f32>, !torch.int -> !torch.vtensor<[?,1,3,3,0],f32>
    %1 = torch.prim.ListConstruct %int-1, %int0, %int-1, %int-1, %int-1 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.aten.broadcast_to %0, %1 : !torch.vtensor<[?,1,3,3,0],f32>, !torch.list<int> -> !torch.vtensor<[?,0,3,3,0],f32>
    %3 = torch.prims.collapse %2, %int0, %int1 : !torch.vtensor<[?,0,3,3,0],f32>, !torch.int, !torch.int -> !torch.vtensor<[0,3,3,0],f32>
    return %3 : !torch.vtensor<[0,3,3,0],f32>
  }
}
