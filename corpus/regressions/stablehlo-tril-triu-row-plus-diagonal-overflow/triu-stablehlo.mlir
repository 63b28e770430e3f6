// Run: torch-mlir-opt -convert-torch-to-stablehlo triu-stablehlo.mlir
// triu(x, INT64_MAX) keeps nothing; the lowering compares col >= row + INT64_MAX, and
// row + INT64_MAX wraps to a negative number for row >= 1 (chlo.broadcast_add of i64).
func.func @main(%arg0: !torch.vtensor<[3,3],f32>) -> !torch.vtensor<[3,3],f32> {
  %int = torch.constant.int 9223372036854775807
  %0 = torch.aten.triu %arg0, %int : !torch.vtensor<[3,3],f32>, !torch.int -> !torch.vtensor<[3,3],f32>
  return %0 : !torch.vtensor<[3,3],f32>
}
