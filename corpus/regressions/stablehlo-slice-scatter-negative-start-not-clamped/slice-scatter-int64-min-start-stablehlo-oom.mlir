// Run: (ulimit -v 4000000; torch-mlir-opt -convert-torch-to-stablehlo THIS)
// start INT64_MIN on a dim of 5 -> start 5 + INT64_MIN: about 2^63 indices pushed into a std::vector until the allocation fails.
func.func @int64min(%arg0: !torch.vtensor<[2,5],f32>, %arg1: !torch.vtensor<[2,1],f32>) -> !torch.vtensor<[2,5],f32> {
  %int1 = torch.constant.int 1
  %int-9223372036854775808 = torch.constant.int -9223372036854775808
  %0 = torch.aten.slice_scatter %arg0, %arg1, %int1, %int-9223372036854775808, %int1, %int1 : !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,1],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,5],f32>
  return %0 : !torch.vtensor<[2,5],f32>
}
