// Run: torch-mlir-opt -convert-torch-to-tosa -canonicalize THIS   (the 0.1 pad value and the 0.1 addend become dense<0.10000000149011612> : f64)
func.func @pad(%arg0: !torch.vtensor<[2],f64>) -> !torch.vtensor<[4],f64> {
  %float = torch.constant.float 1.000000e-01
  %int1 = torch.constant.int 1
  %0 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.constant_pad_nd %arg0, %0, %float : !torch.vtensor<[2],f64>, !torch.list<int>, !torch.float -> !torch.vtensor<[4],f64>
  return %1 : !torch.vtensor<[4],f64>
}
func.func @add(%arg0: !torch.vtensor<[2],f64>) -> !torch.vtensor<[2],f64> {
  %float = torch.constant.float 1.000000e-01
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Scalar %arg0, %float, %int1 : !torch.vtensor<[2],f64>, !torch.float, !torch.int -> !torch.vtensor<[2],f64>
  return %0 : !torch.vtensor<[2],f64>
}
