// torch-mlir-opt --pass-pipeline='builtin.module(torch-function-to-torch-backend-pipeline)' arange-int64-fractional-end.mlir
// arange(-0.0, 0.5, 1.0, dtype=int64) with an erased result type. PyTorch (eager and meta): [0] (int64
// truncates the bounds: arange(0, 0)). torch-mlir's shape function refines it to [1] (ceil(0.5 / 1.0)).
func.func @main() -> !torch.vtensor {
  %start = torch.constant.float -0.000000e+00
  %end = torch.constant.float 5.000000e-01
  %step = torch.constant.float 1.000000e+00
  %int4 = torch.constant.int 4
  %none = torch.constant.none
  %0 = torch.aten.arange.start_step %start, %end, %step, %int4, %none, %none, %none : !torch.float, !torch.float, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor
  return %0 : !torch.vtensor
}
