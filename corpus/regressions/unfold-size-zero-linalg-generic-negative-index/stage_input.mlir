module {
  func.func @main(%arg0: !torch.vtensor<[3,2],f32>) -> !torch.vtensor<[1,2,0],f32> {
    %int0 = torch.constant.int 0
    %int4 = torch.constant.int 4
    %0 = torch.aten.unfold %arg0, %int0, %int0, %int4 : !torch.vtensor<[3,2],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,2,0],f32>
    return %0 : !torch.vtensor<[1,2,0],f32>
  }
}
