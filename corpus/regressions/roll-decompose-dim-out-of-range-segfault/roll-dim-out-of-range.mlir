// aten.roll whose constant dims are out of range for its (known) rank 1:
// -3 and 2 for a rank-1 tensor. The program that reaches this state is valid
// (a rank-3 tensor, typed rank 1 by the cat canonicalizer); the pattern indexes
// its sizes vector with the unchecked dim.
func.func @main(%arg0: !torch.vtensor<[0],f32>) -> !torch.vtensor<[0],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int-3 = torch.constant.int -3
  %0 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.prim.ListConstruct %int-3, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %2 = torch.aten.roll %arg0, %0, %1 : !torch.vtensor<[0],f32>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[0],f32>
  return %2 : !torch.vtensor<[0],f32>
}
