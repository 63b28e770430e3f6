module {
  func.func @main(%arg0: !torch.vtensor<[?,?,?,2],f64>) -> !torch.vtensor<[?,?,?,2,1],f64> {
    %int4 = torch.constant.int 4
    %0 = torch.aten.unsqueeze %arg0, %int4 : !torch.vtensor<[?,?,?,2],f64>, !torch.int -> !torch.vtensor<[?,?,?,2,1],f64>
    return %0 : !torch.vtensor<[?,?,?,2,1],f64>
  }
}
