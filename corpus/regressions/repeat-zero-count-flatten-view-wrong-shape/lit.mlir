// RUN: torch-mlir-opt %s -torch-decompose-complex-ops | FileCheck %s

// repeat(0, 1, 2, 1, 1) of a [2, 2, 0] tensor: DecomposeAtenRepeatOp builds a flatten per
// repeated dim, and DecomposeAtenFlattenUsingIntsOp writes each flatten as aten.view with -1
// for the flattened dim. On a tensor with zero elements -1 is ambiguous (PyTorch rejects such
// a view; the linalg lowering takes it as 0, so the result is [0, 1, 0, 2, 0], not eager's
// [0, 1, 4, 2, 0], once the dims are dynamic). The flattened size must be given as a size.
// CHECK-LABEL: func.func @forward
// CHECK-NOT: torch.constant.int -1
// CHECK: torch.aten.view
func.func @forward(%arg0: !torch.vtensor<[2,2,0],f32>) -> !torch.vtensor<[0,1,4,2,0],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %0 = torch.prim.ListConstruct %int0, %int1, %int2, %int1, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.repeat %arg0, %0 : !torch.vtensor<[2,2,0],f32>, !torch.list<int> -> !torch.vtensor<[0,1,4,2,0],f32>
  return %1 : !torch.vtensor<[0,1,4,2,0],f32>
}
