// Run: torch-mlir-opt -convert-torch-to-tosa THIS   (emits tosa.add on tensor<3xi1>)
func.func @main(%arg0: !torch.vtensor<[3],i1>, %arg1: !torch.vtensor<[3],i1>) -> !torch.vtensor<[3],i1> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %arg0, %arg1, %int1 : !torch.vtensor<[3],i1>, !torch.vtensor<[3],i1>, !torch.int -> !torch.vtensor<[3],i1>
  return %0 : !torch.vtensor<[3],i1>
}
