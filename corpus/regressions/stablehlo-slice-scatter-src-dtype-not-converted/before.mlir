module {
  func.func @main(%arg0: !torch.vtensor<[5],f64>, %arg1: !torch.vtensor<[2],si32>) -> !torch.vtensor<[5],f64> {
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %int-1 = torch.constant.int -1
    %int2 = torch.constant.int 2
    %0 = torch.aten.slice_scatter %arg0, %arg1, %int0, %int1, %int-1, %int2 : !torch.vtensor<[5],f64>, !torch.vtensor<[2],si32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[5],f64>
    return %0 : !torch.vtensor<[5],f64>
  }
}
