// aten.roll whose result type ([2]) is more static than its input's ([?]): valid IR, as the FX
// importer writes it. The decomposition replaces the roll with a cat typed like the input, without
// a cast, so the return now sees [?]. Run: torch-mlir-opt -torch-decompose-complex-ops THIS
func.func @main(%arg0: !torch.vtensor<[?],f32>) -> !torch.vtensor<[2],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %shifts = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %dims = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.roll %arg0, %shifts, %dims : !torch.vtensor<[?],f32>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[2],f32>
  return %0 : !torch.vtensor<[2],f32>
}
