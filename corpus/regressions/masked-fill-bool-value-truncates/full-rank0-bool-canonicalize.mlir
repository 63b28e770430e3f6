// aten.full of a rank-0 bool tensor with an int fill (what createRank0Tensor builds for
// masked_fill.Scalar): `torch-mlir-opt -canonicalize` folds it to dense<false> (low bit of
// INT64_MIN); PyTorch gives True (bool(value) is value != 0).
func.func @main() -> !torch.vtensor<[],i1> {
  %int11 = torch.constant.int 11
  %none = torch.constant.none
  %min = torch.constant.int -9223372036854775808
  %0 = torch.prim.ListConstruct : () -> !torch.list<int>
  %1 = torch.aten.full %0, %min, %int11, %none, %none, %none : !torch.list<int>, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[],i1>
  return %1 : !torch.vtensor<[],i1>
}
