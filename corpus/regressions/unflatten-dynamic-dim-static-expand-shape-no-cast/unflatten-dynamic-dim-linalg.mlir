// torch-mlir-opt -convert-torch-to-linalg --split-input-file unflatten-dynamic-dim-linalg.mlir
// Cases 1 and 2 fail the tensor.expand_shape verifier; case 3 (same as 1, dim 0 typed 3) lowers.

// Case 1: the entry's op (before.mlir): [?,?] unflatten(0, [1,3,-1]) -> [1,3,1,?].
func.func @unflatten_dim0(%arg0: !torch.vtensor<[?,?],si32>) -> !torch.vtensor<[1,3,1,?],si32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  %int-1 = torch.constant.int -1
  %0 = torch.prim.ListConstruct %int1, %int3, %int-1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.unflatten.int %arg0, %int0, %0 : !torch.vtensor<[?,?],si32>, !torch.int, !torch.list<int> -> !torch.vtensor<[1,3,1,?],si32>
  return %1 : !torch.vtensor<[1,3,1,?],si32>
}

// -----

// Case 2: the dynamic dim outside the group comes first: [?,?] unflatten(1, [2,3]) -> [?,2,3].
func.func @unflatten_dim1(%arg0: !torch.vtensor<[?,?],f32>) -> !torch.vtensor<[?,2,3],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %0 = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.unflatten.int %arg0, %int1, %0 : !torch.vtensor<[?,?],f32>, !torch.int, !torch.list<int> -> !torch.vtensor<[?,2,3],f32>
  return %1 : !torch.vtensor<[?,2,3],f32>
}

// -----

// Case 3 (control): case 1 with the unflattened dim typed static: lowers to a valid expand_shape.
func.func @unflatten_dim0_static(%arg0: !torch.vtensor<[3,?],si32>) -> !torch.vtensor<[1,3,1,?],si32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  %int-1 = torch.constant.int -1
  %0 = torch.prim.ListConstruct %int1, %int3, %int-1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.unflatten.int %arg0, %int0, %0 : !torch.vtensor<[3,?],si32>, !torch.int, !torch.list<int> -> !torch.vtensor<[1,3,1,?],si32>
  return %1 : !torch.vtensor<[1,3,1,?],si32>
}
