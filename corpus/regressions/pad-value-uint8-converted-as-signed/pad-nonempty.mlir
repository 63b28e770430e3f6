// torch-mlir-opt -pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' pad-nonempty.mlir
// uint8 [2] padded with 200.0: eager [200, x0, x1, 200]; the pad value is built with arith.fptosi f64 -> i8.
func.func @main(%arg0: !torch.vtensor<[2],ui8>) -> !torch.vtensor<[4],ui8> {
  %float200 = torch.constant.float 2.000000e+02
  %int1 = torch.constant.int 1
  %0 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.constant_pad_nd %arg0, %0, %float200 : !torch.vtensor<[2],ui8>, !torch.list<int>, !torch.float -> !torch.vtensor<[4],ui8>
  return %1 : !torch.vtensor<[4],ui8>
}
