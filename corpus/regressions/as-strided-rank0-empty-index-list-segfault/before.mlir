module {
  func.func @main(%arg0: !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<optional<vtensor>>
    %1 = torch.aten.index.Tensor %arg0, %0 : !torch.vtensor<[],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[],f32>
    return %1 : !torch.vtensor<[],f32>
  }
}
