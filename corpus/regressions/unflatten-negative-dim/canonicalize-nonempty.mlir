// torch-mlir-opt -canonicalize --split-input-file canonicalize-nonempty.mlir
// @a: [3,2] unflatten(-1, [1,2]) -> verifier error (unsqueeze at -1 gives [3,2,1]).
// @b: [3,5] unflatten(-1, [5,1]) with an unknown result type -> unsqueeze at dim 0, [1,3,5] instead of [3,5,1].
func.func @a(%arg0: !torch.vtensor<[3,2],f32>) -> !torch.vtensor<[3,1,2],f32> {
  %int-1 = torch.constant.int -1
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %0 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.unflatten.int %arg0, %int-1, %0 : !torch.vtensor<[3,2],f32>, !torch.int, !torch.list<int> -> !torch.vtensor<[3,1,2],f32>
  return %1 : !torch.vtensor<[3,1,2],f32>
}

// -----

func.func @b(%arg0: !torch.vtensor<[3,5],f32>) -> !torch.vtensor<*,f32> {
  %int-1 = torch.constant.int -1
  %int1 = torch.constant.int 1
  %int5 = torch.constant.int 5
  %0 = torch.prim.ListConstruct %int5, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.unflatten.int %arg0, %int-1, %0 : !torch.vtensor<[3,5],f32>, !torch.int, !torch.list<int> -> !torch.vtensor<*,f32>
  return %1 : !torch.vtensor<*,f32>
}
