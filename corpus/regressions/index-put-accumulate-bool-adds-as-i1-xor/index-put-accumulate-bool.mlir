// Run: torch-mlir-opt -pass-pipeline='builtin.module(func.func(convert-torch-to-tmtensor))' index-put-accumulate-bool.mlir
// The tm_tensor.scatter body is `arith.addi ... : i1` (XOR: True + True = False); PyTorch's bool add saturates (OR).
func.func @main(%arg0: !torch.vtensor<[2],i1>, %idx: !torch.vtensor<[2],si64>, %v: !torch.vtensor<[2],i1>) -> !torch.vtensor<[2],i1> {
  %true = torch.constant.bool true
  %0 = torch.prim.ListConstruct %idx : (!torch.vtensor<[2],si64>) -> !torch.list<vtensor>
  %1 = torch.aten.index_put.hacked_twin %arg0, %0, %v, %true : !torch.vtensor<[2],i1>, !torch.list<vtensor>, !torch.vtensor<[2],i1>, !torch.bool -> !torch.vtensor<[2],i1>
  return %1 : !torch.vtensor<[2],i1>
}
