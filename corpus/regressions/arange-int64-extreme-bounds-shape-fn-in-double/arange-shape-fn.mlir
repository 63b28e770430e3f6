// torch-mlir-opt --pass-pipeline='builtin.module(torch-function-to-torch-backend-pipeline)' arange-shape-fn.mlir
// The result type becomes !torch.vtensor<[0],si64>; PyTorch (eager and meta) says [3].
func.func @main() -> !torch.vtensor<[3],si64> {
  %start = torch.constant.int 9223372036854775792
  %end = torch.constant.int 9223372036854775789
  %step = torch.constant.int -1
  %none = torch.constant.none
  %0 = torch.aten.arange.start_step %start, %end, %step, %none, %none, %none, %none : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor
  %1 = torch.tensor_static_info_cast %0 : !torch.vtensor to !torch.vtensor<[3],si64>
  return %1 : !torch.vtensor<[3],si64>
}
