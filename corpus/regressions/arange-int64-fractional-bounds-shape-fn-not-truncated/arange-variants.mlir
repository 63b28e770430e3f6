// torch-mlir-opt --split-input-file --pass-pipeline='builtin.module(torch-function-to-torch-backend-pipeline)' arange-variants.mlir
// Each function's result type after the pipeline is the shape function's size; compare with eager (in each comment).
// arange(-0.0, 0.5, 1.0, dtype=int32): eager [1] (no truncation but for int64); refined [1]: right
func.func @main() -> !torch.vtensor {
  %start = torch.constant.float -0.000000e+00
  %end = torch.constant.float 5.000000e-01
  %step = torch.constant.float 1.000000e+00
  %dtype = torch.constant.int 3
  %none = torch.constant.none
  %0 = torch.aten.arange.start_step %start, %end, %step, %dtype, %none, %none, %none : !torch.float, !torch.float, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

// arange(-0.0, 1.5, 1.0, dtype=int64): eager [1] (arange(0, 1)); refined [2]: wrong
func.func @main() -> !torch.vtensor {
  %start = torch.constant.float -0.000000e+00
  %end = torch.constant.float 1.500000e+00
  %step = torch.constant.float 1.000000e+00
  %dtype = torch.constant.int 4
  %none = torch.constant.none
  %0 = torch.aten.arange.start_step %start, %end, %step, %dtype, %none, %none, %none : !torch.float, !torch.float, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

// arange(-0.5, 1.0, 1.0, dtype=int64): eager [1] (arange(0, 1)); refined [2]: wrong
func.func @main() -> !torch.vtensor {
  %start = torch.constant.float -5.000000e-01
  %end = torch.constant.float 1.000000e+00
  %step = torch.constant.float 1.000000e+00
  %dtype = torch.constant.int 4
  %none = torch.constant.none
  %0 = torch.aten.arange.start_step %start, %end, %step, %dtype, %none, %none, %none : !torch.float, !torch.float, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

// arange(-0.0, 2.7, 1.0, dtype=float32): eager [3]; refined [3]: right
func.func @main() -> !torch.vtensor {
  %start = torch.constant.float -0.000000e+00
  %end = torch.constant.float 2.700000e+00
  %step = torch.constant.float 1.000000e+00
  %dtype = torch.constant.int 6
  %none = torch.constant.none
  %0 = torch.aten.arange.start_step %start, %end, %step, %dtype, %none, %none, %none : !torch.float, !torch.float, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

// arange(0.5, dtype=int64) (aten.arange, the sibling shape function aten〇arange〡shape): eager [0]; refined [1]: wrong
func.func @main() -> !torch.vtensor {
  %end = torch.constant.float 5.000000e-01
  %dtype = torch.constant.int 4
  %none = torch.constant.none
  %0 = torch.aten.arange %end, %dtype, %none, %none, %none : !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor
  return %0 : !torch.vtensor
}
