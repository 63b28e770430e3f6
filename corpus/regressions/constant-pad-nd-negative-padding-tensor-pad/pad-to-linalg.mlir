func.func @main(%arg0: !torch.vtensor<[4],f64>) -> !torch.vtensor<[4],f64> {
  %float0 = torch.constant.float 0.000000e+00
  %int-2 = torch.constant.int -2
  %int2 = torch.constant.int 2
  %0 = torch.prim.ListConstruct %int-2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.constant_pad_nd %arg0, %0, %float0 : !torch.vtensor<[4],f64>, !torch.list<int>, !torch.float -> !torch.vtensor<[4],f64>
  return %1 : !torch.vtensor<[4],f64>
}
