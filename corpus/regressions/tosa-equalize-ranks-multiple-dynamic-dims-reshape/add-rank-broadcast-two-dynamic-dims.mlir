func.func @main(%arg0: !torch.vtensor<[2,1,3,2,2],f32>, %arg1: !torch.vtensor<[1,?,?],f32>) -> !torch.vtensor<[2,1,3,2,2],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %arg0, %arg1, %int1 : !torch.vtensor<[2,1,3,2,2],f32>, !torch.vtensor<[1,?,?],f32>, !torch.int -> !torch.vtensor<[2,1,3,2,2],f32>
  return %0 : !torch.vtensor<[2,1,3,2,2],f32>
}
