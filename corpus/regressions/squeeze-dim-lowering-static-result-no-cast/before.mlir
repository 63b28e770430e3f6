module {
  func.func @main(%arg0: !torch.vtensor<[?,1],f64>) -> (!torch.vtensor<[3,1],f64>, !torch.vtensor<[3],f64>) {
    %int0 = torch.constant.int 0
    %int-3 = torch.constant.int -3
    %int4 = torch.constant.int 4
    %int1 = torch.constant.int 1
    %0 = torch.aten.slice.Tensor %arg0, %int0, %int-3, %int4, %int1 : !torch.vtensor<[?,1],f64>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3,1],f64>
    %1 = torch.aten.slice.Tensor %arg0, %int1, %int0, %int1, %int1 : !torch.vtensor<[?,1],f64>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1],f64>
    %2 = torch.aten.squeeze.dim %1, %int1 : !torch.vtensor<[?,1],f64>, !torch.int -> !torch.vtensor<[3],f64>
    return %0, %2 : !torch.vtensor<[3,1],f64>, !torch.vtensor<[3],f64>
  }
}
