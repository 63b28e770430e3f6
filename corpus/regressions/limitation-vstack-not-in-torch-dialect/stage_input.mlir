module {
  func.func @main(%arg0: !torch.vtensor<[2,3],f32>, %arg1: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[4,3],f32> {
    %0 = torch.prim.ListConstruct %arg0, %arg1 : (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>) -> !torch.list<vtensor>
    %1 = torch.operator "torch.aten.vstack"(%0) : (!torch.list<vtensor>) -> !torch.vtensor<[4,3],f32> 
    return %1 : !torch.vtensor<[4,3],f32>
  }
}
