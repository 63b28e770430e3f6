// Run: torch-mlir-opt -convert-torch-to-stablehlo THIS   (values [3] broadcast to the expected [1,?]: promoteAndBroadcast compares 3 with ShapedType::kDynamic)
func.func @main(%arg0: !torch.vtensor<[2,?],f32>, %arg1: !torch.vtensor<[1],si64>, %arg2: !torch.vtensor<[3],f32>) -> !torch.vtensor<[2,?],f32> {
  %false = torch.constant.bool false
  %0 = torch.prim.ListConstruct %arg1 : (!torch.vtensor<[1],si64>) -> !torch.list<vtensor>
  %1 = torch.aten.index_put.hacked_twin %arg0, %0, %arg2, %false : !torch.vtensor<[2,?],f32>, !torch.list<vtensor>, !torch.vtensor<[3],f32>, !torch.bool -> !torch.vtensor<[2,?],f32>
  return %1 : !torch.vtensor<[2,?],f32>
}
